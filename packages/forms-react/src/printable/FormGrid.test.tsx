import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FormStoreProvider } from '../store/FormStoreContext';
import { createFormStore } from '../store/formStore';
import { FormGrid } from './FormGrid';
import { gridColumnWidth } from './gridColumnWidths';
import { testForm, testRow } from './printableTestForms';
import { registerTestRenderers } from './printableTestRenderer';

const row = testRow('Row1', [
  { id: 'TextInput1', elType: 'TextInput', properties: { label: 'Name' } },
  { id: 'TimePicker1', elType: 'TimePicker' },
  { id: 'EmailInput1', elType: 'EmailInput' },
  { id: 'Signature1', elType: 'Signature' },
]);

describe('grid rendering', () => {
  beforeAll(() => registerTestRenderers());

  it('gives each column the fixed width of its component type, and none to other types', () => {
    expect(row.columns.map(gridColumnWidth)).toEqual([120, 80, 150, undefined]);
  });

  it('takes the widest component of a column, and no fixed width for a nested layout', () => {
    const component = (id: string, elType: string) =>
      ({ kind: 'component', id, elType, version: 1, page: 0, properties: {} }) as const;
    const stacked = {
      kind: 'column',
      id: 'Column1',
      version: 1,
      properties: { cols: 6 },
      children: [component('NumberInput1', 'NumberInput'), component('Textarea1', 'Textarea')],
    } as const;
    const nested = testRow('Row2', [[testRow('Inner', [{ id: 'TextInput2', elType: 'TextInput' }])]]);
    expect(gridColumnWidth({ ...stacked, children: [...stacked.children] })).toBe(150);
    expect(nested.columns.map(gridColumnWidth)).toEqual([undefined]);
  });

  it('renders the form-builder preview with the widths on the columns', () => {
    const { container } = render(
      <FormStoreProvider store={createFormStore({ content: testForm([row]) })}>
        <FormGrid />
      </FormStoreProvider>,
    );
    const columns = [...container.querySelectorAll<HTMLElement>('.cf-row--grid > .cf-column')];
    expect(columns.map((column) => column.style.getPropertyValue('--cf-grid-width'))).toEqual([
      '120px',
      '80px',
      '150px',
      '',
    ]);
    expect(container.querySelector('.cf-grid')?.getAttribute('data-mode')).toBe('form-builder');
    expect(screen.getByText('Name')).toBeTruthy();
  });
});
