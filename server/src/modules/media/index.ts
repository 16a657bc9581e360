/**
 * The media module's public surface (ARCHITECTURE.md "Modules"): the `media` plugin — recordings of
 * messages, uploaded as multipart, and their range-served playback. Nothing else of this folder may
 * be imported from outside it (ESLint zones).
 */
import { defineModule } from '../../plugins/feature-module';
import { registerMediaRoutes } from './media.routes';
import type { MediaDependencies } from './media.service';

/**
 * For a recipient's voice reply (modules/messages): a recording received and stored exactly as a
 * message's own, in the caller's words.
 */
export { receiveRecording } from './recording-upload';
export type { MediaDependencies, StoreOptions, UploadMessages } from './media.service';

/** Storage, keys, the staging folder and the upload limit (MB). */
export type MediaModuleOptions = MediaDependencies;

export const mediaModule = defineModule<MediaModuleOptions>('media', (app, options) =>
  registerMediaRoutes(app, options),
);
