// After the web build: writes a .br and a .gz copy (highest levels) next to every text file of
// apps/web/dist of 1 KB or more, so that the server sends the app's files compressed without
// compressing them per request (serveStatic's `precompressed`). Run by `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

if (!fs.existsSync(dist)) {
  console.error(`precompress-web: ${dist} does not exist; run the web build first.`);
  process.exit(1);
}
let count = 0;
let raw = 0;
let brotli = 0;
for (const file of files(dist)) {
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }));
  count++;
  raw += body.length;
  brotli += br.length;
}
console.log(
  `precompress-web: ${count} files, ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB with brotli (and .gz)`,
);
