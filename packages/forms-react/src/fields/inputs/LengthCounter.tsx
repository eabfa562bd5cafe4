import { fillText, useInputTexts } from './inputTexts';
import { numberProperty } from './propertyReaders';

/** "N characters left" under a text field with a maxLength, so the limit is never a surprise. */
export function LengthCounter({
  properties,
  text,
}: {
  properties: Readonly<Record<string, unknown>>;
  text: string;
}) {
  const texts = useInputTexts();
  const maxLength = numberProperty(properties, 'maxLength');
  if (maxLength === null || maxLength <= 0) return null;
  return (
    <p className="cf-hint cf-counter">
      {fillText(texts.charactersLeft, { n: Math.max(0, maxLength - text.length) })}
    </p>
  );
}
