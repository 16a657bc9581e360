/**
 * The Debian tools the server runs (the same list as scripts/ensure-system-packages.sh): which of
 * them this machine lacks and what each disables, for the start-up log and
 * GET /api/system/capabilities.
 */
import { access, constants } from 'node:fs/promises';
import path from 'node:path';
import type { MissingTool } from '@heirloom/common/contracts/system-capabilities';

interface SystemTool extends MissingTool {
  /** Programs that must all be found on the search path. */
  commands: string[];
  /** Files that must be readable too (absolute paths), e.g. a model. */
  files?: string[];
}

/** Debian's PocketSphinx model (pocketsphinx-en-us), as lib/transcription reads it. */
const POCKETSPHINX_MODEL = '/usr/share/pocketsphinx/model/en-us';

export const SYSTEM_TOOLS: readonly SystemTool[] = [
  {
    tool: 'ffmpeg',
    commands: ['ffmpeg', 'ffprobe'],
    debianPackages: ['ffmpeg'],
    disables:
      'recordings get no duration, no video posters, no waveforms and no transcripts; videos browsers cannot play get no playable copy',
    affects: ['vault', 'voice', 'messages'],
  },
  {
    tool: 'PocketSphinx',
    commands: ['pocketsphinx_continuous'],
    files: [path.join(POCKETSPHINX_MODEL, 'en-us.lm.bin'), path.join(POCKETSPHINX_MODEL, 'cmudict-en-us.dict')],
    debianPackages: ['pocketsphinx', 'pocketsphinx-en-us'],
    disables: 'voice recordings and videos get no transcript (unless WHISPER_MODEL_DIR names a Whisper model)',
    affects: ['vault', 'voice'],
  },
  {
    tool: 'poppler-utils',
    commands: ['pdftoppm', 'pdfinfo', 'pdftotext'],
    debianPackages: ['poppler-utils'],
    disables: 'PDF documents get no first-page preview, no page count and no searchable text',
    affects: ['vault'],
  },
  {
    tool: 'libheif (heif-convert)',
    commands: ['heif-convert'],
    debianPackages: ['libheif-examples'],
    disables: 'iPhone HEIC and HEIF photos cannot be read',
    affects: ['vault'],
  },
  {
    tool: 'perl',
    commands: ['perl'],
    debianPackages: ['perl'],
    disables: 'ExifTool cannot run, so photos cannot be served without their location',
    affects: ['vault'],
  },
  {
    tool: 'age',
    commands: ['age'],
    debianPackages: ['age'],
    disables: 'files are encrypted by the slower JavaScript implementation, so uploads take longer',
    affects: [],
  },
];

async function isReadable(file: string, mode: number): Promise<boolean> {
  return access(file, mode).then(
    () => true,
    () => false,
  );
}

/** Whether `command` is an executable file in one of the `searchPath` folders (as a shell would find it). */
async function isOnPath(command: string, searchPath: string): Promise<boolean> {
  const folders = searchPath.split(path.delimiter).filter((folder) => folder !== '');
  for (const folder of folders) if (await isReadable(path.join(folder, command), constants.X_OK)) return true;
  return false;
}

/**
 * The tools of SYSTEM_TOOLS this machine lacks, in that order.
 * @param searchPath folders to look in, separated as PATH is (default: this process's PATH)
 * @returns each missing tool without its commands; [] when all are there
 */
export async function findMissingTools(searchPath: string = process.env.PATH ?? ''): Promise<MissingTool[]> {
  const missing: MissingTool[] = [];
  for (const { commands, files = [], ...tool } of SYSTEM_TOOLS) {
    const found = await Promise.all([
      ...commands.map((command) => isOnPath(command, searchPath)),
      ...files.map((file) => isReadable(file, constants.R_OK)),
    ]);
    if (found.includes(false)) missing.push(tool);
  }
  return missing;
}

/** The start-up line for a missing tool: "ffmpeg missing: recordings get no duration, … (apt-get install ffmpeg)". */
export const describeMissingTool = (tool: MissingTool): string =>
  `${tool.tool} missing: ${tool.disables} (install with: apt-get install -y ${tool.debianPackages.join(' ')})`;
