// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { editorHtml } from './editorHtml';
import { createMentionMenu } from './mentionMenu';
import { richTextExtensions } from './richTextExtensions';
import { sanitizeRichText } from './sanitizeRichText';

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

function editorWith(content: string) {
  const menu = createMentionMenu(() => []);
  const editor = new Editor({
    element: document.createElement('div'),
    extensions: richTextExtensions({
      placeholder: 'Write a note',
      suggestion: menu.suggestion,
      shortcuts: { openLink: () => undefined, focusToolbar: () => undefined },
    }),
    content,
  });
  editors.push(editor);
  return editor;
}

describe('rich text content', { timeout: 20_000 }, () => {
  it('saves an editor holding only empty paragraphs as empty', () => {
    for (const blank of ['', '<p></p>', '<p>   </p>', '<p><br></p><p></p>']) {
      expect(editorHtml(editorWith(blank))).toBe('');
    }
    expect(editorHtml(editorWith('<p>Hi <strong>there</strong></p>'))).toBe(
      '<p>Hi <strong>there</strong></p>',
    );
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const dirty =
      '<p>Hi<img src="x" onerror="alert(1)"><a href="javascript:alert(2)">x</a></p><script>alert(3)</script>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/onerror|script|javascript:/);
    expect(clean).toContain('<img src="x">');
    const stored = editorHtml(editorWith(dirty));
    expect(stored).not.toMatch(/onerror|script|javascript:|<img/);
    expect(stored).toContain('Hi');
  });

  it('stores a mention as a span holding its expression and reads it back', () => {
    const html =
      '<p>Dear <span data-type="mention" data-id="TextInput1" data-label="Nickname">{{data.TextInput1}}</span></p>';
    const editor = editorWith(html);
    const stored = editorHtml(editor);
    expect(stored).toContain('data-id="TextInput1"');
    expect(stored).toContain('data-label="Nickname"');
    expect(stored).toContain('>{{data.TextInput1}}</span>');
    expect(editorHtml(editorWith(stored))).toBe(stored);
    // A mention alone is content, not a blank editor.
    expect(editorHtml(editorWith(html.replace('Dear ', '')))).not.toBe('');
  });
});
