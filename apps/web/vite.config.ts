import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), devContactEmail()],
  server: {
    port: 5173,
    proxy: { '/api': DEV_API },
  },
  build: {
    target: 'es2022',
    // The server's CSP forbids inline scripts, so never inline the module preload polyfill.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
});
