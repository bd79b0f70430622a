import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compiledCatalogs } from './scripts/vite/compiledCatalogs.ts';

export default defineConfig({
  plugins: [react(), compiledCatalogs()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'shared/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          setupFiles: ['tests/unit/setupDom.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/hardening/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
