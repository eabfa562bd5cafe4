import { type DocumentContext, formHeaderHtml } from '@clinic/forms-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLazyComponents } from '../../render/lazyComponent';
import { registerMediaAndDisplayFields } from '../registerMediaAndDisplayFields';
import { renderField } from './testing/renderField';

beforeAll(async () => {
  registerMediaAndDisplayFields();
  await loadLazyComponents();
});

const context: DocumentContext = {
  clinic: { name: 'Riverbend Health', logo: 'data:image/png;base64,iVBORw0KGgo=' },
  formName: 'Nota de evolución',
  patient: { firstName: 'Alex', lastName: 'Rivera', mrn: 'MRN-001', dateOfBirth: '1990-02-03' },
  episodeOfCare: { number: 'EOC-42', startDate: '2024-01-15' },
  effectiveDate: '2024-03-05',
};

/** The header's parts in order (each element's first class) and its labels. */
function partsOf(container: HTMLElement) {
  const header = container.querySelector('.cf-form-header');
  return {
    parts: [...(header?.querySelectorAll('[class]') ?? [])].map((element) => element.classList[0]),
    labels: [...(header?.querySelectorAll('dt') ?? [])].map((label) => label.textContent),
  };
}

describe('FormHeader', () => {
  it("shows the pipeline's header with its logo, and the builder previews the same parts", () => {
    const viewer = renderField({
      elType: 'FormHeader',
      value: formHeaderHtml(context, 'es'),
      mode: 'form-viewer',
      language: 'es',
    });
    expect(viewer.container.querySelector('img')?.getAttribute('src')).toBe(context.clinic?.logo);
    expect(viewer.container.textContent).toContain('Nota de evolución');
    const shown = partsOf(viewer.container);
    viewer.unmount();

    const builder = renderField({ elType: 'FormHeader', mode: 'form-builder', language: 'es' });
    expect(partsOf(builder.container)).toEqual(shown);
    expect(shown.parts).toEqual([
      'cf-form-header-logo',
      'cf-form-header-body',
      'cf-form-header-clinic',
      'cf-form-header-title',
      'cf-form-header-facts',
    ]);
    expect(shown.labels).toContain('Inicio del episodio');
  });
});
