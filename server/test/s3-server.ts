/**
 * A real S3-compatible HTTP server for tests: s3rver (in process, on a free port of 127.0.0.1, its
 * objects in a temporary folder), with one bucket. No mocked SDK: the app's S3 blob store talks to it
 * over HTTP as it would to MinIO or AWS.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../src/config';

/** The part of s3rver 3.7's API used here (the package ships no types). */
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rverServer;

export interface TestS3Server {
  /** The app's S3 settings for the bucket (Config['s3']: S3_BUCKET, S3_ENDPOINT …). */
  config: NonNullable<Config['s3']>;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/** Starts s3rver with the bucket `bucket`. */
export async function startTestS3Server(bucket = 'heirloom-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'heirloom-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // s3rver only knows its built-in account; any other key id is refused as InvalidAccessKeyId.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
