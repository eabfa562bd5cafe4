// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enPages } from '../../i18n/en/pages';
import { esPages } from '../../i18n/es/pages';
import { DateOfBirthInput } from './DateOfBirthInput';

const texts = i18next.createInstance();

beforeAll(async () => {
  // Mantine asks for the colour scheme through matchMedia, which jsdom lacks.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  await texts.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: enPages }, es: { translation: esPages } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => cleanup());

/** The field as a form holds it: the kept value is shown beside it for the test to read. */
function Form() {
  const [value, setValue] = useState('');
  return (
    <>
      <DateOfBirthInput value={value} onChange={setValue} />
      <output data-testid="kept">{value}</output>
    </>
  );
}

function renderForm(language: 'en' | 'es') {
  void texts.changeLanguage(language);
  render(
    <I18nextProvider i18n={texts}>
      <MantineProvider>
        <Form />
      </MantineProvider>
    </I18nextProvider>,
  );
  return screen.getByRole('textbox');
}

const type = (field: HTMLElement, text: string) => fireEvent.change(field, { target: { value: text } });

describe('DateOfBirthInput', () => {
  it('formats typed digits and keeps a real date as YYYY-MM-DD', () => {
    const field = renderForm('en');
    type(field, '04121990');
    expect((field as HTMLInputElement).value).toBe('04/12/1990');
    expect(screen.getByTestId('kept').textContent).toBe('1990-04-12');
  });

  it('keeps a future date as typed and says so on leaving the field, until it is fixed', () => {
    const field = renderForm('en');
    type(field, '12312099');
    fireEvent.blur(field);
    expect((field as HTMLInputElement).value).toBe('12/31/2099');
    expect(screen.getByText('The date of birth cannot be in the future.')).toBeTruthy();
    type(field, '12311999');
    expect(screen.queryByText('The date of birth cannot be in the future.')).toBeNull();
  });

  it('says an impossible date in Spanish', () => {
    const field = renderForm('es');
    type(field, '02301990');
    fireEvent.blur(field);
    expect((field as HTMLInputElement).value).toBe('02/30/1990');
    expect(screen.getByText(/Esta fecha no existe/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Fecha de nacimiento/ })).toBe(field);
  });
});
