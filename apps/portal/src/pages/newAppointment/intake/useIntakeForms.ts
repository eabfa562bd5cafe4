import type { AppointmentRequestCreateBody, PortalCatalogIntakeForm } from '@clinic/api-contract';
import { loadFormContent } from '@clinic/forms-core';
import { createDocumentSession, type DocumentSession, type FieldErrorCodes } from '@clinic/forms-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiRequest } from '../../../api/httpClient';

/** One intake form of the chosen location, with the document session the visitor fills it in. */
export interface IntakeEntry {
  form: PortalCatalogIntakeForm;
  session: DocumentSession;
}

export interface IntakeForms {
  /** Undefined while loading (or before a location is chosen). */
  entries: IntakeEntry[] | undefined;
  /** The look-up's state, for the step's loader and error. */
  query: { isPending: boolean; isError: boolean; error: Error | null };
  /** True after a check found errors, until a check passes. */
  invalid: boolean;
  /**
   * Checks every form as the server will (e-form, as a final submission: a required signature
   * must be given), shows the errors on their fields, each viewer on its first error's page, the
   * focus on the first of all; true when all pass.
   */
  validate(): boolean;
  /** Shows the server's `intakeDocuments.{index}.{componentId}` error codes on their fields; true when there were some. */
  showServerErrors(codes: FieldErrorCodes | undefined): boolean;
  /** What the request sends as its intakeDocuments. */
  documents(): AppointmentRequestCreateBody['intakeDocuments'];
}

/** The codes of the form at `index`, keyed by its component ids. */
function codesOfForm(codes: FieldErrorCodes, index: number): FieldErrorCodes {
  const prefix = `intakeDocuments.${index}.`;
  return Object.fromEntries(
    Object.entries(codes)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, list]) => [key.slice(prefix.length), list]),
  );
}

/**
 * The intake forms of a location (GET Catalog/IntakeForms), each filled in its own document
 * session that lives as long as the wizard keeps that location, so going back and forth keeps
 * what was typed; choosing another location starts its forms afresh. They are new documents:
 * each form's script runs as it opens, as the server runs it when it stores them. They name no
 * patient, so no text of theirs depends on the language: it changing keeps what was typed.
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
        // A form the engine cannot read cannot be filled; the clinic's staff send it later.
        if (!loaded.ok) return [];
        const session = createDocumentSession({
          content: loaded.content,
          context: { formName: form.name, collections: form.collections },
          mode: 'e-form',
          isNew: true,
        });
        return [{ form, session }];
      }),
    [query.data],
  );
  const [invalid, setInvalid] = useState(false);

  return {
    entries,
    query,
    invalid,
    validate() {
      if (!entries) return false;
      let found = false;
      for (const { session } of entries) {
        const { valid } = session.check({ filling: false }, { focus: !found });
        found ||= !valid;
      }
      setInvalid(found);
      return !found;
    },
    showServerErrors(codes) {
      if (!entries || !codes) return false;
      let shown = false;
      for (const [index, { session }] of entries.entries())
        shown = session.showErrors(codesOfForm(codes, index), { focus: !shown }) || shown;
      setInvalid(shown);
      return shown;
    },
    documents: () =>
      (entries ?? []).map(({ form, session }) => ({
        formId: form.formId,
        results: session.store.getResults(),
      })),
  };
}
