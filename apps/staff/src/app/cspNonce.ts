/**
 * This page's content-policy nonce. The build marks index.html with a placeholder
 * (vite.config.ts html.cspNonce) that the server replaces for each response
 * (server/src/web/sendAppPage.ts); a style element written at run time loads only with it.
 */
export const cspNonce: string =
  document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';

declare global {
  /** Where get-nonce, and so react-remove-scroll (Mantine's modals), looks for the nonce. */
  var __webpack_nonce__: string;
}
