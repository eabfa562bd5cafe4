import type { FormContent } from '@clinic/forms-core';
import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import type { DisplayMode } from '../../../render/displayMode';
import { createFormStore, type FormStore } from '../../../store/formStore';
import { type CrudRecord, recordFromResults } from './crudRecords';
import { NestedLayout } from './nestedLayout';

/**
 * One record of a Crud, shown with the list item layout. Its controls edit the record in place
 * (records added empty are filled this way); a record changed from outside (paste, load, a
 * deletion shifting it) gets a fresh store.
 */
export function CrudRecordItem({
  record,
  content,
  componentIds,
  mode,
  style,
  onChange,
  children,
}: {
  record: CrudRecord;
  content: FormContent;
  componentIds: readonly string[];
  mode: DisplayMode;
  style?: CSSProperties | undefined;
  onChange: (record: CrudRecord) => void;
  /** The remove link. */
  children?: ReactNode;
}) {
  const current = useRef<{ store: FormStore; record: CrudRecord; content: FormContent } | null>(null);
  if (!current.current || current.current.record !== record || current.current.content !== content) {
    current.current = { store: createFormStore({ content, initialResults: record }), record, content };
  }
  const { store } = current.current;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(
    () =>
      store.subscribeAll(() => {
        const holder = current.current;
        if (!holder || holder.store !== store) return;
        const next = { ...holder.record, ...recordFromResults(store.getResults(), componentIds) };
        // The store already shows this record: keep it rather than rebuild it on the way back.
        holder.record = next;
        onChangeRef.current(next);
      }),
    [store, componentIds],
  );

  return (
    <li className="cf-crud-item">
      <NestedLayout store={store} mode={mode} className="cf-crud-item-layout" style={style} />
      {children}
    </li>
  );
}
