// @vitest-environment jsdom
import type { RichTextMentionItem } from '@clinic/forms-react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { afterEach, describe, expect, it } from 'vitest';
import { contextMentions } from './contextMentions';
import { editorHtml } from './editorHtml';
import { MentionMenu } from './MentionMenu';
import { createMentionMenu } from './mentionMenu';
import { richTextExtensions } from './richTextExtensions';

const fields: RichTextMentionItem[] = [
  { id: 'TextInput1', label: 'Nickname', expression: '{{data.TextInput1}}', group: 'field' },
  { id: 'TextInput2', label: 'Pharmacy', expression: '{{data.TextInput2}}', group: 'field' },
];

// jsdom has no layout: ProseMirror measures ranges when it scrolls the caret into view.
Range.prototype.getClientRects = () =>
  ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

let editor: Editor | null = null;
afterEach(() => {
  cleanup();
  editor?.destroy();
  editor = null;
});

function setUp(items: readonly RichTextMentionItem[]) {
  const menu = createMentionMenu(() => items);
  const element = document.createElement('div');
  document.body.append(element);
  const created = new Editor({
    element,
    extensions: richTextExtensions({
      placeholder: 'Write a note',
      suggestion: menu.suggestion,
      shortcuts: { openLink: () => undefined, focusToolbar: () => undefined },
    }),
    content: '<p>Dear</p>',
  });
  editor = created;
  render(<MentionMenu editor={created} menu={menu} listboxId="mentions" />);
  // Typed at the end of the text, as a transaction (jsdom has no layout for focus and scrolling).
  const type = (text: string) =>
    act(() => {
      const { state } = created.view;
      created.view.dispatch(state.tr.setSelection(TextSelection.atEnd(state.doc)).insertText(text));
    });
  const press = (key: string) =>
    act(() => {
      created.view.someProp('handleKeyDown', (handle) =>
        handle(created.view, new KeyboardEvent('keydown', { key })),
      );
    });
  return { editor: created, type, press };
}

describe('mentions', { timeout: 20_000 }, () => {
  it('lists fields and patient values after @ as a listbox the text drives by keyboard', async () => {
    const { editor: e, type, press } = setUp([...fields, ...contextMentions()]);
    await type(' @');
    const listbox = await screen.findByRole('listbox', { name: 'Fields and patient values' });
    expect(screen.getByRole('group', { name: 'Form fields' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Patient and document' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('aria-label'))).toEqual([
      'Nickname',
      'Pharmacy',
      'Patient name',
      'MRN',
      'Date of birth',
      'EOC number',
      'Effective date',
    ]);
    expect(e.view.dom.getAttribute('aria-controls')).toBe(listbox.id);
    expect(e.view.dom.getAttribute('aria-activedescendant')).toBe('mentions-0');
    await press('ArrowDown');
    expect(screen.getByRole('option', { name: 'Pharmacy' }).getAttribute('aria-selected')).toBe('true');
    expect(e.view.dom.getAttribute('aria-activedescendant')).toBe('mentions-1');
    await press('ArrowUp');
    await press('ArrowUp');
    expect(screen.getByRole('option', { name: 'Effective date' }).getAttribute('aria-selected')).toBe('true');
    await press('Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(e.view.dom.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('filters by what follows @ and inserts the chosen field as a mention of its value', async () => {
    const { editor: e, type, press } = setUp(fields);
    await type(' @pha');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    // The insertion collapses the page's selection, which jsdom needs to have.
    document.getSelection()?.collapse(e.view.dom, 0);
    await press('Enter');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(editorHtml(e)).toContain('data-id="TextInput2"');
    expect(editorHtml(e)).toContain('>{{data.TextInput2}}</span>');
    expect(e.view.dom.querySelector('.rte-mention')?.textContent).toBe('@Pharmacy');
  });

  it('inserts an option on click, and says when nothing matches', async () => {
    const { editor: e, type } = setUp(fields);
    await type(' @zzz');
    await screen.findByText('No matching field');
    const end = e.state.doc.content.size - 1;
    await act(() => {
      e.view.dispatch(e.state.tr.delete(end - 3, end));
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Nickname' }));
    expect(editorHtml(e)).toContain('{{data.TextInput1}}');
  });

  it('leaves @ as plain text when there is nothing to mention', async () => {
    const { editor: e, type } = setUp([]);
    await type(' @Nick');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(editorHtml(e)).toBe('<p>Dear @Nick</p>');
  });
});
