import type { RichTextMentionItem } from '@clinic/forms-react';
import type { Editor } from '@tiptap/react';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { MentionMenu as MentionMenuModel } from './mentionMenu';
import { richTextTexts as texts } from './richTextTexts';

const groups: { key: RichTextMentionItem['group']; label: string }[] = [
  { key: 'field', label: texts.fieldsGroup },
  { key: 'context', label: texts.contextGroup },
];

/** Sets or removes attributes of the editable element (it lives outside React). */
function setAttributes(element: HTMLElement, attributes: Record<string, string | null>) {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
}

/**
 * The '@' list under the caret: a listbox the editor drives by keyboard (the text keeps the focus,
 * aria-activedescendant names the highlighted option); a click inserts too.
 */
export function MentionMenu({
  editor,
  menu,
  listboxId,
}: {
  editor: Editor;
  menu: MentionMenuModel;
  listboxId: string;
}) {
  const state = useSyncExternalStore(menu.subscribe, menu.getState);
  const box = useRef<HTMLDivElement>(null);
  const mount = state?.mount;
  useLayoutEffect(() => (mount && box.current ? mount(box.current) : undefined), [mount]);
  const activeId = state && state.items.length > 0 ? `${listboxId}-${state.activeIndex}` : null;
  useEffect(() => {
    if (editor.isDestroyed) return; // replaced on the next render (see RichTextEditor)
    setAttributes(editor.view.dom, {
      'aria-controls': state ? listboxId : null,
      'aria-expanded': state ? 'true' : null,
      'aria-autocomplete': state ? 'list' : null,
      'aria-activedescendant': activeId,
    });
  }, [editor, state, listboxId, activeId]);
  if (!state) return null;
  const indexed = state.items.map((item, index) => ({ item, index }));
  return (
    <div ref={box} className="rte-mention-menu">
      <div id={listboxId} role="listbox" aria-label={texts.mentions}>
        {state.items.length === 0 && !state.loading && (
          <p className="rte-mention-empty" role="presentation">
            {texts.noMatches}
          </p>
        )}
        {groups.map(({ key, label }) => {
          const inGroup = indexed.filter(({ item }) => item.group === key);
          if (inGroup.length === 0) return null;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a group of options in a listbox (ARIA listbox pattern), not of form controls
            <div key={key} role="group" aria-label={label}>
              <p className="rte-mention-group" aria-hidden="true">
                {label}
              </p>
              {inGroup.map(({ item, index }) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the text (arrows, Enter), which keeps the focus
                <div
                  key={`${item.group}:${item.id}`}
                  id={`${listboxId}-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === state.activeIndex}
                  aria-label={item.label}
                  className="rte-mention-option"
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => menu.setActive(index)}
                  onClick={() => state.choose(item)}
                >
                  {item.label}
                  {item.group === 'field' && <span className="rte-mention-id">{item.id}</span>}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
