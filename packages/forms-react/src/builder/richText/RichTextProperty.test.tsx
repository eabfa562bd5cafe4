import type { CataloguePropertyMeta } from '@clinic/forms-core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { BuilderUser } from '../builderUser';
import { FormBuilder } from '../FormBuilder';
import { oneColumnForm } from '../oneColumnForm.testing';
import { PropertyField } from '../properties/PropertyField';
import { BuilderRichTextContext, type RichTextEditorProps } from './richTextEditor';

const meta: CataloguePropertyMeta = {
  name: 'value',
  kind: 'richText',
  label: 'Text',
  default: '',
  modes: ['basic', 'advanced'],
  computed: true,
  nullable: false,
  section: 'general',
};

/** A stand-in for the host's editor: shows what it was given. */
function FakeEditor({ id, label, value, onChange, mentionItems }: RichTextEditorProps) {
  return (
    <div>
      <span id={`${id}-l`}>{label}</span>
      <input aria-labelledby={`${id}-l`} value={value} readOnly />
      <output data-testid="mentions">{mentionItems.map((item) => item.expression).join(' ')}</output>
      <button type="button" onClick={() => onChange('<p><strong>Hi</strong></p>')}>
        Type
      </button>
    </div>
  );
}

// The builder is a large tree for jsdom's role queries: give each test room.
describe('rich-text properties', { timeout: 30_000 }, () => {
  it('fall back to a labelled textarea of HTML; markup showing nothing is stored as empty', () => {
    const onChange = vi.fn();
    const { rerender } = render(<PropertyField meta={meta} value="<p>Hello</p>" onChange={onChange} />);
    const textarea = screen.getByLabelText('Text');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveProperty('value', '<p>Hello</p>');
    fireEvent.change(textarea, { target: { value: '<p>Hi</p>' } });
    expect(onChange).toHaveBeenLastCalledWith('<p>Hi</p>');
    onChange.mockClear();
    fireEvent.blur(textarea);
    expect(onChange).not.toHaveBeenCalled();
    rerender(<PropertyField meta={meta} value="<p>&nbsp;</p>" onChange={onChange} />);
    fireEvent.blur(screen.getByLabelText('Text'));
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('use the injected editor with the mention items', () => {
    const onChange = vi.fn();
    const mentionItems = [
      { id: 'TextInput1', label: 'Name', expression: '{{data.TextInput1}}', group: 'field' as const },
    ];
    const { rerender } = render(
      <BuilderRichTextContext.Provider value={{ Editor: FakeEditor, mentionItems }}>
        <PropertyField meta={meta} value="<p>Hello</p>" onChange={onChange} />
      </BuilderRichTextContext.Provider>,
    );
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveProperty('value', '<p>Hello</p>');
    expect(screen.getByTestId('mentions').textContent).toBe('{{data.TextInput1}}');
    fireEvent.click(screen.getByRole('button', { name: 'Type' }));
    expect(onChange).toHaveBeenCalledWith('<p><strong>Hi</strong></p>');
    // A property that is not computed would show a mention's braces, so it offers none.
    rerender(
      <BuilderRichTextContext.Provider value={{ Editor: FakeEditor, mentionItems }}>
        <PropertyField meta={{ ...meta, computed: false }} value="" onChange={onChange} />
      </BuilderRichTextContext.Provider>,
    );
    expect(screen.getByTestId('mentions').textContent).toBe('');
  });

  it('get the form fields and the host context as mentions in the builder, for advanced users only', () => {
    const content = oneColumnForm([
      { id: 'TextInput1', elType: 'TextInput', properties: { label: 'Name' } },
      { id: 'Text1', elType: 'Text', properties: { value: 'Hello' } },
    ]);
    const context = [{ id: 'mrn', label: 'MRN', expression: '{{form.mrn}}', group: 'context' as const }];
    function Harness({ user }: { user: BuilderUser }) {
      const [value, setValue] = useState(content);
      return (
        <FormBuilder
          content={value}
          onChange={setValue}
          user={user}
          richTextEditor={FakeEditor}
          contextMentions={context}
        />
      );
    }
    const { unmount } = render(<Harness user={{ roles: ['techStaff'], advancedOptions: false }} />);
    fireEvent.click(screen.getByRole('button', { name: /^Edit .*\(Text1\)$/ }));
    expect(screen.getByTestId('mentions').textContent).toBe('{{data.TextInput1}} {{form.mrn}}');
    fireEvent.click(screen.getByRole('button', { name: 'Type' }));
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveProperty(
      'value',
      '<p><strong>Hi</strong></p>',
    );
    unmount();
    render(<Harness user={{ roles: ['staff'], advancedOptions: false }} />);
    fireEvent.click(screen.getByRole('button', { name: /^Edit .*\(Text1\)$/ }));
    expect(screen.getByRole('textbox', { name: 'Text' })).toBeTruthy();
    expect(screen.getByTestId('mentions').textContent).toBe('');
  });
});
