import './display.css';
import type { FieldRendererProps } from '../../render/fieldRenderers';
import { useDisplayTexts } from './displayTexts';
import { localizedDefault } from './localizedDefault';
import { SafeHtml } from './SafeHtml';

/** Text: static rich text, the same in every mode; its content is the `value` property. */
export function TextField({ properties, inputId }: FieldRendererProps) {
  const texts = useDisplayTexts();
  return (
    <SafeHtml
      id={inputId}
      className="cf-rich-text"
      html={localizedDefault(properties.value, 'Example text', texts.exampleText)}
    />
  );
}
