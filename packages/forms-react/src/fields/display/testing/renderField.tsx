import { type ComponentNode, formContentSchema, getCatalogueEntry } from '@clinic/forms-core';
import { render } from '@testing-library/react';
import { type FormLanguage, FormLanguageProvider } from '../../../i18n/formLanguage';
import type { DisplayMode } from '../../../render/displayMode';
import { FieldView } from '../../../render/FieldView';
import { type FormServices, FormServicesProvider } from '../../../services/formServices';
import { FormStoreProvider } from '../../../store/FormStoreContext';
import { createFormStore } from '../../../store/formStore';

/** Every mode a component renders in (forms.md section 1, plus printable). */
export const allModes: readonly DisplayMode[] = [
  'form-builder',
  'form-submitter',
  'form-viewer',
  'e-form',
  'printable',
];

export interface RenderFieldOptions {
  elType: string;
  properties?: Record<string, unknown>;
  value?: unknown;
  mode?: DisplayMode;
  services?: FormServices;
  language?: FormLanguage;
}

/** One component with its catalogue defaults, in a store of its own, rendered through FieldView. */
export function renderField({
  elType,
  properties = {},
  value,
  mode = 'form-submitter',
  services = { segment: 'core' },
  language = 'en',
}: RenderFieldOptions) {
  const id = `${elType}1`;
  const defaults = getCatalogueEntry(elType, 1)?.defaults ?? {};
  const node: ComponentNode = {
    kind: 'component',
    id,
    elType,
    version: 1,
    page: 0,
    properties: { ...defaults, ...properties },
  };
  const content = formContentSchema.parse({
    rows: [
      {
        kind: 'row',
        id: 'Row1',
        columns: [{ kind: 'column', id: 'Column1', properties: { cols: 12 }, children: [node] }],
      },
    ],
  });
  const store = createFormStore({ content, initialResults: value === undefined ? {} : { [id]: value } });
  const result = render(
    <FormLanguageProvider value={language}>
      <FormServicesProvider value={services}>
        <FormStoreProvider store={store}>
          <FieldView node={node} mode={mode} />
        </FormStoreProvider>
      </FormServicesProvider>
    </FormLanguageProvider>,
  );
  return { ...result, store, id };
}

/** Whether a value fits the catalogue's value schema, as the server checks it. */
export function fitsValueSchema(elType: string, value: unknown): boolean {
  const schema = getCatalogueEntry(elType, 1)?.valueSchema;
  return schema ? schema.safeParse(value).success : true;
}
