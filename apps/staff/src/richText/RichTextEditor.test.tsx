// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './RichTextEditor';

afterEach(() => cleanup());

const toolbar = () => screen.getByRole('toolbar', { name: 'Note formatting' });
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

function renderEditor(value: string, onChange = vi.fn()) {
  const view = render(
    <RichTextEditor id="note" label="Note" value={value} onChange={onChange} mentionItems={[]} />,
  );
  return { ...view, onChange };
}

// jsdom runs tiptap slowly on a busy machine: give each test room.
describe('RichTextEditor', { timeout: 20_000 }, () => {
  it('is a labelled multi-line text box showing "Write a note" while empty', () => {
    renderEditor('');
    const box = screen.getByRole('textbox', { name: 'Note' });
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.getAttribute('aria-placeholder')).toBe('Write a note');
    expect(box.querySelector('p.is-empty')?.getAttribute('data-placeholder')).toBe('Write a note');
  });

  it('is read-only and says so while disabled', () => {
    render(
      <RichTextEditor
        id="note"
        label="Note"
        value="<p>Hi</p>"
        onChange={vi.fn()}
        mentionItems={[]}
        disabled
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Note' });
    expect(box.getAttribute('contenteditable')).toBe('false');
    expect(box.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveProperty('disabled', true);
  });

  it('says which formats apply with aria-pressed, and toggles them', () => {
    const { onChange } = renderEditor('<p><strong>Bold start</strong> plain</p>');
    expect(pressed('Bold')).toBe('true');
    expect(pressed('Italic')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Italic' }));
    expect(pressed('Italic')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(pressed('Bold')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(pressed('Bulleted list')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><p><strong>Bold start</strong> plain</p></li></ul>');
  });

  it('has one Tab stop in the toolbar; arrows, Home and End move along it', () => {
    renderEditor('<p>Hi</p>');
    const buttons = screen.getAllByRole('button');
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    buttons[0]?.focus();
    fireEvent.keyDown(toolbar(), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Italic' }));
    fireEvent.keyDown(toolbar(), { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Link' }));
    fireEvent.keyDown(toolbar(), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-keyshortcuts')).toBe('Control+B');
  });

  it('shows sanitised HTML and takes a new value from outside without reporting it back', () => {
    const { container, rerender, onChange } = renderEditor(
      '<p>Hi<img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
    );
    expect(container.innerHTML).not.toMatch(/onerror|<script/);
    expect(screen.getByRole('textbox', { name: 'Note' }).textContent).toBe('Hi');
    rerender(
      <RichTextEditor id="note" label="Note" value="<p>Later</p>" onChange={onChange} mentionItems={[]} />,
    );
    expect(screen.getByRole('textbox', { name: 'Note' }).textContent).toBe('Later');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('links the selection from the link form, refusing what is not a web or mail address', () => {
    const { onChange } = renderEditor('<p>Clinic</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    expect(document.activeElement).toBe(address);
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toContain('web address');
    fireEvent.change(address, { target: { value: 'example.org' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('href="https://example.org"'));
  });
});
