import { type FormContent, formContentSchema } from '@clinic/forms-core';

interface ComponentSpec {
  id: string;
  elType: string;
  properties?: Record<string, unknown>;
  version?: number;
}

/** Test support: form content of one full-width row holding the given components, in order. */
export function oneColumnForm(components: readonly ComponentSpec[]): FormContent {
  return formContentSchema.parse({
    rows: [
      {
        kind: 'row',
        id: 'Row1',
        properties: {},
        columns: [
          {
            kind: 'column',
            id: 'Column1',
            properties: { cols: 12 },
            children: components.map(({ id, elType, properties = {}, version = 1 }) => ({
              kind: 'component',
              id,
              elType,
              version,
              properties,
            })),
          },
        ],
      },
    ],
  });
}
