import zlib from 'node:zlib';
import fc from 'fast-check';
import { Hono } from 'hono';
import { expect, test } from 'vitest';
import {
  crc32Step,
  crc32Then,
  type JsonParts,
  jsonGzip,
  jsonPartsResponse,
  jsonPiece,
  jsonText,
} from './json-body';

/** Parts of text with accents and symbols, as questions have, pieces and strings mixed. */
const partsArbitrary = fc.array(
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 300 }),
    fc.string({ unit: 'grapheme', maxLength: 300 }).map(jsonPiece),
  ),
  { maxLength: 40 },
);

test('the gzip of any parts decodes, checksum and length included, to their text', () => {
  fc.assert(
    fc.property(partsArbitrary, (parts) => {
      const text = jsonText(parts);
      expect(text.toString()).toBe(
        parts.map((p) => (typeof p === 'string' ? p : p.text.toString())).join(''),
      );
      // gunzipSync checks the CRC-32 and the length in the trailer.
      expect(zlib.gunzipSync(jsonGzip(parts)).equals(text)).toBe(true);
    }),
    { numRuns: 300 },
  );
});

test("a CRC-32 of two parts, from each one's, is the CRC-32 of both", () => {
  const bytes = fc.uint8Array({ maxLength: 5000 }).map((a) => Buffer.from(a));
  fc.assert(
    fc.property(bytes, bytes, (a, b) => {
      const crcOf = (x: Buffer) => (x.length === 0 ? 0 : zlib.crc32(x));
      expect(crc32Then(crcOf(a), crcOf(b), crc32Step(b.length))).toBe(crcOf(Buffer.concat([a, b])));
    }),
    { numRuns: 500 },
  );
  // Lengths with high bits set, as a long part would have.
  const long = Buffer.alloc(1_000_003, 7);
  expect(crc32Then(zlib.crc32('abc'), zlib.crc32(long), crc32Step(long.length))).toBe(
    zlib.crc32(Buffer.concat([Buffer.from('abc'), long])),
  );
});

test('strings longer than a stored block (64 KB) and long runs of strings still decode', () => {
  const long = 'á'.repeat(70_000); // 140,000 bytes: three stored blocks
  const parts: JsonParts = ['{"a":"', long, '","b":', jsonPiece('"ção"'), ',"c":"', long, '"}'];
  const decoded = zlib.gunzipSync(jsonGzip(parts)).toString();
  expect(JSON.parse(decoded)).toEqual({ a: long, b: 'ção', c: long });
  expect(zlib.gunzipSync(jsonGzip([])).length).toBe(0);
});

test('the response is gzip for clients that take it, plain JSON otherwise', async () => {
  const parts: JsonParts = ['{"items":[', jsonPiece('{"texto":"Preços e procura"}'), ']}'];
  const app = new Hono().get('/', (c) => jsonPartsResponse(c, parts, 200));
  const expected = { items: [{ texto: 'Preços e procura' }] };
  for (const acceptEncoding of ['gzip', 'gzip, deflate, br, zstd', 'br;q=1, gzip;q=0.5']) {
    const response = await app.request('/', { headers: { 'Accept-Encoding': acceptEncoding } });
    expect(response.headers.get('content-encoding'), acceptEncoding).toBe('gzip');
    expect(response.headers.get('content-type')).toBe('application/json');
    const body = Buffer.from(await response.arrayBuffer());
    expect(JSON.parse(zlib.gunzipSync(body).toString())).toEqual(expected);
  }
  for (const acceptEncoding of [undefined, 'identity', 'br', 'gzip;q=0, br']) {
    const response = await app.request('/', {
      headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
    });
    expect(response.headers.get('content-encoding'), acceptEncoding).toBeNull();
    expect(await response.json()).toEqual(expected);
  }
});
