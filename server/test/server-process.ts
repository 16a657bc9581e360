/**
 * The real server as a child process (node + tsx on server/src/main.ts), for tests of what only a
 * process shows: signals, crashes, restarts.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const serverEntry = path.resolve(import.meta.dirname, '../src/main.ts');

/** Resolves with a free TCP port on 127.0.0.1. */
export const findFreePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  origin: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Everything the process has written to stdout and stderr so far (for a failing assertion's message). */
  output: () => string;
}

/** Starts the server with `env` added to this process's environment; resolves once it answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let hasExited = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      hasExited = true;
      resolve(code);
    }),
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (hasExited || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    const isUp = await fetch(`${origin}/api/csrf-token`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return { child, origin, exited, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
