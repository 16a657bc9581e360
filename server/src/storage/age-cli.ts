/**
 * The age reference implementation (Debian's `age` package, https://age-encryption.org) as a child
 * process, for encrypting large files at disk speed: its ChaCha20-Poly1305 runs in Go's assembly
 * (about 1 GB/s here) on another core, where typage's pure JavaScript manages 30–65 MB/s on the
 * event loop's (docs/decisions/003-vault-storage-encryption-and-uploads.md "Uploads"). The output
 * is the same standard age v1 file typage writes and reads. Nothing here implements a cipher.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';

let installed: Promise<boolean> | undefined;

/** Whether `age` is on the PATH (asked once per process: `age --version`). */
export function isAgeCliInstalled(): Promise<boolean> {
  installed ??= new Promise((resolve) => {
    const child = spawn('age', ['--version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
  return installed;
}

/**
 * One running `age --encrypt`: plaintext goes into `input`, the age v1 file comes out of `output`
 * (or goes straight into the file given to startAgeEncryption, and `output` is null).
 */
export interface AgeEncryption {
  input: Writable;
  output: Readable | null;
  /**
   * Settles when the process has exited.
   * @throws Error with age's own message when it exits non-zero (e.g. a malformed recipient) or was killed
   */
  done: Promise<void>;
  /** Stops the process (after a failure elsewhere); `done` then rejects. */
  kill(): void;
}

/**
 * Starts `age --encrypt --recipient <recipient>` (no shell: the recipient is one argument).
 * @param recipient an age X25519 recipient ("age1…")
 * @param outputPath a file the caller created (and will make durable and rename), for age's standard
 *   output, so the ciphertext never passes through this process: age is then started by the age
 *   spawner (age-spawner.mjs), off this event loop. Without it the ciphertext comes out of `output`.
 * @throws Error when age cannot be started (e.g. the output file cannot be opened)
 */
export async function startAgeEncryption(recipient: string, outputPath?: string): Promise<AgeEncryption> {
  if (outputPath) return startThroughSpawner(recipient, outputPath);
  const child = spawn('age', ['--encrypt', '--recipient', recipient], { stdio: ['pipe', 'pipe', 'pipe'] });
  const [stdin, stderr] = [child.stdin!, child.stderr!];
  let errors = '';
  stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`age --encrypt failed: ${errors.trim() || signal || code}`)),
    );
  });
  // The exit code tells why a process stopped reading; the broken pipe itself says nothing more.
  stdin.on('error', () => undefined);
  return { input: stdin, output: child.stdout, done, kill: () => child.kill('SIGKILL') };
}

/** What the age spawner says about one age process (age-spawner.mjs). */
interface SpawnerMessage {
  id: number;
  started?: true;
  exit?: number | null;
  signal?: string | null;
  stderr?: string;
  error?: string;
}

/** The running age spawner and the requests waiting for its answers, by id. */
interface AgeSpawner {
  child: ChildProcess;
  waiting: Map<number, (message: SpawnerMessage, handle?: unknown) => void>;
}

const SPAWNER_FILE = fileURLToPath(new URL('./age-spawner.mjs', import.meta.url));
let spawner: AgeSpawner | undefined;
let nextRequestId = 0;

/** The age spawner, started on first use; it keeps the process alive only while a request waits. */
function ageSpawner(): AgeSpawner {
  if (spawner) return spawner;
  const child = spawn(process.execPath, [SPAWNER_FILE], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const started: AgeSpawner = { child, waiting: new Map() };
  child.on('message', (message: SpawnerMessage, handle) => started.waiting.get(message.id)?.(message, handle));
  child.on('exit', () => {
    if (spawner === started) spawner = undefined;
    for (const answer of started.waiting.values()) answer({ id: -1, error: 'the age spawner stopped' });
  });
  child.unref();
  child.channel?.unref();
  spawner = started;
  return started;
}

async function startThroughSpawner(recipient: string, outputPath: string): Promise<AgeEncryption> {
  const { child, waiting } = ageSpawner();
  const id = nextRequestId++;
  let exited!: { resolve: () => void; reject: (error: Error) => void };
  const done = new Promise<void>((resolve, reject) => (exited = { resolve, reject }));
  done.catch(() => undefined); // observed by the caller; rejected early when age never started
  const input = await new Promise<Socket>((resolve, reject) => {
    waiting.set(id, (message, handle) => {
      if (message.started) return resolve(handle as Socket);
      waiting.delete(id);
      if (waiting.size === 0) child.channel?.unref();
      const failure =
        message.error ?? (message.exit === 0 ? undefined : `${message.stderr || message.signal || message.exit}`);
      if (!failure) return exited.resolve();
      const error = new Error(`age --encrypt failed: ${failure}`);
      reject(error);
      exited.reject(error);
    });
    child.channel?.ref();
    child.send({ id, recipient, outputPath });
  });
  // The exit says why age stopped reading; the broken pipe itself says nothing more.
  input.on('error', () => undefined);
  return { input, output: null, done, kill: () => child.connected && child.send({ kill: id }) };
}
