import {
  componentsIn,
  componentsInOrder,
  deleteNode,
  type FormContent,
  findLayoutNode,
  type LayoutDropTarget,
  pasteLayout,
  setNodeProperties,
} from '@clinic/forms-core';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useBuilderTexts } from './builderTexts';
import { type BuilderUser, mayUseAdvancedOptions } from './builderUser';
import { BuilderCanvasContext, type BuilderCanvasContextValue } from './canvas/builderCanvasContext';
import { acceptsNothing, createCanvasStateStore } from './canvas/canvasState';
import { useCanvasTexts } from './canvas/canvasTexts';
import { DesignArea } from './canvas/DesignArea';
import { ConfirmDialog } from './dialogs/ConfirmDialog';
import { applyDrop, type DragItem, type DropArea, dropAreaAcceptor } from './dnd/dragItems';
import { type ContentHistory, emptyHistory, recordEdit, redo, undo } from './history/contentHistory';
import { readCopiedLayout, storeCopiedLayout } from './layoutClipboardStore';
import { EditElementPanel } from './panel/EditElementPanel';
import { FormDefaultsEditor } from './panel/FormDefaultsEditor';
import { BuilderPreview } from './preview/BuilderPreview';
import { fieldMentionItems } from './richText/fieldMentionItems';
import {
  type BuilderRichText,
  BuilderRichTextContext,
  type RichTextEditorComponent,
  type RichTextMentionItem,
} from './richText/richTextEditor';
import { ComponentRulesDialog } from './rules/ComponentRulesDialog';
import { createFormComponentsStore, RuleFormContext } from './rules/ruleFormContext';
import { type BuilderServices, BuilderServicesContext } from './services/builderServices';
import { TranslationsView } from './translations/TranslationsView';
import { useTranslationsTexts } from './translations/translationsTexts';
import { useTimedStatus } from './useTimedStatus';
import './builder.css';

export interface FormBuilderProps {
  content: FormContent;
  /** Every edit, undo and redo; the host keeps the content (and its unsaved-changes flag). */
  onChange: (content: FormContent) => void;
  user?: BuilderUser;
  /** Shows the unsaved-changes mark. */
  dirty?: boolean;
  /** The host's buttons at the end of the builder's toolbar (e.g. Save). */
  actions?: ReactNode;
  /** The host's rich-text editor for rich-text properties; a plain textarea without it. */
  richTextEditor?: RichTextEditorComponent;
  /** Document values the rich editor offers after `@` besides the form's fields (patient name...). */
  contextMentions?: readonly RichTextMentionItem[];
  /** The lists some properties are chosen from (collection names, forms); keep the object stable. */
  services?: BuilderServices;
}

const noMentions: readonly RichTextMentionItem[] = [];
const noServices: BuilderServices = {};

const isTextField = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Where "Paste layout" puts rows: after the selected row, at the end of a selected column, else at the end. */
function pasteTarget(content: FormContent, selectedId: string | null): LayoutDropTarget {
  const found = selectedId ? findLayoutNode(content.rows, selectedId) : null;
  if (found?.node.kind === 'column') {
    return { kind: 'into-column', columnId: found.node.id, index: found.node.children.length };
  }
  if (found?.node.kind === 'row' && found.list.kind !== 'row') {
    return { kind: 'new-row', list: found.list, index: found.index + 1 };
  }
  return { kind: 'new-row', list: { kind: 'form' }, index: content.rows.length };
}

/**
 * The form builder (controlled): toolbox, canvas with drag and drop, the Edit Element panel,
 * component rules, form settings, preview, undo and redo. Plain HTML and builder.css.
 */
