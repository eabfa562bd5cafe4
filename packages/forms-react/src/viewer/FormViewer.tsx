import {
  canGoNext,
  canGoPrev,
  initialViewerPager,
  pageCount,
  pageLabel,
  viewerPagerReducer,
} from '@clinic/forms-core';
import { useEffect, useMemo, useReducer } from 'react';
import type { DisplayMode } from '../render/displayMode';
import { RowView } from '../render/RowView';
import { useFormStore } from '../store/FormStoreContext';
import { pageRows } from './pageRows';

export interface FormViewerLabels {
  prev: string;
  next: string;
  /** 'Page X of Y' with {{current}} and {{total}}. */
  pageOf?: (current: number, total: number) => string;
}

export interface FormViewerProps {
  mode: DisplayMode;
  /** Sanitized HTML shown above the form (the caller sanitizes, e.g. with DOMPurify). */
  headerHtml?: string;
  /** Moves to this page when it changes, e.g. the first page holding a validation error. */
  focusPage?: number | null;
  labels?: FormViewerLabels;
}

const englishLabels: FormViewerLabels = { prev: 'Prev', next: 'Next' };

/** The paged form: Prev, Next and 'Page X of Y' when there is more than one page. */
export function FormViewer({ mode, headerHtml, focusPage, labels = englishLabels }: FormViewerProps) {
  const store = useFormStore();
  const total = useMemo(() => pageCount(store.content), [store.content]);
  const [pager, dispatch] = useReducer(viewerPagerReducer, total, initialViewerPager);
  useEffect(() => dispatch({ type: 'total-changed', total }), [total]);
  useEffect(() => {
    if (focusPage !== undefined && focusPage !== null) dispatch({ type: 'go-to', page: focusPage });
  }, [focusPage]);
  const rows = useMemo(() => pageRows(store.content.rows, pager.current), [store.content, pager.current]);
  const label = pageLabel(pager.current, pager.total);
  return (
    <div className="cf-form" data-mode={mode}>
      {headerHtml && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the caller passes sanitized HTML (FormViewerProps.headerHtml)
        <div className="cf-header" dangerouslySetInnerHTML={{ __html: headerHtml }} />
      )}
      {rows.map((row) => (
        <RowView key={row.id} row={row} mode={mode} />
      ))}
      {label && (
        <nav className="cf-pager" aria-label={label}>
          <button type="button" onClick={() => dispatch({ type: 'prev' })} disabled={!canGoPrev(pager)}>
            {labels.prev}
          </button>
          <span aria-live="polite">
            {labels.pageOf ? labels.pageOf(pager.current + 1, pager.total) : label}
          </span>
          <button type="button" onClick={() => dispatch({ type: 'next' })} disabled={!canGoNext(pager)}>
            {labels.next}
          </button>
        </nav>
      )}
    </div>
  );
}
