import { computedTextError, expressionCompletions, parseScript } from '@clinic/forms-core';
import { usePropertyEditorTexts } from '../properties/propertyEditorTexts';
import { useRuleFormComponents } from './ruleFormContext';

export interface ExpressionAssistProps {
  text: string;
  /** Where the caret is in the text; its end when unknown. */
  caret: number | null;
  /** A script (onChange, the form's script) rather than a property with `{{ }}`. */
  script: boolean;
  onChange: (text: string) => void;
}

/**
 * Under an advanced author's computed property or script: names to complete the one being typed
 * (component ids, the language's functions) and the expression language's own parse error.
 */
export function ExpressionAssist({ text, caret, script, onChange }: ExpressionAssistProps) {
  const texts = usePropertyEditorTexts();
  const components = useRuleFormComponents();
  const at = Math.min(caret ?? text.length, text.length);
  const ids = components.map((component) => component.id);
  const { from, items } = expressionCompletions(text, at, ids, script);
  const parsed = script && text.trim() !== '' ? parseScript(text) : null;
  const error = parsed ? (parsed.ok ? null : parsed.error) : script ? null : computedTextError(text);
  return (
    <>
      {items.length > 0 && (
        <fieldset className="cfb-suggestions">
          <legend className="cfb-visually-hidden">{texts.suggestions}</legend>
          {items.map((item) => (
            <button
              key={item.insert}
              type="button"
              className="cfb-button cfb-suggestion"
              onClick={() => onChange(`${text.slice(0, from)}${item.insert}${text.slice(at)}`)}
            >
              {item.insert}
            </button>
          ))}
        </fieldset>
      )}
      {error && (
        <p className="cf-error" role="status">
          {error.position === undefined
            ? error.message
            : texts.atCharacter(error.message, error.position + 1)}
        </p>
      )}
    </>
  );
}
