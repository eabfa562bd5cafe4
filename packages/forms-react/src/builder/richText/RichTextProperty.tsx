import { isEmptyRichText } from '@clinic/forms-core';
import { useId } from 'react';
import { type RichTextEditorProps, useBuilderRichText } from './richTextEditor';

export interface RichTextPropertyProps {
  label: string;
  value: unknown;
  onChange: (html: string) => void;
  /** Whether the property is computed: only then do `{{ }}` mentions show values. */
  computed: boolean;
  disabled?: boolean;
}

const noMentions: RichTextEditorProps['mentionItems'] = [];

/**
 * A rich-text property: the host's editor when one is injected (FormBuilder `richTextEditor`),
 * else a plain textarea of HTML, so forms-react itself carries no editor library.
 */
export function RichTextProperty({ label, value, onChange, computed, disabled }: RichTextPropertyProps) {
  const id = useId();
  const { Editor, mentionItems } = useBuilderRichText();
  const html = typeof value === 'string' ? value : '';
  if (Editor) {
    return (
      <div className="cf-field">
        <Editor
          id={id}
          label={label}
          value={html}
          onChange={onChange}
          mentionItems={computed ? mentionItems : noMentions}
          disabled={disabled}
        />
      </div>
    );
  }
  return (
    <div className="cf-field">
      <label htmlFor={id} className="cf-label">
        {label}
      </label>
      <textarea
        id={id}
        className="cf-input"
        rows={3}
        value={html}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        // Markup showing nothing is stored as '' once the author leaves the field (forms.md:
        // "empty rich text submit ignored"); not while typing, when '<p>' is on its way to text.
        onBlur={() => {
          if (html !== '' && isEmptyRichText(html)) onChange('');
        }}
      />
    </div>
  );
}
