import { useMemo } from 'react';
import { rowElement } from '../render/RowView';
import { useFormStore } from '../store/FormStoreContext';
import { FhirPathReadiness } from '../viewer/FhirPathReadiness';
import { ReadinessContext, useReadinessTracker } from '../viewer/readiness';
import { printPages } from './printPages';
import { fillPageOf, usePrintTexts } from './printTexts';

/**
 * The static printable layout of a whole form (forms.md section 1): every page one after
 * another with no pager, each page after the first starting a new sheet when printed, and
 * every component in 'printable' mode, which shows values as text and takes no input.
 * Rows shown on every page in the viewer (id suffix) print once, where they stand.
 * `onReady` is called once every component has mounted, lazily loaded code and the clinical
 * lists included (at once when there are none): print then, not on mount.
 */
export function PrintableForm({ onReady }: { onReady?: () => void } = {}) {
  const store = useFormStore();
  const readiness = useReadinessTracker({ onReady });
  const texts = usePrintTexts();
  const pages = useMemo(() => printPages(store.content), [store.content]);
  const separationLines = store.content.defaults.hideViewSeparationLines !== true;
  return (
    <ReadinessContext value={readiness}>
      {store.awaitsFhirPath() && <FhirPathReadiness />}
      <div
        className="cf-form cf-print"
        data-mode="printable"
        data-separation-lines={separationLines || undefined}
      >
        {pages.map(({ page, rows }, index) => (
          <section
            key={page}
            className="cf-print-page"
            aria-label={pages.length > 1 ? fillPageOf(texts.pageOf, index + 1, pages.length) : undefined}
          >
            {rows.map((row) => rowElement(row, 'printable'))}
          </section>
        ))}
      </div>
    </ReadinessContext>
  );
}
