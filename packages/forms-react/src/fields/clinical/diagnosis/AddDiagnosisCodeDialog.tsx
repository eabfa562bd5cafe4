import type { CoreClinicalIcdCode } from '@clinic/api-contract';
import { type DiagnosisModalErrors, diagnosisCategories, validateDiagnosisModal } from '@clinic/forms-core';
import { useEffect, useId, useState } from 'react';
import { useValidationText } from '../../../i18n/validationText';
import type { ClinicalDataClient, ClinicalLookupItem } from '../../../services/clinicalDataClient';
import { DialogActions } from '../../display/dialog/DialogActions';
import { ClinicalDialog } from '../ClinicalDialog';
import { useClinicalTexts } from '../clinicalTexts';
import { SearchCombobox } from '../SearchCombobox';
import { type DiagnosisCategory, type DiagnosisRow, icdCodeLabel, RESOLVED_STATUS } from './diagnosisRows';
import { useDiagnosisTexts } from './diagnosisTexts';

export interface AddDiagnosisCodeDialogProps {
  client: ClinicalDataClient;
  onAdd: (row: DiagnosisRow) => void;
  onClose: () => void;
}

/**
 * The "Add Diagnosis Code" modal: an ICD search (3 characters, 1000 ms pause), status,
 * category, Active From, Resolved by (for status Resolved) and comments. The row is added to
 * the form only: the patient's profile does not change.
 */
export function AddDiagnosisCodeDialog({ client, onAdd, onClose }: AddDiagnosisCodeDialogProps) {
  const texts = useDiagnosisTexts();
  const common = useClinicalTexts();
  const validationText = useValidationText();
  const ids = useId();
  const [icdCode, setIcdCode] = useState<CoreClinicalIcdCode | null>(null);
  const [statuses, setStatuses] = useState<ClinicalLookupItem[]>([]);
  const [statusId, setStatusId] = useState('');
  const [category, setCategory] = useState<DiagnosisCategory>('Primary');
  const [activeFrom, setActiveFrom] = useState('');
  const [resolvedBy, setResolvedBy] = useState('');
  const [comments, setComments] = useState('');
  const [errors, setErrors] = useState<DiagnosisModalErrors>({});

  useEffect(() => {
    let current = true;
    client.listDiagnosisStatuses().then(
      (items) => {
        if (!current) return;
        setStatuses(items);
        setStatusId(
          (chosen) => chosen || (items.find((item) => item.name === 'Active') ?? items[0])?.id || '',
        );
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [client]);

  const status = statuses.find((item) => item.id === statusId) ?? null;
  const resolved = status?.name === RESOLVED_STATUS;

  const save = () => {
    const found = validateDiagnosisModal({
      icdCodeId: icdCode?.id,
      status: status?.name,
      activeFrom,
      resolvedBy,
      comments,
    });
    setErrors(found);
    if (!icdCode || Object.keys(found).length > 0) return;
    onAdd({
      id: null,
      icdCode,
      code: icdCodeLabel(icdCode),
      description: comments.trim(),
      status: status ? { id: status.id, name: status.name, color: status.color ?? null } : null,
      resolvedBy: resolved && resolvedBy ? resolvedBy : null,
      activeFrom: activeFrom || null,
      category,
    });
    onClose();
  };

  const fieldId = (name: string) => `${ids}-${name}`;
  const errorOf = (name: keyof DiagnosisModalErrors) =>
    errors[name] ? (
      <p id={fieldId(`${name}-error`)} className="cf-error" role="alert">
        {validationText(errors[name])}
      </p>
    ) : null;

  return (
    <ClinicalDialog
      title={texts.dialogTitle}
      onClose={onClose}
      footer={
        <DialogActions
          cancelLabel={common.cancel}
          onCancel={onClose}
          confirmLabel={common.save}
          onConfirm={save}
        />
      }
    >
      <div className="cf-dialog-grid">
        <div className="cf-field cf-dialog-wide">
          <label className="cf-label" htmlFor={fieldId('icd')}>
            {texts.icdCode}
            <span className="cf-required" aria-hidden="true">
              {' *'}
            </span>
          </label>
          <SearchCombobox
            id={fieldId('icd')}
            search={(phrase) => client.searchIcdCodes(phrase)}
            optionKey={(code) => code.id}
            optionLabel={icdCodeLabel}
            selected={icdCode}
            onSelect={setIcdCode}
            invalid={Boolean(errors.icdCodeId)}
            errorId={fieldId('icdCodeId-error')}
            required
          />
          {errorOf('icdCodeId')}
        </div>
        <div className="cf-field">
          <label className="cf-label" htmlFor={fieldId('status')}>
            {texts.status}
          </label>
          <select
            id={fieldId('status')}
            className="cf-input"
            value={statusId}
            onChange={(event) => setStatusId(event.currentTarget.value)}
          >
            <option value="">{texts.chooseStatus}</option>
            {statuses.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <div className="cf-field">
          <label className="cf-label" htmlFor={fieldId('category')}>
            {texts.category}
          </label>
          <select
            id={fieldId('category')}
            className="cf-input"
            value={category}
            onChange={(event) => setCategory(event.currentTarget.value as DiagnosisCategory)}
          >
            {diagnosisCategories.map((item) => (
              <option key={item} value={item}>
                {texts[item]}
              </option>
            ))}
          </select>
        </div>
        <div className="cf-field">
          <label className="cf-label" htmlFor={fieldId('activeFrom')}>
            {texts.activeFrom}
          </label>
          <input
            id={fieldId('activeFrom')}
            className="cf-input"
            type="date"
            value={activeFrom}
            aria-invalid={errors.activeFrom ? true : undefined}
            aria-describedby={errors.activeFrom ? fieldId('activeFrom-error') : undefined}
            onChange={(event) => setActiveFrom(event.currentTarget.value)}
          />
          {errorOf('activeFrom')}
        </div>
        {resolved && (
          <div className="cf-field">
            <label className="cf-label" htmlFor={fieldId('resolvedBy')}>
              {texts.resolvedBy}
            </label>
            <input
              id={fieldId('resolvedBy')}
              className="cf-input"
              type="date"
              value={resolvedBy}
              min={activeFrom || undefined}
              aria-invalid={errors.resolvedBy ? true : undefined}
              aria-describedby={errors.resolvedBy ? fieldId('resolvedBy-error') : undefined}
              onChange={(event) => setResolvedBy(event.currentTarget.value)}
            />
            {errorOf('resolvedBy')}
          </div>
        )}
        <div className="cf-field cf-dialog-wide">
          <label className="cf-label" htmlFor={fieldId('comments')}>
            {texts.comments}
          </label>
          <textarea
            id={fieldId('comments')}
            className="cf-input"
            rows={3}
            value={comments}
            onChange={(event) => setComments(event.currentTarget.value)}
          />
        </div>
      </div>
      <p className="cf-clinical-hint">{texts.hint}</p>
    </ClinicalDialog>
  );
}
