import { useBeforeUnloadWarning } from '@clinic/forms-react';
import { useBlocker } from 'react-router';

/**
 * Holds in-app navigation to another page while `isDirty()` (React Router's blocker: the page
 * asks, then proceeds or resets it). Read as the user navigates, so a save just made counts.
 */
export function useLeaveBlocker(isDirty: () => boolean) {
  return useBlocker(
    ({ currentLocation, nextLocation }) => isDirty() && currentLocation.pathname !== nextLocation.pathname,
  );
}

/**
 * Warns before leaving with unsaved changes: in-app navigation is held by the blocker, closing or
 * reloading the tab by the browser's own beforeunload prompt. (A document page has both from its
 * document session and useLeaveBlocker.)
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  useBeforeUnloadWarning(dirty);
  return useLeaveBlocker(() => dirty);
}
