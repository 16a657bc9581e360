/**
 * Shapes every part of the API shares: the `{ message }` confirmation, the `?download` switch of
 * file routes, and the bytes of a file answer. Feature contracts hold everything else.
 */
import { z } from 'zod';

/** A confirmation a person reads ("You are signed out."), e.g. POST /api/auth/signout. */
export const messageResponseSchema = z.object({ message: z.string() });

/** `?download=1` on a file route: answer with Content-Disposition: attachment to save it. */
export const downloadQuerySchema = z.object({
  download: z.string().optional().describe('Any value: send the file as an attachment to save'),
});

/**
 * A file's bytes (audio, video, image or PDF), not JSON: described for OpenAPI only, since a
 * streamed answer never passes through a serializer.
 */
export const fileBytesSchema = z.string().meta({ format: 'binary' });

/**
 * An answer without a body (204, 304): `reply.send()` with nothing, which is never serialized; the
 * OpenAPI document shows it without content.
 */
export const noContentSchema = z.undefined();

export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * The answers of a file route with range requests (RFC 9110 §14, §13.1.2): the whole file described
 * as `whole`, one byte range, or not modified.
 */
export const fileResponses = (whole: string) => ({
  200: fileBytesSchema.describe(whole),
  206: fileBytesSchema.describe('The requested byte range (Range header)'),
  304: noContentSchema.describe('Not modified (If-None-Match matched the ETag)'),
});
