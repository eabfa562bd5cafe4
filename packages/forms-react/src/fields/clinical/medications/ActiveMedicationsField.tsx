import { activeMedicationColumns, activeMedicationTypesOf, toIsoDate } from '@clinic/forms-core';
import { useState } from 'react';
import { fillText } from '../../../i18n/fillText';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { useSetFieldValue } from '../../../store/useField';
import { ConfirmDialog } from '../../display/dialog/ConfirmDialog';
import { useDisplayOptions } from '../../display/useDisplayValue';
import { ClinicalListFrame } from '../ClinicalListFrame';
import { useClinicalTexts } from '../clinicalTexts';
import { clinicalViewOf } from '../clinicalView';
import { clinicalColumnsOf } from '../displayColumns';
import { fieldCaption } from '../fieldCaption';
import { useClinicalList } from '../useClinicalList';
import { useClinicalSource } from '../useClinicalSource';
import { AddScheduledMedicationDialog } from './AddScheduledMedicationDialog';
import { type ActiveMedicationRow, toActiveMedicationRow } from './activeMedicationRows';
import { useMedicationTexts } from './medicationTexts';
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
  const options = useDisplayOptions();
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

  const columns = clinicalColumnsOf<ActiveMedicationRow>(activeMedicationColumns(options));
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
  const today = toIsoDate(context.effectiveDate ?? new Date(), context.timeZone) ?? '';

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
