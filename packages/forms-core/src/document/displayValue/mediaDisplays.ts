import { EMPTY_DISPLAY, isRecord } from './displayCells';
import { displayDateTime } from './displayDates';
import { displayTexts, fillSlots } from './displayTexts';
import type { DisplayCell, DisplayContext, DisplayFormatter } from './displayValueTypes';

/** Only raster images are shown: an SVG data URL could carry script, and a URL could track the reader. */
const rasterDataUrl = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/;

export function rasterImage(value: unknown): string | null {
  return typeof value === 'string' && rasterDataUrl.test(value) ? value : null;
}

const dateText = (value: unknown, context: DisplayContext) => {
  const cell = displayDateTime(value, context);
  return cell.kind === 'text' ? cell.text : '';
};

/** The image with "Signed By — date" under it; a signature without an image is not given. */
export const signatureDisplay: DisplayFormatter = (value, _properties, context): DisplayCell => {
  const dataUrl = isRecord(value) ? rasterImage(value.signature) : null;
  if (!isRecord(value) || !dataUrl) return EMPTY_DISPLAY;
  const signedBy = typeof value.signedBy === 'string' ? value.signedBy.trim() : '';
  const caption = [signedBy, dateText(value.date, context)].filter(Boolean).join(' — ');
  return { kind: 'image', dataUrl, caption };
};

/** The picture with "Taken on date" under it. */
export const pictureDisplay: DisplayFormatter = (value, _properties, context): DisplayCell => {
  const dataUrl = isRecord(value) ? rasterImage(value.picture) : null;
  if (!isRecord(value) || !dataUrl) return EMPTY_DISPLAY;
  const date = dateText(value.date, context);
  const caption = date ? fillSlots(displayTexts[context.language].takenOn, { date }) : '';
  return { kind: 'image', dataUrl, caption };
};
