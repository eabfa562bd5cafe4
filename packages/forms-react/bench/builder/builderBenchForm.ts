import {
  type CatalogueElType,
  type ComponentNode,
  createComponent,
  type FormContent,
  formContentSchema,
  type RowNode,
} from '@clinic/forms-core';

/** The types a clinical intake form is mostly made of, in turn. */
const types: readonly CatalogueElType[] = [
  'TextInput',
  'SingleChoice',
  'DatePicker',
  'Dropdown',
  'Textarea',
  'NumberInput',
  'Checkbox',
  'MultipleChoice',
];

/**
 * A form of `count` components for the builder benchmark: rows of one component, and every
 * tenth row of three side by side, each component as the builder creates it (catalogue
 * defaults) with a label.
 */
export function builderBenchForm(count: number): FormContent {
  const used = new Set<string>();
  const make = (index: number): ComponentNode => {
    const component = createComponent(types[index % types.length] ?? 'TextInput', undefined, used);
    used.add(component.id);
    return { ...component, properties: { ...component.properties, label: `Question ${index + 1}` } };
  };
  const rows: RowNode[] = [];
  let index = 0;
  while (index < count) {
    const width = rows.length % 10 === 9 ? Math.min(3, count - index) : 1;
    const children = Array.from({ length: width }, () => make(index++));
    const rowId = `Row${rows.length + 1}`;
    rows.push({
      kind: 'row',
      id: rowId,
      version: 1,
      properties: {},
      columns: children.map((child, column) => ({
        kind: 'column',
        id: `${rowId}-Column${column + 1}`,
        version: 1,
        properties: { cols: 12 / width },
        children: [child],
      })),
    });
  }
  return formContentSchema.parse({ rows });
}
