import {
  type ComponentNode,
  type FormContent,
  getCatalogueEntry,
  type Results,
  validateComponentValue,
} from '@clinic/forms-core';
import { render } from '@testing-library/react';
import { expect } from 'vitest';
import { type FormLanguage, FormLanguageProvider } from '../../../i18n/formLanguage';
import { GridRenderingProvider } from '../../../printable/gridRendering';
import type { DisplayMode } from '../../../render/displayMode';
import { FieldView } from '../../../render/FieldView';
import { type FormServices, FormServicesProvider } from '../../../services/formServices';
import { FormStoreProvider } from '../../../store/FormStoreContext';
import { createFormStore, type FormStore } from '../../../store/formStore';

export interface TestComponent {
  elType: string;
  version?: number;
  properties?: Record<string, unknown>;
}

export const TEST_ID = 'Field1';

/** The one component of a one-component form. */
export function onlyComponent(content: FormContent): ComponentNode {
  const node = content.rows[0]?.columns[0]?.children[0];
  if (node?.kind !== 'component') throw new Error('The test form has no component.');
  return node;
}

/** A one-component form: the component gets the catalogue defaults under the given properties. */
export function oneComponentForm({ elType, version = 1, properties = {} }: TestComponent): FormContent {
  const entry = getCatalogueEntry(elType, version);
  return {
    defaults: {
      script: '',
      scoreFunctionBody: '',
      treatmentPlanObjectivesMap: {},
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
        columns: [
          {
            kind: 'column',
            id: 'Column1',
            version: 1,
            properties: { cols: 12 },
            children: [
              {
                kind: 'component',
                id: TEST_ID,
                elType,
                version,
                page: 0,
                properties: { ...entry?.defaults, label: 'Field', ...properties },
              },
            ],
          },
        ],
      },
    ],
  } as FormContent;
}

export interface RenderFieldOptions {
  mode?: DisplayMode;
  value?: unknown;
  language?: FormLanguage;
  services?: FormServices;
  /** Inside the builder's grid rendering. */
  grid?: boolean;
}

/** Renders one component through FieldView, as the viewer would, with its own store. */
export function renderField(component: TestComponent, options: RenderFieldOptions = {}) {
  const content = oneComponentForm(component);
  const initialResults: Results = options.value === undefined ? {} : { [TEST_ID]: options.value };
  const store: FormStore = createFormStore({ content, initialResults });
  const node = onlyComponent(content);
  const view = render(
    <FormLanguageProvider value={options.language ?? 'en'}>
      <FormServicesProvider value={options.services ?? { segment: 'core' }}>
        <FormStoreProvider store={store}>
          <GridRenderingProvider value={options.grid ?? false}>
            <FieldView node={node} mode={options.mode ?? 'form-submitter'} />
          </GridRenderingProvider>
        </FormStoreProvider>
      </FormServicesProvider>
    </FormLanguageProvider>,
  );
  return { ...view, store, value: () => store.getValue(TEST_ID) };
}

/** The value is what the server accepts: the catalogue's value shape, and no validation message. */
export function expectAcceptedValue(component: TestComponent, value: unknown): void {
  const entry = getCatalogueEntry(component.elType, component.version ?? 1);
  expect(entry?.valueSchema?.safeParse(value).success, JSON.stringify(value)).toBe(true);
  expect(validateComponentValue(onlyComponent(oneComponentForm(component)), value)).toEqual([]);
}

export const ALL_MODES: readonly DisplayMode[] = [
  'form-builder',
  'form-submitter',
  'form-viewer',
  'e-form',
  'printable',
];
