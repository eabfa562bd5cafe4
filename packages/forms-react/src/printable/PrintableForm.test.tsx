import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FormLanguageProvider } from '../i18n/formLanguage';
import { type FieldRenderer, registerFieldRenderer } from '../render/fieldRenderers';
import { lazyFieldRenderer } from '../render/lazyFieldRenderer';
import { FormStoreProvider } from '../store/FormStoreContext';
import { createFormStore } from '../store/formStore';
import { PrintableForm } from './PrintableForm';
import { pageBreak, testForm, testRow } from './printableTestForms';
import { registerTestRenderers } from './printableTestRenderer';

const threePages = testForm([
  testRow('Row1', [
    { id: 'TextInput1', elType: 'TextInput', properties: { label: 'First name' } },
    { id: 'TextInput2', elType: 'TextInput', properties: { label: 'Last name' } },
  ]),
  pageBreak('Row2'),
  testRow('Row3', [
    { id: 'Textarea1', elType: 'Textarea', properties: { label: 'Notes', eFormEditable: false } },
  ]),
  pageBreak('Row4'),
  testRow('Row5', [{ id: 'NumberInput1', elType: 'NumberInput', properties: { label: 'Age' } }]),
]);

function renderPrintable(content = threePages, results: Record<string, unknown> = {}) {
  return render(
    <FormStoreProvider store={createFormStore({ content, initialResults: results })}>
      <PrintableForm />
    </FormStoreProvider>,
  );
}

describe('PrintableForm', () => {
  beforeAll(() => registerTestRenderers());

  it('shows every page one after another, with no pager and no inputs', () => {
    const { container } = renderPrintable(threePages, {
      TextInput1: 'Alex',
      TextInput2: 'Rivera',
      Textarea1: 'Line one\nLine two',
    });
    const pages = container.querySelectorAll('section.cf-print-page');
    expect([...pages].map((page) => page.getAttribute('aria-label'))).toEqual([
      'Page 1 of 3',
      'Page 2 of 3',
      'Page 3 of 3',
    ]);
    expect(container.querySelectorAll('input, textarea, select, button')).toHaveLength(0);
    expect(screen.getByLabelText('First name').textContent).toBe('Alex');
    expect(screen.getByLabelText('Last name').textContent).toBe('Rivera');
    expect(screen.getByLabelText('Notes').textContent).toBe('Line one\nLine two');
    expect(screen.getByLabelText('Age').textContent).toBe('--');
    expect(screen.queryByText(/Prev|Next/)).toBeNull();
  });

  it('never shows the page-break rows themselves', () => {
    const { container } = renderPrintable();
    expect(container.querySelector('[data-component-id^="PageBreak"]')).toBeNull();
  });

  it('names the pages in the form language', () => {
    const { container } = render(
      <FormLanguageProvider value="es">
        <FormStoreProvider store={createFormStore({ content: threePages })}>
          <PrintableForm />
        </FormStoreProvider>
      </FormLanguageProvider>,
    );
    expect(container.querySelector('section')?.getAttribute('aria-label')).toBe('Página 1 de 3');
  });

  it('gives a one-page form no page names', () => {
    const { container } = renderPrintable(
      testForm([testRow('Row1', [{ id: 'TextInput1', elType: 'TextInput' }])]),
    );
    const pages = container.querySelectorAll('section.cf-print-page');
    expect(pages).toHaveLength(1);
    expect(pages[0]?.hasAttribute('aria-label')).toBe(false);
  });

  it('starts a new page at a page break nested in a column, as the viewer pages it', () => {
    const nested = testForm([
      testRow('Row1', [
        [
          testRow('Inner1', [{ id: 'TextInput1', elType: 'TextInput', properties: { label: 'Before' } }]),
          pageBreak('Inner2'),
          testRow('Inner3', [{ id: 'TextInput2', elType: 'TextInput', properties: { label: 'After' } }]),
        ],
        { id: 'TextInput3', elType: 'TextInput', properties: { label: 'Beside' } },
      ]),
    ]);
    const { container } = renderPrintable(nested);
    const pages = [...container.querySelectorAll('section.cf-print-page')];
    const labelsOn = (page: Element | undefined) =>
      [...(page?.querySelectorAll('label') ?? [])].map((label) => label.textContent);
    expect(pages.map((page) => page.getAttribute('aria-label'))).toEqual(['Page 1 of 2', 'Page 2 of 2']);
    expect(labelsOn(pages[0])).toEqual(['Before']);
    // The second column follows the break in the form, so it prints on the second sheet.
    expect(labelsOn(pages[1])).toEqual(['After', 'Beside']);
  });

  it('leaves out hidden components, rows left empty by them, and components hidden on view', () => {
    const content = testForm([
      testRow('Row1', [
        { id: 'TextInput1', elType: 'TextInput', properties: { label: 'Hidden', hidden: true } },
      ]),
      testRow('Row2', [
        { id: 'TextInput2', elType: 'TextInput', properties: { label: 'Edit only', hideOnView: true } },
        { id: 'TextInput3', elType: 'TextInput', properties: { label: 'Shown' } },
      ]),
    ]);
    const { container } = renderPrintable(content);
    expect(container.querySelectorAll('.cf-row')).toHaveLength(1);
    expect(screen.queryByText('Hidden')).toBeNull();
    expect(screen.queryByText('Edit only')).toBeNull();
    expect(screen.getByText('Shown')).toBeTruthy();
  });

  it('rules rows apart unless the form hides view separation lines', () => {
    const row = testRow('Row1', [{ id: 'TextInput1', elType: 'TextInput' }]);
    const lined = renderPrintable(testForm([row]));
    expect(lined.container.querySelector('.cf-print')?.hasAttribute('data-separation-lines')).toBe(true);
    lined.unmount();
    const plain = renderPrintable(testForm([row], true));
    expect(plain.container.querySelector('.cf-print')?.hasAttribute('data-separation-lines')).toBe(false);
  });

  it('reports ready once the lazily loaded renderers have arrived, at once without any', async () => {
    let arrive: (renderer: FieldRenderer) => void = () => {};
    const chunk = new Promise<FieldRenderer>((done) => {
      arrive = done;
    });
    registerFieldRenderer(
      'SlowPrintable',
      lazyFieldRenderer(() => chunk),
    );
    const onReady = vi.fn();
    const slowForm = testForm([
      testRow('Row1', [{ id: 'SlowPrintable1', elType: 'SlowPrintable', properties: { label: 'Slow' } }]),
    ]);
    render(
      <FormStoreProvider store={createFormStore({ content: slowForm })}>
        <PrintableForm onReady={onReady} />
      </FormStoreProvider>,
    );
    await act(async () => {});
    expect(onReady).not.toHaveBeenCalled();
    await act(async () => arrive(({ inputId }) => <output id={inputId}>Arrived</output>));
    expect(screen.getByLabelText('Slow').textContent).toBe('Arrived');
    expect(onReady).toHaveBeenCalledTimes(1);

    const plainReady = vi.fn();
    render(
      <FormStoreProvider store={createFormStore({ content: threePages })}>
        <PrintableForm onReady={plainReady} />
      </FormStoreProvider>,
    );
    await act(async () => {});
    expect(plainReady).toHaveBeenCalledTimes(1);
  });
});
