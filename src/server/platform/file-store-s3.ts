// The S3-compatible bucket behind FileStore, loaded only when S3_* is configured (the SDK is large).
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { MESSAGES } from '../../domain/messages.ts';
import type { S3Config } from '../config.ts';
import { notFound } from './errors.ts';
import { assertSafeKey, storageFailure, type FileStore } from './file-store.ts';

/**
 * How long connecting to the bucket may take: an unreachable store answers 503 with the storage message
 * soon instead of holding the request for the system's TCP timeout (docs/rules/errors.md, 'storage_failed').
 */
const S3_CONNECTION_TIMEOUT_MS = 3_000;

export function createS3FileStore(config: S3Config): FileStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKey, secretAccessKey: config.secretKey },
    // S3-compatible stores (MinIO, Ceph, R2, ...) do not all accept the SDK's default streaming checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: S3_CONNECTION_TIMEOUT_MS },
  });
  const isMissing = (error: unknown) =>
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
  return {
    kind: 's3',
    async putFile(key, localPath, contentType) {
      assertSafeKey(key);
      const { size } = await stat(localPath);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: key,
            Body: createReadStream(localPath),
            ContentLength: size,
            ContentType: contentType,
          }),
        );
      } catch (error) {
        throw storageFailure(error);
      }
      await rm(localPath, { force: true });
    },
    async getStream(key) {
      assertSafeKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        return answer.Body;
      } catch (error) {
        if (isMissing(error)) throw notFound(MESSAGES.download.fileNotFound);
        throw storageFailure(error);
      }
    },
    async exists(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw storageFailure(error);
      }
    },
    async delete(key) {
      assertSafeKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
      } catch (error) {
        throw storageFailure(error);
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
    },
  };
}
