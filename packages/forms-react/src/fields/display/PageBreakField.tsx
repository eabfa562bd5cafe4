import './display.css';
import type { FieldRendererProps } from '../../render/fieldRenderers';
import { presentationOf } from '../../render/presentation';
import { useDisplayTexts } from './displayTexts';

/** PageBreak: a marker in the builder; filling and viewing show pages instead, so nothing here. */
export function PageBreakField({ mode, editable }: FieldRendererProps) {
  const texts = useDisplayTexts();
  if (presentationOf(mode, editable) !== 'preview') return null;
  return (
    <div className="cf-page-break">
      <span>{texts.pageBreak}</span>
    </div>
  );
}
