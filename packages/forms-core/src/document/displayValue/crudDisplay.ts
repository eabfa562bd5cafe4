import { getCatalogueEntry } from '../../catalogue/catalogueRegistry';
import type { ComponentNode, RowNode } from '../../model/layout';
import { forEachComponent } from '../../model/walkLayout';
import { recordsOf } from './displayCells';
import { asCell, type DisplayColumn, tableDisplay } from './displayTable';
import type { DisplayFormatter, DisplayProperties } from './displayValueTypes';

function layoutRows(properties: DisplayProperties, key: 'formLayout' | 'listItemLayout'): RowNode[] {
  const rows = properties[key];
  return Array.isArray(rows) && rows.length > 0 ? (rows as RowNode[]) : [];
}

/** The record's components that hold a value; text and headings are the form's, not a record's. */
function valueComponents(rows: readonly RowNode[]): ComponentNode[] {
  const components: ComponentNode[] = [];
  forEachComponent(rows, (component) => {
    const entry = getCatalogueEntry(component.elType, component.version);
    if (entry && entry.valueSchema !== null && entry.category !== 'display') components.push(component);
  });
  return components;
}

const labelOf = (component: ComponentNode) => {
  const label = component.properties.label;
  return typeof label === 'string' && label.trim() !== '' ? label.trim() : component.id;
};

/**
 * Crud: one row per record, one column per component of the list item layout (else the record
 * form), each cell the component's own display value.
 */
export const crudDisplay: DisplayFormatter = (value, properties, context) => {
  const listItem = layoutRows(properties, 'listItemLayout');
  const components = valueComponents(listItem.length > 0 ? listItem : layoutRows(properties, 'formLayout'));
  const columns: DisplayColumn[] = components.map((component) => ({
    key: component.id,
    header: labelOf(component),
    cell: (record) => asCell(context.displayChild(component, record[component.id])),
  }));
  return tableDisplay(recordsOf(value), columns);
};
