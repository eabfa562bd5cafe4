import type { ComponentNode } from '../../model/layout';
import type { DocumentLanguage } from '../documentLanguage';

/** A value with nothing to show: shown as '--' (forms.md section 9). */
export interface DisplayEmpty {
  kind: 'empty';
}

export interface DisplayText {
  kind: 'text';
  text: string;
}

/** Several lines, each shown on its own line (a multi-line text, a list of facts). */
export interface DisplayLines {
  kind: 'lines';
  lines: string[];
}

/** A raster image (PNG, JPEG, GIF or WebP data URL) with its caption ('' for none). */
export interface DisplayImage {
  kind: 'image';
  dataUrl: string;
  caption: string;
}

/** What one table cell shows. */
export type DisplayCell = DisplayEmpty | DisplayText | DisplayLines | DisplayImage;

export interface DisplayTable {
  kind: 'table';
  columns: string[];
  /** One cell per column in each row; never empty (a list without rows is `empty`). */
  rows: DisplayCell[][];
}

/** Author or host HTML (Text, Html, Form Header): every edge sanitises it before showing it. */
export interface DisplayHtml {
  kind: 'html';
  html: string;
}

/** A component's value as every read-only rendering shows it, with every word in one language. */
export type DisplayValue = DisplayCell | DisplayTable | DisplayHtml;

export interface DisplayOptions {
  language: DocumentLanguage;
  /**
   * The clinic's IANA zone, for instants (values with Z or an offset); wall-clock values show as
   * written. Default UTC.
   */
  timeZone?: string;
  /**
   * The reader's own zone (the browser's; UTC on paper): instants that read differently there
   * carry the clinic zone's short name ("09:30 AM EST"). Default: the clinic zone (no names).
   */
  viewerTimeZone?: string;
}

/** The component being shown, as far as formatting needs it. */
export interface DisplayComponent {
  elType: string;
  version?: number;
}

export type DisplayProperties = Readonly<Record<string, unknown>>;

/** One catalogue type's formatter: the stored value as shown, given the resolved properties. */
export type DisplayFormatter = (
  value: unknown,
  properties: DisplayProperties,
  context: DisplayContext,
) => DisplayValue;

/** What formatters share: the options, the component (its version), and how a child shows (Crud). */
export interface DisplayContext extends Required<DisplayOptions> {
  component: DisplayComponent;
  displayChild: (child: ComponentNode, value: unknown) => DisplayValue;
}
