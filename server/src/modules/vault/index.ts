/**
 * The vault module's public surface (ARCHITECTURE.md "Modules"): the `vault` plugin — memories,
 * albums, sharing with the circle, trash, search, transcripts and tus uploads (docs/decisions/003)
 * — with its jobs: `vault.transcribe` per recording and the recurring `vault.maintenance`
 * (docs/decisions/004; a video browsers cannot play gets the media-level `media.render` job of
 * storage/media-renditions.ts). A factory rather than a bare plugin, because the maintenance job
 * clears the tus upload store the plugin opens — and `keepInAlbum`, by which another module keeps a
 * file it made in an owner's album. Nothing else of this folder may be imported from outside it
 * (ESLint zones).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { JobDefinition } from '../../jobs/job-queue';
import type { Transcriber } from '../../lib/transcription/transcription';
import { defineModule } from '../../plugins/feature-module';
import { createTranscriptionJob } from './transcripts.service';
import { registerVaultUploadRoutes, type VaultUploads } from './vault-uploads.routes';
import { registerVaultRoutes } from './vault.routes';
import { createVaultMaintenanceJob, purgeExpiredTrash, type VaultDependencies } from './vault.service';

/**
 * For a module that keeps a file it made in its owner's vault, in an album of theirs (the messages
 * module's album of replies: docs/decisions/018-replies.md "Amendment 2026-12-01: the album of replies").
 */
export { keepInAlbum, type FileToKeep } from './vault-albums.service';

export interface VaultModuleOptions extends Omit<VaultDependencies, 'canTranscribe'> {
  /** Null when none is installed: new recordings say they stay untranscribed. */
  transcriber: Transcriber | null;
}

export interface VaultModule {
  /** The `vault` plugin (register it before the jobs run). */
  plugin: FastifyPluginAsync;
  /** `vault.transcribe`, one recording per job; undefined without a transcriber. */
  transcriptionJob: JobDefinition<{ itemId: string }> | undefined;
  /** The recurring `vault.maintenance`: trash past its 30 days, unfinished uploads past 24 h. */
  maintenanceJob: JobDefinition<Record<string, never>>;
  /** Runs the maintenance now (tests and benchmarks). */
  runMaintenance: () => Promise<void>;
}

/** The vault's plugin and jobs over one set of dependencies. */
export function createVaultModule(options: VaultModuleOptions): VaultModule {
  const { transcriber, ...rest } = options;
  const deps: VaultDependencies = { ...rest, canTranscribe: transcriber !== null };
  let uploads: VaultUploads | undefined;
  const removeExpiredUploads = async () => {
    if (!uploads) throw new Error('The vault plugin is not registered yet.');
    return uploads.removeExpiredUploads();
  };
  const plugin = defineModule('vault', async (app) => {
    await registerVaultRoutes(app, deps);
    uploads = await registerVaultUploadRoutes(app, deps);
  });
  return {
    plugin,
    transcriptionJob: transcriber ? createTranscriptionJob({ ...deps, transcriber }) : undefined,
    maintenanceJob: createVaultMaintenanceJob(deps, removeExpiredUploads),
    runMaintenance: async () => {
      await purgeExpiredTrash(deps);
      await removeExpiredUploads();
    },
  };
}
