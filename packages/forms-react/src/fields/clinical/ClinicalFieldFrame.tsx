import type { ReactNode } from 'react';
import { type ClinicalIntegration, clinicalErrorText } from './clinicalErrorText';
import { useClinicalTexts } from './clinicalTexts';

export interface ClinicalFieldFrameProps {
  /** Buttons and pickers above the table (hidden when empty). */
  toolbar?: ReactNode;
  loading?: boolean;
  error?: unknown;
  integration?: ClinicalIntegration;
  /** A line under the toolbar (the date range, a hint). */
  note?: ReactNode;
  children: ReactNode;
}

/** The layout every clinical list shares: toolbar, table, a loading line, the error in red under it. */
export function ClinicalFieldFrame({
  toolbar,
  loading,
  error,
  integration,
  note,
  children,
}: ClinicalFieldFrameProps) {
  const texts = useClinicalTexts();
  const hasError = error !== null && error !== undefined;
  return (
    <div className="cf-clinical">
      {toolbar && <div className="cf-clinical-toolbar">{toolbar}</div>}
      {note && <p className="cf-clinical-note">{note}</p>}
      {children}
      <p className="cf-clinical-status" role="status">
        {loading ? texts.loading : ''}
      </p>
      {hasError && (
        <p className="cf-clinical-error" role="alert">
          {clinicalErrorText(error, texts, integration)}
        </p>
      )}
    </div>
  );
}
