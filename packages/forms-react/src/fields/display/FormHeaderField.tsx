import './display.css';
import { EMPTY_VALUE_TEXT } from '@clinic/forms-core';
import type { FieldRendererProps } from '../../render/fieldRenderers';
import { presentationOf } from '../../render/presentation';
import { useFieldValue } from '../../store/useField';
import { useDisplayTexts } from './displayTexts';
import { SanitizedHtml } from './SanitizedHtml';
import { sanitizeHtml } from './sanitizeHtml';

/**
 * Form Header: rich HTML the host builds for the document (logo, form name, effective date,
 * patient name, MRN and EOC number, date of birth, episode start date), shown sanitised. The
 * builder previews where each part goes.
 */
export function FormHeaderField({ node, mode, editable, inputId }: FieldRendererProps) {
  const texts = useDisplayTexts();
  const value = useFieldValue<unknown>(node.id);
  if (presentationOf(mode, editable) === 'preview') {
    return (
      <div id={inputId} className="cf-form-header cf-form-header-preview">
        <span className="cf-form-header-logo">{texts.formHeaderLogo}</span>
        <div>
          <strong>{texts.formHeaderFormName}</strong>
          <dl className="cf-form-header-facts">
            {[
              texts.formHeaderEffectiveDate,
              `${texts.formHeaderPatient} / ${texts.formHeaderMrn} / ${texts.formHeaderEoc}`,
              texts.formHeaderDateOfBirth,
              texts.formHeaderEpisodeStart,
            ].map((fact) => (
              <div key={fact}>
                <dt>{fact}</dt>
                <dd>{EMPTY_VALUE_TEXT}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    );
  }
  if (sanitizeHtml(value) === '')
    return (
      <output id={inputId} className="cf-static">
        {EMPTY_VALUE_TEXT}
      </output>
    );
  return <SanitizedHtml id={inputId} className="cf-form-header" html={value} />;
}
