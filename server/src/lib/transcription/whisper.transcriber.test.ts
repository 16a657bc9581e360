import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWhisperTranscriber } from './whisper.transcriber';

/** Writes the file layout of a transformers.js Whisper export, with `modelType` in config.json. */
async function writeModelLayout(directory: string, modelType: string, onnxContent: string): Promise<void> {
  await mkdir(path.join(directory, 'onnx'), { recursive: true });
  await writeFile(path.join(directory, 'config.json'), JSON.stringify({ model_type: modelType }));
  for (const name of ['generation_config', 'preprocessor_config', 'tokenizer', 'tokenizer_config']) {
    await writeFile(path.join(directory, `${name}.json`), '{}');
  }
  for (const name of ['encoder_model', 'decoder_model_merged']) {
    await writeFile(path.join(directory, 'onnx', `${name}.onnx`), onnxContent);
  }
}

describe('Whisper transcriber', () => {
  let modelDirectory: string;

  beforeEach(async () => {
    modelDirectory = await mkdtemp(path.join(tmpdir(), 'whisper-model-test-'));
  });
  afterEach(async () => {
    await rm(modelDirectory, { recursive: true, force: true });
  });

  it('names what is missing when the model directory is empty', async () => {
    await expect(createWhisperTranscriber(modelDirectory)).rejects.toThrow(
      /^No usable Whisper model in .*: config\.json, .*onnx\/encoder_model\.onnx and onnx\/decoder_model_merged\.onnx missing/,
    );
  });

  it('says so when the model directory does not exist', async () => {
    const absent = path.join(modelDirectory, 'absent');
    await expect(createWhisperTranscriber(absent)).rejects.toThrow(
      `The Whisper model directory ${absent} does not exist`,
    );
  });

  it('refuses a model of another kind', async () => {
    await writeModelLayout(modelDirectory, 'bert', 'not read');
    await expect(createWhisperTranscriber(modelDirectory)).rejects.toThrow('is not a Whisper model');
  });

  it('explains why damaged weights could not be loaded by transformers.js', { timeout: 60_000 }, async () => {
    await writeModelLayout(modelDirectory, 'whisper', 'these bytes are not an ONNX graph');
    await expect(createWhisperTranscriber(modelDirectory)).rejects.toThrow(
      `The Whisper model in ${modelDirectory} could not be loaded: `,
    );
  });
});
