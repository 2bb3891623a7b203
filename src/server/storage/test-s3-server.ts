// For tests: an S3-compatible server (s3rver) in this process on a free loopback port, with an
// empty bucket, and the settings that point createStorage() at it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from './s3-backend';

export interface TestS3Server {
  settings: S3Settings;
  /** A raw SDK client on the same server, to look at what the app stored. */
  client: S3Client;
  stop(): Promise<void>;
}

export async function startTestS3Server(bucket = 'files', prefix = ''): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    prefix,
    // s3rver checks signatures against these fixed credentials.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: settings.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    settings,
    client,
    async stop() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
