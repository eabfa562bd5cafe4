import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLazyComponents } from '../../../render/lazyComponent';
import type {
  DocumentPickerOption,
  DocumentPickerSource,
  PickedDocument,
} from '../../../services/documentPickerSource';
import { allModes, fitsValueSchema, renderField } from '../../display/testing/renderField';
import { registerMediaAndDisplayFields } from '../../registerMediaAndDisplayFields';

beforeAll(async () => {
  registerMediaAndDisplayFields();
  await loadLazyComponents();
});

const formId = 'b6f0c2e4-3f7a-4d55-9a61-0d2f3b7c9e11';
const author = { id: 'u1', fullName: 'Dana Whitfield', credentials: 'LCSW' };
const options: DocumentPickerOption[] = [
  {
    id: 'd2',
    status: 'Completed',
    createdAt: '2026-02-20T15:45:00',
    effectiveDate: '2026-02-20',
    createdBy: author,
  },
  { id: 'd1', status: 'Draft', createdAt: '2026-01-05T09:00:00', effectiveDate: null, createdBy: author },
];
const full: PickedDocument & { formName: string } = {
  id: 'd2',
  status: 'Completed',
  versionId: 'v1',
  createdAt: '2026-02-20T15:45:00',
  createdBy: author,
  mode: 'Results',
  results: { TextInput1: 'Sleeping better' },
  score: '12',
  effectiveDate: '2026-02-20',
  formName: 'Initial Assessment',
};

function source(): DocumentPickerSource & { listDocuments: ReturnType<typeof vi.fn> } {
  return {
    listDocuments: vi.fn(async () => options),
    loadDocument: vi.fn(async () => full),
  };
}

describe('DocumentPicker', () => {
  it('picks one of the patient’s documents and keeps it with its results', async () => {
    const user = userEvent.setup();
    const documents = source();
    const { store, id } = renderField({
      elType: 'DocumentPicker',
      properties: { label: 'Previous assessment', formId },
      services: { segment: 'core', documents },
    });
    const select = screen.getByLabelText('Previous assessment') as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(documents.listDocuments).toHaveBeenCalledWith({ formId });
    expect(
      screen.getByRole('option', { name: '02/20/2026 03:45 PM · Completed · Dana Whitfield, LCSW' }),
    ).toBeTruthy();
    await user.selectOptions(select, 'd2');
    await waitFor(() => expect(store.getValue(id)).toBeTruthy());
    const value = store.getValue(id);
    expect(value).toEqual({
      id: 'd2',
      status: 'Completed',
      versionId: 'v1',
      createdAt: '2026-02-20T15:45:00',
      createdBy: author,
      mode: 'Results',
      results: { TextInput1: 'Sleeping better' },
      score: '12',
      effectiveDate: '2026-02-20',
    });
    expect(fitsValueSchema('DocumentPicker', value)).toBe(true);
    await user.selectOptions(select, '');
    expect(store.getValue(id)).toBeNull();
  });

  it('leaves out excluded statuses and shows effective dates when asked', async () => {
    renderField({
      elType: 'DocumentPicker',
      properties: {
        label: 'Plan',
        formId,
        excludeDocumentStatusesFromOptions: ['Draft'],
        showEffectiveDate: true,
      },
      services: { segment: 'core', documents: source() },
    });
    await screen.findByRole('option', { name: '02/20/2026 · Completed · Dana Whitfield, LCSW' });
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('explains when nothing can be picked', async () => {
    const { unmount } = renderField({ elType: 'DocumentPicker', properties: { formId } });
    expect(screen.getByText('Documents cannot be picked here.')).toBeTruthy();
    unmount();
    const empty = { listDocuments: async () => [], loadDocument: async () => full };
    renderField({
      elType: 'DocumentPicker',
      properties: { formId },
      services: { segment: 'core', documents: empty },
    });
    expect(await screen.findByText('No documents of this form yet')).toBeTruthy();
  });

  it('renders in every mode; viewers show the picked document or --', () => {
    for (const mode of allModes) {
      const { unmount } = renderField({
        elType: 'DocumentPicker',
        properties: { formId, showEffectiveDate: true },
        value: full,
        mode,
      });
      if (mode === 'form-viewer' || mode === 'printable') {
        expect(screen.getByText('Effective date: 02/20/2026')).toBeTruthy();
        expect(screen.getByText('Created by: Dana Whitfield, LCSW')).toBeTruthy();
        expect(screen.getByText('Score: 12')).toBeTruthy();
      } else {
        expect(screen.getByRole('combobox')).toBeTruthy();
      }
      unmount();
    }
    renderField({ elType: 'DocumentPicker', mode: 'form-viewer' });
    expect(screen.getByText('--')).toBeTruthy();
  });

  it('speaks Spanish', () => {
    renderField({ elType: 'DocumentPicker', value: full, mode: 'form-viewer', language: 'es' });
    expect(screen.getByText('Estado: Completado')).toBeTruthy();
    expect(screen.getByText('Creado por: Dana Whitfield, LCSW')).toBeTruthy();
  });
});
