import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/loadConfig';
import { presignedUrlSeconds, s3FileStorage } from './s3FileStorage';

const settings = {
  bucket: 'clinic-files',
  region: 'eu-west-1',
  endpoint: 'https://objects.example.org',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  forcePathStyle: true,
};
const sha256 = 'a'.repeat(64);

describe('S3 object storage', () => {
  it('signs a short-lived download address naming the type and the download name', async () => {
    const url = new URL(
      (await s3FileStorage(settings).downloadUrl?.(sha256, {
        contentType: 'application/pdf',
        fileName: 'Lab résumé.pdf',
      })) ?? '',
    );
    expect(url.origin).toBe('https://objects.example.org');
    expect(url.pathname).toBe(`/clinic-files/files/${sha256}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(presignedUrlSeconds));
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('response-content-type')).toBe('application/pdf');
    expect(url.searchParams.get('response-content-disposition')).toContain(
      "filename*=UTF-8''Lab%20r%C3%A9sum%C3%A9.pdf",
    );
    // The secret signs the address; it never appears in it.
    expect(url.toString()).not.toContain(settings.secretAccessKey);
  });

  it('never names anything but a SHA-256 as a key', async () => {
    await expect(
      s3FileStorage(settings).downloadUrl?.('../other', { contentType: 'text/plain', fileName: 'x' }),
    ).rejects.toThrow(/sha-256/);
  });

  it('needs the bucket and both keys for FILE_STORAGE=s3', () => {
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(ConfigError);
    const config = loadConfig({
      FILE_STORAGE: 's3',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toMatchObject({ bucket: 'b', region: 'us-east-1', forcePathStyle: true });
  });
});
