/**
 * Switches on the stylesheets index.html loads without blocking its first paint (media "print",
 * vite.config.ts stylesAfterFirstPaint) and resolves once each has arrived, so nothing renders
 * unstyled. One that fails still resolves: the page then renders as the browser would have.
 */
export function appStylesheets(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-style]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.media = 'all';
          if (link.sheet) resolve();
          else {
            link.addEventListener('load', () => resolve(), { once: true });
            link.addEventListener('error', () => resolve(), { once: true });
          }
        }),
    ),
  ).then(() => undefined);
}
