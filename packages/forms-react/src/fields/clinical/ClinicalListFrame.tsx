import { EMPTY_VALUE_TEXT } from '@clinic/forms-core';
import type { ReactNode } from 'react';
import { ClinicalFieldFrame } from './ClinicalFieldFrame';
import { ClinicalTable, type ClinicalTableProps } from './ClinicalTable';
import type { ClinicalIntegration } from './clinicalErrorText';
import type { ClinicalView } from './clinicalView';
import { ReloadButton } from './ReloadButton';
import type { ClinicalListState } from './useClinicalList';

export interface ClinicalListFrameProps<Row> {
  list: Pick<ClinicalListState<unknown>, 'loading' | 'error' | 'reload'>;
  view: ClinicalView;
  /** Whether this form can fetch at all (a client and a patient). */
  canLoad: boolean;
  reloadLabel: string;
  /** The table; it dims while the list loads. */
  table: Omit<ClinicalTableProps<Row>, 'busy'>;
  /** A failure besides the list's own (a delete), shown in its place. */
  error?: unknown;
  integration?: ClinicalIntegration;
  note?: ReactNode;
  /** Buttons after Reload (Add). */
  tools?: ReactNode;
  /** Dialogs the field opens. */
  children?: ReactNode;
}

/** A clinical list field: the shared frame with its Reload button over the records' table. */
export function ClinicalListFrame<Row>({
  list,
  view,
  canLoad,
  reloadLabel,
  table,
  error,
  integration,
  note,
  tools,
  children,
}: ClinicalListFrameProps<Row>) {
  return (
    <ClinicalFieldFrame
      loading={list.loading}
      error={list.error ?? error}
      integration={integration}
      note={note}
      toolbar={
        <>
          <ReloadButton
            view={view}
            canLoad={canLoad}
            loading={list.loading}
            onReload={list.reload}
            label={reloadLabel}
          />
          {tools}
        </>
      }
    >
      {/* Read-only, an empty list is '--', as its display value prints (forms.md section 9). */}
      {view === 'static' && table.rows.length === 0 ? (
        <output id={table.id} className="cf-static">
          {EMPTY_VALUE_TEXT}
        </output>
      ) : (
        <ClinicalTable {...table} busy={list.loading} />
      )}
      {children}
    </ClinicalFieldFrame>
  );
}
