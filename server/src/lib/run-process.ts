/**
 * Runs the command-line media tools (Debian's ffmpeg, ffprobe, pdftoppm, pdfinfo; perl for ExifTool)
 * without a shell, so a file name can never be read as shell syntax, and with a time limit, so a
 * hostile file cannot hold a worker for ever.
 */
import { spawn } from 'node:child_process';

export interface RunProcessOptions {
  /** Bytes written to the program's standard input; without it stdin is closed at once. */
  input?: Buffer;
  /** Receives standard output chunk by chunk instead of collecting it (for long outputs). */
  onOutput?: (chunk: Buffer) => void;
  /** The program is killed after this long, in ms (default 120,000). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 120_000;

/**
 * Runs `command` with `args` (no shell) and resolves with everything it wrote to stdout, or an empty
 * Buffer when `onOutput` took the output.
 * @throws Error "<command> is not installed" when the program is missing, "<command> took longer than
 *   N ms" when killed by the time limit, or the program's own stderr text when it exits non-zero
 */
export function runProcess(command: string, args: string[], options: RunProcessOptions = {}): Promise<Buffer> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
    });
    const output: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (options.onOutput ? options.onOutput(chunk) : output.push(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    // A program that stops reading early (it refused the input) closes the pipe: its exit code tells why.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input);
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${command} is not installed`) : error),
    );
    child.on('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(output));
      else if (signal === 'SIGKILL') reject(new Error(`${command} took longer than ${timeoutMs} ms`));
      else reject(new Error(errors.trim() || `${command} exited with code ${code}`));
    });
  });
}
