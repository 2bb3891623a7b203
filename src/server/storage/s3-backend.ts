// Files on S3 or an S3-compatible service (MinIO, Cloudflare R2, Backblaze B2, Garage...) through
// the AWS SDK; every object is `<prefix><key>` in one bucket and stays private to the app. The SDK
// is loaded when the backend is first used: a server storing files on disk never holds it (about
// 6 MB of heap and 25 MB resident; the embedded default's budget is 300 MB, decision 027).
import { Transform, type Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { StorageNotFoundError } from './storage-errors';
import type { StorageBackend, StoredFileInfo } from './storage-backend';

export interface S3Settings {
  bucket: string;
  region: string;
  /** For services other than AWS, e.g. `http://127.0.0.1:9000`. */
  endpoint?: string;
  /** `bucket` in the path, not the host name (MinIO and most self-hosted services need it). */
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. `portal/`: several apps can share one bucket. */
  prefix: string;
  /** Without them the SDK's default chain applies (AWS_* variables, instance role...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

// Multipart parts for streams of unknown length: each upload buffers at most PART_SIZE * QUEUE_SIZE.
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

type SdkError = { name?: string; $metadata?: { httpStatusCode?: number } };
// 404 also answers a missing bucket (NoSuchBucket): that is a configuration error, not a missing file.
const isMissing = (error: unknown) => {
  const { name, $metadata } = error as SdkError;
  return name === 'NoSuchKey' || (name !== 'NoSuchBucket' && $metadata?.httpStatusCode === 404);
};

type ObjectHeaders = { ContentLength?: number; ContentType?: string; LastModified?: Date };
const infoFrom = (headers: ObjectHeaders): StoredFileInfo => ({
  size: headers.ContentLength ?? 0,
  contentType: headers.ContentType,
  lastModified: headers.LastModified ?? new Date(),
});

async function loadSdk() {
  const [s3, storage] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  return { ...s3, Upload: storage.Upload };
}

export function createS3Backend(settings: S3Settings): StorageBackend {
  let loading: Promise<{ client: S3Client; sdk: Awaited<ReturnType<typeof loadSdk>> }> | undefined;
  const s3 = () =>
    (loading ??= loadSdk().then((sdk) => {
      const client = new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials,
        // The SDK's default adds CRC checksums that several S3-compatible services reject or store
        // as part of the object (measured with s3rver); TLS already protects the bytes in transit.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { client, sdk };
    }));
  const Bucket = settings.bucket;
  const objectKey = (key: string) => settings.prefix + key;

  async function upload(key: string, stream: Readable, contentType: string | undefined): Promise<number> {
    let size = 0;
    const counted = stream.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      }),
    );
    // pipe() does not pass errors on: a failing source must fail (and abort) the upload.
    stream.once('error', (error) => counted.destroy(error));
    const params = { Bucket, Key: objectKey(key), Body: counted, ContentType: contentType };
    const { client, sdk } = await s3();
    // lib-storage's Upload sends one PutObject for small bodies and a multipart upload otherwise,
    // and aborts the multipart upload if the body fails: nothing half-written is left behind.
    await new sdk.Upload({ client, params, partSize: PART_SIZE, queueSize: QUEUE_SIZE }).done();
    return size;
  }

  return {
    async write(key, source, contentType) {
      if ('stream' in source && source.size === undefined) return upload(key, source.stream, contentType);
      // Known length: one streaming PutObject, nothing buffered.
      const Body = 'bytes' in source ? source.bytes : source.stream;
      const ContentLength = 'bytes' in source ? source.bytes.byteLength : (source.size ?? 0);
      // The SDK does not watch the body for errors: without this a failing stream hangs the request.
      const abort = new AbortController();
      if ('stream' in source) source.stream.once('error', (error) => abort.abort(error));
      const { client, sdk } = await s3();
      const command = new sdk.PutObjectCommand({
        Bucket,
        Key: objectKey(key),
        Body,
        ContentLength,
        ContentType: contentType,
      });
      await client.send(command, { abortSignal: abort.signal });
      return ContentLength;
    },

    async open(key) {
      const { client, sdk } = await s3();
      try {
        const response = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        // On Node the SDK's body is an http.IncomingMessage, a Readable.
        return { stream: response.Body as Readable, info: infoFrom(response) };
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFoundError(key, { cause: error });
        throw error;
      }
    },

    async stat(key) {
      const { client, sdk } = await s3();
      try {
        return infoFrom(await client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey(key) })));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async remove(key) {
      const { client, sdk } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async check() {
      const { client, sdk } = await s3();
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket }));
      } catch (error) {
        const reason = (error as SdkError).$metadata?.httpStatusCode === 404 ? 'does not exist' : 'cannot be reached';
        throw new Error(`S3 bucket "${Bucket}" ${reason} (S3_BUCKET, S3_ENDPOINT, credentials)`, { cause: error });
      }
    },

    close() {
      // Never loaded (or failed to), nothing to release.
      void loading?.then(
        ({ client }) => client.destroy(),
        () => undefined,
      );
    },
  };
}
