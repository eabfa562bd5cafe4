import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLazyComponents } from '../../../render/lazyComponent';
import { allModes, fitsValueSchema, renderField } from '../../display/testing/renderField';
import { registerMediaAndDisplayFields } from '../../registerMediaAndDisplayFields';
import { datatableColumns } from './datatableColumns';

beforeAll(async () => {
  registerMediaAndDisplayFields();
  await loadLazyComponents();
});

const columns = [
  { text: 'Medication', field: 'Medication', type: 'plain', options: [] },
  { text: 'Frequency', field: 'Frequency', type: 'select', options: ['Once daily', 'As needed'] },
  { text: 'Start date', field: 'Startdate', type: 'date', options: [] },
  { text: 'Dose time', field: 'Dosetime', type: 'time', options: [] },
];
const rows = [
  { Medication: 'Sertraline 50 mg', Frequency: 'Once daily', Startdate: '2026-01-10', Dosetime: '08:00:00' },
  { Medication: 'Ibuprofen 400 mg', Frequency: 'As needed', Startdate: '2026-02-02', Dosetime: '14:30:00' },
];

describe('Datatable', () => {
  it('shows dates as MMM DD, YYYY and times as hh:mm a in every mode', () => {
    for (const mode of allModes) {
      const { unmount } = renderField({ elType: 'Datatable', properties: { columns }, value: rows, mode });
      expect(screen.getByRole('cell', { name: 'Jan 10, 2026' })).toBeTruthy();
      expect(screen.getByRole('cell', { name: '02:30 pm' })).toBeTruthy();
      expect(screen.getByRole('cell', { name: 'As needed' })).toBeTruthy();
      const editable = mode === 'form-submitter' || mode === 'e-form';
      expect(screen.queryAllByRole('button', { name: /Edit row/ }).length).toBe(
        editable ? 2 : mode === 'form-builder' ? 2 : 0,
      );
      unmount();
    }
  });

  it('shows -- when a viewer has no rows, and for empty cells', () => {
    const { unmount } = renderField({
      elType: 'Datatable',
      properties: { columns },
      value: [],
      mode: 'form-viewer',
    });
    expect(screen.getByText('--')).toBeTruthy();
    unmount();
    renderField({
      elType: 'Datatable',
      properties: { columns },
      value: [{ Medication: 'Aspirin' }],
      mode: 'printable',
    });
    expect(screen.getAllByRole('cell', { name: '--' })).toHaveLength(3);
  });

  it('adds a row in the "Add row" dialog, storing YYYY-MM-DD and HH:mm:ss', async () => {
    const user = userEvent.setup();
    const { store, id } = renderField({ elType: 'Datatable', properties: { columns } });
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    const dialog = screen.getByRole('dialog', { name: 'Add row' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Medication'));
    await user.type(within(dialog).getByLabelText('Medication'), 'Metformin 500 mg');
    await user.selectOptions(within(dialog).getByLabelText('Frequency'), 'Once daily');
    await user.type(within(dialog).getByLabelText('Start date'), '2026-03-01');
    await user.type(within(dialog).getByLabelText('Dose time'), '21:15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const value = store.getValue(id);
    expect(value).toEqual([
      {
        Medication: 'Metformin 500 mg',
        Frequency: 'Once daily',
        Startdate: '2026-03-01',
        Dosetime: '21:15:00',
      },
    ]);
    expect(fitsValueSchema('Datatable', value)).toBe(true);
    expect(screen.getByRole('cell', { name: 'Mar 01, 2026' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '09:15 pm' })).toBeTruthy();
  });

  it('edits row N in the "Edit row N" dialog, and Escape drops the changes', async () => {
    const user = userEvent.setup();
    const { store, id } = renderField({ elType: 'Datatable', properties: { columns }, value: rows });
    await user.click(screen.getByRole('button', { name: 'Edit row 2' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit row 2' });
    const medication = within(dialog).getByLabelText('Medication') as HTMLInputElement;
    expect(medication.value).toBe('Ibuprofen 400 mg');
    await user.clear(medication);
    await user.type(medication, 'Naproxen 250 mg');
    await user.keyboard('{Escape}');
    expect(store.getValue(id)).toEqual(rows);
    await user.click(screen.getByRole('button', { name: 'Edit row 2' }));
    dialog = screen.getByRole('dialog', { name: 'Edit row 2' });
    await user.clear(within(dialog).getByLabelText('Medication'));
    await user.type(within(dialog).getByLabelText('Medication'), 'Naproxen 250 mg{Enter}');
    expect(store.getValue(id)).toEqual([rows[0], { ...rows[1], Medication: 'Naproxen 250 mg' }]);
  });

  it('deletes a row at once, without confirmation', async () => {
    const user = userEvent.setup();
    const { store, id } = renderField({ elType: 'Datatable', properties: { columns }, value: rows });
    await user.click(screen.getByRole('button', { name: 'Delete row 1' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getValue(id)).toEqual([rows[1]]);
  });

  it('speaks Spanish', async () => {
    const user = userEvent.setup();
    renderField({ elType: 'Datatable', properties: { columns }, value: rows, language: 'es' });
    expect(screen.getByRole('cell', { name: 'ene 10, 2026' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Editar fila 1' }));
    expect(screen.getByRole('dialog', { name: 'Editar fila 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Agregar fila' })).toBeTruthy();
  });
});

describe('datatableColumns', () => {
  it('reads the default columns and derives a missing field', () => {
    expect(datatableColumns([{ text: 'Blood pressure', type: 'plain' }, { text: ' ' }, 'x'])).toEqual([
      { text: 'Blood pressure', field: 'Bloodpressure', type: 'plain', options: [] },
    ]);
  });
});
