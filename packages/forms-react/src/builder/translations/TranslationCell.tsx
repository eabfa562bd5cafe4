import { keepsExpressions, type TranslatableText } from '@clinic/forms-core';
import { useId, useState } from 'react';
import { useTranslationsTexts } from './translationsTexts';

interface TranslationCellProps {
  text: TranslatableText;
  /** The field's accessible name ("Spanish: Smoker, Label"). */
  label: string;
  stored: string;
  /** A text to keep (blank: none); called when the field is left with a changed, acceptable text. */
  onCommit: (key: string, value: string) => void;
}

/**
 * One text's Spanish, saved when the field is left (one undo step per text, not per key); a text
 * that drops or adds `{{ }}` parts is not saved and says why.
 */
export function TranslationCell({ text, label, stored, onCommit }: TranslationCellProps) {
  const texts = useTranslationsTexts();
  const errorId = useId();
  const [draft, setDraft] = useState(stored);
  const [lastStored, setLastStored] = useState(stored);
  // Undo, redo and CSV imports change the stored text under the field.
  if (stored !== lastStored) {
    setLastStored(stored);
    setDraft(stored);
  }
  const refused = draft.trim() !== '' && !keepsExpressions(text.english, draft);
  return (
    <>
      <textarea
        className="cf-input cfb-translation-input"
        rows={text.kind === 'text' || text.kind === 'option' ? 1 : 3}
        value={draft}
        aria-label={label}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? errorId : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (!refused && draft.trim() !== stored.trim()) onCommit(text.key, draft.trim());
        }}
      />
      {refused && (
        <p id={errorId} className="cfb-field-error" role="alert">
          {texts.keepExpressions}
        </p>
      )}
    </>
  );
}
