/**
 * GET /api/system/capabilities: the Debian tools this server lacks and what each disables, so the
 * pages they affect say so before anyone uploads or records.
 */
import { z } from 'zod';

/** The parts of the app a missing tool affects: the vault, voice recordings, future messages. */
export const CAPABILITY_AREAS = ['vault', 'voice', 'messages'] as const;
export type CapabilityArea = (typeof CAPABILITY_AREAS)[number];

export const missingToolSchema = z.object({
  /** The tool's name as a person knows it, e.g. "ffmpeg" */
  tool: z.string(),
  /** The Debian packages that bring it, e.g. ["pocketsphinx", "pocketsphinx-en-us"] */
  debianPackages: z.array(z.string()),
  /** What does not work without it, a phrase: "recordings get no duration, no video posters, no waveforms" */
  disables: z.string(),
  affects: z.array(z.enum(CAPABILITY_AREAS)),
});
export type MissingTool = z.infer<typeof missingToolSchema>;

export const systemCapabilitiesSchema = z.object({ missingTools: z.array(missingToolSchema) });
export type SystemCapabilities = z.infer<typeof systemCapabilitiesSchema>;
