import type { AppointmentRequestCreateBody, PortalCatalogIntakeForm } from '@clinic/api-contract';
import { type FormContent, loadFormContent } from '@clinic/forms-core';
import { createFormStore, type FormStore, focusFirstInvalidField, validateStore } from '@clinic/forms-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiRequest } from '../../../api/httpClient';

/** One intake form of the chosen location, with the store the visitor fills it in. */
export interface IntakeEntry {
  form: PortalCatalogIntakeForm;
  content: FormContent;
  store: FormStore;
}

/** Where the viewer of a form should move to show its first error. */
export interface IntakeFocus {
  formId: string;
  page: number;
}

export interface IntakeForms {
  /** Undefined while loading (or before a location is chosen). */
  entries: IntakeEntry[] | undefined;
  /** The look-up's state, for the step's loader and error. */
  query: { isPending: boolean; isError: boolean; error: Error | null };
  focus: IntakeFocus | null;
  /** True after a check found errors, until a check passes. */
  invalid: boolean;
  /** Checks every form as an e-form (as the server does), shows the errors on their fields; true when all pass. */
  validate(): boolean;
  /** Shows the server's `intakeDocuments.{index}.{componentId}` errors on their fields; true when there were some. */
  showServerErrors(fieldErrors: Readonly<Record<string, readonly string[]>> | undefined): boolean;
  /** What the request sends as its intakeDocuments. */
  documents(): AppointmentRequestCreateBody['intakeDocuments'];
}

/**
 * The intake forms of a location (GET Catalog/IntakeForms), each filled in its own forms-react
 * store that lives as long as the wizard keeps that location, so going back and forth keeps what
 * was typed; choosing another location starts its forms afresh.
 */
export function useIntakeForms(locationId: string | null): IntakeForms {
  const query = useQuery({
    queryKey: ['Catalog', 'IntakeForms', locationId],
    enabled: locationId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () =>
      apiRequest<PortalCatalogIntakeForm[]>(
        'GET',
        `/api/portal/Catalog/IntakeForms?locationId=${encodeURIComponent(locationId ?? '')}`,
      ),
  });
  const entries = useMemo(
    () =>
      query.data?.flatMap((form) => {
        const loaded = loadFormContent(form.content);
        const scope = { collections: form.collections };
        // A form the engine cannot read cannot be filled; the clinic's staff send it later.
        return loaded.ok
          ? [{ form, content: loaded.content, store: createFormStore({ content: loaded.content, scope }) }]
          : [];
      }),
    [query.data],
  );
  const [focus, setFocus] = useState<IntakeFocus | null>(null);
  const [invalid, setInvalid] = useState(false);

  const moveTo = (next: IntakeFocus | null) => {
    // Null first, so that a second failure on the same page still moves the viewer there.
    setFocus(null);
    if (!next) return;
    requestAnimationFrame(() => {
      setFocus(next);
      requestAnimationFrame(() => focusFirstInvalidField());
    });
  };

  return {
    entries,
    query,
    focus,
    invalid,
    validate() {
      if (!entries) return false;
      let first: IntakeFocus | null = null;
      for (const { form, store } of entries) {
        const result = validateStore(store, { mode: 'e-form' });
        if (!first && result.firstErrorPage !== null)
          first = { formId: form.formId, page: result.firstErrorPage };
      }
      moveTo(first);
      setInvalid(first !== null);
      return first === null;
    },
    showServerErrors(fieldErrors) {
      if (!entries || !fieldErrors) return false;
      let shown = false;
      for (const [index, { store }] of entries.entries()) {
        const prefix = `intakeDocuments.${index}.`;
        const errors = Object.fromEntries(
          Object.entries(fieldErrors)
            .filter(([key]) => key.startsWith(prefix))
            .map(([key, messages]) => [key.slice(prefix.length), messages]),
        );
        store.setAllErrors(errors);
        shown ||= Object.keys(errors).length > 0;
      }
      setInvalid(shown);
      return shown;
    },
    documents: () =>
      (entries ?? []).map(({ form, store }) => ({ formId: form.formId, results: store.getResults() })),
  };
}
