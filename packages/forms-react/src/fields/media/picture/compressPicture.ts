import imageCompression, { type Options } from 'browser-image-compression';

/**
 * Pictures are stored at most 0.5 MB and 900 px on the longer side (forms.md section 9). The
 * library's web worker would load its own copy from a CDN, which a clinic's network and CSP
 * may refuse, so compression runs on the page.
 */
export const PICTURE_COMPRESSION: Readonly<Options> = Object.freeze({
  maxSizeMB: 0.5,
  maxWidthOrHeight: 900,
  useWebWorker: false,
});

export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * The picture as a data URL once compressed; null when it cannot be (the spec only logs
 * compression failures, so nothing oversized is ever stored).
 */
export async function compressPicture(file: File): Promise<string | null> {
  try {
    return await readAsDataUrl(await imageCompression(file, { ...PICTURE_COMPRESSION }));
  } catch (error) {
    console.error('The picture could not be compressed.', error);
    return null;
  }
}
