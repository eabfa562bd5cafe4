import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Warns before leaving with unsaved changes: in-app navigation is held by React Router's blocker
 * (the page asks and then proceeds or resets it), closing or reloading the tab by the browser's
 * own beforeunload prompt.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}
