import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLazyComponents } from '../../render/lazyComponent';
import { registerInputFields } from './registerInputFields';
import { expectAcceptedValue, renderField } from './testing/renderField';

const options = ['Penicillin', 'Latex', 'Peanuts', 'Sulfa drugs'];

describe('Dropdown v1', () => {
  beforeAll(async () => {
    registerInputFields();
    await loadLazyComponents();
  });

  it('emits the chosen option, with the default options translated in Spanish', async () => {
    const user = userEvent.setup();
    const component = { elType: 'Dropdown', version: 1 };
    const { value } = renderField(component, { language: 'es' });
    const select = screen.getByLabelText('Field') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.text)).toEqual([
      'Seleccione...',
      'Opción 1',
      'Opción 2',
    ]);
    await user.selectOptions(select, 'Opción 2');
    expect(value()).toBe('Option 2');
    expectAcceptedValue(component, value());
    await user.selectOptions(select, 'Seleccione...');
    expect(value()).toBeNull();
  });

  it('with multiselect emits the list in option order', async () => {
    const user = userEvent.setup();
    const component = { elType: 'Dropdown', version: 1, properties: { multiselect: true, options } };
    const { value } = renderField(component);
    await user.click(screen.getByLabelText('Field'));
    await user.click(screen.getByRole('checkbox', { name: 'Peanuts' }));
    await user.click(screen.getByRole('checkbox', { name: 'Latex' }));
    expect(value()).toEqual(['Latex', 'Peanuts']);
    expectAcceptedValue(component, value());
    await user.click(screen.getByRole('button', { name: 'Remove Latex' }));
    expect(value()).toEqual(['Peanuts']);
  });
});

describe('Dropdown v2', () => {
  beforeAll(async () => {
    registerInputFields();
    await loadLazyComponents();
  });

  it('emits {value, otherValue}; "Other" asks for a text', async () => {
    const user = userEvent.setup();
    const component = { elType: 'Dropdown', version: 2, properties: { options, includeOther: true } };
    const { value } = renderField(component);
    const select = screen.getByLabelText('Field') as HTMLSelectElement;
    await user.selectOptions(select, 'Latex');
    expect(value()).toEqual({ value: 'Latex', otherValue: null });
    expectAcceptedValue(component, value());
    await user.selectOptions(select, 'Other');
    expect(value()).toEqual({ value: null, otherValue: '' });
    await user.type(screen.getByLabelText('Other, please specify'), 'Amoxicillin');
    expect(value()).toEqual({ value: null, otherValue: 'Amoxicillin' });
    expectAcceptedValue(component, value());
    await user.selectOptions(select, 'Peanuts');
    expect(value()).toEqual({ value: 'Peanuts', otherValue: null });
    expect(screen.queryByLabelText('Other, please specify')).toBeNull();
  });

  it('with multiselect offers no "Other" and stops at maxOptions', async () => {
    const user = userEvent.setup();
    const component = {
      elType: 'Dropdown',
      version: 2,
      properties: { options, multiselect: true, includeOther: true, maxOptions: 2 },
    };
    const { value } = renderField(component);
    await user.click(screen.getByLabelText('Field'));
    const panel = screen.getByRole('group', { name: 'Field' });
    expect(within(panel).queryByRole('checkbox', { name: 'Other' })).toBeNull();
    expect(within(panel).getByText('Select up to 2')).toBeTruthy();
    await user.click(within(panel).getByRole('checkbox', { name: 'Penicillin' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Sulfa drugs' }));
    expect(value()).toEqual({ value: ['Penicillin', 'Sulfa drugs'], otherValue: null });
    expectAcceptedValue(component, value());
    expect((within(panel).getByRole('checkbox', { name: 'Latex' }) as HTMLInputElement).disabled).toBe(true);
    await user.click(within(panel).getByRole('checkbox', { name: 'Penicillin' }));
    expect((within(panel).getByRole('checkbox', { name: 'Latex' }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByText('1 selected')).toBeTruthy();
  });

  it('speaks Spanish for "Other" and the limit', async () => {
    const user = userEvent.setup();
    renderField(
      { elType: 'Dropdown', version: 2, properties: { options, includeOther: true } },
      { language: 'es', value: { value: null, otherValue: 'Polen' } },
    );
    expect((screen.getByLabelText('Field') as HTMLSelectElement).selectedOptions[0]?.text).toBe('Otro');
    expect((screen.getByLabelText('Otro, especifique') as HTMLInputElement).value).toBe('Polen');
    await user.clear(screen.getByLabelText('Otro, especifique'));
    expect(screen.getByPlaceholderText('Especifique')).toBeTruthy();
  });

  it('views "Other" with its text, in the form language', () => {
    renderField(
      { elType: 'Dropdown', version: 2, properties: { options, includeOther: true } },
      { mode: 'form-viewer', language: 'es', value: { value: null, otherValue: 'Polen' } },
    );
    expect(screen.getByRole('status').textContent).toBe('Otro: Polen');
  });

  it('colours the picker with pickerBgColor only when it is a plain colour', () => {
    renderField({ elType: 'Dropdown', version: 2, properties: { options, pickerBgColor: '#fff9db' } });
    expect((screen.getByLabelText('Field') as HTMLSelectElement).style.background).toBe('rgb(255, 249, 219)');
  });

  it('ignores a pickerBgColor that is not a colour', () => {
    renderField({
      elType: 'Dropdown',
      version: 2,
      properties: { options, pickerBgColor: 'red; position: fixed' },
    });
    expect((screen.getByLabelText('Field') as HTMLSelectElement).getAttribute('style')).toBeNull();
  });
});
