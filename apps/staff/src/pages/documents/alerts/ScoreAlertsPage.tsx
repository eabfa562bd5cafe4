import '@mantine/core/styles/SegmentedControl.css';
import type { CoreFormsScoreAlert } from '@clinic/api-contract';
import { Anchor, Button, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorBeyondFields, fieldErrorOf } from '../../../api/fieldErrorOf';
import { FormModal } from '../../../components/FormModal';
import { PagedTable } from '../../../components/PagedTable';
import { PageHeader } from '../../../components/PageHeader';
import { PatientChartLink } from '../../../components/PatientChartLink';
import { formatDateTime } from '../../../format/formatDate';
import { type AlertStatus, alertsPageSize, useAcknowledgeAlert, useScoreAlerts } from './scoreAlertCalls';
import { scoreAlertText, scoreAlertTexts as texts } from './scoreAlertTexts';

/**
 * The alert queue (issue 19.3): answers a clinician must see today, oldest first, until someone
 * acknowledges each with a note of what was done; acknowledged ones stay readable with their notes.
 */
export default function ScoreAlertsPage() {
  const [params, setParams] = useSearchParams();
  const status: AlertStatus = params.get('status') === 'acknowledged' ? 'acknowledged' : 'open';
  const page = Number(params.get('page') ?? 0) || 0;
  const alerts = useScoreAlerts(status, page);
  const [acknowledging, setAcknowledging] = useState<CoreFormsScoreAlert | null>(null);
  return (
    <Stack>
      <PageHeader title={texts.title} />
      <Text size="sm" c="dimmed">
        {texts.intro}
      </Text>
      <SegmentedControl
        aria-label={texts.status}
        value={status}
        onChange={(value) => setParams(value === 'acknowledged' ? { status: value } : {}, { replace: true })}
        data={[
          { value: 'open', label: texts.open },
          { value: 'acknowledged', label: texts.acknowledged },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <PagedTable<CoreFormsScoreAlert>
        query={alerts}
        caption={`${texts.title}: ${status === 'open' ? texts.open : texts.acknowledged}`}
        emptyText={texts.empty}
        rowKey={(row) => row.id}
        pageSize={alertsPageSize}
        page={page}
        onPage={(next) => {
          const query = new URLSearchParams(params);
          query.set('page', String(next));
          setParams(query, { replace: true });
        }}
        columns={[
          {
            header: texts.patient,
            cell: (row) => (
              <PatientChartLink
                patientId={row.patient.id}
                name={`${row.patient.fullName} (${row.patient.mrn})`}
              />
            ),
          },
          {
            header: texts.form,
            cell: (row) => (
              <Anchor component={Link} to={`/patients/${row.patient.id}/documents/${row.documentId}`}>
                {row.formName}
              </Anchor>
            ),
          },
          { header: texts.alert, cell: scoreAlertText },
          { header: texts.raised, cell: (row) => formatDateTime(row.raisedAt) },
          ...(status === 'open'
            ? [
                {
                  header: texts.acknowledge,
                  cell: (row: CoreFormsScoreAlert) => (
                    <Button
                      size="xs"
                      aria-label={texts.acknowledgeLabel(row.patient.fullName)}
                      onClick={() => setAcknowledging(row)}
                    >
                      {texts.acknowledge}
                    </Button>
                  ),
                },
              ]
            : [
                {
                  header: texts.acknowledgedBy,
                  cell: (row: CoreFormsScoreAlert) =>
                    `${row.acknowledgedByName ?? '--'}, ${formatDateTime(row.acknowledgedAt)}`,
                },
                { header: texts.note, cell: (row: CoreFormsScoreAlert) => row.note ?? '' },
              ]),
        ]}
      />
      {acknowledging && <AcknowledgeModal alert={acknowledging} onClose={() => setAcknowledging(null)} />}
    </Stack>
  );
}

function AcknowledgeModal({ alert, onClose }: { alert: CoreFormsScoreAlert; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const acknowledge = useAcknowledgeAlert(onClose);
  const blank = note.trim() === '';
  return (
    <FormModal
      opened
      title={texts.acknowledgeTitle}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (!blank) acknowledge.mutate({ id: alert.id, note });
      }}
      busy={acknowledge.isPending}
      error={errorBeyondFields(acknowledge.error, ['note'])}
      submitLabel={texts.acknowledge}
      size="md"
    >
      <Text size="sm">
        {alert.patient.fullName}: {scoreAlertText(alert)}
      </Text>
      <Textarea
        label={texts.noteLabel}
        description={texts.noteHint}
        required
        data-autofocus
        autosize
        minRows={3}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={checked && blank ? texts.noteRequired : fieldErrorOf(acknowledge.error, 'note')}
      />
    </FormModal>
  );
}
