/**
 * A request body as a web ReadableStream without copying it. Node 20's `Readable.toWeb` copies every
 * chunk into a fresh Uint8Array ("to detach it from the pool", for streams whose chunks share a
 * pool, like the file system's). An HTTP request's body chunks are slices of the buffers its socket
 * allocated for each read, held by nothing else, so they can be handed over as they are. For a
 * 100 MB upload that saves 100 MB of copying and, more costly, the full garbage collections V8
 * starts for every 64 MB of new buffer memory
 * (docs/decisions/003-vault-storage-encryption-and-uploads.md "Uploads").
 *
 * Otherwise it behaves as `Readable.toWeb` does (Node 20's newReadableStreamFromStreamReadable):
 * the request pauses while the queue holds its highWaterMark of bytes and resumes when the reader
 * pulls; a request closed before its end errors the stream with an AbortError (as @tus/server
 * expects of a client that went away); cancelling the stream destroys the request.
 * @param request the Node request, its body not yet read
 */
import { finished, type Readable } from 'node:stream';

export function requestBodyStream(request: Readable): ReadableStream<Uint8Array> {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let wasCanceled = false;
  request.pause();
  const cleanup = finished(request, (error) => {
    cleanup();
    // Legacy streams may emit 'error' again after finishing.
    request.on('error', () => undefined);
    if (error && (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') {
      const aborted = new Error('The request was closed before its end.', { cause: error });
      aborted.name = 'AbortError';
      return controller.error(aborted);
    }
    if (error) return controller.error(error);
    if (!wasCanceled) controller.close();
  });
  request.on('data', (chunk: Buffer) => {
    controller.enqueue(chunk);
    if ((controller.desiredSize ?? 0) <= 0) request.pause();
  });
  return new ReadableStream<Uint8Array>(
    {
      start: (started) => void (controller = started),
      pull: () => void request.resume(),
      cancel: (reason) => {
        wasCanceled = true;
        request.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: request.readableHighWaterMark }),
  );
}
