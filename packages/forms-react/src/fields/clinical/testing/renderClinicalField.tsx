import { type ComponentNode, type FormContent, getCatalogueEntry } from '@clinic/forms-core';
import { render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { type FormLanguage, FormLanguageProvider } from '../../../i18n/formLanguage';
import type { DisplayMode } from '../../../render/displayMode';
import { FieldView } from '../../../render/FieldView';
import type { ClinicalContext } from '../../../services/clinicalContext';
import type { ClinicalDataClient } from '../../../services/clinicalDataClient';
import { FormServicesProvider } from '../../../services/formServices';
import { sampleEpisodeOfCareId, samplePatientId } from '../../../services/inMemoryClinicalSampleData';
import { FormStoreProvider } from '../../../store/FormStoreContext';
import { createFormStore, type FormStore, type ValueChange } from '../../../store/formStore';
import { registerClinicalFields } from '../registerClinicalFields';

export const sampleContext: ClinicalContext = {
  patientId: samplePatientId,
  episodeOfCareId: sampleEpisodeOfCareId,
  documentId: 'doc-1',
  effectiveDate: '2026-01-05',
  timeZone: 'UTC',
};

export interface ClinicalFieldOptions {
  elType: string;
  version?: number;
  properties?: Record<string, unknown>;
  value?: unknown;
  mode?: DisplayMode;
  client?: ClinicalDataClient;
  context?: ClinicalContext;
  language?: FormLanguage;
  treatmentPlanObjectivesMap?: Record<string, unknown>;
  /** Told of every change of the form's values from the first render on (dirty flags). */
  onChange?: (change: ValueChange) => void;
}

registerClinicalFields();

/**
 * One clinical component in a one-component form, with the catalogue defaults under its
 * properties; resolves once the lazily loaded renderer has replaced its placeholder.
 */
export async function renderClinicalField(options: ClinicalFieldOptions) {
  const { elType, version = 1, mode = 'form-submitter' } = options;
  const entry = getCatalogueEntry(elType, version);
  const node: ComponentNode = {
    kind: 'component',
    id: `${elType}1`,
    elType,
    version,
    page: 0,
    properties: { ...entry?.defaults, ...options.properties },
  };
  const content: FormContent = {
    defaults: {
      script: '',
      scoreFunctionBody: '',
      treatmentPlanObjectivesMap: options.treatmentPlanObjectivesMap ?? {},
      hideViewSeparationLines: false,
      style: '',
      modalSize: 'lg',
    },
    rows: [
      {
        kind: 'row',
        id: 'Row1',
        version: 1,
        properties: {},
        columns: [{ kind: 'column', id: 'Column1', version: 1, properties: { cols: 12 }, children: [node] }],
      },
    ],
  };
  const store: FormStore = createFormStore({
    content,
    initialResults: options.value === undefined ? {} : { [node.id]: options.value },
  });
  if (options.onChange) store.subscribeAll(options.onChange);
  const view = (nextMode: DisplayMode, context = options.context) => (
    <FormLanguageProvider value={options.language ?? 'en'}>
      <FormServicesProvider
        value={{ segment: 'core', clinical: options.client, clinicalContext: context ?? sampleContext }}
      >
        <FormStoreProvider store={store}>
          <FieldView node={node} mode={nextMode} />
        </FormStoreProvider>
      </FormServicesProvider>
    </FormLanguageProvider>
  );
  const rendered = render(view(mode));
  // The first load transforms the clinical chunk, which can outlast waitFor's default second.
  await waitFor(() => expect(rendered.container.querySelector('output[aria-busy="true"]')).toBeNull(), {
    timeout: 10_000,
  });
  return {
    ...rendered,
    store,
    node,
    value: () => store.getValue(node.id),
    rerenderWith: (context: ClinicalContext, nextMode: DisplayMode = mode) =>
      rendered.rerender(view(nextMode, context)),
  };
}

/** The stored value is one the server accepts for the type (the catalogue's valueSchema). */
export function expectAcceptedValue(elType: string, version: number, value: unknown) {
  const entry = getCatalogueEntry(elType, version);
  expect(entry?.valueSchema?.safeParse(value).success, JSON.stringify(value)).toBe(true);
}
