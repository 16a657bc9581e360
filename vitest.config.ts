import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Each test file
    // has its own database, data folder and ports, and much of a route test waits on the database,
    // ffmpeg or age, so two files at a time use both cores (VITEST_MAX_WORKERS overrides it).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['common/src/**/*.test.ts', 'server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          // Every migration runs once per run, into a template each test database is copied from.
          globalSetup: ['server/test/global-setup.ts'],
          // The files of a worker share one module graph: importing the app once per worker rather
          // than once per file is most of the time a route-test file takes. Each file still builds its
          // own app, database and data folder; what a module keeps between files (the password
          // hashing cost) is set by each test that depends on it.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['web/src/**/*.test.ts', 'web/src/**/*.test.tsx'],
          // Component tests replace modules (vi.mock) and globals (fetch), so each file stays isolated:
          // in a worker thread of its own, which starts in a fraction of a forked process's time (the web
          // files took 80 s instead of 123 s, with a sixth less CPU, on 2 cores).
          pool: 'threads',
          setupFiles: ['web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
