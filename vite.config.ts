import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderPages } from './scripts/prerender.ts';
import { compiledCatalogs } from './scripts/vite/compiledCatalogs.ts';
import { pwa } from './scripts/vite/pwa.ts';

// Two builds: the app (dist/), then the server's renderer of it (`--ssr`, dist/ssr/), which needs neither the
// public files nor the service worker.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react(), compiledCatalogs()] : [react(), compiledCatalogs(), tailwindcss(), pwa(), prerenderPages()],
  publicDir: isSsrBuild ? false : 'public',
  // The renderer carries its libraries: dist/ runs wherever it is copied, beside any server build.
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // React DOM in a chunk of its own, run when that chunk is evaluated (src/app/reactDomClient.ts):
        // boot.ts evaluates the app's chunks one task at a time (decision 0504).
        codeSplitting: {
          groups: [{ name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]|src[\\/]app[\\/]reactDomClient\.ts$/ }],
        },
      },
    },
  },
  server: { port: 5173 },
}));
