import { coreReferenceMaxLogoBytes } from '@clinic/api-contract';

const logoTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'];

export type LogoReadResult = { dataUrl: string } | { error: 'logoTooLarge' | 'logoWrongType' };

/** The logo travels as a data URL; the server takes at most 512 KB of it. */
export async function readLogoFile(file: File): Promise<LogoReadResult> {
  if (!logoTypes.includes(file.type)) return { error: 'logoWrongType' };
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
  return dataUrl.length > coreReferenceMaxLogoBytes ? { error: 'logoTooLarge' } : { dataUrl };
}
