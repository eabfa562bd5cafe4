import { fillText } from '../i18n/fillText';
import { type FormLanguage, useFormLanguage } from '../i18n/formLanguage';
import type { RestoreOutcome } from './restoreUnsavedAnswers';
import type { SaveStatus } from './saveStatus';
import { useSaveStatusTexts } from './saveStatusTexts';

const timeFormats: Record<FormLanguage, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }),
  es: new Intl.DateTimeFormat('es', { hour: 'numeric', minute: '2-digit' }),
};

/** The words for a save status: "Saving…", "Saved at 10:42 AM", "Not saved"; empty before any save. */
export function useSaveStatusText({ state, savedAt }: SaveStatus, dirty: boolean): string {
  const texts = useSaveStatusTexts();
  const language = useFormLanguage();
  const time = savedAt ? timeFormats[language].format(savedAt) : '';
  switch (state) {
    case 'idle':
      return '';
    case 'saving':
      return texts.saving;
    case 'saved':
      // Typed since: the time is the last save's, not a promise that everything is saved.
      return fillText(dirty ? texts.savedBefore : texts.saved, { time });
    default:
      return savedAt ? fillText(texts.notSavedSince, { time }) : texts.notSaved;
  }
}

/**
 * The save status line. Always in the page (empty before the first save), so screen readers hear
 * each change of the live region without it taking the focus.
 */
export function SaveStatusText({
  status,
  dirty,
  className,
}: {
  status: SaveStatus;
  dirty: boolean;
  className?: string;
}) {
  const text = useSaveStatusText(status, dirty);
  return (
    <span role="status" aria-live="polite" data-save-state={status.state} className={className}>
      {text}
    </span>
  );
}

/** What to tell the user about answers kept on the device as the document opened; null for nothing. */
export function useRestoreNotice(outcome: RestoreOutcome): string | null {
  const texts = useSaveStatusTexts();
  if (outcome === 'restored') return texts.restored;
  if (outcome === 'outdated') return texts.outdated;
  return null;
}
