import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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

export default defineConfig({
  plugins: [
    react(),
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
      '^/(clubs|api|ols-account|sign-up|dashboard|auth|contacts|membership|history|billing|payment-methods|messages|calls|docs|health|dev)(/.*)?$':
        apiProxy,
    },
  },
});
