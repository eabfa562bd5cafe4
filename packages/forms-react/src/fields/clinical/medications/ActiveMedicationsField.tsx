import { activeMedicationTypesOf, toIsoDate } from '@clinic/forms-core';
import { useState } from 'react';
import { fillText } from '../../../i18n/fillText';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { useSetFieldValue } from '../../../store/useField';
import { ConfirmDialog } from '../../display/dialog/ConfirmDialog';
import { ClinicalListFrame } from '../ClinicalListFrame';
import type { ClinicalColumn } from '../ClinicalTable';
import { useClinicalFormat } from '../clinicalFormat';
import { useClinicalTexts } from '../clinicalTexts';
import { clinicalViewOf } from '../clinicalView';
import { fieldCaption } from '../fieldCaption';
import { useClinicalList } from '../useClinicalList';
import { useClinicalSource } from '../useClinicalSource';
import { AddScheduledMedicationDialog } from './AddScheduledMedicationDialog';
import { type ActiveMedicationRow, toActiveMedicationRow } from './activeMedicationRows';
import { medicationTerm, useMedicationTexts } from './medicationTexts';
import { scheduleText } from './scheduleText';
import { useScheduleTexts } from './scheduleTexts';

/**
 * ActiveMedications: the episode's scheduled (SCH) and as-needed (PRN) orders as form rows.
 * "Add scheduled medication" orders one through the modal; each row can be deleted (after a
 * confirmation, which deletes the order too) except in e-form mode.
 */
export function ActiveMedicationsField({ node, mode, editable, inputId, properties }: FieldRendererProps) {
  const texts = useMedicationTexts();
  const scheduleTexts = useScheduleTexts();
  const common = useClinicalTexts();
  const format = useClinicalFormat();
  const setValue = useSetFieldValue(node.id);
  const view = clinicalViewOf(mode, editable);
  const { client, context } = useClinicalSource();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ActiveMedicationRow | null>(null);
  const [deleteError, setDeleteError] = useState<unknown>(null);
  const types = activeMedicationTypesOf(properties);
  const { episodeOfCareId } = context;
  const fetchRows =
    view === 'edit' && client && episodeOfCareId
      ? async () => {
          const [scheduled, prn] = await Promise.all([
            types.sch ? client.listScheduledMedications(episodeOfCareId) : [],
            types.prn ? client.listPrnMedications(episodeOfCareId) : [],
          ]);
          return [...scheduled, ...prn].map(toActiveMedicationRow);
        }
      : null;
  const list = useClinicalList<ActiveMedicationRow>(node.id, fetchRows);
  const canDelete = view === 'edit' && mode !== 'e-form';

  const remove = async (row: ActiveMedicationRow) => {
    setDeleteError(null);
    try {
      if (client && row.id) {
        await (row.type === 'PRN'
          ? client.deletePrnMedication(row.id)
          : client.deleteScheduledMedication(row.id));
      }
      setValue(list.rows.filter((other) => other !== row));
    } catch (error) {
      setDeleteError(error);
    }
  };

  const dates = (row: ActiveMedicationRow) => {
    const range = row.dateRange;
    const from = format.date(range?.startDate);
    if (range?.endDate) return fillText(texts.dateRange, { from, to: format.date(range.endDate) });
    if (range?.untilDischarge) return fillText(texts.dateUntilDischarge, { from });
    return range?.startDate ? fillText(texts.dateFrom, { from }) : format.text(null);
  };

  const columns: ClinicalColumn<ActiveMedicationRow>[] = [
    { key: 'medication', header: texts.medication, cell: (row) => format.text(row.medicationLabel) },
    { key: 'type', header: texts.type, cell: (row) => format.text(medicationTerm(texts, row.type)) },
    { key: 'dates', header: texts.dates, cell: dates },
    { key: 'times', header: texts.times, cell: (row) => format.text(row.times?.join(', ')) },
    {
      key: 'frequency',
      header: texts.frequency,
      cell: (row) =>
        row.type === 'PRN' ? texts.asNeeded : format.text(scheduleText(scheduleTexts, row.frequency)),
    },
    { key: 'instructions', header: texts.instructions, cell: (row) => format.text(row.instructions) },
  ];
  if (canDelete || view === 'preview') {
    columns.push({
      key: 'actions',
      header: common.actions,
      cell: (row) => (
        <button
          type="button"
          className="cf-button cf-button-small"
          disabled={view === 'preview'}
          aria-label={fillText(texts.deleteRow, { name: row.medicationLabel ?? '' })}
          onClick={() => setDeleting(row)}
        >
          {common.delete}
        </button>
      ),
    });
  }
  const today = toIsoDate(context.effectiveDate ?? new Date(), context.utcOffsetMinutes) ?? '';

  return (
    <ClinicalListFrame
      list={list}
      view={view}
      canLoad={fetchRows !== null}
      reloadLabel={texts.reloadOrders}
      error={deleteError}
      tools={
        types.sch &&
        (view === 'preview' || (view === 'edit' && client && episodeOfCareId)) && (
          <button
            type="button"
            className="cf-button"
            disabled={view === 'preview'}
            onClick={() => setAdding(true)}
          >
            {scheduleTexts.add}
          </button>
        )
      }
      table={{
        id: inputId,
        caption: fieldCaption(node, properties, texts.activeMedicationsLabel),
        columns,
        rows: list.rows,
        rowKey: (row, index) => row.id ?? String(index),
        emptyText: texts.noOrders,
      }}
    >
      {adding && client && episodeOfCareId && (
        <AddScheduledMedicationDialog
          client={client}
          episodeOfCareId={episodeOfCareId}
          today={today}
          onAdded={(order) => setValue([toActiveMedicationRow(order), ...list.rows])}
          onClose={() => setAdding(false)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          message={common.confirmDeleteItem}
          confirmLabel={common.delete}
          onConfirm={() => {
            setDeleting(null);
            void remove(deleting);
          }}
          onCancel={() => setDeleting(null)}
        />
      )}
    </ClinicalListFrame>
  );
}
