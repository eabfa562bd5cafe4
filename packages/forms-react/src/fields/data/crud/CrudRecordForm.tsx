import type { FormContent } from '@clinic/forms-core';
import { type CSSProperties, useState } from 'react';
import type { DisplayMode } from '../../../render/displayMode';
import { createFormStore } from '../../../store/formStore';
import { validateStore } from '../../../store/validateStore';
import { useDataTexts } from '../dataTexts';
import { type CrudRecord, recordFromResults } from './crudRecords';
import { NestedLayout } from './nestedLayout';

/**
 * The Crud's record form: its controls start empty each time it opens; Save record checks them
 * like any form, then hands their values over as a new record.
 */
export function CrudRecordForm({
  content,
  componentIds,
  mode,
  style,
  onAdd,
  onCancel,
}: {
  content: FormContent;
  componentIds: readonly string[];
  mode: DisplayMode;
  style?: CSSProperties | undefined;
  onAdd: (record: CrudRecord) => void;
  onCancel: () => void;
}) {
  const texts = useDataTexts();
  const filling = mode === 'e-form' ? 'e-form' : 'form-submitter';
  const [store] = useState(() => createFormStore({ content, mode: filling }));
  const submit = () => {
    if (validateStore(store, { mode: filling, filling: true }).valid)
      onAdd(recordFromResults(store.getResults(), componentIds));
  };
  return (
    // Not a <form>: the host page may already hold the whole document in one.
    <div className="cf-crud-form">
      <NestedLayout store={store} mode={mode} className="cf-form" style={style} />
      <div className="cf-actions">
        <button type="button" className="cf-button cf-button-primary" onClick={submit}>
          {texts.saveRecord}
        </button>
        <button type="button" className="cf-button" onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </div>
  );
}
