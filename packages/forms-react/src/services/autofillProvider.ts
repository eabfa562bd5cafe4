import { forEachComponent, loadFormContent } from '@clinic/forms-core';

/** What a TextInput (AI Autofill) asks for: the text of one document section. */
export interface AutofillRequest {
  /** The component's sectionSelected: a document section value such as 'chiefComplaint'. */
  sectionSelected: string;
  /** The asking component's id, for providers that log or rank by it. */
  componentId: string;
}

/**
 * Fills TextInput (AI Autofill) from a document section (issue 6 point 2). The built-in
 * provider reads the patient's latest completed document holding the section; a language-model
 * provider can be plugged in later behind the same interface. Null means nothing to fill.
 */
export interface AutofillProvider {
  autofill(request: AutofillRequest, signal?: AbortSignal): Promise<string | null>;
}

/** A document of the patient as a list call returns it. */
export interface AutofillDocumentSummary {
  id: string;
  status: string;
  completedAt?: string | null;
  effectiveDate?: string | null;
  createdAt?: string | null;
}

/** A document's layout and results. */
export interface AutofillDocumentDetail {
  /** The layout it was filled on (e.g. its baked layout). */
  content: unknown;
  /** Searched when `content` does not give the section (e.g. the version's content). */
  fallbackContent?: unknown;
  results: Readonly<Record<string, unknown>>;
}

/**
 * The two calls the built-in provider needs, which an app implements over HTTP for the
 * patient and episode being documented (e.g. POST Documents/ByEoc/{eocId}/{patientId} and
 * GET Documents/GetDetailed/{id}). `excludeDocumentId` is the document being filled.
 */
export interface LatestSectionCalls {
  listDocuments(): Promise<readonly AutofillDocumentSummary[]>;
  loadDocument(id: string): Promise<AutofillDocumentDetail>;
  excludeDocumentId?: string | null;
  /** How many of the newest completed documents to open before giving up (default 20). */
  maxDocuments?: number;
}

const COMPLETED = 'Completed';

function recency(document: AutofillDocumentSummary): string {
  return document.completedAt ?? document.effectiveDate ?? document.createdAt ?? '';
}

/** The non-blank text a layout gives a section, reading the document's results. */
function sectionTextIn(layout: unknown, results: AutofillDocumentDetail['results'], sectionSelected: string) {
  const loaded = loadFormContent(layout);
  if (!loaded.ok) return null;
  let found: string | null = null;
  forEachComponent(loaded.content.rows, (component) => {
    if (found !== null || component.properties.sectionSelected !== sectionSelected) return;
    const value = results[component.id];
    if (typeof value === 'string' && value.trim() !== '') found = value;
  });
  return found;
}

/**
 * The non-blank text a document holds for a section: a component tagged with it that has a
 * text value, in its layout, else in its fallback layout.
 */
export function sectionTextOf(detail: AutofillDocumentDetail, sectionSelected: string): string | null {
  return (
    sectionTextIn(detail.content, detail.results, sectionSelected) ??
    (detail.fallbackContent === undefined
      ? null
      : sectionTextIn(detail.fallbackContent, detail.results, sectionSelected))
  );
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new DOMException('The autofill was cancelled.', 'AbortError');
}

/**
 * The built-in provider: the section's text in the latest completed document holding it,
 * newest first by completion (else effective, else creation) date. The AI fields of one form
 * ask together when it opens: they share the list call in flight, and each document is read
 * once (a completed document is locked, so what was read stays true). Aborting stops waiting;
 * the shared calls still finish for the other fields.
 */
export function latestCompletedSectionProvider(calls: LatestSectionCalls): AutofillProvider {
  let listing: Promise<readonly AutofillDocumentSummary[]> | null = null;
  const details = new Map<string, Promise<AutofillDocumentDetail>>();
  const list = () => {
    listing ??= calls.listDocuments().finally(() => {
      listing = null;
    });
    return listing;
  };
  const load = (id: string) => {
    let detail = details.get(id);
    if (!detail) {
      detail = calls.loadDocument(id);
      details.set(id, detail);
      // A failed read is tried again next time.
      detail.catch(() => details.delete(id));
    }
    return detail;
  };
  return {
    async autofill({ sectionSelected }, signal) {
      const listed = await list();
      throwIfAborted(signal);
      const documents = listed
        .filter((document) => document.status === COMPLETED && document.id !== calls.excludeDocumentId)
        .sort((a, b) => recency(b).localeCompare(recency(a)))
        .slice(0, calls.maxDocuments ?? 20);
      for (const document of documents) {
        const text = sectionTextOf(await load(document.id), sectionSelected);
        throwIfAborted(signal);
        if (text !== null) return text;
      }
      return null;
    },
  };
}
