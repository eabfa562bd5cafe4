import { type FormContent, type LayoutNode, loadFormContent, replaceNode } from '@clinic/forms-core';
import { useState } from 'react';
import { CodeEditorDialog } from '../dialogs/CodeEditorDialog';
import { JsonTextEditor } from '../properties/JsonTextEditor';
import { usePropertyEditorTexts } from '../properties/propertyEditorTexts';
import { type PanelTexts, usePanelTexts } from './panelTexts';

export interface ElementJsonEditorProps {
  content: FormContent;
  node: LayoutNode;
  onChange: (content: FormContent, nodeId: string) => void;
}

/** Why a replacement cannot be kept, or null: it must be the same kind of node and load cleanly. */
function checkReplacement(
  content: FormContent,
  node: LayoutNode,
  value: unknown,
  texts: PanelTexts,
): string | null {
  if (typeof value !== 'object' || value === null || (value as { kind?: unknown }).kind !== node.kind) {
    return texts.mustBeKind(node.kind);
  }
  const replaced = replaceNode(content, node.id, value as LayoutNode);
  if (!replaced.ok) return texts.notReplaced;
  const loaded = loadFormContent(replaced.content);
  return loaded.ok ? null : loaded.errors.map((error) => `${error.path}: ${error.message}`).join('\n');
}

/** The Advanced tab: the element's JSON in a textarea, with a larger code editor in a dialog. */
export function ElementJsonEditor({ content, node, onChange }: ElementJsonEditorProps) {
  const texts = usePanelTexts();
  const { notValidJson } = usePropertyEditorTexts();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const apply = (value: unknown) => {
    const replaced = replaceNode(content, node.id, value as LayoutNode);
    if (!replaced.ok) return;
    const loaded = loadFormContent(replaced.content);
    if (loaded.ok) onChange(loaded.content, replaced.nodeId);
  };
  return (
    <div className="cfb-advanced">
      <JsonTextEditor
        label={texts.jsonOf(node.id)}
        value={node}
        rows={14}
        onChange={apply}
        check={(value) => checkReplacement(content, node, value, texts)}
      />
      <button type="button" className="cfb-button" onClick={() => setDialogOpen(true)}>
        {texts.openCodeEditor}
      </button>
      {dialogError && (
        <p className="cf-error" role="alert">
          {dialogError}
        </p>
      )}
      {dialogOpen && (
        <CodeEditorDialog
          title={texts.jsonOf(node.id)}
          language="json"
          value={JSON.stringify(node, null, 4)}
          onClose={() => setDialogOpen(false)}
          onApply={(text) => {
            let parsed: unknown;
            try {
              parsed = JSON.parse(text);
            } catch (cause) {
              setDialogError(notValidJson(cause instanceof Error ? cause.message : String(cause)));
              setDialogOpen(false);
              return;
            }
            const problem = checkReplacement(content, node, parsed, texts);
            setDialogError(problem);
            setDialogOpen(false);
            if (!problem) apply(parsed);
          }}
        />
      )}
    </div>
  );
}
