/**
 * The age spawner (age-cli.ts starts one per server process, with an IPC channel): starts
 * `age --encrypt` processes for the server. Starting a process copies the starter's page tables,
 * which takes the server (about 300 MB resident) 8–30 ms on its event loop per segment; this small
 * process does it in 1–5 ms on its own (docs/decisions/003-vault-storage-encryption-and-uploads.md
 * "Uploads").
 *
 * A plain ES module run by node itself, so `npm start`'s bundle, tsx and vitest all start the same file
 * (server/build.mjs copies it beside dist/main.js).
 *
 * Messages in: { id, recipient, outputPath } — open outputPath (a file the server created and will
 * commit) for writing and start `age --encrypt --recipient <recipient>` writing into it; { kill: id }.
 * Messages out: { id, started: true } with age's standard input as the handle (the server writes the
 * plaintext into it and ends it); { id, exit: code, signal, stderr } when age exits;
 * { id, error } when it could not be started.
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

const running = new Map();

process.on('message', (message) => {
  if (message.kill !== undefined) {
    running.get(message.kill)?.kill('SIGKILL');
    return;
  }
  const { id, recipient, outputPath } = message;
  let output;
  try {
    output = openSync(outputPath, 'w');
  } catch (error) {
    process.send({ id, error: String(error.message) });
    return;
  }
  const age = spawn('age', ['--encrypt', '--recipient', recipient], { stdio: ['pipe', output, 'pipe'] });
  // age holds its own copy of the file now.
  closeSync(output);
  running.set(id, age);
  let stderr = '';
  age.stderr.on('data', (chunk) => (stderr += chunk.toString()));
  age.stdin.on('error', () => undefined);
  age.on('error', (error) => {
    running.delete(id);
    process.send({ id, error: String(error.message) });
  });
  age.on('spawn', () => process.send({ id, started: true }, age.stdin));
  age.on('close', (code, signal) => {
    running.delete(id);
    process.send({ id, exit: code, signal, stderr: stderr.trim() });
  });
});
// The server is gone: nothing more will be asked.
process.on('disconnect', () => process.exit(0));
