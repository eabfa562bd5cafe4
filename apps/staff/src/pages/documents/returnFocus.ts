/**
 * Gives the focus back after a toolbar action. A button disabled while it works (a loading
 * button) or replaced by another (Complete by Unlock) drops the focus to the page's body, and a
 * keyboard user would start again from the top: the focus returns to that button, else to the
 * first button of its toolbar. A focus the action moved on purpose is left where it is.
 */
export function returnFocus(trigger: Element): void {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  if (trigger instanceof HTMLElement && trigger.isConnected && !trigger.matches(':disabled')) {
    trigger.focus();
    return;
  }
  document.querySelector<HTMLElement>('[role="toolbar"] button:not(:disabled)')?.focus();
}
