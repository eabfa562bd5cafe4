import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { benchDir } from './benchDir';

export type LibraryName = 'plain' | 'ours' | 'SurveyJS' | 'Form.io';

export interface BuiltPage {
  library: LibraryName;
  /** The page's path under the served root, e.g. "ours/pages/ours.html". */
  htmlPath: string;
  /** Every JavaScript file of the page (the entry and any lazily loaded chunk) by name. */
  scripts: ReadonlyMap<string, { bytes: number; gzipBytes: number }>;
}

const pages: ReadonlyArray<{ library: LibraryName; html: string }> = [
  { library: 'plain', html: 'pages/plain.html' },
  { library: 'ours', html: 'pages/ours.html' },
  { library: 'SurveyJS', html: 'pages/survey.html' },
  { library: 'Form.io', html: 'pages/formio.html' },
];

/**
 * Builds one page per library (or those given) into `outDir/<folder>` with Vite, as the apps ship: minified,
 * production React, code split where a library loads parts lazily, the library's stylesheet
 * included. (Vite's tree-shaking also keeps only the parts of zod the catalogue uses, where
 * esbuild keeps all of it.)
 */
export async function buildPages(
  outDir: string,
  libraries: readonly LibraryName[] = pages.map((page) => page.library),
): Promise<BuiltPage[]> {
  const built: BuiltPage[] = [];
  for (const page of pages.filter((candidate) => libraries.includes(candidate.library))) {
    const folder = page.library.replace(/\W/g, '');
    const dir = path.join(outDir, folder);
    await build({
      configFile: false,
      root: benchDir,
      base: './',
      logLevel: 'error',
      // Form.io reads Node's `global`.
      define: { global: 'globalThis' },
      build: {
        outDir: dir,
        emptyOutDir: true,
        target: 'es2022',
        rollupOptions: { input: path.join(benchDir, page.html) },
      },
    });
    const assets = path.join(dir, 'assets');
    const scripts = new Map<string, { bytes: number; gzipBytes: number }>();
    for (const file of (await readdir(assets)).filter((name) => name.endsWith('.js'))) {
      const js = await readFile(path.join(assets, file));
      scripts.set(file, { bytes: js.length, gzipBytes: gzipSync(js, { level: 9 }).length });
    }
    built.push({ library: page.library, htmlPath: `${folder}/${page.html}`, scripts });
  }
  return built;
}
