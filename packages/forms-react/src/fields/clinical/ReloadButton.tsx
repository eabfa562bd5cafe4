import type { ClinicalView } from './clinicalView';

export interface ReloadButtonProps {
  view: ClinicalView;
  /** Whether this form can fetch at all (a client and a patient). */
  canLoad: boolean;
  loading: boolean;
  onReload: () => void;
  label: string;
}

/**
 * A reload button: shown disabled in the builder preview, working in editable modes when data
 * can be fetched, absent from static views.
 */
export function ReloadButton({ view, canLoad, loading, onReload, label }: ReloadButtonProps) {
  if (view === 'static' || (view === 'edit' && !canLoad)) return null;
  return (
    <button type="button" className="cf-button" onClick={onReload} disabled={view === 'preview' || loading}>
      {label}
    </button>
  );
}
