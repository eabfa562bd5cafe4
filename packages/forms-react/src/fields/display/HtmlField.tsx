import './display.css';
import type { FieldRendererProps } from '../../render/fieldRenderers';
import { presentationOf } from '../../render/presentation';
import { useDisplayTexts } from './displayTexts';
import { SanitizedHtml } from './SanitizedHtml';
import { sanitizeHtml } from './sanitizeHtml';

/** Html: the author's HTML, sanitised, in every mode; the builder marks an empty one. */
export function HtmlField({ properties, mode, editable, inputId }: FieldRendererProps) {
  const texts = useDisplayTexts();
  if (presentationOf(mode, editable) === 'preview' && sanitizeHtml(properties.value) === '')
    return <p className="cf-preview-placeholder">{texts.htmlPreview}</p>;
  return <SanitizedHtml id={inputId} className="cf-rich-text" html={properties.value} />;
}
