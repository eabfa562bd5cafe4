import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLazyComponents } from '../../../render/lazyComponent';
import { allModes, fitsValueSchema, renderField } from '../../display/testing/renderField';
import { registerBasicFields } from '../../registerBasicFields';
import { registerMediaAndDisplayFields } from '../../registerMediaAndDisplayFields';
import { removeCrudRecord } from './crudRecords';

beforeAll(async () => {
  registerBasicFields();
  registerMediaAndDisplayFields();
  await loadLazyComponents();
});

const textInput = (id: string, label: string, extra: Record<string, unknown> = {}) => ({
  kind: 'component',
  id,
  elType: 'TextInput',
  version: 1,
  page: 0,
  properties: { label, ...extra },
});

const formLayout = [
  {
    kind: 'row',
    id: 'CrudRow1',
    version: 1,
    properties: {},
    columns: [
      {
        kind: 'column',
        id: 'CrudColumn1',
        version: 1,
        properties: { cols: 12 },
        children: [
          textInput('TextInput1', 'Name', { required: true }),
          textInput('TextInput2', 'Relationship'),
        ],
      },
    ],
  },
];

const contacts = [
  { TextInput1: 'Maria Rivera', TextInput2: 'Mother' },
  { TextInput1: 'Luis Rivera', TextInput2: 'Brother' },
  { TextInput1: 'Ana Soto', TextInput2: 'Friend' },
];

const names = () => screen.queryAllByLabelText(/^Name/).map((input) => (input as HTMLInputElement).value);

describe('Crud', () => {
  it('renders its records in every mode, editable only when filling', () => {
    for (const mode of allModes) {
      const { unmount, container } = renderField({
        elType: 'Crud',
        properties: { label: 'Emergency contacts', formLayout },
        value: contacts,
        mode,
      });
      if (mode === 'form-builder') {
        expect(screen.getByText('Add Record')).toBeTruthy();
        expect(container.querySelector('[inert]')).toBeTruthy();
      } else if (mode === 'form-submitter' || mode === 'e-form') {
        expect(names()).toEqual(['Maria Rivera', 'Luis Rivera', 'Ana Soto']);
      } else {
        expect(screen.getByText('Luis Rivera')).toBeTruthy();
        expect(screen.queryByRole('button')).toBeNull();
      }
      unmount();
    }
  });

  it('shows -- in a viewer without records', () => {
    renderField({ elType: 'Crud', properties: { formLayout }, value: [], mode: 'form-viewer' });
    expect(screen.getByText('--')).toBeTruthy();
  });

  it('adds a record from the form, then clears and hides the form', async () => {
    const user = userEvent.setup();
    const { store, id } = renderField({ elType: 'Crud', properties: { formLayout } });
    await user.click(screen.getByRole('button', { name: 'Add Record' }));
    expect(screen.queryByRole('button', { name: 'Add Record' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save record' }));
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(store.getValue(id)).toBeUndefined();
    await user.type(screen.getByLabelText(/Name/), 'Maria Rivera');
    await user.type(screen.getByLabelText('Relationship'), 'Mother');
    await user.click(screen.getByRole('button', { name: 'Save record' }));
    const value = store.getValue(id);
    expect(value).toEqual([{ TextInput1: 'Maria Rivera', TextInput2: 'Mother' }]);
    expect(fitsValueSchema('Crud', value)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save record' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Record' }));
    const form = screen.getByRole('button', { name: 'Save record' }).closest('.cf-crud-form') as HTMLElement;
    expect((within(form).getByLabelText(/Name/) as HTMLInputElement).value).toBe('');
  });

  it('with addEmptyRecord adds an empty record to fill in the list', async () => {
    const user = userEvent.setup();
    const { store, id } = renderField({
      elType: 'Crud',
      properties: { formLayout, addEmptyRecord: true, addRecordLabel: 'Add contact' },
    });
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(store.getValue(id)).toEqual([{}]);
    await user.type(screen.getByLabelText(/Name/), 'Ana');
    expect(store.getValue(id)).toEqual([{ TextInput1: 'Ana' }]);
  });

  it('deletes after confirmation and shifts the later records back', async () => {
    const user = userEvent.setup();
    const { store, id } = renderField({ elType: 'Crud', properties: { formLayout }, value: contacts });
    await user.click(screen.getByRole('button', { name: 'Remove record 1' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this item?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.getValue(id)).toEqual(contacts);
    await user.click(screen.getByRole('button', { name: 'Remove record 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(store.getValue(id)).toEqual([contacts[1], contacts[2]]);
    expect(names()).toEqual(['Luis Rivera', 'Ana Soto']);
    // The shifted records still edit their own place.
    await user.type(screen.getAllByLabelText(/Name/)[1] as HTMLElement, ' Jr');
    expect(store.getValue(id)).toEqual([contacts[1], { ...contacts[2], TextInput1: 'Ana Soto Jr' }]);
  });

  it('speaks Spanish', async () => {
    const user = userEvent.setup();
    renderField({ elType: 'Crud', properties: { formLayout }, value: contacts, language: 'es' });
    expect(screen.getByRole('button', { name: 'Agregar registro' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Quitar registro 2' }));
    expect(screen.getByText('¿Está seguro de que desea eliminar este elemento?')).toBeTruthy();
  });
});

describe('removeCrudRecord', () => {
  it('shifts later records back by one', () => {
    expect(removeCrudRecord(contacts, 0)).toEqual([contacts[1], contacts[2]]);
    expect(removeCrudRecord(contacts, 2)).toEqual([contacts[0], contacts[1]]);
  });
});
