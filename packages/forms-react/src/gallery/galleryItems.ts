import { type CatalogueEntry, catalogueEntries, createComponent, type FormContent } from '@clinic/forms-core';
import { galleryForm } from './galleryForm';
import type { GallerySample } from './gallerySample';
import { layoutGalleryItems } from './layoutSamples';

/** One gallery entry: a catalogue type at a version (or a layout type) as a small sample form. */
export interface GalleryItem {
  /** Unique and stable, e.g. "Dropdown-v2", "layout-Row". */
  key: string;
  elType: string;
  version?: number;
  /** The catalogue's name of the type. */
  label: string;
  title?: string;
  content: FormContent;
  results: Record<string, unknown>;
}

/** Types whose label is chrome around a control get one, so every control has a name. */
const unlabelledCategories = new Set(['display', 'layout']);

function sampleOf(entry: CatalogueEntry, samples: readonly GallerySample[]): GallerySample | undefined {
  return (
    samples.find((sample) => sample.elType === entry.elType && sample.version === entry.version) ??
    samples.find((sample) => sample.elType === entry.elType && sample.version === undefined)
  );
}

/** The gallery entry of a catalogue entry: its sample, else its catalogue defaults. */
export function catalogueGalleryItem(entry: CatalogueEntry, samples: readonly GallerySample[]): GalleryItem {
  const sample = sampleOf(entry, samples);
  const component = createComponent(entry.elType, entry.version);
  const properties = { ...component.properties, ...sample?.properties };
  if (!properties.label && !unlabelledCategories.has(entry.category)) properties.label = entry.label;
  const node = { ...component, properties };
  return {
    key: `${entry.elType}-v${entry.version}`,
    elType: entry.elType,
    version: entry.version,
    label: entry.label,
    ...(sample?.title === undefined ? {} : { title: sample.title }),
    content: galleryForm([node]),
    results: sample?.value === undefined ? {} : { [node.id]: sample.value },
  };
}

/** Every catalogue entry, both versions where two exist, then the layout types. */
export function galleryItems(samples: readonly GallerySample[]): GalleryItem[] {
  return [...catalogueEntries.map((entry) => catalogueGalleryItem(entry, samples)), ...layoutGalleryItems()];
}
