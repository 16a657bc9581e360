/**
 * The upload bench's client (upload.bench.ts) in a process of its own, as a real client is on
 * another machine: reading the file and writing it to the socket are not the server's work, so they
 * do not share its event loop or add to its garbage. Receives one PATCH to make over IPC (tus 1.0.0
 * §PATCH: the whole file from disk in one body) and answers with the response's status code, or
 * with { error } when the request failed.
 */
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';

/** One PATCH: where, with which headers, and the file whose bytes are the body. */
export interface UploadClientRequest {
  url: string;
  headers: Record<string, string>;
  file: string;
}

process.on('message', ({ url, headers, file }: UploadClientRequest) => {
  const request = http.request(url, {
    method: 'PATCH',
    headers: { ...headers, 'content-length': String(statSync(file).size) },
  });
  request.on('response', (response) => {
    response.resume();
    response.on('end', () => process.send!({ status: response.statusCode ?? 0 }));
  });
  request.on('error', (error) => process.send!({ error: error.message }));
  createReadStream(file).pipe(request);
});
process.on('disconnect', () => process.exit(0));
