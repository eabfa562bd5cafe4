import type { FormContent } from '@clinic/forms-core';
import { useState } from 'react';
import type { GalleryItem } from './galleryItems';

/** A sample whose properties the gallery's 'properties' mode edits; every mode shows the edited one. */
export function useGallerySample(initial: GalleryItem): [GalleryItem, (content: FormContent) => void] {
  const [item, setItem] = useState(initial);
  return [item, (content) => setItem((current) => ({ ...current, content }))];
}
