import './display.css';
import { EMPTY_VALUE_TEXT, formHeaderParts, formHeaderTexts } from '@clinic/forms-core';
import { type FormLanguage, useFormLanguage } from '../../i18n/formLanguage';
import type { FieldRendererProps } from '../../render/fieldRenderers';
import { presentationOf } from '../../render/presentation';
import { useFieldValue } from '../../store/useField';
import { SanitizedHtml } from './SanitizedHtml';
import { sanitizeHtml } from './sanitizeHtml';

/**
 * Form Header: rich HTML the document pipeline builds from the records (forms-core's
 * formHeaderHtml: logo, clinic and form name, effective date, patient name, MRN, EOC number,
 * date of birth, episode start date), shown sanitised. The builder previews the same parts.
 */
export function FormHeaderField({ node, mode, editable, inputId }: FieldRendererProps) {
  const language = useFormLanguage();
  const value = useFieldValue<unknown>(node.id);
  if (presentationOf(mode, editable) === 'preview')
    return <FormHeaderPreview id={inputId} language={language} />;
  if (sanitizeHtml(value) === '')
    return (
      <output id={inputId} className="cf-static">
        {EMPTY_VALUE_TEXT}
      </output>
    );
  return <SanitizedHtml id={inputId} className="cf-form-header" html={value} />;
}

/** The generated header's structure and classes, with placeholders where a document's values go. */
function FormHeaderPreview({ id, language }: { id: string; language: FormLanguage }) {
  const texts = formHeaderTexts[language];
  const { facts } = formHeaderParts({}, language);
  return (
    <div id={id} className="cf-form-header cf-form-header-preview">
      <span className="cf-form-header-logo cf-form-header-logo-placeholder">{texts.logo}</span>
      <div className="cf-form-header-body">
        <p className="cf-form-header-clinic">{texts.clinicName}</p>
        <p className="cf-form-header-title">{texts.formName}</p>
        <dl className="cf-form-header-facts">
          {facts.map(({ label, value }) => (
            <div key={label}>
              <dt>{label}</dt> <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
