import type { RichTextMentionItem } from '@clinic/forms-react';
import { PluginKey } from '@tiptap/pm/state';
import { exitSuggestion, type SuggestionProps } from '@tiptap/suggestion';
import { filterMentionItems } from './filterMentionItems';
import type { MentionAttributes, MentionSuggestion } from './mentionNode';

export interface MentionMenuState {
  items: readonly RichTextMentionItem[];
  /** The items of the new query are on their way (the list keeps the previous ones meanwhile). */
  loading: boolean;
  activeIndex: number;
  choose: (item: RichTextMentionItem) => void;
  /** Places the list under the caret (and keeps it there while scrolling); returns the undo. */
  mount: (element: HTMLElement) => () => void;
}

export interface MentionMenu {
  getState: () => MentionMenuState | null;
  subscribe: (listener: () => void) => () => void;
  setActive: (index: number) => void;
  /** The '@' suggestion of the mention node, feeding this menu. */
  suggestion: MentionSuggestion;
}

/**
 * The state of the '@' list, outside React so the editor's suggestion plugin can drive it:
 * ArrowDown/ArrowUp move, Enter or Tab inserts, Escape closes. `getItems` reads the current
 * mention items (they change with the form); no items at all means '@' is plain text.
 */
export function createMentionMenu(getItems: () => readonly RichTextMentionItem[]): MentionMenu {
  const pluginKey = new PluginKey('fieldMention');
  const listeners = new Set<() => void>();
  let state: MentionMenuState | null = null;
  let dismiss: (() => void) | null = null;
  const set = (next: MentionMenuState | null) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const show = (props: SuggestionProps<RichTextMentionItem, MentionAttributes>) => {
    dismiss = () => exitSuggestion(props.editor.view, pluginKey);
    const previous = props.loading ? state : null;
    set({
      items: previous?.items ?? props.items,
      loading: props.loading,
      activeIndex: previous?.activeIndex ?? 0,
      choose: ({ id, label, expression }) => props.command({ id, label, expression }),
      mount: props.mount,
    });
  };
  const keyDown = (event: KeyboardEvent): boolean => {
    if (!state) return false;
    const count = state.items.length;
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0) {
      if (count > 0) set({ ...state, activeIndex: (state.activeIndex + step + count) % count });
      return true;
    }
    if (event.key === 'Enter' || event.key === 'Tab') {
      const item = state.items[state.activeIndex];
      if (!item) return false;
      state.choose(item);
      return true;
    }
    if (event.key === 'Escape') {
      dismiss?.();
      set(null);
      return true;
    }
    return false;
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setActive: (index) => {
      if (state) set({ ...state, activeIndex: index });
    },
    suggestion: {
      char: '@',
      pluginKey,
      placement: 'bottom-start',
      floatingUi: { strategy: 'fixed' },
      // Where the schema takes a mention (the default check), and only when there is something to offer.
      allow: ({ state: editorState, range }) => {
        const mention = editorState.schema.nodes.mention;
        const parent = editorState.doc.resolve(range.from).parent;
        return (
          getItems().length > 0 && mention !== undefined && !!parent.type.contentMatch.matchType(mention)
        );
      },
      items: ({ query }) => filterMentionItems(getItems(), query),
      render: () => ({
        onStart: show,
        onUpdate: show,
        onExit: () => set(null),
        onKeyDown: ({ event }) => keyDown(event),
      }),
    },
  };
}
