import { createContext, useContext } from 'react';

/** portal.md section 9: success alerts (and the generic error alert) hide after 5000 ms. */
export const alertTimeoutMs = 5000;

export interface Alerts {
  /** A success alert that hides after five seconds. */
  success(message: string): void;
  /**
   * A failed call: the generic 'Error!' shows as an alert that hides by itself (portal.md
   * section 8); any other message (the server's own words) opens the error dialog to be read.
   */
  error(error: unknown): void;
}

export const AlertsContext = createContext<Alerts | null>(null);

export function useAlerts(): Alerts {
  const alerts = useContext(AlertsContext);
  if (!alerts) throw new Error('useAlerts outside <AlertsProvider>');
  return alerts;
}
