import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { pwa } from './src/features/install/pwa.config';
import { prerenderPages } from './scripts/prerender.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa(), prerenderPages()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { target: 'es2022', sourcemap: false, assetsInlineLimit: 0 },
  server: { port: 5173 },
});
