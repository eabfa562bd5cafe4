import { type FormContent, findLayoutNode, type Properties, setNodeProperties } from '@clinic/forms-core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useBuilderTexts } from '../builderTexts';
import { PropertiesEditor } from '../properties/PropertiesEditor';
import { ElementJsonEditor } from './ElementJsonEditor';
import { ColumnSettings, RowSettings } from './LayoutSettings';

export interface EditElementPanelProps {
  content: FormContent;
  selectedId: string;
  advanced: boolean;
  onChange: (content: FormContent) => void;
  onClose: () => void;
  onOpenRules: (componentId: string) => void;
}

/**
 * The 'Edit Element' side panel: Basic (the properties editor) or, for tech staff and users
 * with the advanced-options flag, Advanced (the element's JSON). Closing clears the selection.
 */
export function EditElementPanel({
  content,
  selectedId,
  advanced,
  onChange,
  onClose,
  onOpenRules,
}: EditElementPanelProps) {
  const texts = useBuilderTexts();
  const titleId = useId();
  const [tab, setTab] = useState<'basic' | 'advanced'>('basic');
  useEffect(() => {
    if (!advanced) setTab('basic');
  }, [advanced]);
  // Stable for the memoised properties editor, so an edit elsewhere (or the undo of a move)
  // leaves the selected component's editors alone.
  const latest = useRef({ content, onChange, onOpenRules });
  latest.current = { content, onChange, onOpenRules };
  const changeProperties = useCallback(
    (properties: Properties) => {
      const result = setNodeProperties(latest.current.content, selectedId, properties);
      if (result.ok) latest.current.onChange(result.content);
    },
    [selectedId],
  );
  const openRules = useCallback(() => latest.current.onOpenRules(selectedId), [selectedId]);
  const node = findLayoutNode(content.rows, selectedId)?.node;
  if (!node) return null;
  return (
    <aside
      className="cfb-panel"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) onClose();
      }}
    >
      <div className="cfb-panel-header">
        <h2 id={titleId}>{texts.editElement}</h2>
        <button
          type="button"
          className="cfb-icon-button"
          aria-label={texts.closeEditElement}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {advanced && (
        <fieldset className="cfb-tabs">
          <legend className="cfb-visually-hidden">{texts.editorTabs}</legend>
          <button type="button" aria-pressed={tab === 'basic'} onClick={() => setTab('basic')}>
            {texts.basic}
          </button>
          <button type="button" aria-pressed={tab === 'advanced'} onClick={() => setTab('advanced')}>
            {texts.advanced}
          </button>
        </fieldset>
      )}
      {tab === 'advanced' && advanced ? (
        <ElementJsonEditor content={content} node={node} onChange={(next) => onChange(next)} />
      ) : node.kind === 'component' ? (
        <PropertiesEditor
          node={node}
          advanced={advanced}
          onOpenRules={openRules}
          onChange={changeProperties}
        />
      ) : node.kind === 'row' ? (
        <RowSettings content={content} node={node} onChange={onChange} />
      ) : (
        <ColumnSettings content={content} node={node} onChange={onChange} />
      )}
    </aside>
  );
}
