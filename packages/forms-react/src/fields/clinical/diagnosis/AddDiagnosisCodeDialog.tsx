import type { CoreClinicalIcdCode } from '@clinic/api-contract';
import { type DiagnosisModalErrors, diagnosisCategories, validateDiagnosisModal } from '@clinic/forms-core';
import { useEffect, useState } from 'react';
import { useDialogMessageText } from '../../../i18n/validationText';
import type { ClinicalDataClient, ClinicalLookupItem } from '../../../services/clinicalDataClient';
import { DialogActions } from '../../display/dialog/DialogActions';
import { ClinicalDialog } from '../ClinicalDialog';
import { useClinicalTexts } from '../clinicalTexts';
import { DialogField, useDialogFields } from '../DialogField';
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
  const messageText = useDialogMessageText();
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

  const fields = useDialogFields(errors, messageText);
  const { fieldId } = fields;

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
        <DialogField fields={fields} slot="icdCodeId" label={texts.icdCode} required wide>
          <SearchCombobox
            id={fieldId('icdCodeId')}
            search={(phrase) => client.searchIcdCodes(phrase)}
            optionKey={(code) => code.id}
            optionLabel={icdCodeLabel}
            selected={icdCode}
            onSelect={setIcdCode}
            invalid={fields.invalid('icdCodeId')}
            errorId={fields.errorId('icdCodeId')}
            required
          />
        </DialogField>
        <DialogField fields={fields} slot="status" label={texts.status}>
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
        </DialogField>
        <DialogField fields={fields} slot="category" label={texts.category}>
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
        </DialogField>
        <DialogField fields={fields} slot="activeFrom" label={texts.activeFrom}>
          <input
            id={fieldId('activeFrom')}
            className="cf-input"
            type="date"
            value={activeFrom}
            {...fields.invalidProps('activeFrom')}
            onChange={(event) => setActiveFrom(event.currentTarget.value)}
          />
        </DialogField>
        {resolved && (
          <DialogField fields={fields} slot="resolvedBy" label={texts.resolvedBy}>
            <input
              id={fieldId('resolvedBy')}
              className="cf-input"
              type="date"
              value={resolvedBy}
              min={activeFrom || undefined}
              {...fields.invalidProps('resolvedBy')}
              onChange={(event) => setResolvedBy(event.currentTarget.value)}
            />
          </DialogField>
        )}
        <DialogField fields={fields} slot="comments" label={texts.comments} wide>
          <textarea
            id={fieldId('comments')}
            className="cf-input"
            rows={3}
            value={comments}
            onChange={(event) => setComments(event.currentTarget.value)}
          />
        </DialogField>
      </div>
      <p className="cf-clinical-hint">{texts.hint}</p>
    </ClinicalDialog>
  );
}
