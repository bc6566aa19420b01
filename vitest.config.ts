import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        root: 'packages/core',
        test: {
          name: 'core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        root: 'apps/server',
        test: {
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['../../vitest.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        root: 'apps/web',
        test: {
          name: 'web',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['../../vitest.setup.ts'],
        },
      },
    ],
  },
});
