import '../../display/display.css';
import {
  type ComponentNode,
  type CrudLayoutKey,
  crudLayoutRows,
  EMPTY_VALUE_TEXT,
  isEmptyRichText,
  type RowNode,
} from '@clinic/forms-core';
import { useMemo, useRef, useState } from 'react';
import { fillText } from '../../../i18n/fillText';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { presentationOf } from '../../../render/presentation';
import { createFormStore } from '../../../store/formStore';
import { useFieldValue, useSetFieldValue } from '../../../store/useField';
import { ConfirmDialog } from '../../display/dialog/ConfirmDialog';
import { localizedDefault } from '../../display/localizedDefault';
import { SanitizedHtml } from '../../display/SanitizedHtml';
import { styleFromCss } from '../../display/styleFromCss';
import { useDataTexts } from '../dataTexts';
import { CrudRecordForm } from './CrudRecordForm';
import { CrudRecordItem } from './CrudRecordItem';
import { type CrudRecord, crudRecords, layoutComponentIds, removeCrudRecord } from './crudRecords';
import { NestedLayout, nestedContent } from './nestedLayout';

/** A layout with rows in it; a new Crud's layouts are empty lists. */
function designedLayout(node: ComponentNode, key: CrudLayoutKey): RowNode[] | null {
  const rows = crudLayoutRows(node, key);
  return rows && rows.length > 0 ? rows : null;
}

let recordKeyCount = 0;
const newRecordKey = () => {
  recordKeyCount += 1;
  return `r${recordKeyCount}`;
};

/**
 * Crud: a list of records made with a nested form (forms.md section 4). The add link opens the
 * record form, whose values become a new record (the form then clears and hides); with
 * addEmptyRecord it appends an empty record to fill in the list. Deleting asks first, then the
 * later records shift back.
 */
export function CrudField({ node, mode, properties, editable, inputId }: FieldRendererProps) {
  const texts = useDataTexts();
  const value = useFieldValue<unknown>(node.id);
  const setValue = useSetFieldValue(node.id);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const presentation = presentationOf(mode, editable);
  const records = crudRecords(value);

  const formRows = designedLayout(node, 'formLayout');
  const itemRows = designedLayout(node, 'listItemLayout') ?? formRows;
  const formContent = useMemo(() => (formRows ? nestedContent(formRows) : null), [formRows]);
  const itemContent = useMemo(() => (itemRows ? nestedContent(itemRows) : null), [itemRows]);
  const formIds = useMemo(() => (formRows ? layoutComponentIds(formRows) : []), [formRows]);
  const itemIds = useMemo(() => (itemRows ? layoutComponentIds(itemRows) : []), [itemRows]);
  const previewStore = useMemo(
    () => (presentation === 'preview' && formContent ? createFormStore({ content: formContent }) : null),
    [presentation, formContent],
  );

  // Stable keys per record, so deleting one shifts the later records without remounting them.
  const keys = useRef<string[]>([]);
  if (keys.current.length !== records.length)
    keys.current = records.map((_, index) => keys.current[index] ?? newRecordKey());

  const addLabel = localizedDefault(properties.addRecordLabel, 'Add Record', texts.addRecord);
  const removeLabel = localizedDefault(properties.removeRecordLabel, '', texts.removeRecord);
  const header = isEmptyRichText(
    typeof properties.listHeaderContent === 'string' ? properties.listHeaderContent : '',
  ) ? null : (
    <SanitizedHtml className="cf-crud-header cf-rich-text" html={properties.listHeaderContent} />
  );
  const itemStyle = styleFromCss(properties.listItemStyle);

  if (presentation === 'preview') {
    return (
      <div id={inputId} className="cf-crud cf-preview" inert>
        {header}
        {previewStore ? (
          <NestedLayout
            store={previewStore}
            mode={mode}
            className="cf-form cf-crud-form"
            style={styleFromCss(properties.formStyle)}
          />
        ) : (
          <p className="cf-preview-placeholder">{texts.crudNoLayout}</p>
        )}
        <button type="button" className="cf-link-button" style={styleFromCss(properties.addLabelStyle)}>
          {addLabel}
        </button>
      </div>
    );
  }

  const changeRecord = (index: number, record: CrudRecord) =>
    setValue(records.map((current, other) => (other === index ? record : current)));
  const add = (record: CrudRecord) => {
    keys.current = [...keys.current, newRecordKey()];
    setValue([...records, record]);
    setFormOpen(false);
  };
  const remove = (index: number) => {
    keys.current = keys.current.filter((_, other) => other !== index);
    setValue(removeCrudRecord(records, index));
    setDeleting(null);
  };
  const edit = presentation === 'edit';

  return (
    <div id={inputId} className="cf-crud">
      {header}
      {records.length === 0 ? (
        !edit && <output className="cf-static">{EMPTY_VALUE_TEXT}</output>
      ) : (
        <ul className="cf-crud-list">
          {records.map((record, index) =>
            itemContent ? (
              <CrudRecordItem
                key={keys.current[index]}
                record={record}
                content={itemContent}
                componentIds={itemIds}
                mode={mode}
                style={itemStyle}
                onChange={(next) => changeRecord(index, next)}
              >
                {edit && (
                  <button
                    type="button"
                    className="cf-link-button cf-crud-remove"
                    style={styleFromCss(properties.deleteLabelStyle)}
                    aria-label={fillText(texts.removeRecordN, { n: index + 1 })}
                    onClick={() => setDeleting(index)}
                  >
                    {removeLabel}
                  </button>
                )}
              </CrudRecordItem>
            ) : null,
          )}
        </ul>
      )}
      {edit && formOpen && formContent && (
        <CrudRecordForm
          content={formContent}
          componentIds={formIds}
          mode={mode}
          style={styleFromCss(properties.formStyle)}
          onAdd={add}
          onCancel={() => setFormOpen(false)}
        />
      )}
      {edit && !formOpen && (
        <button
          type="button"
          className="cf-link-button cf-crud-add"
          style={styleFromCss(properties.addLabelStyle)}
          onClick={() => (properties.addEmptyRecord === true || !formContent ? add({}) : setFormOpen(true))}
        >
          {addLabel}
        </button>
      )}
      {deleting !== null && (
        <ConfirmDialog
          message={texts.deleteItemConfirm}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
