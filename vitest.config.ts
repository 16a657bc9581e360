import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['common/src/**/*.test.ts', 'server/src/**/*.test.ts', 'server/test/**/*.test.ts', 'web/src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
