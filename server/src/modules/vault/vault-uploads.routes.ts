/**
 * Resumable uploads into the vault with the tus 1.0.0 protocol (https://tus.io/protocols/
 * resumable-upload; @tus/server) at VAULT_UPLOAD_ENDPOINT. The bytes are encrypted to the owner's
 * key as they arrive into the blob store (storage/encrypting-upload-store.ts) and each upload's
 * record is a row of `tus_uploads`, so any instance continues an upload another began; unfinished
 * uploads expire after UPLOAD_EXPIRY_MS. When the last byte arrives the file is sniffed and
 * processed into a vault item (storage/upload-ingest.ts); the item id goes back in
 * VAULT_ITEM_ID_HEADER.
 *
 * Every request needs the owner's session (and, unless HEAD, the CSRF header); the server writes the
 * owner into the upload's record at creation, and the `upload` gate (upload.policy) answers 404 to
 * anyone else.
 * The address must be exactly the endpoint (creation) or the endpoint and one upload id, with no
 * query string: tus reads the id from the last `/…` of the whole URL, so the owner is checked on the
 * very id it will act on. The size limit (maxFileSize) is checked on Upload-Length before anything
 * is stored: 413 with the limit.
 */
import type { IncomingMessage } from 'node:http';
import { Metadata, Server as TusServer, TUS_RESUMABLE, TUS_VERSION } from '@tus/server';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { noContentSchema } from '@heirloom/common/contracts/api';
import {
  VAULT_COLLECTIONS,
  VAULT_ITEM_ID_HEADER,
  VAULT_MESSAGES,
  VAULT_UPLOAD_ENDPOINT,
  type VaultCollection,
} from '@heirloom/common/contracts/vault';
import { requestBodyStream } from '../../lib/request-body-stream';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/current-user';
import { checkAccessByHand } from '../../plugins/declared-routes';
import { ERROR_MESSAGES } from '../../plugins/errors';
import { EncryptingUploadStore, layoutOfUpload } from '../../storage/encrypting-upload-store';
import { checkStorageRoom } from '../../storage/storage-usage';
import { createUploadLocker } from '../../storage/upload-locker';
import { TUS_ERROR_MESSAGES } from './vault-uploads.messages';
import { createItemFromUpload, type VaultDependencies } from './vault.service';

/** Unfinished uploads are removed this long after they were created (24 h). */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

const OWNER_KEY = 'ownerid';

const UPLOAD_ADDRESS = `${VAULT_UPLOAD_ENDPOINT}/:uploadId`;

/**
 * What /api/docs says about the two tus addresses. tus speaks in headers, not JSON, and the handler
 * hands the raw request to @tus/server: these schemas describe, they never validate or serialize
 * (no body schema, so the JSON-only rule of plugins/security.ts does not apply either).
 */
const TUS_SCHEMAS: Record<string, FastifySchema> = {
  [VAULT_UPLOAD_ENDPOINT]: {
    summary: 'Start a tus upload into the vault (POST); OPTIONS describes the tus server',
    description:
      'tus 1.0.0 (https://tus.io/protocols/resumable-upload). POST with Tus-Resumable, Upload-Length and ' +
      'Upload-Metadata (filename, filetype, collection vault|voice, optional title; values base64). Other ' +
      'methods answer 404 here.',
    response: {
      201: noContentSchema.describe('Created: Location names the upload to PATCH'),
      204: noContentSchema.describe('OPTIONS: Tus-Version, Tus-Extension and Tus-Max-Size'),
    },
  },
  [UPLOAD_ADDRESS]: {
    summary: 'Resume (HEAD, then PATCH the next bytes) or cancel (DELETE) one of your tus uploads',
    description:
      'PATCH sends application/offset+octet-stream from Upload-Offset. The PATCH that completes the file ' +
      `answers ${VAULT_ITEM_ID_HEADER} with the new item's id, or 413/415/422 with { message } when the ` +
      "file is refused. POST answers 404 here; another owner's upload answers 404.",
    response: {
      200: noContentSchema.describe('HEAD: Upload-Offset and Upload-Length so far'),
      204: noContentSchema.describe('PATCH stored (Upload-Offset is the new offset), DELETE removed, or OPTIONS'),
    },
  },
};

