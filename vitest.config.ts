import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'common/src/**/*.test.ts',
      'server/src/**/*.test.ts',
      'server/test/**/*.test.ts',
      'web/src/**/*.test.ts',
      'web/src/**/*.test.tsx',
    ],
    // Every migration runs once per run, into a template each test database is copied from.
    globalSetup: ['server/test/global-setup.ts'],
    setupFiles: ['web/src/testing/setup.ts'],
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Each test file
    // has its own database, data folder and ports, and much of a route test waits on the database,
    // ffmpeg or age, so two files at a time use both cores (VITEST_MAX_WORKERS overrides it).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
