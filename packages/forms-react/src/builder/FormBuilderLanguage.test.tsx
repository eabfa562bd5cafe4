import type { FormContent } from '@clinic/forms-core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type FormLanguage, FormLanguageProvider } from '../i18n/formLanguage';
import { FormBuilder } from './FormBuilder';
import { oneColumnForm } from './oneColumnForm.testing';

const content: FormContent = oneColumnForm([
  { id: 'SingleChoice1', elType: 'SingleChoice', properties: { label: 'Smoker', options: ['Yes', 'No'] } },
  {
    id: 'TextInput1',
    elType: 'TextInput',
    properties: {
      label: 'Cigarettes a day',
      hidden: {
        effect: 'show',
        join: 'and',
        items: [{ componentId: 'SingleChoice1', comparison: 'equals', value: 'Yes' }],
      },
    },
  },
  { id: 'Textarea1', elType: 'Textarea' },
]);

/** The builder as the staff app mounts it: inside the staff member's language. */
function renderBuilder(language: FormLanguage) {
  function Harness() {
    const [value, setValue] = useState(content);
    return (
      <FormLanguageProvider value={language}>
        <FormBuilder content={value} onChange={setValue} />
      </FormLanguageProvider>
    );
  }
  render(<Harness />);
}

/** The Edit Element panel of the form's text input, opened from the canvas. */
function openTextInput(editName: string, panelName: string) {
  fireEvent.click(screen.getByRole('button', { name: editName }));
  return screen.getByRole('complementary', { name: panelName });
}

// The builder is a large tree for jsdom's role queries: give each test room.
describe('the builder speaks the staff member’s language', { timeout: 30_000 }, () => {
  it('in Spanish: the toolbox, the canvas, the properties and the rule summary', () => {
    renderBuilder('es');
    const toolbox = screen.getByRole('navigation', { name: 'Componentes' });
    expect(within(toolbox).getByText('Campos de entrada')).toBeTruthy();
    expect(within(toolbox).getByRole('button', { name: 'Campo de texto' })).toBeTruthy();
    expect(within(toolbox).getByRole('button', { name: 'Fila, 2 columnas' })).toBeTruthy();

    const canvas = screen.getByRole('region', { name: 'Lienzo del formulario' });
    expect(within(canvas).getByRole('button', { name: 'Copiar el diseño de Fila (Row1)' })).toBeTruthy();
    expect(within(canvas).getByRole('button', { name: 'Arrastrar Smoker (SingleChoice1)' })).toBeTruthy();
    // An unlabelled component is named by its type, in Spanish.
    expect(within(canvas).getByRole('button', { name: 'Editar Área de texto (Textarea1)' })).toBeTruthy();
    expect(within(canvas).getByText('Se muestra cuando Smoker es Yes')).toBeTruthy();
    expect(screen.getByText(/Seleccione un componente, una fila o una columna/)).toBeTruthy();

    const panel = openTextInput('Editar Cigarettes a day (TextInput1)', 'Editar elemento');
    expect(within(panel).getByText('Validación')).toBeTruthy();
    expect(within(panel).getByLabelText('Etiqueta')).toHaveProperty('value', 'Cigarettes a day');
    expect(
      within(panel).getByText('La pregunta o el título que lee quien cumplimenta el formulario.'),
    ).toBeTruthy();
    expect(within(panel).getByLabelText('Longitud máxima')).toHaveProperty('placeholder', 'Sin máximo');
    expect(within(panel).getByText('Se muestra u oculta según las reglas del componente.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Reglas del componente' })).toBeTruthy();
  });

  it('in English: the spec’s wording, unchanged', () => {
    renderBuilder('en');
    const toolbox = screen.getByRole('navigation', { name: 'Toolbox' });
    expect(within(toolbox).getByText('Inputs')).toBeTruthy();
    expect(within(toolbox).getByRole('button', { name: 'Text Input' })).toBeTruthy();
    expect(within(toolbox).getByRole('button', { name: 'Row, 2 columns' })).toBeTruthy();

    const canvas = screen.getByRole('region', { name: 'Form canvas' });
    expect(within(canvas).getByRole('button', { name: 'Copy layout of Row (Row1)' })).toBeTruthy();
    expect(within(canvas).getByRole('button', { name: 'Edit Textarea (Textarea1)' })).toBeTruthy();
    expect(within(canvas).getByText('Shown when Smoker is Yes')).toBeTruthy();

    const panel = openTextInput('Edit Cigarettes a day (TextInput1)', 'Edit Element');
    expect(within(panel).getByText('Validation')).toBeTruthy();
    expect(within(panel).getByLabelText('Label')).toHaveProperty('value', 'Cigarettes a day');
    expect(
      within(panel).getByText('The question or title the person filling in the form reads.'),
    ).toBeTruthy();
    expect(within(panel).getByLabelText('Max length')).toHaveProperty('placeholder', 'No maximum');
  });
});
