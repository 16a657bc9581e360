/**
 * The age reference implementation (Debian's `age` package, https://age-encryption.org) as a child
 * process, for encrypting large files at disk speed: its ChaCha20-Poly1305 runs in Go's assembly
 * (about 1 GB/s here) on another core, where typage's pure JavaScript manages 30–65 MB/s on the
 * event loop's (docs/decisions/003, issue 15 "Uploads at disk speed"). The output is the same
 * standard age v1 file typage writes and reads. Nothing here implements a cipher.
 */
import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

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
 * @param outputFd an open file for age's standard output, so the ciphertext never passes through this
 *   process; without it the ciphertext comes out of `output`
 */
export function startAgeEncryption(recipient: string, outputFd?: number): AgeEncryption {
  const child = spawn('age', ['--encrypt', '--recipient', recipient], {
    stdio: ['pipe', outputFd ?? 'pipe', 'pipe'],
  });
  // Both are pipes (stdio above); only stdout may be the caller's file.
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