export function FormBuilder({
  content,
  onChange,
  user,
  dirty = false,
  actions,
  richTextEditor,
  contextMentions = noMentions,
  services = noServices,
}: FormBuilderProps) {
  const texts = useBuilderTexts();
  const { formEnd } = useCanvasTexts();
  const translationsTexts = useTranslationsTexts();
  const advanced = mayUseAdvancedOptions(user);
  // Mentions are `{{ }}` expressions, which only advanced users may write (their braces are stripped otherwise).
  const richText = useMemo<BuilderRichText>(
    () => ({
      Editor: richTextEditor,
      mentionItems: advanced ? [...fieldMentionItems(content), ...contextMentions] : noMentions,
    }),
    [richTextEditor, advanced, content, contextMentions],
  );
  const [history, setHistory] = useState<ContentHistory>(emptyHistory);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [formSettingsOpen, setFormSettingsOpen] = useState(false);
  const [view, setView] = useState<'design' | 'preview' | 'translations'>('design');
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);
  const [rulesFor, setRulesFor] = useState<string | null>(null);
  const [status, showStatus] = useTimedStatus();

  const edit = useCallback(
    (next: FormContent) => {
      if (next === content) return;
      setHistory((past) => recordEdit(past, content));
      onChange(next);
    },
    [content, onChange],
  );
  const step = (direction: 'undo' | 'redo') => {
    const moved = direction === 'undo' ? undo(history, content) : redo(history, content);
    if (!moved) return;
    setHistory(moved.history);
    onChange(moved.content);
  };
  const select = useCallback((id: string) => {
    setSelectedId(id);
    setFormSettingsOpen(false);
  }, []);

  const drop = (item: DragItem, area: Parameters<typeof applyDrop>[2]) => {
    const result = applyDrop(content, item, area);
    if (!result.ok) {
      showStatus(texts.refusals[result.reason]);
      return;
    }
    edit(result.content);
    select(result.nodeId);
  };
  const addAtEnd = (item: DragItem) =>
    drop(item, { list: { kind: 'form' }, index: content.rows.length, label: formEnd });
  // Stable for the memoised design area; they call this render's versions.
  const latest = useRef({ drop, addAtEnd });
  latest.current = { drop, addAtEnd };
  const stableDrop = useCallback((item: DragItem, area: DropArea) => latest.current.drop(item, area), []);
  const stableAddAtEnd = useCallback((item: DragItem) => latest.current.addAtEnd(item), []);
  // The canvas reads selection and drag from its own store, so they re-render only what changed;
  // a drag does not re-render the builder.
  const [canvasState] = useState(createCanvasStateStore);
  useLayoutEffect(() => canvasState.set({ selectedId }), [canvasState, selectedId]);
  const contentNow = useRef(content);
  contentNow.current = content;
  const textsNow = useRef(texts);
  textsNow.current = texts;
  const startDrag = useCallback(
    (item: DragItem) =>
      canvasState.set({ activeItem: item, accepts: dropAreaAcceptor(contentNow.current, item) }),
    [canvasState],
  );
  const endDrag = useCallback(
    () => canvasState.set({ activeItem: null, accepts: acceptsNothing }),
    [canvasState],
  );
  const canvasContext = useMemo<BuilderCanvasContextValue>(
    () => ({
      state: canvasState,
      select,
      requestDelete: setPendingDelete,
      copyLayout: (rowId) => {
        const row = findLayoutNode(contentNow.current.rows, rowId)?.node;
        if (row?.kind !== 'row') return;
        storeCopiedLayout([row]);
        showStatus(textsNow.current.layoutCopied);
      },
    }),
    [canvasState, select, showStatus],
  );

  const paste = () => {
    const rows = readCopiedLayout();
    if (!rows) {
      showStatus(texts.nothingToPaste);
      return;
    }
    const result = pasteLayout(content, pasteTarget(content, selectedId), rows);
    if (!result.ok) {
      showStatus(texts.refusals[result.reason]);
      return;
    }
    edit(result.content);
    select(result.nodeId);
    showStatus(texts.layoutPasted);
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const found = findLayoutNode(content.rows, pendingDelete);
    const result = deleteNode(content, pendingDelete);
    setPendingDelete(null);
    if (!result.ok) return;
    const removedIds = found
      ? new Set([found.node.id, ...componentsIn(found.node).map((c) => c.id)])
      : new Set<string>();
    if (selectedId && (removedIds.has(selectedId) || !findLayoutNode(result.content.rows, selectedId)))
      setSelectedId(null);
    edit(result.content);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || isTextField(event.target)) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) step('undo');
    else if (key === 'y' || (key === 'z' && event.shiftKey)) step('redo');
    else return;
    event.preventDefault();
  };

  const pendingNode = pendingDelete ? findLayoutNode(content.rows, pendingDelete)?.node : undefined;
  const rulesNode = rulesFor ? findLayoutNode(content.rows, rulesFor)?.node : undefined;
  const orderedComponents = useMemo(() => componentsInOrder(content), [content]);
  const [componentsStore] = useState(() => createFormComponentsStore(orderedComponents));
  useLayoutEffect(() => componentsStore.set(orderedComponents), [componentsStore, orderedComponents]);
  const selectedExists = selectedId !== null && findLayoutNode(content.rows, selectedId) !== null;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl+Z / Ctrl+Y anywhere in the builder; the buttons do the same
    <div className="cfb-builder" onKeyDown={onKeyDown}>
      <div className="cfb-topbar" role="toolbar" aria-label={texts.toolbar}>
        <button
          type="button"
          className="cfb-button"
          onClick={() => step('undo')}
          disabled={history.past.length === 0}
        >
          {texts.undo}
        </button>
        <button
          type="button"
          className="cfb-button"
          onClick={() => step('redo')}
          disabled={history.future.length === 0}
        >
          {texts.redo}
        </button>
        <button type="button" className="cfb-button" onClick={paste}>
          {texts.pasteLayout}
        </button>
        <button
          type="button"
          className="cfb-button"
          aria-pressed={formSettingsOpen}
          onClick={() => {
            setFormSettingsOpen((open) => !open);
            setSelectedId(null);
          }}
        >
          {texts.formSettings}
        </button>
        <button
          type="button"
          className="cfb-button"
          aria-pressed={view === 'preview'}
          onClick={() => setView((shown) => (shown === 'preview' ? 'design' : 'preview'))}
        >
          {view === 'preview' ? texts.backToDesign : texts.preview}
        </button>
        <button
          type="button"
          className="cfb-button"
          aria-pressed={view === 'translations'}
          onClick={() => setView((shown) => (shown === 'translations' ? 'design' : 'translations'))}
        >
          {view === 'translations' ? translationsTexts.close : translationsTexts.open}
        </button>
        {dirty && <span className="cfb-dirty">{texts.unsavedChanges}</span>}
        <span className="cfb-status" role="status">
          {status}
        </span>
        {actions && <span className="cfb-actions">{actions}</span>}
      </div>
      {view === 'preview' ? (
        <BuilderPreview content={content} />
      ) : view === 'translations' ? (
        <TranslationsView content={content} onChange={edit} />
      ) : (
        <BuilderCanvasContext.Provider value={canvasContext}>
          <RuleFormContext.Provider value={componentsStore}>
            <div className="cfb-workspace">
              <DesignArea
                content={content}
                onStart={startDrag}
                onEnd={endDrag}
                onDrop={stableDrop}
                onAdd={stableAddAtEnd}
              />
              {selectedExists && selectedId ? (
                <BuilderRichTextContext.Provider value={richText}>
                  <BuilderServicesContext.Provider value={services}>
                    <EditElementPanel
                      content={content}
                      selectedId={selectedId}
                      advanced={advanced}
                      onChange={edit}
                      onClose={() => setSelectedId(null)}
                      onOpenRules={setRulesFor}
                    />
                  </BuilderServicesContext.Provider>
                </BuilderRichTextContext.Provider>
              ) : formSettingsOpen ? (
                <aside className="cfb-panel" aria-label={texts.formSettings}>
                  <div className="cfb-panel-header">
                    <h2>{texts.formSettings}</h2>
                    <button
                      type="button"
                      className="cfb-icon-button"
                      aria-label={texts.closeFormSettings}
                      onClick={() => setFormSettingsOpen(false)}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </div>
                  <FormDefaultsEditor content={content} onChange={edit} advanced={advanced} />
                </aside>
              ) : (
                <aside className="cfb-panel cfb-panel--empty" aria-label={texts.properties}>
                  <p className="cfb-muted">{texts.nothingSelected}</p>
                </aside>
              )}
            </div>
          </RuleFormContext.Provider>
        </BuilderCanvasContext.Provider>
      )}
      {pendingDelete && pendingNode && (
        <ConfirmDialog
          message={pendingNode.kind === 'component' ? texts.deleteComponentConfirm : texts.deleteRowConfirm}
          confirmLabel={texts.delete}
          onConfirm={confirmDelete}
          onCancel={() => setPendingDelete(null)}
        />
      )}
      {rulesNode?.kind === 'component' && (
        <ComponentRulesDialog
          node={rulesNode}
          components={orderedComponents}
          onClose={() => setRulesFor(null)}
          onApply={(hidden) => {
            const result = setNodeProperties(content, rulesNode.id, { ...rulesNode.properties, hidden });
            setRulesFor(null);
            if (result.ok) edit(result.content);
          }}
        />
      )}
    </div>
  );
}
