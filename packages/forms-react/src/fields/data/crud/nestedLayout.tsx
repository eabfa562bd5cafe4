import { type FormContent, formDefaultsSchema, type RowNode } from '@clinic/forms-core';
import type { CSSProperties } from 'react';
import type { DisplayMode } from '../../../render/displayMode';
import { rowElement } from '../../../render/RowView';
import { FormStoreProvider } from '../../../store/FormStoreContext';
import type { FormStore } from '../../../store/formStore';

const noDefaults = formDefaultsSchema.parse({});

/** A Crud layout as form content of its own, so its controls get a store of their own. */
export function nestedContent(rows: readonly RowNode[]): FormContent {
  return { rows: [...rows], defaults: noDefaults };
}

/** One of a Crud's layouts (record form or list item), rendered with the form's own rows and fields. */
export function NestedLayout({
  store,
  mode,
  className,
  style,
}: {
  store: FormStore;
  mode: DisplayMode;
  className: string;
  style?: CSSProperties | undefined;
}) {
  return (
    <FormStoreProvider store={store}>
      <div className={className} style={style}>
        {store.content.rows.map((row) => rowElement(row, mode))}
      </div>
    </FormStoreProvider>
  );
}
