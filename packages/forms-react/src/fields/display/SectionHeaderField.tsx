import './display.css';
import type { FieldRendererProps } from '../../render/fieldRenderers';
import { presentationOf } from '../../render/presentation';
import { useDisplayTexts } from './displayTexts';

/** SectionHeader: a heading showing its label, with a rule under it. */
export function SectionHeaderField({ properties, mode, editable, inputId }: FieldRendererProps) {
  const texts = useDisplayTexts();
  const label = typeof properties.label === 'string' ? properties.label : '';
  const shown = label || (presentationOf(mode, editable) === 'preview' ? texts.sectionHeader : '');
  if (!shown) return null;
  return (
    <h3 id={inputId} className="cf-section-header">
      {shown}
    </h3>
  );
}

// The heading is the label: the field chrome must not show it a second time.
SectionHeaderField.ownsLabel = true;