/** tus Upload-Metadata: comma-separated "key base64value" pairs (tus 1.0.0 §Upload-Metadata). */
function parseUploadMetadata(header: string | undefined): Map<string, string> {
  const entries = new Map<string, string>();
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) entries.set(key, value ? Buffer.from(value, 'base64').toString('utf8') : '');
  }
  return entries;
}

function stringifyUploadMetadata(entries: Map<string, string>): string {
  return [...entries].map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`).join(',');
}

/** Replaces a request header for the handler that reads the raw request (srvx reads rawHeaders). */
function setRawHeader(raw: IncomingMessage, name: string, value: string) {
  raw.headers[name] = value;
  const index = raw.rawHeaders.findIndex((entry, position) => position % 2 === 0 && entry.toLowerCase() === name);
  if (index >= 0) raw.rawHeaders[index + 1] = value;
  else raw.rawHeaders.push(name, value);
}

/** Whether a browser-declared MIME type could be something the vault keeps (a hint, never trusted). */
function isAcceptableDeclaredType(type: string, collection: VaultCollection): boolean {
  if (type === 'application/octet-stream') return true;
  if (collection === 'voice') return /^(audio|video)\//.test(type);
  return /^(image|video|audio)\//.test(type) || type === 'application/pdf';
}

/** The ids tus gives uploads (Uid.rand: 16 random bytes in hex); anything else is no upload of ours. */
const UPLOAD_ID_PATTERN = /^[0-9a-f]{32}$/;

/**
 * What an upload address names: the endpoint itself (`id` undefined) or one upload. Strict, so that
 * the id checked here is the id @tus/server extracts.
 * @param url a request's path and query, as received (not decoded)
 * @returns undefined for any other address: a query string or fragment, more segments, another id form
 */
export function parseUploadAddress(url: string): { id?: string } | undefined {
  if (url === VAULT_UPLOAD_ENDPOINT) return {};
  const prefix = `${VAULT_UPLOAD_ENDPOINT}/`;
  if (!url.startsWith(prefix)) return undefined;
  const id = url.slice(prefix.length);
  return UPLOAD_ID_PATTERN.test(id) ? { id } : undefined;
}

const refusal = (status: number, message: string) => ({ status_code: status, body: JSON.stringify({ message }) });

/**
 * @tus/server's onResponseError: keeps our own refusals (already `{ message }`), turns tus's
 * plain-text ones into `{ message }` by status, and never sends an internal error's text (tus
 * appends it to its 500 body).
 */
function presentTusError(
  error: { status_code?: number; body?: string; message?: string },
  options: { tooLargeMessage: string; logError: (error: unknown) => void },
): { status_code: number; body: string } {
  const status = typeof error.status_code === 'number' ? error.status_code : 500;
  if (status < 500 && error.body?.startsWith('{"message":')) return { status_code: status, body: error.body };
  if (status >= 500) {
    options.logError(error);
    return refusal(500, ERROR_MESSAGES.internal);
  }
  if (status === 404 || status === 410) return refusal(404, TUS_ERROR_MESSAGES.notFound);
  if (status === 409) return refusal(409, TUS_ERROR_MESSAGES.offsetConflict);
  if (status === 413) return refusal(413, options.tooLargeMessage);
  if (status === 423) return refusal(423, TUS_ERROR_MESSAGES.locked);
  return refusal(status, TUS_ERROR_MESSAGES.invalidRequest);
}

const isNonNegativeInteger = (value: string) =>
  Number.isSafeInteger(Number(value)) && Number(value) >= 0 && String(Number(value)) === value;

function isTusMetadata(value: string): boolean {
  try {
    Metadata.parse(value);
    return true;
  } catch {
    return false;
  }
}

/** The headers @tus/server checks on every request but OPTIONS (its HeaderValidator), and their valid values. */
const TUS_HEADER_RULES: Record<string, (value: string) => boolean> = {
  'upload-offset': isNonNegativeInteger,
  'upload-length': isNonNegativeInteger,
  'upload-metadata': isTusMetadata,
  'tus-version': (value) => (TUS_VERSION as readonly string[]).includes(value),
  'x-forwarded-proto': (value) => value === 'http' || value === 'https',
};

/**
 * What @tus/server would refuse in plain text before any hook runs, or answer 500 for, refused here
 * first as `{ message }`. Parallel parts (tus 1.0.0 "Concatenation") and a deferred length
 * ("creation-defer-length") are extensions this server does not list in Tus-Extension: a request
 * using one is the client's error, 400 (RFC 9110 §15.5.1; tus 1.0.0 answers an unsupported checksum
 * algorithm the same way), not 501, which RFC 9110 §15.6.2 keeps for a server's own lack and tus
 * turned into our 500. A PATCH whose body is not tus bytes gets 415 (tus 1.0.0 "PATCH").
 * @throws AppError 'invalid' (400) or 'unsupported_media' (415)
 */
function checkTusHeaders(request: FastifyRequest): void {
  if (request.method === 'OPTIONS') return;
  const header = (name: string) => request.headers[name] as string | undefined;
  const invalid = () => new AppError('invalid', TUS_ERROR_MESSAGES.invalidRequest);
  if (header('tus-resumable') !== TUS_RESUMABLE) throw invalid();
  if (header('upload-concat') !== undefined) throw new AppError('invalid', TUS_ERROR_MESSAGES.noParallelParts);
  if (header('upload-defer-length') !== undefined) throw invalid();
  if (request.method === 'PATCH') {
    if (header('content-type') !== 'application/offset+octet-stream')
      throw new AppError('unsupported_media', TUS_ERROR_MESSAGES.notTusBytes);
    // A PATCH names the offset its bytes start at; the length was fixed at creation.
    if (header('upload-offset') === undefined || header('upload-length') !== undefined) throw invalid();
  }
  for (const [name, isValid] of Object.entries(TUS_HEADER_RULES)) {
    const value = header(name);
    if (value !== undefined && !isValid(value)) throw invalid();
  }
}

export interface VaultUploads {
  /**
   * Removes unfinished uploads past UPLOAD_EXPIRY_MS. @returns how many
   * tus stamps uploads with the system time, so this compares with the system time (not APP_NOW).
   */
  removeExpiredUploads(): Promise<number>;
}

export async function registerVaultUploadRoutes(app: FastifyInstance, deps: VaultDependencies): Promise<VaultUploads> {
  const datastore = new EncryptingUploadStore({
    db: deps.db,
    blobStore: deps.blobStore,
    ownerOf: (metadata) => metadata[OWNER_KEY] ?? '',
    recipientFor: (ownerId) => deps.keyring.recipientFor(ownerId),
    identityFor: (ownerId) => deps.keyring.identityFor(ownerId),
    expirationMs: UPLOAD_EXPIRY_MS,
  });
  const maxBytes = () => deps.maxUploadMb() * 1024 * 1024;
  const tus = new TusServer({
    path: VAULT_UPLOAD_ENDPOINT,
    datastore,
    // Locks in the database, so a PATCH resumed on another instance waits for this one.
    locker: createUploadLocker(deps.db),
    relativeLocation: true,
    // tus's own id, from the last `/…` of the whole URL, counts only when the whole address is one
    // the route below checked (a second lock on the door; the route refuses the others first).
    getFileIdFromRequest(request, lastSegment) {
      const { pathname, search } = new URL(request.url);
      const address = parseUploadAddress(pathname + search);
      return address?.id === lastSegment ? lastSegment : undefined;
    },
    maxSize: () => maxBytes(),
    onResponseError: (_request, error) =>
      presentTusError(error as { status_code?: number; body?: string }, {
        tooLargeMessage: VAULT_MESSAGES.tooLarge(deps.maxUploadMb()),
        logError: (cause) => deps.log.warn(`tus upload failed: ${String((cause as Error).message ?? cause)}`),
      }),
    async onUploadFinish(_request, upload) {
      const metadata = upload.metadata ?? {};
      const record = await datastore.readRecord(upload.id);
      try {
        const itemId = await createItemFromUpload(deps, {
          ownerId: metadata[OWNER_KEY]!,
          uploadId: upload.id,
          layout: layoutOfUpload(record),
          sniffedType: record.sniffedType,
          originalName: metadata.filename ?? null,
          collection: metadata.collection as VaultCollection,
          title: metadata.title ?? undefined,
        });
        return { headers: { [VAULT_ITEM_ID_HEADER]: itemId } };
      } catch (error) {
        if (error instanceof AppError) {
          const status = error.kind === 'unsupported_media' ? 415 : error.kind === 'too_large' ? 413 : 422;
          throw refusal(status, error.message);
        }
        throw error;
      } finally {
        // The segments are the item's now (or were removed with a refused file); the record goes.
        await datastore.forget(upload.id);
      }
    },
  });

  const handle = async (access: 'session' | 'upload', request: FastifyRequest, reply: FastifyReply) => {
    await checkAccessByHand(app, access, request);
    const user = requireUser(request);
    const address = parseUploadAddress(request.raw.url ?? '');
    const notFound = () => new AppError('not_found', TUS_ERROR_MESSAGES.notFound);
    // Creation goes to the endpoint itself, HEAD/PATCH/DELETE to exactly one upload (OPTIONS to either).
    if (!address) throw notFound();
    if (request.method === 'POST' ? address.id !== undefined : request.method !== 'OPTIONS' && !address.id)
      throw notFound();
    checkTusHeaders(request);
    if (request.method === 'POST') {
      const metadata = parseUploadMetadata(request.headers['upload-metadata'] as string | undefined);
      const collection = metadata.get('collection') ?? 'vault';
      if (!(VAULT_COLLECTIONS as readonly string[]).includes(collection))
        throw new AppError('invalid', 'Unknown collection.');
      const length = Number(request.headers['upload-length']);
      if (!Number.isSafeInteger(length) || length < 0) throw new AppError('invalid', 'Please choose a file to upload.');
      if (length > maxBytes()) throw new AppError('too_large', VAULT_MESSAGES.tooLarge(deps.maxUploadMb()));
      checkStorageRoom(await deps.storageOf(user.id), length);
      // Fail fast on a type the browser already names as unsupported; the content is still sniffed at the end.
      const declaredType = metadata.get('filetype');
      if (declaredType && !isAcceptableDeclaredType(declaredType, collection as VaultCollection))
        throw new AppError(
          'unsupported_media',
          collection === 'voice' ? VAULT_MESSAGES.voiceOnlyAudio : VAULT_MESSAGES.unsupported,
        );
      metadata.set('collection', collection);
      metadata.set(OWNER_KEY, user.id);
      setRawHeader(request.raw, 'upload-metadata', stringifyUploadMetadata(metadata));
    }
    reply.hijack();
    // tus.handle(raw, raw) would read the body through Readable.toWeb, which copies every chunk.
    const webRequest = new NodeRequest({ req: request.raw, res: reply.raw });
    if (request.method === 'PATCH' || request.method === 'POST')
      Object.defineProperty(webRequest, 'body', { value: requestBodyStream(request.raw) });
    await sendNodeResponse(reply.raw, await tus.handleWeb(webRequest));
  };

  await app.register(async (scope) => {
    // No body is read here, whatever its type: a PATCH's bytes are streamed by tus into the encrypting
    // store, and checkTusHeaders refuses any other type with 415 (the app's JSON and text parsers
    // would read such a body first and answer it in JSON's terms).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // Registered by hand, not from a declaration in common/src/routes: each address answers the five
    // methods of tus 1.0.0 with one handler that hands the raw request to @tus/server and writes its
    // raw answer (HEAD and OPTIONS included, which a declaration cannot name; tus speaks in headers,
    // which no declared schema validates or serializes; the browser's tus client follows Location
    // rather than a declared path). Their access still passes the one gate of its kind: creating an
    // upload needs a session ('session'), resuming or cancelling one is for its owner ('upload').
    const addresses = [
      [VAULT_UPLOAD_ENDPOINT, 'session'],
      [UPLOAD_ADDRESS, 'upload'],
    ] as const;
    for (const [url, access] of addresses) {
      scope.route({
        method: ['POST', 'PATCH', 'HEAD', 'DELETE', 'OPTIONS'],
        url,
        config: { access },
        schema: TUS_SCHEMAS[url],
        handler: (request, reply) => handle(access, request, reply),
      });
    }
  });
  return { removeExpiredUploads: () => tus.cleanUpExpiredUploads() };
}
