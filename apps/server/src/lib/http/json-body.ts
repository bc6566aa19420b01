import zlib from 'node:zlib';
import type { Context, TypedResponse } from 'hono';
import { negotiateEncoding } from './compress';

/**
 * Large JSON answers made mostly of the same parts each time (a test's questions) are assembled
 * from those parts, each serialized, encoded as UTF-8 and compressed once (ADR 011). Per test
 * result, serializing, encoding and gzipping 30 questions anew took about 30 % of the
 * server's CPU in the quiz load.
 *
 * A gzip stream may be made of deflate blocks from separate compressions, provided each ends on
 * a byte boundary without closing the stream (a sync flush) and refers to nothing before it:
 * each part is compressed on its own. What changes per answer goes in stored (uncompressed)
 * blocks; an empty final block, the CRC-32 and the length close the stream.
 */

/**
 * A part of a JSON text, as UTF-8 and as deflate blocks that stand alone, with its CRC-32 and
 * what a CRC-32 before it is multiplied by to step over it (see crc32Then).
 */
export type JsonPiece = {
  readonly text: Buffer;
  readonly deflated: Buffer;
  readonly crc: number;
  readonly step: number;
};

// CRC-32 arithmetic, as zlib's crc32_combine does it: polynomials over GF(2) modulo gzip's
// (RFC 1952), bit-reversed, x^0 being the top bit. A whole piece's checksum then costs one
// product per answer instead of a pass over its bytes.
const POLYNOMIAL = 0xedb88320;

/** a(x)·b(x) modulo the polynomial. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (let m = 0x80000000; m !== 0; m >>>= 1) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) for k = 0…31. */
const X_TO_2_TO_K: number[] = [0x40000000];
for (let k = 1; k < 32; k++) {
  const previous = X_TO_2_TO_K[k - 1] ?? 0;
  X_TO_2_TO_K.push(multiplyModP(previous, previous));
}

/** x^(8·length): stepping a CRC-32 over `length` bytes multiplies it by this. */
export function crc32Step(length: number): number {
  let power = 0x80000000; // x^0
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k++)
    if (n % 2 === 1) power = multiplyModP(X_TO_2_TO_K[k % 32] ?? 0, power);
  return power;
}

/** The CRC-32 of A then B, from A's and B's own and B's `crc32Step`. */
export function crc32Then(crcA: number, crcB: number, stepB: number): number {
  return (multiplyModP(stepB, crcA) ^ crcB) >>> 0;
}

/**
 * `text` serialized once: kept as UTF-8 and compressed, at the best level by default (for parts
 * made once and sent many times); `level` 1 for a part that may be sent only once or twice.
 */
export function jsonPiece(text: string, level = 9): JsonPiece {
  const bytes = Buffer.from(text);
  return {
    text: bytes,
    deflated: zlib.deflateRawSync(bytes, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
    crc: bytes.length === 0 ? 0 : zlib.crc32(bytes),
    step: crc32Step(bytes.length),
  };
}

declare const shape: unique symbol;
/**
 * Pieces, and strings for what changes per answer, in the order of the JSON text of a `T` (the
 * functions that assemble them say which; routes are typed by it).
 */
export type JsonParts<T = unknown> = readonly (JsonPiece | string)[] & { readonly [shape]?: T };

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last block: final, fixed codes, empty (end of block at once). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
const STORED_MAX = 0xffff;

/** `bytes` as stored deflate blocks (each: a byte-aligned header, length, its complement). */
function storedBlocks(bytes: Buffer, out: Buffer[]) {
  for (let at = 0; at < bytes.length; at += STORED_MAX) {
    const chunk = bytes.subarray(at, at + STORED_MAX);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    out.push(header, chunk);
  }
}

/** `head`'s JSON left open for one more member, `{…,"key":`; `head` has a member already. */
export function openObject(head: object, key: string): string {
  return `${JSON.stringify(head).slice(0, -1)},${JSON.stringify(key)}:`;
}

/** The JSON text of `parts`, as UTF-8. */
export function jsonText(parts: JsonParts): Buffer<ArrayBuffer> {
  return Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p.text)));
}

/** The JSON text of `parts`, gzipped: the pieces' blocks as they are, strings stored. */
export function jsonGzip(parts: JsonParts): Buffer<ArrayBuffer> {
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  /** Node 20's zlib.crc32 answers 0 for an empty buffer without memory behind it: skip those. */
  const checksum = (bytes: Buffer) => {
    if (bytes.length === 0) return;
    crc = zlib.crc32(bytes, crc);
    length += bytes.length;
  };
  let pending = '';
  const flush = () => {
    if (!pending) return;
    const bytes = Buffer.from(pending);
    pending = '';
    checksum(bytes);
    storedBlocks(bytes, out);
  };
  for (const part of parts) {
    if (typeof part === 'string') {
      pending += part;
      continue;
    }
    flush();
    crc = crc32Then(crc, part.crc, part.step);
    length += part.text.length;
    out.push(part.deflated);
  }
  flush();
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  out.push(FINAL_BLOCK, trailer);
  return Buffer.concat(out);
}

/** Whether the request's Accept-Encoding takes gzip (the same rules as the compression layer). */
function acceptsGzip(c: Context) {
  const header = c.req.header('accept-encoding');
  return (
    header !== undefined && negotiateEncoding(header, ['gzip', 'identity'], ['gzip']) === 'gzip'
  );
}

/**
 * A JSON response of `parts`: gzipped when the client takes gzip, else as text. The compression
 * layer leaves an encoded body alone and adds `Vary: Accept-Encoding`.
 */
export function jsonPartsResponse<T, S extends 200 | 201>(
  c: Context,
  parts: JsonParts<T>,
  status: S,
): Response & TypedResponse<T, S, 'json'> {
  const response = acceptsGzip(c)
    ? c.body(jsonGzip(parts), status, {
        'Content-Type': 'application/json',
        'Content-Encoding': 'gzip',
      })
    : c.body(jsonText(parts), status, { 'Content-Type': 'application/json' });
  // The bytes are a T's JSON (JsonParts<T>): typed as c.json would type them.
  return response as unknown as Response & TypedResponse<T, S, 'json'>;
}
