import { genericErrorMessage } from '@clinic/api-contract';
import { lazyComponent } from '@clinic/forms-react/chunkLoading';
import i18next, { type TFunction } from 'i18next';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { isGenericError, serverErrorText } from '../api/serverErrorText';
import { ChunkFailedMessage } from '../app/ChunkFailedMessage';
import type { ShownAlert } from './AlertsView';
import { type Alerts, AlertsContext } from './alertsContext';

// Under the chunk time-out; if it never arrives, the place of the alerts says so with a reload.
const AlertsView = lazyComponent(
  () => import('./AlertsView').then((m) => m.default),
  () => null,
  {
    failed: (_props, failure, retry) => (
      <div style={{ position: 'fixed', top: 12, right: 12, zIndex: 400 }}>
        <ChunkFailedMessage failure={failure} onRetry={retry} />
      </div>
    ),
  },
);

/**
 * The text a failure shows, in the page's language: serverErrorText (a refusal's code worded
 * here, else the server's message, else 'Error!'). The global i18next is the one the app's
 * react-i18next uses; callers re-render on a language change, which words it again.
 */
export function errorMessageOf(error: unknown, t: TFunction = i18next.t): string {
  return serverErrorText(error, t);
}

export function AlertsProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownAlert[]>([]);
  const [dialogMessage, setDialogMessage] = useState<string | null>(null);
  // Once something was shown the view stays mounted, so the dialog can animate closed.
  const [viewNeeded, setViewNeeded] = useState(false);
  const nextId = useRef(1);
  const hide = useCallback((id: number) => setShown((list) => list.filter((a) => a.id !== id)), []);
  const closeDialog = useCallback(() => setDialogMessage(null), []);
  const push = useCallback((kind: ShownAlert['kind'], message: string) => {
    const id = nextId.current++;
    setViewNeeded(true);
    setShown((list) => [...list.slice(-2), { id, kind, message }]);
  }, []);
  const alerts = useMemo<Alerts>(
    () => ({
      success: (message) => push('success', message),
      error: (error) => {
        // portal.md section 8: the error alert only for the bare 'Error!', anything more in the dialog.
        if (isGenericError(error)) push('error', genericErrorMessage);
        else {
          setViewNeeded(true);
          setDialogMessage(errorMessageOf(error));
        }
      },
    }),
    [push],
  );
  return (
    <AlertsContext.Provider value={alerts}>
      {children}
      {viewNeeded && (
        <AlertsView shown={shown} onHide={hide} dialogMessage={dialogMessage} onCloseDialog={closeDialog} />
      )}
    </AlertsContext.Provider>
  );
}
