import { type FormContent, validateForm } from '@clinic/forms-core';
import { type CSSProperties, useState } from 'react';
import type { DisplayMode } from '../../../render/displayMode';
import { createFormStore } from '../../../store/formStore';
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
  const [store] = useState(() => createFormStore({ content }));
  const submit = () => {
    const results = store.getResults();
    const validation = validateForm(content, results, {
      mode: mode === 'e-form' ? 'e-form' : 'form-submitter',
      filling: true,
      isHidden: (id) => store.isHidden(id),
    });
    store.setAllErrors(validation.errors);
    if (validation.valid) onAdd(recordFromResults(results, componentIds));
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
