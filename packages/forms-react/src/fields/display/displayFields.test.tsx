import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLazyComponents } from '../../render/lazyComponent';
import { registerMediaAndDisplayFields } from '../registerMediaAndDisplayFields';
import { sanitizeHtml } from './sanitizeHtml';
import { styleFromCss } from './styleFromCss';
import { allModes, renderField } from './testing/renderField';

beforeAll(async () => {
  registerMediaAndDisplayFields();
  await loadLazyComponents();
});

describe('Text', () => {
  it('shows its rich text in every mode, the default in the form language', () => {
    for (const mode of allModes) {
      const { unmount } = renderField({ elType: 'Text', mode });
      expect(screen.getByText('Example text')).toBeTruthy();
      unmount();
    }
    renderField({ elType: 'Text', language: 'es' });
    expect(screen.getByText('Texto de ejemplo')).toBeTruthy();
  });

  it('keeps the author’s formatting but not their scripts', () => {
    const { container } = renderField({
      elType: 'Text',
      properties: { value: '<p><strong>Bring your insurance card</strong><script>alert(1)</script></p>' },
    });
    expect(container.querySelector('strong')?.textContent).toBe('Bring your insurance card');
    expect(container.querySelector('script')).toBeNull();
  });
});

describe('Html', () => {
  it('strips scripts, event handlers and javascript: links', () => {
    const html =
      '<h4>Consent</h4><script>window.hacked = true</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">link</a>';
    const { container } = renderField({ elType: 'Html', properties: { value: html }, mode: 'form-viewer' });
    expect(container.querySelector('h4')?.textContent).toBe('Consent');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(sanitizeHtml('<svg onload="alert(1)"><script>1</script></svg>')).not.toMatch(/onload|script/);
  });

  it('marks an empty Html in the builder only', () => {
    renderField({ elType: 'Html', mode: 'form-builder' });
    expect(screen.getByText('HTML content')).toBeTruthy();
  });
});

describe('SectionHeader', () => {
  it('is a heading with its label; the builder names an unlabelled one', () => {
    renderField({ elType: 'SectionHeader', properties: { label: 'Medical history' }, mode: 'printable' });
    expect(screen.getByRole('heading', { name: 'Medical history' })).toBeTruthy();
    expect(screen.getAllByText('Medical history')).toHaveLength(1);
  });

  it('shows a placeholder heading in Spanish in the builder', () => {
    renderField({ elType: 'SectionHeader', mode: 'form-builder', language: 'es' });
    expect(screen.getByRole('heading', { name: 'Encabezado de sección' })).toBeTruthy();
  });
});

describe('PageBreak', () => {
  it('shows a marker in the builder and nothing when filling or viewing', () => {
    renderField({ elType: 'PageBreak', mode: 'form-builder' });
    expect(screen.getByText('Page break')).toBeTruthy();
    for (const mode of allModes.filter((m) => m !== 'form-builder')) {
      const { container, unmount } = renderField({ elType: 'PageBreak', mode });
      expect(container.textContent).toBe('');
      unmount();
    }
  });

  it('says Salto de página in Spanish', () => {
    renderField({ elType: 'PageBreak', mode: 'form-builder', language: 'es' });
    expect(screen.getByText('Salto de página')).toBeTruthy();
  });
});

describe('FormHeader', () => {
  it('shows the header HTML sanitised, and -- when empty', () => {
    const { container, unmount } = renderField({
      elType: 'FormHeader',
      value: '<p>Riverbend Health</p><img src="x" onerror="alert(1)">',
      mode: 'form-viewer',
    });
    expect(screen.getByText('Riverbend Health')).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    unmount();
    renderField({ elType: 'FormHeader', mode: 'printable' });
    expect(screen.getByText('--')).toBeTruthy();
  });

  it('previews where the header parts go in the builder', () => {
    renderField({ elType: 'FormHeader', mode: 'form-builder' });
    expect(screen.getByText('Date of birth')).toBeTruthy();
    expect(screen.getByText('Episode start date')).toBeTruthy();
  });
});

describe('Table', () => {
  const properties = {
    label: 'Latest vitals',
    columns: [
      { key: 'sign', label: 'Vital sign', class: 'cf-strong' },
      { key: 'value', label: 'Value' },
    ],
    items: [
      { sign: 'Pulse', value: 72 },
      { sign: 'Weight', value: null },
    ],
  };

  it('shows columns and items, -- for an empty cell, in every mode', () => {
    for (const mode of allModes) {
      const { unmount } = renderField({ elType: 'Table', properties, mode });
      expect(screen.getByRole('columnheader', { name: 'Vital sign' })).toBeTruthy();
      expect(screen.getByRole('cell', { name: '72' })).toBeTruthy();
      expect(screen.getByRole('cell', { name: '--' })).toBeTruthy();
      unmount();
    }
  });

  it('shows -- without items and explains itself in the builder', () => {
    const { unmount } = renderField({ elType: 'Table', properties: { ...properties, items: [] } });
    expect(screen.getByText('--')).toBeTruthy();
    unmount();
    renderField({ elType: 'Table', mode: 'form-builder' });
    expect(screen.getByText(/columns and items are computed/)).toBeTruthy();
  });
});

describe('styleFromCss', () => {
  it('reads declarations and drops the ones that would load something', () => {
    expect(styleFromCss('color: #333; margin-top: 4px; background: url(https://x.test/a.png)')).toEqual({
      color: '#333',
      marginTop: '4px',
    });
    expect(styleFromCss('')).toBeUndefined();
  });
});
