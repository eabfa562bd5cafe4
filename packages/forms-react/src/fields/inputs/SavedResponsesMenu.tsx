import { lazyComponent } from '../../render/lazyComponent';
import { useFormServices } from '../../services/formServices';

export interface SavedResponsesMenuProps {
  componentId: string;
  /** The component's predefined responses (responseOptions): offered, never deletable. */
  responseOptions: readonly string[];
  /** The field's text now, offered for saving. */
  currentText: string;
  onPick: (response: string) => void;
}

// Loaded with the first menu shown: the portal (no core segment) never needs it.
const SavedResponsesPanel = lazyComponent(
  () => import('./SavedResponsesPanel').then((m) => m.SavedResponsesMenuPanel),
  () => null,
);

/** Saved responses are offered only against the core server segment (staff), never in the portal. */
export function useSavedResponsesOffered(): boolean {
  return useFormServices().segment === 'core';
}

/**
 * The saved-response menu of text fields (forms.md sections 4 to 6): only against the core
 * server segment; the user's list loads on first open, once.
 */
export function SavedResponsesMenu(props: SavedResponsesMenuProps) {
  if (!useSavedResponsesOffered()) return null;
  return <SavedResponsesPanel {...props} />;
}
