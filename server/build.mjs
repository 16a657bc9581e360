// Bundles the server's TypeScript (and @heirloom/common's) into dist/main.js; npm packages stay external.
// Files the server starts as processes of their own are copied beside it (storage/age-spawner.mjs).
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const dependencies = (file) => Object.keys(JSON.parse(readFileSync(new URL(file, import.meta.url))).dependencies ?? {});
const external = [...dependencies('./package.json'), ...dependencies('../common/package.json')].filter(
  (name) => name !== '@heirloom/common',
);

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

copyFileSync(
  new URL('./src/storage/age-spawner.mjs', import.meta.url),
  new URL('./dist/age-spawner.mjs', import.meta.url),
);
