/**
 * Speech-to-text with OpenAI's Whisper run on this server's CPU by transformers.js
 * (@huggingface/transformers over onnxruntime-node) from a model directory on disk
 * (WHISPER_MODEL_DIR). Nothing is ever downloaded: remote models are switched off. The library is
 * imported only when a model directory is configured, so other servers never load it.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { decodeSpeechSamples, SPEECH_SAMPLE_RATE_HZ } from './speech-audio';
import type { Transcriber, TranscriptionResult } from './transcription';

/** Longest recording transcribed: an hour of 16 kHz float samples is 230 MB of memory. */
const MAX_AUDIO_DURATION_MS = 60 * 60_000;

/** The JSON files transformers.js reads to build a Whisper pipeline. */
const REQUIRED_JSON_FILES = [
  'config.json',
  'generation_config.json',
  'preprocessor_config.json',
  'tokenizer.json',
  'tokenizer_config.json',
];

/**
 * ONNX weight variants in the order they are preferred, named by transformers.js's dtype and the
 * suffix of its file names (DEFAULT_DTYPE_SUFFIX_MAPPING): full precision first, then 8-bit.
 */
const WEIGHT_VARIANTS = [
  { dtype: 'fp32', suffix: '' },
  { dtype: 'q8', suffix: '_quantized' },
  { dtype: 'int8', suffix: '_int8' },
  { dtype: 'uint8', suffix: '_uint8' },
  { dtype: 'fp16', suffix: '_fp16' },
  { dtype: 'q4', suffix: '_q4' },
] as const;

type WeightVariant = (typeof WEIGHT_VARIANTS)[number];

interface ModelLayout {
  variant: WeightVariant;
  /** English-only checkpoints (*.en) refuse a language; multilingual ones are told 'en' */
  isMultilingual: boolean;
}

async function listFiles(directory: string): Promise<string[]> {
  return readdir(directory).catch(() => []);
}

async function readJson(file: string): Promise<Record<string, unknown> | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Checks the directory holds a Whisper export for transformers.js and finds its weights' precision. */
async function inspectModelDirectory(modelDirectory: string): Promise<ModelLayout> {
  const isDirectory = await stat(modelDirectory).then(
    (entry) => entry.isDirectory(),
    () => false,
  );
  if (!isDirectory) throw new Error(`The Whisper model directory ${modelDirectory} does not exist`);

  const files = await listFiles(modelDirectory);
  const onnxFiles = await listFiles(path.join(modelDirectory, 'onnx'));
  const variant = WEIGHT_VARIANTS.find(
    ({ suffix }) =>
      onnxFiles.includes(`encoder_model${suffix}.onnx`) && onnxFiles.includes(`decoder_model_merged${suffix}.onnx`),
  );
  const missing = REQUIRED_JSON_FILES.filter((file) => !files.includes(file));
  if (!variant) missing.push('onnx/encoder_model.onnx and onnx/decoder_model_merged.onnx');
  if (missing.length > 0 || !variant) {
    throw new Error(
      `No usable Whisper model in ${modelDirectory}: ${missing.join(', ')} missing. ` +
        'Put a Whisper model exported to ONNX for transformers.js there (such as onnx-community/whisper-base), ' +
        'or leave WHISPER_MODEL_DIR unset to use PocketSphinx.',
    );
  }

  const config = await readJson(path.join(modelDirectory, 'config.json'));
  if (config?.model_type !== 'whisper') {
    throw new Error(`The model in ${modelDirectory} is not a Whisper model (config.json model_type must be "whisper")`);
  }
  const generationConfig = await readJson(path.join(modelDirectory, 'generation_config.json'));
  return { variant, isMultilingual: generationConfig?.is_multilingual === true };
}

/**
 * Loads the Whisper model in `modelDirectory` (a folder with config.json, tokenizer files and
 * onnx/encoder_model*.onnx + onnx/decoder_model_merged*.onnx, as in onnx-community/whisper-*) and
 * returns a Transcriber over it. Long recordings are read in 30 s windows with 5 s of overlap.
 * Language: 'en' (transformers.js does not report Whisper's language detection, and defaults to
 * English itself), so multilingual models are asked for English. No word times or confidences:
 * the pipeline does not report them, so its transcripts carry no emotion summary until edited.
 * @throws Error naming what is missing when the directory holds no usable model, or why loading failed
 * @throws (from transcribe) Error with a readable message when the recording cannot be read or is
 *   longer than an hour
 */
export async function createWhisperTranscriber(modelDirectory: string): Promise<Transcriber> {
  const absoluteDirectory = path.resolve(modelDirectory);
  const { variant, isMultilingual } = await inspectModelDirectory(absoluteDirectory);

  const { env, pipeline } = await import('@huggingface/transformers');
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.localModelPath = path.dirname(absoluteDirectory) + path.sep;
  const recognizeSpeech = await pipeline('automatic-speech-recognition', path.basename(absoluteDirectory), {
    device: 'cpu',
    dtype: { encoder_model: variant.dtype, decoder_model_merged: variant.dtype },
  }).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The Whisper model in ${absoluteDirectory} could not be loaded: ${reason}`, { cause: error });
  });
  const languageOptions = isMultilingual ? { language: 'en', task: 'transcribe' } : {};

  // One recording at a time: each run already uses every core, and parallel runs multiply memory.
  let queue: Promise<unknown> = Promise.resolve();

  async function transcribeNow(mediaPath: string): Promise<TranscriptionResult> {
    const startedAt = performance.now();
    const samples = await decodeSpeechSamples(mediaPath, MAX_AUDIO_DURATION_MS);
    const audioDurationMs = Math.round((samples.length / SPEECH_SAMPLE_RATE_HZ) * 1000);
    let output;
    try {
      output = await recognizeSpeech(samples, { chunk_length_s: 30, stride_length_s: 5, ...languageOptions });
    } catch (error) {
      throw new Error('Whisper could not transcribe this recording', { cause: error });
    }
    const text = (Array.isArray(output) ? output.map((part) => part.text).join(' ') : output.text).trim();
    const processingMs = Math.round(performance.now() - startedAt);
    const realTimeFactor = processingMs / audioDurationMs;
    // transformers.js's pipeline reports neither word confidences nor (for every export) word times.
    const measures = { words: [], confidence: null };
    return { text, ...measures, language: 'en', provider: 'whisper', audioDurationMs, processingMs, realTimeFactor };
  }

  return {
    name: 'whisper',
    transcribe(mediaPath: string): Promise<TranscriptionResult> {
      const result = queue.then(() => transcribeNow(mediaPath));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
