import type { FormContent } from '@clinic/forms-core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormBuilder } from '../FormBuilder';
import { oneColumnForm } from '../oneColumnForm.testing';

const content: FormContent = oneColumnForm([
  { id: 'Smoker', elType: 'SingleChoice', properties: { label: 'Do you smoke?', options: ['Yes', 'No'] } },
  { id: 'Welcome', elType: 'Text', properties: { value: '<p>Hello {{ Smoker }}</p>' } },
]);

function Harness({ seen }: { seen: FormContent[] }) {
  const [value, setValue] = useState(content);
  return (
    <FormBuilder
      content={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

function openTranslations(seen: FormContent[] = []) {
  render(<Harness seen={seen} />);
  fireEvent.click(screen.getByRole('button', { name: 'Translations' }));
  return seen;
}

describe('TranslationsView', { timeout: 30_000 }, () => {
  it('lists each text beside its Spanish, flags the missing and counts them', () => {
    openTranslations();
    expect(screen.getByRole('heading', { name: 'Translations: Spanish' })).toBeTruthy();
    expect(screen.getByText('0 of 4 texts have a Spanish translation.')).toBeTruthy();
    expect(screen.getAllByText('Missing')).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Spanish: Do you smoke?, Label' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Spanish: Do you smoke?, Option 2' })).toBeTruthy();
  });

  it('keeps a Spanish text when the field is left, as one undoable edit', () => {
    const seen = openTranslations();
    const label = screen.getByRole('textbox', { name: 'Spanish: Do you smoke?, Label' });
    fireEvent.change(label, { target: { value: '¿Fuma?' } });
    expect(seen).toHaveLength(0);
    fireEvent.blur(label);
    expect(seen.at(-1)?.translations).toEqual({ es: { 'Smoker.label': '¿Fuma?' } });
    expect(screen.getByText('1 of 4 texts have a Spanish translation.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show only missing translations' }));
    expect(screen.queryByRole('textbox', { name: 'Spanish: Do you smoke?, Label' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show only missing translations' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('textbox', { name: 'Spanish: Do you smoke?, Label' })).toHaveProperty(
      'value',
      '',
    );
  });

  it('does not keep a text that drops the English text’s {{ }} parts, and says so', () => {
    const seen = openTranslations();
    const welcome = screen.getByRole('textbox', { name: 'Spanish: Text, Text' });
    fireEvent.change(welcome, { target: { value: '<p>Hola</p>' } });
    fireEvent.blur(welcome);
    expect(seen).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe(
      'Keep the {{ }} parts of the English text as they are.',
    );
  });
});
