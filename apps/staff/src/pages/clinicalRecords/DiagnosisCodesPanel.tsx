import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import '../../components/selectStyles';
import {
  type CoreClinicalDiagnosisCategory,
  type CoreClinicalDiagnosisCode,
  coreClinicalDiagnosisCategories,
} from '@clinic/api-contract';
import { Badge, Button, Select, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorBeyondFields, fieldErrorOf } from '../../api/fieldErrorOf';
import { apiRequest } from '../../api/httpClient';
import { useLookup } from '../../api/queries/referenceQueries';
import { useApiMutation } from '../../api/useApiMutation';
import { FormModal } from '../../components/FormModal';
import { formatDate } from '../../format/formatDate';
import { clinicalKeys, useDiagnosisCodes } from './clinicalCalls';
import { clinicalTexts as texts } from './clinicalTexts';
import { IcdCodeSelect } from './IcdCodeSelect';
import { LookupSelect } from './LookupSelect';
import { type EpisodeScope, type RecordModalProps, RecordsPanel } from './RecordsPanel';
import { useRecordSave } from './useRecordSave';

const RESOLVED = 'Resolved';

/** Whether the chosen status is "Resolved", which reveals the Resolved by date (forms.md section 4). */
function useIsResolved(statusId: string | null): boolean {
  const statuses = useLookup('DiagnosisCodeStatus').data ?? [];
  return statuses.find((status) => status.id === statusId)?.name === RESOLVED;
}

/** The episode's diagnosis codes, sorted by the server (category, then ICD code). */
export function DiagnosisCodesPanel(scope: EpisodeScope) {
  const [changing, setChanging] = useState<CoreClinicalDiagnosisCode | null>(null);
  return (
    <>
      <RecordsPanel
        title={texts.diagnosisTitle}
        addLabel={texts.addDiagnosis}
        resource="DiagnosisCodes"
        scope={scope}
        query={useDiagnosisCodes(scope.patientId, scope.episodeId)}
        nameOf={(row) => row.icdCode.code}
        columns={[
          { header: texts.category, cell: (row) => row.category },
          { header: texts.icdCode, cell: (row) => row.code },
          {
            header: texts.status,
            cell: (row) =>
              row.status ? (
                <Badge w={110} color={row.status.color ?? 'gray'}>
                  {row.status.name}
                </Badge>
              ) : (
                '--'
              ),
          },
          { header: texts.activeFrom, cell: (row) => formatDate(row.activeFrom) },
          { header: texts.resolvedBy, cell: (row) => formatDate(row.resolvedBy) },
          { header: texts.comments, cell: (row) => row.description || '--' },
        ]}
        extraActions={(row) => (
          <Button
            size="xs"
            variant="light"
            onClick={() => setChanging(row)}
            aria-label={`${texts.changeStatus} ${row.icdCode.code}`}
          >
            {texts.changeStatus}
          </Button>
        )}
        renderModal={(props) => <DiagnosisModal {...props} />}
      />
      {changing && (
        <ChangeStatusModal code={changing} patientId={scope.patientId} onClose={() => setChanging(null)} />
      )}
    </>
  );
}

function DiagnosisModal({
  record,
  onClose,
  patientId,
  episodeId,
}: RecordModalProps<CoreClinicalDiagnosisCode>) {
  const [icdCodeId, setIcdCodeId] = useState(record?.icdCode.id ?? null);
  const [statusId, setStatusId] = useState(record?.status?.id ?? null);
  const [activeFrom, setActiveFrom] = useState(record?.activeFrom ?? '');
  const [resolvedBy, setResolvedBy] = useState(record?.resolvedBy ?? '');
  const [comments, setComments] = useState(record?.description ?? '');
  const [category, setCategory] = useState<CoreClinicalDiagnosisCategory>(record?.category ?? 'Primary');
  const [missing, setMissing] = useState(false);
  const resolved = useIsResolved(statusId);
  const save = useRecordSave('DiagnosisCodes', patientId, record, onClose);
  const submit = () => {
    if (!icdCodeId) return setMissing(true);
    save.mutate({
      ...(record ? {} : { episodeOfCareId: episodeId }),
      icdCodeId,
      statusId,
      activeFrom: activeFrom || null,
      resolvedBy: resolved ? resolvedBy || null : null,
      comments: comments.trim(),
      category,
    });
  };
  return (
    <FormModal
      opened
      title={record ? texts.editDiagnosis : texts.addDiagnosis}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={errorBeyondFields(save.error, ['icdCodeId', 'activeFrom', 'resolvedBy'])}
    >
      <IcdCodeSelect
        value={icdCodeId}
        initial={record?.icdCode ?? null}
        onChange={(value) => {
          setIcdCodeId(value);
          setMissing(false);
        }}
        error={missing ? texts.required : fieldErrorOf(save.error, 'icdCodeId')}
      />
      <Select
        label={texts.category}
        data={[...coreClinicalDiagnosisCategories]}
        value={category}
        onChange={(value) => value && setCategory(value as CoreClinicalDiagnosisCategory)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <LookupSelect kind="DiagnosisCodeStatus" label={texts.status} value={statusId} onChange={setStatusId} />
      <TextInput
        type="date"
        label={texts.activeFrom}
        value={activeFrom}
        onChange={(event) => setActiveFrom(event.currentTarget.value)}
        error={fieldErrorOf(save.error, 'activeFrom')}
      />
      {resolved && (
        <TextInput
          type="date"
          label={texts.resolvedBy}
          value={resolvedBy}
          onChange={(event) => setResolvedBy(event.currentTarget.value)}
          error={fieldErrorOf(save.error, 'resolvedBy')}
        />
      )}
      <Textarea
        label={texts.comments}
        value={comments}
        maxLength={2000}
        autosize
        minRows={2}
        onChange={(event) => setComments(event.currentTarget.value)}
      />
    </FormModal>
  );
}

function ChangeStatusModal({
  code,
  patientId,
  onClose,
}: {
  code: CoreClinicalDiagnosisCode;
  patientId: string;
  onClose: () => void;
}) {
  const [statusId, setStatusId] = useState(code.status?.id ?? null);
  const [resolvedBy, setResolvedBy] = useState(code.resolvedBy ?? '');
  const [missing, setMissing] = useState(false);
  const resolved = useIsResolved(statusId);
  const change = useApiMutation(
    () =>
      apiRequest('PATCH', `/api/core/DiagnosisCodes/ChangeStatus/${code.id}`, {
        statusId,
        resolvedBy: resolved ? resolvedBy || null : null,
      }),
    [clinicalKeys.patient(patientId)],
    onClose,
  );
  return (
    <FormModal
      opened
      title={texts.changeStatusTitle(code.icdCode.code)}
      onClose={onClose}
      onSubmit={() => (statusId ? change.mutate(undefined) : setMissing(true))}
      busy={change.isPending}
      error={errorBeyondFields(change.error, ['resolvedBy'])}
    >
      <LookupSelect
        kind="DiagnosisCodeStatus"
        label={texts.status}
        value={statusId}
        onChange={(value) => {
          setStatusId(value);
          setMissing(false);
        }}
        required
        error={missing ? texts.required : undefined}
      />
      {resolved && (
        <TextInput
          type="date"
          label={texts.resolvedBy}
          value={resolvedBy}
          onChange={(event) => setResolvedBy(event.currentTarget.value)}
          error={fieldErrorOf(change.error, 'resolvedBy')}
        />
      )}
    </FormModal>
  );
}
