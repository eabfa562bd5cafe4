import '../../display/display.css';
import {
  documentAuthorText,
  documentStatusText,
  formatDisplayDate,
  formatDisplayDateTime,
} from '@clinic/forms-core';
import { useState } from 'react';
import { useFormLanguage } from '../../../i18n/formLanguage';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { presentationOf } from '../../../render/presentation';
import type { DocumentPickerOption } from '../../../services/documentPickerSource';
import { useFormServices } from '../../../services/formServices';
import { useFieldValue, useSetFieldValue } from '../../../store/useField';
import { DisplayValueView } from '../../display/DisplayValueView';
import { useDisplayValue } from '../../display/useDisplayValue';
import { useDataTexts } from '../dataTexts';
import { pickedDocumentOf, pickedDocumentValue } from './pickedDocumentValue';
import { useDocumentOptions } from './useDocumentOptions';

function useStatusText(): (status: string | null | undefined) => string {
  const language = useFormLanguage();
  return (status) => documentStatusText(status, { language });
}

/** "03/15/2024 09:30 AM · Completed · Jane Doe, LCSW": the date is the effective date when shown, else creation. */
function optionText(
  option: Pick<DocumentPickerOption, 'createdAt' | 'effectiveDate' | 'status' | 'createdBy' | 'formName'>,
  showEffectiveDate: boolean,
  statusText: (status: string | null | undefined) => string,
): string {
  const date =
    showEffectiveDate && option.effectiveDate
      ? formatDisplayDate(option.effectiveDate)
      : formatDisplayDateTime(option.createdAt);
  return [option.formName, date, statusText(option.status), documentAuthorText(option.createdBy)]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Document Picker: picks one of the patient's documents of the chosen form (statuses listed in
 * excludeDocumentStatusesFromOptions are left out) and keeps it with its results.
 */
export function DocumentPickerField({
  node,
  mode,
  properties,
  editable,
  inputId,
  errorId,
  invalid,
}: FieldRendererProps) {
  const texts = useDataTexts();
  const statusText = useStatusText();
  const { documents } = useFormServices();
  const value = useFieldValue<unknown>(node.id);
  const setValue = useSetFieldValue(node.id);
  const [loadFailed, setLoadFailed] = useState(false);
  const presentation = presentationOf(mode, editable);
  const picked = pickedDocumentOf(value);
  const shown = useDisplayValue({ node, properties }, value);
  const showEffectiveDate = properties.showEffectiveDate === true;
  const formId =
    typeof properties.formId === 'string' || typeof properties.formId === 'number'
      ? String(properties.formId)
      : null;
  const excluded = Array.isArray(properties.excludeDocumentStatusesFromOptions)
    ? properties.excludeDocumentStatusesFromOptions.filter((s): s is string => typeof s === 'string')
    : [];
  const state = useDocumentOptions(documents, formId, excluded, presentation === 'edit');

  if (presentation === 'static') return <DisplayValueView id={inputId} value={shown} />;

  const options = state.status === 'ready' ? state.options : [];
  const pickedMissing = picked && !options.some((option) => option.id === String(picked.id));
  const message =
    presentation === 'preview'
      ? formId
        ? null
        : texts.noFormChosen
      : !documents
        ? texts.documentsNotHere
        : !formId
          ? texts.noFormChosen
          : state.status === 'loading'
            ? texts.loadingDocuments
            : state.status === 'error' || loadFailed
              ? texts.documentsUnavailable
              : state.status === 'ready' && options.length === 0 && !picked
                ? texts.noDocuments
                : null;

  const pick = (id: string) => {
    setLoadFailed(false);
    if (!id) return setValue(null);
    if (!documents) return;
    documents
      .loadDocument(id)
      .then((document) => setValue(pickedDocumentValue(document)))
      .catch((error: unknown) => {
        console.error('The document picker could not load the document.', error);
        setLoadFailed(true);
      });
  };

  return (
    <div className={presentation === 'preview' ? 'cf-document-picker cf-preview' : 'cf-document-picker'}>
      <select
        id={inputId}
        className="cf-input"
        value={picked ? String(picked.id) : ''}
        disabled={presentation === 'preview' || state.status !== 'ready'}
        aria-invalid={invalid || undefined}
        aria-describedby={
          [invalid ? errorId : '', message ? `${inputId}-status` : ''].filter(Boolean).join(' ') || undefined
        }
        aria-required={properties.required === true || undefined}
        onChange={(event) => pick(event.currentTarget.value)}
      >
        <option value="">{texts.selectDocument}</option>
        {picked && pickedMissing && (
          <option value={String(picked.id)}>
            {optionText(
              { ...picked, status: picked.status ?? '', createdAt: picked.createdAt ?? '' },
              showEffectiveDate,
              statusText,
            )}
          </option>
        )}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {optionText(option, showEffectiveDate, statusText)}
          </option>
        ))}
      </select>
      {message && (
        <p id={`${inputId}-status`} className="cf-hint" role="status">
          {message}
        </p>
      )}
    </div>
  );
}
