/**
 * A BlobStore in an S3-compatible bucket (AWS S3, MinIO, Garage, R2 …), so app instances share
 * media without sharing a disk (ARCHITECTURE.md "What an instance keeps on its disk"). Object key =
 * keyPrefix + "/" + key.
 */
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertValidBlobKey, BlobNotFoundError, type BlobStore } from './blob-store';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  /** e.g. "http://127.0.0.1:9000" for MinIO; absent for AWS itself. */
  endpoint?: string;
  /** Addresses the bucket as a path ("host/bucket/key"), which most self-hosted servers need. */
  forcePathStyle?: boolean;
  /** Give both or neither; with neither the SDK's default provider chain (env, profile, IMDS) applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Folder inside the bucket, e.g. "heirloom" or "prod/media"; same rules as a blob key. */
  keyPrefix?: string;
}

/** Bytes per multipart part: S3's minimum is 5 MiB; 8 MiB allows objects up to 10,000 parts ≈ 78 GiB. */
const PART_SIZE_BYTES = 8 * 1024 * 1024;
/** Parts in flight per put; a put holds about (QUEUE_SIZE + 1) × PART_SIZE_BYTES ≈ 24 MiB in memory. */
const QUEUE_SIZE = 2;
/** DeleteObjects takes at most 1,000 keys per request, and a ListObjectsV2 page holds at most 1,000. */
const DELETE_BATCH_SIZE = 1000;

/**
 * A BlobStore over an S3-compatible bucket. put streams through lib-storage's Upload (one PutObject up
 * to 8 MiB, multipart above it with parts of 8 MiB, 2 in flight) and aborts the multipart upload on
 * failure, so the key never holds a partial object.
 * @throws Error when only one of accessKeyId / secretAccessKey is given or keyPrefix is not a valid key
 */
export function createS3BlobStore(options: S3BlobStoreOptions): BlobStore {
  const { bucket, keyPrefix, accessKeyId, secretAccessKey } = options;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3 blob store: give both accessKeyId and secretAccessKey, or neither');
  if (keyPrefix !== undefined) assertValidBlobKey(keyPrefix);
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
  const toObjectKey = (key: string) => {
    assertValidBlobKey(key);
    return keyPrefix ? `${keyPrefix}/${key}` : key;
  };

  /** Frees a failed multipart upload's parts; if that fails too, it rides along as `failure.cause`. */
  const abortUpload = async (objectKey: string, uploadId: string, failure: unknown) => {
    try {
      await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: objectKey, UploadId: uploadId }));
    } catch (abortError) {
      if (failure instanceof Error && failure.cause === undefined) failure.cause = abortError;
    }
  };

  return {
    async put(key, body) {
      const objectKey = toObjectKey(key);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey, Body: body },
        partSize: PART_SIZE_BYTES,
        queueSize: QUEUE_SIZE,
        // We abort ourselves: lib-storage's own abort would replace the real cause with the abort's error.
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (error) {
        // Like stream.pipeline in the local store: a source we did not finish reading is released.
        if (body instanceof Readable) body.destroy();
        if (upload.uploadId) await abortUpload(objectKey, upload.uploadId, error);
        throw error;
      }
    },

    async get(key) {
      const objectKey = toObjectKey(key);
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey }));
        if (!(Body instanceof Readable)) throw new Error(`S3 returned no Node stream for ${objectKey}`);
        return Body;
      } catch (error) {
        throw isMissingObject(error) ? new BlobNotFoundError(key) : error;
      }
    },

    async removeAll(prefix) {
      const objectKey = toObjectKey(prefix);
      const pages = paginateListObjectsV2(
        { client },
        { Bucket: bucket, Prefix: `${objectKey}/`, MaxKeys: DELETE_BATCH_SIZE },
      );
      for await (const page of pages) {
        const objects = (page.Contents ?? []).map(({ Key }) => ({ Key }));
        if (objects.length === 0) continue;
        const { Errors } = await client.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
        );
        if (Errors?.length)
          throw new Error(`S3 refused to delete ${Errors.length} blobs under ${prefix}, first: ${Errors[0]?.Code}`);
      }
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey }));
    },

    async assertReachable() {
      // HeadBucket: the bucket exists and these credentials may use it (S3 API reference, HeadBucket).
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}

/** NoSuchKey, or a bare 404 (HEAD-style answers carry no error code); a missing bucket stays an error. */
function isMissingObject(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}
