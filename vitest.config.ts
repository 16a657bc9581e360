import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The slowest test files, slowest first (from a run's JSON report, `--reporter=json`). A clean clone
 * has no timings of earlier runs, so Vitest starts the largest files first by bytes, and these short
 * files of long waits started last and ran alone at the end of the run.
 */
const SLOWEST_FILES = [
  'server/src/modules/messages/scheduler.resilience.test.ts',
  'server/src/mail/outbox-concurrency.test.ts',
  'server/src/policies/authorization-matrix.test.ts',
  'server/src/modules/messages/message-transcripts.routes.test.ts',
  'server/src/modules/vault/vault.routes.test.ts',
  'server/src/modules/messages/message-replies.album.routes.test.ts',
  'server/test/multi-instance.test.ts',
  'server/src/modules/family-tree/family-tree.routes.test.ts',
];

/** Vitest's own order (each project in turn, then by earlier timings or size), with SLOWEST_FILES first. */
class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = SLOWEST_FILES.findIndex((name) => file.moduleId.endsWith(name));
      return index < 0 ? SLOWEST_FILES.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Each test file
    // has its own database, data folder and ports, and much of a route test waits on the database,
    // ffmpeg or age, so two files at a time use both cores (VITEST_MAX_WORKERS overrides it).
    maxWorkers: 2,
    testTimeout: 20_000,
    sequence: { sequencer: SlowestFirstSequencer },
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
