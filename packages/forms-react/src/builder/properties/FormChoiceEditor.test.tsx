import type { ComponentNode } from '@clinic/forms-core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type BuilderServices, BuilderServicesContext } from '../services/builderServices';
import { PropertiesEditor } from './PropertiesEditor';

const intakeId = 'b6f0c2e4-3f7a-4d55-9a61-0d2f3b7c9e11';
const planId = '5a1e9c3d-8b2f-4e6a-9c7d-1f0e2d3c4b5a';
const groupId = '0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f';

const picker = (formId: unknown): ComponentNode => ({
  kind: 'component',
  id: 'DocumentPicker1',
  elType: 'DocumentPicker',
  version: 1,
  page: 0,
  properties: { label: 'Previous assessment', formId },
});

function renderEditor(formId: unknown, services: BuilderServices) {
  const onChange = vi.fn();
  const view = render(
    <BuilderServicesContext.Provider value={services}>
      <PropertiesEditor node={picker(formId)} advanced={false} onChange={onChange} />
    </BuilderServicesContext.Provider>,
  );
  return { ...view, onChange };
}

const forms = vi.fn(async () => [
  { id: planId, name: 'Treatment Plan', category: 'masterTreatmentPlan' },
  { id: intakeId, name: 'Initial Assessment', category: 'main' },
  { id: groupId, name: 'Group Session Note', category: 'groupSession' },
]);

describe('Document Picker: its source form', () => {
  it('is chosen by name from the forms of the main, group session and treatment plan categories', async () => {
    const { onChange } = renderEditor(null, { forms });
    await screen.findByRole('option', { name: 'Treatment Plan' });
    expect(forms).toHaveBeenCalledWith(['main', 'groupSession', 'masterTreatmentPlan']);
    const select = screen.getByRole('combobox', { name: 'Form' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'Choose a form',
      'Group Session Note',
      'Initial Assessment',
      'Treatment Plan',
    ]);
    const user = userEvent.setup();
    await user.selectOptions(select, 'Initial Assessment');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ formId: intakeId }));
  });

  it('shows the chosen form by name, and can be cleared', async () => {
    const { onChange } = renderEditor(planId, { forms });
    await screen.findByRole('option', { name: 'Treatment Plan' });
    const select = screen.getByRole('combobox', { name: 'Form' }) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Treatment Plan');
    await userEvent.setup().selectOptions(select, 'Choose a form');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ formId: null }));
  });

  it('keeps a form no longer listed (deleted) visible, marked as such', async () => {
    const goneId = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
    renderEditor(goneId, { forms });
    expect(await screen.findByRole('option', { name: `${goneId} (no longer listed)` })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Form' }) as HTMLSelectElement).value).toBe(goneId);
  });
});
