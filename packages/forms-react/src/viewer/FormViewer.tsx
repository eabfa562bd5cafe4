import {
  canGoNext,
  canGoPrev,
  initialViewerPager,
  pageCount,
  pageRows,
  type RowNode,
  viewerPagerReducer,
} from '@clinic/forms-core';
import { memo, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { SafeHtml } from '../fields/display/SafeHtml';
import { styleFromCss } from '../fields/display/styleFromCss';
import { fillText } from '../i18n/fillText';
import type { DisplayMode } from '../render/displayMode';
import { rowElement } from '../render/RowView';
import { useFormStore } from '../store/FormStoreContext';
import { FhirPathReadiness } from './FhirPathReadiness';
import { isLongPage } from './longPage';
import { createReadinessTracker, ReadinessContext } from './readiness';
import { type FocusRequest, useFocusRequest } from './useFocusRequest';
import { useViewerTexts } from './viewerTexts';
// The pager's buttons are the forms' shared buttons (cf-button).
import '../fields/display/display.css';

export interface FormViewerLabels {
  prev: string;
  next: string;
  /** 'Page X of Y', counting from one. */
  pageOf?: (current: number, total: number) => string;
}

export interface FormViewerProps {
  mode: DisplayMode;
  /** HTML shown above the form, sanitised with DOMPurify here whatever the caller did. */
  headerHtml?: string;
  /**
   * Shows a page, e.g. the first page holding an error, and focuses its first field with an
   * error once the page has mounted (useDocumentSession makes these).
   */
  focusRequest?: FocusRequest | null;
  /** The pager's texts; by default those of the form language (FormLanguageProvider). */
  labels?: FormViewerLabels;
  /**
   * Called once, when the clinical components and dropdowns of the first shown page have mounted
   * (at once when it has none), e.g. to print or to hide a loading overlay. Prev and Next are
   * disabled while a page's such components are still loading.
   */
  onReady?: () => void;
}

/**
 * A page's rows, memoised apart from the viewer: the viewer re-renders on paging state (a lazy
 * field loading makes the page busy, then settled), which then leaves the rows alone rather
 * than visiting, and keeping a second copy of, every field of a long page (issue 22.4).
 */
const PageRows = memo(function PageRows({ rows, mode }: { rows: readonly RowNode[]; mode: DisplayMode }) {
  return rows.map((row) => rowElement(row, mode));
});

/** The paged form: Prev, Next and 'Page X of Y' when there is more than one page. */
export function FormViewer({ mode, headerHtml, focusRequest = null, labels, onReady }: FormViewerProps) {
  const store = useFormStore();
  const texts = useViewerTexts();
  const total = useMemo(() => pageCount(store.content), [store.content]);
  const [pager, dispatch] = useReducer(viewerPagerReducer, total, initialViewerPager);
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  const readyReported = useRef(false);
  // Read by the focus request in the commit that mounts a page, before the pager's state follows.
  const busy = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  // Paging waits while the page's clinical components and dropdowns load (forms.md section 4).
  const [readiness] = useState(() =>
    createReadinessTracker({
      onBusy: () => {
        busy.current = true;
        dispatch({ type: 'loading-started' });
      },
      onSettled: () => {
        busy.current = false;
        dispatch({ type: 'loading-finished' });
        if (readyReported.current) return;
        readyReported.current = true;
        onReadyRef.current?.();
      },
    }),
  );
  // Children's effects have run by now, so whatever is still pending is a component yet to mount.
  useEffect(() => readiness.arm(), [readiness]);
  useEffect(() => dispatch({ type: 'total-changed', total }), [total]);
  useFocusRequest(focusRequest, { pager, dispatch, busy, root, store });
  // Pruned by page only: each RowView and FieldView follows its own components' visibility, so
  // a value change re-renders what it hides or shows, never the viewer (forms-core visibleRows).
  const rows = useMemo(() => pageRows(store.content, pager.current), [store.content, pager.current]);
  const long = useMemo(() => isLongPage(rows), [rows]);
  // The form's own style (form defaults, forms.md section 3), as the author wrote it.
  const formStyle = useMemo(() => styleFromCss(store.content.defaults.style), [store.content]);
  const label =
    pager.total > 1
      ? (labels?.pageOf ?? ((current, total) => fillText(texts.pageOf, { current, total })))(
          pager.current + 1,
          pager.total,
        )
      : null;
  return (
    <ReadinessContext value={readiness}>
      {store.awaitsFhirPath() && <FhirPathReadiness />}
      <div ref={root} className="cf-form" data-mode={mode} data-long={long || undefined} style={formStyle}>
        {headerHtml && <SafeHtml html={headerHtml} className="cf-header" />}
        <PageRows rows={rows} mode={mode} />
        {label && (
          <nav className="cf-pager" aria-label={label}>
            <button
              type="button"
              className="cf-button"
              onClick={() => dispatch({ type: 'prev' })}
              disabled={!canGoPrev(pager)}
            >
              {labels?.prev ?? texts.prev}
            </button>
            <span className="cf-pager-position" aria-live="polite">
              {label}
            </span>
            <button
              type="button"
              className="cf-button cf-button-primary"
              onClick={() => dispatch({ type: 'next' })}
              disabled={!canGoNext(pager)}
            >
              {labels?.next ?? texts.next}
            </button>
          </nav>
        )}
      </div>
    </ReadinessContext>
  );
}
