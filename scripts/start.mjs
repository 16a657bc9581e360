// `npm start`: builds the web app and the server when a build is missing or older than the
// sources, then runs the server on its embedded defaults (SQLite, local disk, file outbox).
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time of a file or of anything under a folder, in ms since the epoch (0 when missing). */
function newestChange(folder) {
  if (!existsSync(folder)) return 0;
  if (statSync(folder).isFile()) return statSync(folder).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const builtAt = Math.min(
  existsSync(path.join(root, 'server/dist/main.js')) ? statSync(path.join(root, 'server/dist/main.js')).mtimeMs : 0,
  existsSync(path.join(root, 'web/dist/index.html')) ? statSync(path.join(root, 'web/dist/index.html')).mtimeMs : 0,
);
const sourcesChangedAt = Math.max(
  ...['common/src', 'server/src', 'web/src', 'web/index.html'].map((source) => newestChange(path.join(root, source))),
);
if (builtAt < sourcesChangedAt) {
  console.log('Building Heirloom (first run or changed sources)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
