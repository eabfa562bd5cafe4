import { type ComponentNode, type FormContent, formContentSchema, type RowNode } from '../model/layout';

/** A row holding the given children in one full-width column (tests, and foreign FHIR items on import). */
export function rowOf(id: string, children: Array<ComponentNode | RowNode>): RowNode {
  return {
    kind: 'row',
    id,
    version: 1,
    properties: {},
    columns: [{ kind: 'column', id: `${id}Column`, version: 1, properties: { cols: 12 }, children }],
  };
}

/** Test support: form content with one row per component and default form settings. */
export function formContentOf(components: readonly ComponentNode[]): FormContent {
  return formContentSchema.parse({
    rows: components.map((component, index) => rowOf(`Row${index + 1}`, [component])),
  });
}
