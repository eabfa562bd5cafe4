import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../../config/loadConfig';
import { attachmentDisposition } from '../sendStoredFile';
import { assertSha256, type FileStorage } from './fileStorage';

/** How long a pre-signed download address works: enough to start the download, no more. */
export const presignedUrlSeconds = 60;

const keyOf = (sha256: string) => {
  assertSha256(sha256);
  return `files/${sha256}`;
};

/**
 * S3-compatible object storage (AWS, MinIO, Ceph...): for a hosted service whose instances share
 * no disk. Downloads go straight from the store by a pre-signed address, after the same checks
 * and audit row as any download; the address names the file's type and download name.
 */
export function s3FileStorage(settings: S3Settings, client = s3ClientOf(settings)): FileStorage {
  const { bucket } = settings;
  return {
    backend: 's3',
    put: async (_db, sha256, bytes) => {
      const Key = keyOf(sha256);
      const exists = await client.send(new HeadObjectCommand({ Bucket: bucket, Key })).then(
        () => true,
        (error: { name?: string }) => {
          if (error.name === 'NotFound') return false;
          throw error;
        },
      );
      if (!exists) await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: bytes }));
    },
    read: async (_db, sha256) => {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }));
      return object.Body as Readable;
    },
    downloadUrl: async (sha256, download) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: keyOf(sha256),
          ResponseContentType: download.contentType,
          ResponseContentDisposition: attachmentDisposition(download.fileName),
          ResponseCacheControl: 'private, no-store',
        }),
        { expiresIn: presignedUrlSeconds },
      ),
  };
}

export function s3ClientOf(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
}
