import { fillText, useInputTexts } from './inputTexts';
import { numberProperty } from './propertyReaders';

/** The field's length limit, or null when it has none. */
export function lengthLimit(properties: Readonly<Record<string, unknown>>): number | null {
  const maxLength = numberProperty(properties, 'maxLength');
  return maxLength === null || maxLength <= 0 ? null : maxLength;
}

/** "N characters left" under a text field with a maxLength, so the limit is never a surprise. */
export function LengthCounter({
  properties,
  text,
}: {
  properties: Readonly<Record<string, unknown>>;
  text: string;
}) {
  const texts = useInputTexts();
  const maxLength = lengthLimit(properties);
  if (maxLength === null) return null;
  return (
    <p className="cf-hint cf-counter">
      {fillText(texts.charactersLeft, { n: Math.max(0, maxLength - text.length) })}
    </p>
  );
}
