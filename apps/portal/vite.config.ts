import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

/**
 * Index.html asks for the first pages' chunk (welcome, sign-in) and its CSS together with the
 * entry, rather than after the entry ran and the router asked for it: one round trip less. The
 * same for the two small files the router's lazy imports of those pages name (each re-exports its
 * page from the first pages' chunk): otherwise the page waits for one more round trip.
 */
function preloadFirstPages(): Plugin {
  return {
    name: 'preload-first-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const outputs = Object.values(bundle ?? {});
        const chunk = outputs.find((output) => output.name === 'first-pages');
        if (chunk?.type !== 'chunk') return [];
        const pageFacades = outputs.filter(
          (output) =>
            output.type === 'chunk' &&
            output.isDynamicEntry &&
            /\/src\/pages\/(welcome|signin)\//.test(output.facadeModuleId ?? ''),
        );
        const tag = (rel: string, file: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        });
        return [
          tag('modulepreload', chunk.fileName),
          ...pageFacades.map((facade) => tag('modulepreload', facade.fileName)),
          ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) => tag('stylesheet', css)),
        ];
      },
    },
  };
}

/**
 * The page paints its spinner with the HTML: the stylesheets load without holding back the first
 * paint (media "print" until the entry switches them on, app/appStylesheets.ts, which waits for
 * them before anything renders), fetched early by a preload. They stay in the head, in order, so
 * the cascade is the same as with plain stylesheet links.
 */
function stylesAfterFirstPaint(): Plugin {
  const stylesheet = /<link rel="stylesheet"([^>]*)>/g;
  return {
    name: 'styles-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          stylesheet,
          '<link rel="preload" as="style"$1>\n    <link rel="stylesheet" media="print" data-app-style$1>',
        ),
    },
  };
}

export default defineConfig({
  base: '/',
  plugins: [react(), preloadFirstPages(), stylesAfterFirstPaint()],
  // The server puts a fresh nonce here in each response (server/src/web/sendAppPage.ts).
  html: { cspNonce: 'CSP_NONCE_PLACEHOLDER' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // Every browser that runs ES2022 modules supports modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry needs in one file: under a slow mobile network each extra
          // request of the first load costs a round trip (lazy pages keep their own chunks).
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The pages a visitor lands on and what they show (Mantine inputs, the card, the
            // language menu): one file rather than a dozen small ones.
            {
              name: 'first-pages',
              test: /\/src\/(pages\/(welcome|signin)\/|app\/(AuthCard|LanguageSelect)\.tsx)/,
              priority: 1,
            },
            // The signed-in pages' frame (menu, header, dialogs) and the data cache with all they
            // import: one file instead of some thirty of 1-3 kB, each a round trip on a phone. The
            // sign-in link's page loads it too: the patient lands on /home right after it.
            {
              name: 'signed-in',
              test: /\/node_modules\/@tanstack\/|\/src\/layout\/|\/src\/app\/(QueryLayout|queryClient)\./,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
