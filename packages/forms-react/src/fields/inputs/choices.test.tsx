import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLazyComponents } from '../../render/lazyComponent';
import { registerInputFields } from './registerInputFields';
import { expectAcceptedValue, renderField } from './testing/renderField';

describe('choice components', () => {
  beforeAll(async () => {
    registerInputFields();
    await loadLazyComponents();
  });

  it('SingleChoice emits the chosen option and can be cleared when optional', async () => {
    const user = userEvent.setup();
    const component = { elType: 'SingleChoice', properties: { options: ['Never', 'Former', 'Current'] } };
    const { value } = renderField(component);
    expect(screen.getByRole('group', { name: 'Field' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Former' }));
    expect(value()).toBe('Former');
    expectAcceptedValue(component, value());
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(value()).toBeNull();
  });

  it('draws Clear selection of a saved answer once the group is pointed at or focused', async () => {
    const user = userEvent.setup();
    renderField(
      { elType: 'SingleChoice', properties: { options: ['Never', 'Former'] } },
      { value: 'Former' },
    );
    expect(screen.queryByRole('button', { name: 'Clear selection' })).toBeNull();
    await user.hover(screen.getByRole('group', { name: 'Field' }));
    expect(screen.getByRole('button', { name: 'Clear selection' })).toBeTruthy();
  });

  it('names a required group as required, in the form language', () => {
    renderField(
      { elType: 'SingleChoice', properties: { options: ['Yes'], required: true } },
      { language: 'es' },
    );
    expect(screen.getByRole('group', { name: 'Field (obligatorio)' })).toBeTruthy();
  });

  it('SingleChoice stores the value of resolved collection records', async () => {
    const user = userEvent.setup();
    const component = {
      elType: 'SingleChoice',
      properties: {
        options: [
          { name: 'Inpatient', value: 1 },
          { name: 'Outpatient', value: 2 },
        ],
      },
    };
    const { value } = renderField(component);
    await user.click(screen.getByRole('radio', { name: 'Outpatient' }));
    expect(value()).toBe(2);
    expectAcceptedValue(component, value());
  });

  it('MultipleChoice emits the list, lays out columnsCount columns and stops at maxOptions', async () => {
    const user = userEvent.setup();
    const component = {
      elType: 'MultipleChoice',
      properties: { options: ['Diabetes', 'Hypertension', 'Asthma'], columnsCount: 2, maxOptions: 2 },
    };
    const { value } = renderField(component, { language: 'es' });
    const group = screen.getByRole('group', { name: 'Field' });
    expect(group.style.getPropertyValue('--cf-choice-columns')).toBe('2');
    expect(screen.getByText('Seleccione hasta 2')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Asthma' }));
    await user.click(screen.getByRole('checkbox', { name: 'Diabetes' }));
    expect(value()).toEqual(['Diabetes', 'Asthma']);
    expectAcceptedValue(component, value());
    expect((screen.getByRole('checkbox', { name: 'Hypertension' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('Checkbox emits a boolean and views as Yes/No in the form language', async () => {
    const user = userEvent.setup();
    const { value } = renderField({ elType: 'Checkbox' });
    await user.click(screen.getByLabelText('Field'));
    expect(value()).toBe(true);
    expectAcceptedValue({ elType: 'Checkbox' }, value());
    await user.click(screen.getByLabelText('Field'));
    expect(value()).toBe(false);
    renderField({ elType: 'Checkbox' }, { mode: 'form-viewer', value: true, language: 'es' });
    expect(screen.getByRole('status').textContent).toBe('Sí');
  });

  it('FrequencyDuration emits the three parts joined by " - ", with Spanish labels', async () => {
    const user = userEvent.setup();
    const component = { elType: 'FrequencyDuration' };
    const { value } = renderField(component, { language: 'es' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Frecuencia' }), 'Dos veces');
    expect(value()).toBe('Twice -  - ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Periodo' }), 'por día');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Duración' }), '1 semana');
    expect(value()).toBe('Twice - per day - 1 week');
    expectAcceptedValue(component, value());
  });

  it('FrequencyDuration views in the form language', () => {
    renderField(
      { elType: 'FrequencyDuration' },
      { mode: 'printable', value: 'Twice - per day - 1 week', language: 'es' },
    );
    expect(screen.getByRole('status').textContent).toBe('Dos veces - por día - 1 semana');
  });

  it('AssessmentQuestion emits the whole answer object', async () => {
    const user = userEvent.setup();
    const component = {
      elType: 'AssessmentQuestion',
      properties: {
        answers: [
          { text: 'Not at all', value: 0 },
          { text: 'Several days', value: 1 },
        ],
      },
    };
    const { value } = renderField(component);
    await user.click(screen.getByRole('radio', { name: 'Several days (1)' }));
    expect(value()).toEqual({ text: 'Several days', value: 1 });
    expectAcceptedValue(component, value());
    await user.click(screen.getByRole('radio', { name: 'Not at all (0)' }));
    expect(value()).toEqual({ text: 'Not at all', value: 0 });
  });

  it("AssessmentQuestion hides the answers' weights from patients", async () => {
    const user = userEvent.setup();
    const component = {
      elType: 'AssessmentQuestion',
      properties: { answers: [{ text: 'Nearly every day', value: 3, code: 'LA6571-9' }] },
    };
    const { value } = renderField(component, { mode: 'e-form' });
    await user.click(screen.getByRole('radio', { name: 'Nearly every day' }));
    // A library instrument's answer keeps its stable code, which its scoring reads.
    expect(value()).toEqual({ text: 'Nearly every day', value: 3, code: 'LA6571-9' });
    expect(screen.queryByText(/\(3\)/)).toBeNull();
  });
});
