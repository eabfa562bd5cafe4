import {
  assignPages,
  type ColumnNode,
  eachLayoutComponent,
  type FormContent,
  formContentSchema,
  pageCount,
  type RowNode,
} from '@clinic/forms-core';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FieldRendererProps, registerFieldRenderer } from '../render/fieldRenderers';
import { FormStoreProvider } from '../store/FormStoreContext';
import { createFormStore } from '../store/formStore';
import { useFieldValue, useSetFieldValue } from '../store/useField';
import { FormViewer } from './FormViewer';

/** Renders of each field since the last reset, to tell which fields a keystroke reached. */
const renders = new Map<string, number>();

function CountingTextField({ node, inputId }: FieldRendererProps) {
  renders.set(node.id, (renders.get(node.id) ?? 0) + 1);
  const value = useFieldValue<string>(node.id);
  const setValue = useSetFieldValue(node.id);
  return <input id={inputId} value={value ?? ''} onChange={(event) => setValue(event.currentTarget.value)} />;
}

type Child = ColumnNode['children'][number];

const component = (id: string, elType: string, properties: Record<string, unknown> = {}): Child => ({
  kind: 'component',
  id,
  elType,
  version: 1,
  page: 0,
  properties,
});
const input = (id: string, label: string, hidden?: string) =>
  component(id, 'TextInput', hidden ? { label, hidden } : { label });

/** A row of one column per list of children. */
const row = (id: string, columns: Child[][], properties: Record<string, unknown> = {}): RowNode => ({
  kind: 'row',
  id,
  version: 1,
  properties,
  columns: columns.map((children, index) => ({
    kind: 'column',
    id: `${id}Column${index + 1}`,
    version: 1,
    properties: { cols: 12 / columns.length },
    children,
  })),
});
const pageBreak = (id: string) => row(id, [[component(`PageBreak${id}`, 'PageBreak')]]);

/**
 * A form as the builder saves a page break dropped over a column (and as old forms may hold
 * one): a page-break row nested in the first column of a two-column row, then a top-level page
 * break, under a header row shown on every page (id suffix). Stored pages are all left at 0:
 * paging must not trust them.
 */
const content: FormContent = formContentSchema.parse({
  rows: [
    row('Header', [[input('TextInputHeader', 'Clinic')]], { idSuffix: 'header' }),
    row('Row1', [
      [input('TextInput1', 'Name'), pageBreak('Nested'), row('Row2', [[input('TextInput2', 'Allergies')]])],
      [input('TextInput3', 'Reaction', "TextInput2 == 'none'")],
    ]),
    pageBreak('Top'),
    row('Row4', [[input('TextInput4', 'Notes', "TextInput5 == 'skip'")]]),
    row('Row5', [[input('TextInput5', 'Signed by')]]),
  ],
});

/** What a user should find on each page: the header, then that page's own fields. */
const expectedPages = [
  ['TextInputHeader', 'TextInput1'],
  ['TextInputHeader', 'TextInput2', 'TextInput3'],
  ['TextInputHeader', 'TextInput4', 'TextInput5'],
];

function renderViewer() {
  const result = render(
    <FormStoreProvider store={createFormStore({ content })}>
      <FormViewer mode="form-submitter" />
    </FormStoreProvider>,
  );
  const shownIds = () =>
    [...result.container.querySelectorAll('[data-component-id]')].map((field) =>
      field.getAttribute('data-component-id'),
    );
  const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  const prev = () => fireEvent.click(screen.getByRole('button', { name: 'Prev' }));
  return { ...result, shownIds, next, prev };
}

describe('FormViewer with a page break nested in a column', () => {
  beforeAll(() => registerFieldRenderer('TextInput', CountingTextField));
  beforeEach(() => renders.clear());

  it('expects the pages forms-core gives: its page count, and each field on its assigned page', () => {
    expect(pageCount(content)).toBe(expectedPages.length);
    for (const { id, page, elType } of eachLayoutComponent(assignPages(content).rows)) {
      if (elType === 'PageBreak' || id === 'TextInputHeader') continue;
      expect(expectedPages[page]).toContain(id);
    }
  });

  it('shows each field on its own page only, the header on every page, and Prev and Next reach them all', () => {
    const { shownIds, next, prev } = renderViewer();
    const seenForward: Array<Array<string | null>> = [shownIds()];
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    for (const page of [2, 3]) {
      next();
      expect(screen.getByText(`Page ${page} of 3`)).toBeTruthy();
      seenForward.push(shownIds());
    }
    expect(seenForward).toEqual(expectedPages);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    const seenBack: Array<Array<string | null>> = [shownIds()];
    prev();
    seenBack.unshift(shownIds());
    prev();
    seenBack.unshift(shownIds());
    expect(seenBack).toEqual(expectedPages);
    expect((screen.getByRole('button', { name: 'Prev' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('never shows the page breaks themselves', () => {
    const { container, next } = renderViewer();
    for (let page = 0; page < 3; page += 1) {
      expect(container.querySelector('[data-component-id^="PageBreak"]')).toBeNull();
      if (page < 2) next();
    }
  });

  it('hides a field of the split row, and a whole row, live as values change', () => {
    const { container, shownIds, next } = renderViewer();
    next();
    fireEvent.change(screen.getByLabelText('Allergies'), { target: { value: 'none' } });
    expect(shownIds()).toEqual(['TextInputHeader', 'TextInput2']);
    fireEvent.change(screen.getByLabelText('Allergies'), { target: { value: 'pollen' } });
    expect(screen.getByLabelText('Reaction')).toBeTruthy();

    next();
    const rowCount = () => container.querySelectorAll('.cf-form > .cf-row').length;
    expect(rowCount()).toBe(3);
    fireEvent.change(screen.getByLabelText('Signed by'), { target: { value: 'skip' } });
    expect(screen.queryByLabelText('Notes')).toBeNull();
    expect(rowCount()).toBe(2);
    fireEvent.change(screen.getByLabelText('Signed by'), { target: { value: 'Dr. Lee' } });
    expect(screen.getByLabelText('Notes')).toBeTruthy();
  });

  it('re-renders only the field typed in, not the page around it', () => {
    renderViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    renders.clear();
    fireEvent.change(screen.getByLabelText('Allergies'), { target: { value: 'pollen' } });
    expect([...renders.keys()]).toEqual(['TextInput2']);
  });
});
