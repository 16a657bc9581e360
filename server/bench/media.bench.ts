/**
 * Benchmark: thumbnail time per photo (sharp, the fixture photo.jpg, 1600×1200) and the
 * transcription real-time factor (processing time ÷ audio duration) of the installed transcriber on
 * the fixture voice-note.wav.
 */
import path from 'node:path';
import { createImagePreview } from '../src/lib/image-preview';
import { selectTranscriber } from '../src/lib/transcription/transcriber';

const fixture = (name: string) => path.resolve(import.meta.dirname, '../test/fixtures', name);

/** @returns mean ms per thumbnail over `runs` runs after one warm-up */
export async function benchmarkThumbnails(runs = 20) {
  await createImagePreview(fixture('photo.jpg'));
  const started = performance.now();
  for (let run = 0; run < runs; run++) await createImagePreview(fixture('photo.jpg'));
  return { msPerPhoto: (performance.now() - started) / runs };
}

/** @returns the transcriber's name and real-time factor, or null when none is installed */
export async function benchmarkTranscription() {
  const transcriber = await selectTranscriber({ whisperModelDir: process.env.WHISPER_MODEL_DIR });
  if (!transcriber) return null;
  const result = await transcriber.transcribe(fixture('voice-note.wav'));
  return {
    provider: result.provider,
    realTimeFactor: result.realTimeFactor,
    audioSeconds: result.audioDurationMs / 1000,
  };
}
