import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormLanguageProvider } from '../i18n/formLanguage';
import { SaveStatusText } from './SaveStatusText';
import type { SaveStatus } from './saveStatus';

const at = new Date(2026, 0, 5, 14, 7);

function shown(status: SaveStatus, dirty: boolean, language: 'en' | 'es' = 'en'): string {
  const { unmount } = render(
    <FormLanguageProvider value={language}>
      <SaveStatusText status={status} dirty={dirty} />
    </FormLanguageProvider>,
  );
  const text = screen.getByRole('status').textContent ?? '';
  unmount();
  return text;
}

describe('SaveStatusText', () => {
  it('says Saving…, Saved with the time, and Not saved, in English and Spanish', () => {
    expect(shown({ state: 'idle', savedAt: null }, true)).toBe('');
    expect(shown({ state: 'saving', savedAt: null }, true)).toBe('Saving…');
    expect(shown({ state: 'saved', savedAt: at }, false)).toBe('Saved at 2:07 PM');
    expect(shown({ state: 'saved', savedAt: at }, true)).toBe('Last saved at 2:07 PM');
    expect(shown({ state: 'ended', savedAt: null }, true)).toBe('Not saved');
    expect(shown({ state: 'conflict', savedAt: at }, true)).toBe('Not saved (last saved at 2:07 PM)');
    expect(shown({ state: 'saving', savedAt: at }, true, 'es')).toBe('Guardando…');
    expect(shown({ state: 'saved', savedAt: at }, false, 'es')).toBe('Guardado a las 14:07');
    expect(shown({ state: 'failed', savedAt: null }, true, 'es')).toBe('No guardado');
  });
});
