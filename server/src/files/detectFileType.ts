import { fileTypeFromBuffer } from 'file-type';

/** The content type the bytes really are (their signature), whatever the name or the upload claims. */
export async function detectFileType(bytes: Uint8Array): Promise<string | undefined> {
  return (await fileTypeFromBuffer(bytes))?.mime;
}
