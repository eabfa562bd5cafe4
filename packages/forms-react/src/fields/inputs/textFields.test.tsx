import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerInputFields } from './registerInputFields';
import { expectAcceptedValue, renderField } from './testing/renderField';

describe('text-like fields', () => {
  beforeAll(() => registerInputFields());

  it('TextInput emits the typed text, stops at maxLength and shows the default placeholder in Spanish', async () => {
    const user = userEvent.setup();
    const component = { elType: 'TextInput', properties: { maxLength: 10 } };
    const { value } = renderField(component, { language: 'es' });
    const box = screen.getByLabelText('Field') as HTMLInputElement;
    expect(box.placeholder).toBe('Escriba algo...');
    expect(screen.getByText('Quedan 10 caracteres')).toBeTruthy();
    await user.type(box, 'Dolor de cabeza fuerte');
    expect(value()).toBe('Dolor de c');
    expect(screen.getByText('Quedan 0 caracteres')).toBeTruthy();
    expectAcceptedValue(component, value());
  });

  it('EmailInput is an e-mail box', async () => {
    const user = userEvent.setup();
    const { value } = renderField({ elType: 'EmailInput' });
    const box = screen.getByLabelText('Field') as HTMLInputElement;
    expect(box.type).toBe('email');
    await user.type(box, 'sam@example.org');
    expectAcceptedValue({ elType: 'EmailInput' }, value());
  });

  it('NumberInput emits numbers, null when cleared, with its bounds on the box', async () => {
    const user = userEvent.setup();
    const component = { elType: 'NumberInput', properties: { minValue: 0, maxValue: 300 } };
    const { value } = renderField(component);
    const box = screen.getByLabelText('Field') as HTMLInputElement;
    expect([box.min, box.max]).toEqual(['0', '300']);
    await user.type(box, '98.6');
    expect(value()).toBe(98.6);
    expectAcceptedValue(component, value());
    await user.clear(box);
    expect(value()).toBeNull();
  });

  it('NumberInput shows its unit beside the box, and after the answer when viewed', async () => {
    const user = userEvent.setup();
    const component = { elType: 'NumberInput', properties: { unit: 'kg' } };
    const { value } = renderField(component);
    const box = screen.getByLabelText('Field') as HTMLInputElement;
    expect(box.parentElement?.textContent).toBe('kg');
    await user.type(box, '72.5');
    expect(value()).toBe(72.5);
    const viewer = renderField(component, { mode: 'form-viewer', value: 72.5 });
    expect(viewer.getByRole('status').textContent).toBe('72.5 kg');
  });

  it('PasswordInput can be shown, and views as five asterisks (four in the grid)', async () => {
    const user = userEvent.setup();
    renderField({ elType: 'PasswordInput' }, { language: 'es' });
    const box = screen.getByLabelText('Field') as HTMLInputElement;
    expect(box.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(box.type).toBe('text');
    const viewer = renderField({ elType: 'PasswordInput' }, { mode: 'form-viewer', value: 'secret' });
    expect(viewer.getByRole('status').textContent).toBe('*****');
  });

  it('PasswordInput shows four asterisks in the grid rendering', () => {
    renderField({ elType: 'PasswordInput' }, { mode: 'form-viewer', value: 'x', grid: true });
    expect(screen.getByRole('status').textContent).toBe('****');
  });

  it('Textarea keeps line breaks and has 4 rows by default', async () => {
    const user = userEvent.setup();
    const { value } = renderField({ elType: 'Textarea' });
    const box = screen.getByLabelText('Field') as HTMLTextAreaElement;
    expect(box.rows).toBe(4);
    await user.type(box, 'Line one{Enter}Line two');
    expect(value()).toBe('Line one\nLine two');
    expectAcceptedValue({ elType: 'Textarea' }, value());
  });

  it('is not interactive in the builder: typing changes nothing', async () => {
    const user = userEvent.setup();
    const { value } = renderField(
      { elType: 'Textarea', properties: { value: 'Default note' } },
      { mode: 'form-builder' },
    );
    const box = screen.getByLabelText('Field') as HTMLTextAreaElement;
    expect(box.value).toBe('Default note');
    expect(box.disabled).toBe(true);
    await user.type(box, 'more');
    expect(box.value).toBe('Default note');
    // The store holds the default a new document starts with, untouched by the typing.
    expect(value()).toBe('Default note');
    expect(screen.queryByRole('button', { name: 'Saved responses' })).toBeNull();
  });
});
