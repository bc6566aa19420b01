import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// In development the API runs on its own port (npm run dev starts both).
const DEV_API = 'http://localhost:3000';

/**
 * In production the server writes the contact address into every page; in development Vite
 * serves index.html, so this asks the API for it and writes the same meta element.
 */
function devContactEmail(): Plugin {
  return {
    name: 'nota20-dev-contact-email',
    apply: 'serve',
    async transformIndexHtml() {
      const site = await fetch(`${DEV_API}/api/site`)
        .then((r) => (r.ok ? (r.json() as Promise<{ contactEmail?: string }>) : undefined))
        .catch(() => undefined);
      if (!site?.contactEmail) return [];
      return [
        {
          tag: 'meta',
          attrs: { name: 'contact-email', content: site.contactEmail },
          injectTo: 'head',
        },
      ];
    },
  };
}

/**
 * main.tsx imports React DOM dynamically (render.tsx), so that the route table can start the
 * page's chunks before React DOM has arrived; this lists React DOM in index.html anyway, so that
 * it downloads from the start alongside the entry.
 */
function preloadReactDom(): Plugin {
  return {
    name: 'nota20-preload-react-dom',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.moduleIds.some((id) => id.endsWith('/src/render.tsx')),
        );
        if (chunk?.type !== 'chunk') throw new Error('render.tsx is in no chunk');
        return [chunk.fileName, ...chunk.imports]
          .filter((file) => !html.includes(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/** A chunk group's test: modules of these npm packages, and source files matching these. */
function modules(packages: string[], files: RegExp[] = []) {
  return (id: string) => {
    const path = id.replaceAll('\\', '/');
    return (
      packages.some((p) => path.includes(`/node_modules/${p}/`)) || files.some((f) => f.test(path))
    );
  };
}

/**
 * Installable and offline (ADR 016): the web app manifest, and src/sw.ts built with this
 * version's files listed for precaching. main.tsx registers it (the plugin's own register
 * script would be one more file on every first visit).
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: {
    name: 'Nota20 — exames nacionais',
    short_name: 'Nota20',
    description:
      'Estudo gratuito para os exames nacionais: fichas, testes, exames e planos de estudo.',
    lang: 'pt-PT',
    dir: 'ltr',
    start_url: '/app',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#3730a3',
    background_color: '#f8fafc',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{js,css,svg,png,webmanifest}', 'index.html'],
    // The most used passwords (220 KB) load only on the sign-up form, which needs the network.
    globIgnores: ['**/common-passwords-*.js', 'sw.js'],
    // Offline, any page is this version's shell: the home page as the server renders it.
    manifestTransforms: [
      (entries) =>
        Promise.resolve({
          manifest: entries.map((e) => (e.url === 'index.html' ? { ...e, url: '/' } : e)),
          warnings: [],
        }),
    ],
  },
  devOptions: { enabled: false },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), devContactEmail(), preloadReactDom(), pwa],
  server: {
    port: 5173,
    proxy: { '/api': DEV_API },
  },
  build: {
    target: 'es2022',
    // The server's CSP forbids inline scripts, so never inline the module preload polyfill.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // A first visit downloads over one HTTP/1.1 connection pool (six at a time), so the
        // pieces every page needs come in a few files rather than dozens of small shared ones.
        // Groups take only the modules they name; what they import stays where it was.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // React DOM, with the one module that uses it: preloaded by index.html, run last.
            {
              name: 'react-dom',
              priority: 3,
              test: modules(['react-dom', 'scheduler'], [/\/src\/render\.tsx$/]),
            },
            // React and the router: the entry runs as soon as these have arrived.
            {
              name: 'router',
              priority: 2,
              test: modules(['react', 'react-router', 'cookie', 'set-cookie-parser', 'get-nonce']),
            },
            // Lucide's icons: each is tiny, and most pages show several.
            { name: 'icons', priority: 1, test: modules(['lucide-react']) },
            // The signed-in area's guard and layout, which every /app page needs.
            {
              name: 'signed-in',
              priority: 1,
              test: modules(
                [],
                [
                  /\/src\/app\/guards\.tsx$/,
                  /\/src\/app\/layouts\/app-layout\.tsx$/,
                  /\/src\/lib\/theme\.ts$/,
                  /\/src\/components\/ui\/confirm-dialog\.tsx$/,
                ],
              ),
            },
            // Small shared widgets (not the dialogs, which load on first use).
            {
              name: 'ui',
              priority: 1,
              test: modules(
                [],
                [
                  /\/src\/components\/ui\/(button|grade-badge|progress-circle|page-header|text-field|select-field|range-field)\.tsx$/,
                  /\/packages\/core\/src\/grading\.ts$/,
                ],
              ),
            },
            // TanStack Query, the API client and every endpoint's file: every page but the
            // landing page reads data, and starts as soon as this chunk is in (router.tsx).
            // (Nothing the landing page imports may go here.)
            {
              name: 'query',
              priority: 1,
              test: modules(
                ['@tanstack/query-core', '@tanstack/react-query'],
                [
                  /\/src\/app\/query-provider\.tsx$/,
                  /\/src\/lib\/(query-client|api-client)\.ts$/,
                  /\/src\/features\/[^/]+\/api\/[^/]+\.ts$/,
                ],
              ),
            },
          ],
        },
      },
    },
  },
});
