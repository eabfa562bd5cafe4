import { useMemo } from 'react';
import { RowView } from '../render/RowView';
import { useFormStore } from '../store/FormStoreContext';
import { printPages } from './printPages';
import { fillPageOf, usePrintTexts } from './printTexts';

/**
 * The static printable layout of a whole form (forms.md section 1): every page one after
 * another with no pager, each page after the first starting a new sheet when printed, and
 * every component in 'printable' mode, which shows values as text and takes no input.
 * Rows shown on every page in the viewer (id suffix) print once, where they stand.
 */
export function PrintableForm() {
  const store = useFormStore();
  const texts = usePrintTexts();
  const pages = useMemo(() => printPages(store.content.rows), [store.content]);
  const separationLines = store.content.defaults.hideViewSeparationLines !== true;
  return (
    <div
      className="cf-form cf-print"
      data-mode="printable"
      data-separation-lines={separationLines || undefined}
    >
      {pages.map((rows, index) => (
        <section
          key={rows[0]?.id ?? index}
          className="cf-print-page"
          aria-label={pages.length > 1 ? fillPageOf(texts.pageOf, index + 1, pages.length) : undefined}
        >
          {rows.map((row) => (
            <RowView key={row.id} row={row} mode="printable" />
          ))}
        </section>
      ))}
    </div>
  );
}
