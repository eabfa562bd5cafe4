import type { ColumnNode, ComponentNode, FormContent, Properties, RowNode } from '@clinic/forms-core';
import { formContentSchema } from '@clinic/forms-core';

/** One component as the demo data describes it: the builder adds ids, pages and layout nodes. */
export interface ComponentSpec {
  elType: string;
  /** Catalogue type version (Dropdown 2 has options objects); 1 when omitted. */
  version?: number;
  /** Column width; omitted columns share the row equally. */
  cols?: number;
  properties?: Properties;
}

/** A row: its components side by side, one column each. */
export type RowSpec = readonly ComponentSpec[];

export interface BuildFormContentOptions {
  /** Staff-only forms are never editable in the portal's e-form mode. */
  staffOnly?: boolean;
}

/**
 * Turns the compact demo description into builder content, numbering ids the way the builder
 * does (type name plus a number) and giving each component the page it sits on, so the stored
 * content looks exactly like a form saved from the builder.
 */
export function buildFormContent(
  rows: readonly RowSpec[],
  options: BuildFormContentOptions = {},
): FormContent {
  const counters = new Map<string, number>();
  const nextId = (type: string): string => {
    const n = (counters.get(type) ?? 0) + 1;
    counters.set(type, n);
    return `${type}${n}`;
  };
  let page = 0;

  const toComponent = (spec: ComponentSpec): ComponentNode => ({
    kind: 'component',
    id: nextId(spec.elType),
    elType: spec.elType,
    version: spec.version ?? 1,
    page,
    properties: options.staffOnly ? { ...spec.properties, eFormEditable: false } : { ...spec.properties },
  });

  const toRow = (specs: RowSpec): RowNode => {
    const id = nextId('Row');
    const columns = specs.map(
      (spec): ColumnNode => ({
        kind: 'column',
        id: nextId('Column'),
        version: 1,
        properties: { cols: spec.cols ?? Math.max(1, Math.floor(12 / specs.length)) },
        children: [toComponent(spec)],
      }),
    );
    // The break ends its page: components after it belong to the next one.
    if (specs.some((spec) => spec.elType === 'PageBreak')) page += 1;
    return { kind: 'row', id, version: 1, properties: {}, columns };
  };

  // Parsing fills the form defaults and refuses a malformed demo form at seed time.
  return formContentSchema.parse({ rows: rows.map(toRow) });
}

/** Every component of the content, nested layouts included, in document order. */
export function listComponents(content: FormContent): ComponentNode[] {
  const found: ComponentNode[] = [];
  const visitRow = (row: RowNode): void => {
    for (const column of row.columns) {
      for (const child of column.children) {
        if (child.kind === 'row') visitRow(child);
        else found.push(child);
      }
    }
  };
  for (const row of content.rows) visitRow(row);
  return found;
}
