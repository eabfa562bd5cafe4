import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** issue 7 point 4: the first page of a visitor loads little, and compressed. */
test('the sign-in page loads at most 150 kB of JavaScript (gzip), sent compressed and cached', async ({
  page,
}) => {
  const scripts: { url: string; encoding: string | undefined; cache: string | undefined }[] = [];
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const headers = response.headers();
    scripts.push({
      url: response.url(),
      encoding: headers['content-encoding'],
      cache: headers['cache-control'],
    });
    bodies.push(response.body());
  });
  await page.goto('/signin');
  await expect(page.getByRole('textbox', { name: /e-?mail/i })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const gzipBytes = (await Promise.all(bodies)).reduce((sum, body) => sum + gzipSync(body).length, 0);
  test
    .info()
    .annotations.push({ type: 'initial JS (gzip)', description: `${(gzipBytes / 1024).toFixed(1)} kB` });
  expect(scripts.length).toBeGreaterThan(0);
  expect(gzipBytes).toBeLessThanOrEqual(150 * 1024);
  for (const script of scripts) {
    expect(script.encoding, script.url).toMatch(/^(br|gzip)$/);
    expect(script.cache, script.url).toContain('immutable');
  }
});
