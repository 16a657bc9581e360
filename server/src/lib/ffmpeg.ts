/**
 * Debian's ffmpeg, used to rewrite browser recordings (WebM/Ogg from MediaRecorder carry no
 * duration) into a seekable file with a duration header, without re-encoding.
 */
import { spawn } from 'node:child_process';

/**
 * Copies the streams of `input` into `output` (same container).
 * @returns false when ffmpeg is not installed (the original file is then kept as it is)
 * @throws Error when ffmpeg cannot read the input
 */
export function remuxMedia(input: string, output: string, format: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-v', 'error', '-y', '-i', input, '-map', '0', '-c', 'copy', '-f', format, output], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? resolve(false) : reject(error)));
    child.on('close', (code) =>
      code === 0 ? resolve(true) : reject(new Error(errors.trim() || `ffmpeg exited ${code}`)),
    );
  });
}
