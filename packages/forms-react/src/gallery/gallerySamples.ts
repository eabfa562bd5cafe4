import { clinicalGallerySamples } from '../fields/clinical/gallerySamples';
import { inputGallerySamples } from '../fields/inputs/gallerySamples';
import { mediaAndDisplayGallerySamples } from '../fields/media/gallerySamples';
import { type GalleryItem, galleryItems } from './galleryItems';
import type { GallerySample } from './gallerySample';

/**
 * Every family's samples. A type without one shows its catalogue defaults, so the gallery
 * covers the whole catalogue whichever family lists exist.
 */
export const gallerySamples: readonly GallerySample[] = [
  ...inputGallerySamples,
  ...mediaAndDisplayGallerySamples,
  ...clinicalGallerySamples,
];

/** The gallery's entries: every catalogue type at every version, then the layout types. */
export const sampleGalleryItems: readonly GalleryItem[] = /* @__PURE__ */ galleryItems(gallerySamples);
