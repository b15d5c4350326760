import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * In development the API and the SPA share paths such as /billing (docs/decisions/0002): a browser
 * navigation gets index.html, every other request goes to the API server.
 */
const apiProxy = {
  target: API_TARGET,
  bypass: (req: { headers: { accept?: string } }) =>
    req.headers.accept?.includes('text/html') ? '/index.html' : undefined,
};

/** In development the API server is not the one serving index.html: fetch its settings and inject them. */
function devAppConfig(): Plugin {
  return {
    name: 'dev-app-config',
    apply: 'serve',
    async transformIndexHtml(html) {
      const response = await fetch(`${API_TARGET}/app-config`);
      const config = JSON.stringify(await response.json()).replace(/"/g, '&quot;');
      return html.replace('<!--app-config-->', `<meta name="app-config" content="${config}">`);
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    devAppConfig(),
    // .br and .gz beside each asset; the server sends them pre-compressed.
    compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.(png|jpg|jpeg|webp|woff2)$/] }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: {
      '^/(clubs|api|ols-account|sign-up|dashboard|auth|contacts|membership|history|billing|payment-methods|messages|calls|docs|health|dev|app-config)(/.*)?$':
        apiProxy,
    },
  },
});
