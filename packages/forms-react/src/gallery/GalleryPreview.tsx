import { type FormContent, setNodeProperties } from '@clinic/forms-core';
import { useId, useMemo, useState, useSyncExternalStore } from 'react';
import { FormDefaultsEditor } from '../builder/panel/FormDefaultsEditor';
import { ColumnSettings, RowSettings } from '../builder/panel/LayoutSettings';
import { PropertiesEditor } from '../builder/properties/PropertiesEditor';
import { FormGrid } from '../printable/FormGrid';
import { PrintableForm } from '../printable/PrintableForm';
import { fillPageOf } from '../printable/printTexts';
import { rowElement } from '../render/RowView';
import { FormStoreProvider, useFormStore } from '../store/FormStoreContext';
import { createFormStore } from '../store/formStore';
import { validateStore } from '../store/validateStore';
import { FormViewer } from '../viewer/FormViewer';
import type { FocusRequest } from '../viewer/useFocusRequest';
import type { GalleryItem } from './galleryItems';
import type { GalleryMode } from './galleryModes';
import { useGalleryTexts } from './galleryTexts';
import '../builder/builder.css';
import './gallery.css';

/** Values shown in full up to this length; longer ones (image data) are cut. */
const shownTextLength = 80;

function shownJson(results: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(
    results,
    (_key, value: unknown) =>
      typeof value === 'string' && value.length > shownTextLength
        ? `${value.slice(0, shownTextLength)}…`
        : value,
    2,
  );
}

function StoredValue() {
  const store = useFormStore();
  const id = useId();
  const texts = useGalleryTexts();
  const results = useSyncExternalStore(store.subscribeAll, store.getResults);
  return (
    <div className="cf-gallery-value">
      <label htmlFor={id}>{texts.storedValue}</label>
      <output id={id}>{shownJson(results)}</output>
    </div>
  );
}

/** Filling in: the paged viewer, a Validate button showing section 5's messages, and the value. */
function FillingPreview({ mode }: { mode: 'form-submitter' | 'form-viewer' | 'e-form' }) {
  const store = useFormStore();
  const texts = useGalleryTexts();
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [status, setStatus] = useState('');
  const validate = () => {
    if (mode === 'form-viewer') return;
    const result = validateStore(store, { mode, filling: true });
    if (result.firstErrorPage !== null) setFocusRequest({ page: result.firstErrorPage, focusField: true });
    setStatus(result.valid ? texts.valid : '');
  };
  return (
    <>
      <FormViewer
        mode={mode}
        focusRequest={focusRequest}
        labels={{
          prev: texts.prev,
          next: texts.next,
          pageOf: (current, total) => fillPageOf(texts.pageOf, current, total),
        }}
      />
      {mode !== 'form-viewer' && (
        <div className="cf-gallery-actions">
          <button type="button" className="cf-gallery-button" onClick={validate}>
            {texts.validate}
          </button>
          <span role="status">{status}</span>
        </div>
      )}
      <StoredValue />
    </>
  );
}

/** The builder canvas's preview of every row, page breaks included. */
function BuilderPreview() {
  const store = useFormStore();
  return (
    <div className="cf-form" data-mode="form-builder">
      {store.content.rows.map((row) => rowElement(row, 'form-builder'))}
    </div>
  );
}

/**
 * The 'properties' mode: the builder's property editor of the sample's component, or the
 * layout settings of a layout type. Edits change the sample in every mode.
 */
function PropertiesPreview({ item, onContentChange }: { item: GalleryItem; onContentChange: ContentChange }) {
  const content = item.content;
  const row = content.rows[0];
  const column = row?.columns[0];
  const component = column?.children[0];
  if (item.elType === 'Form')
    return <FormDefaultsEditor content={content} onChange={onContentChange} advanced={false} />;
  if (item.elType === 'Row' && row)
    return <RowSettings content={content} node={row} onChange={onContentChange} />;
  if (item.elType === 'Column' && column)
    return <ColumnSettings content={content} node={column} onChange={onContentChange} />;
  if (component?.kind !== 'component') return null;
  return (
    <PropertiesEditor
      node={component}
      advanced={false}
      onChange={(properties) => {
        const result = setNodeProperties(content, component.id, properties);
        if (result.ok) onContentChange(result.content);
      }}
    />
  );
}

type ContentChange = (content: FormContent) => void;

interface GalleryPreviewProps {
  item: GalleryItem;
  mode: GalleryMode;
  /** Property edits in the 'properties' mode; the caller shows the changed sample everywhere. */
  onContentChange: ContentChange;
}

function ModeView({ item, mode, onContentChange }: GalleryPreviewProps) {
  switch (mode) {
    case 'printable':
      return <PrintableForm />;
    case 'form-builder-grid':
      return <FormGrid />;
    case 'form-builder':
      return <BuilderPreview />;
    case 'properties':
      return <PropertiesPreview item={item} onContentChange={onContentChange} />;
    default:
      return <FillingPreview mode={mode} />;
  }
}

/** One gallery sample in one mode, with a store of its own. */
export function GalleryPreview({ item, mode, onContentChange }: GalleryPreviewProps) {
  const store = useMemo(
    () => createFormStore({ content: item.content, initialResults: item.results }),
    [item],
  );
  return (
    <FormStoreProvider store={store}>
      <ModeView item={item} mode={mode} onContentChange={onContentChange} />
    </FormStoreProvider>
  );
}
