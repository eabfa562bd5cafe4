import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Rules the type checker does not enforce. forms-core runs in browsers and on the server alike,
 * so it may use no React, DOM, Node built-in or other workspace, and never runs dynamic code.
 * The direction of imports between workspaces is checked here too, as forms-core is its base.
 * Files are read through TypeScript's `sys` so forms-core keeps compiling without Node's types.
 */

interface ParsedFile {
  path: string;
  /** Every module specifier: imports, re-exports, dynamic imports and import types. */
  specifiers: string[];
  /** The specifiers of imports and re-exports that bring in types only (erased at build). */
  typeOnlySpecifiers: string[];
  /** Free references to `window`, `document`, `eval`, and `Function` called or constructed. */
  forbiddenReferences: string[];
}

const testPath = expect.getState().testPath;
if (testPath === undefined) throw new Error('Vitest gives no path for this test file');
const SRC = ts.sys.resolvePath(`${testPath}/..`);
const PACKAGE_ROOT = ts.sys.resolvePath(`${SRC}/..`);
const REPO_ROOT = ts.sys.resolvePath(`${PACKAGE_ROOT}/../..`);

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
const FORBIDDEN_GLOBALS: ReadonlySet<string> = new Set(['window', 'document', 'eval']);

function readText(path: string): string {
  const text = ts.sys.readFile(path);
  if (text === undefined) throw new Error(`Cannot read ${path}`);
  return text;
}

/** An identifier naming a member or key (`x.document`, `{ document: … }`), not a variable. */
function isMemberName(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent)) return parent.name === node;
  if (ts.isQualifiedName(parent)) return parent.right === node;
  if (ts.isBindingElement(parent) || ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent))
    return parent.propertyName === node;
  return (
    (ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isMethodSignature(parent) ||
      ts.isEnumMember(parent)) &&
    parent.name === node
  );
}

function forbiddenReference(node: ts.Identifier): string | undefined {
  if (isMemberName(node)) return undefined;
  if (FORBIDDEN_GLOBALS.has(node.text)) return node.text;
  const parent = node.parent;
  const calledOrConstructed =
    (ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.expression === node;
  return node.text === 'Function' && calledOrConstructed ? 'Function' : undefined;
}

function specifierOf(node: ts.Node): string | undefined {
  let specifier: ts.Node | undefined;
  if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) specifier = node.moduleSpecifier;
  else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
    specifier = node.arguments[0];
  else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
    specifier = node.argument.literal;
  else if (ts.isExternalModuleReference(node)) specifier = node.expression;
  return specifier !== undefined && ts.isStringLiteralLike(specifier) ? specifier.text : undefined;
}

/** `import type …`, `export type …`, `import { type A, type B }` and `import('x').T` types. */
function isTypeOnly(node: ts.Node): boolean {
  if (ts.isImportTypeNode(node)) return true;
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  if (!ts.isImportDeclaration(node) || !node.importClause) return false;
  const clause = node.importClause;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    clause.name === undefined &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

function parseFile(path: string): ParsedFile {
  const source = ts.createSourceFile(path, readText(path), ts.ScriptTarget.Latest, true);
  const parsed: ParsedFile = { path, specifiers: [], typeOnlySpecifiers: [], forbiddenReferences: [] };
  const visit = (node: ts.Node): void => {
    const specifier = specifierOf(node);
    if (specifier !== undefined) parsed.specifiers.push(specifier);
    if (specifier !== undefined && isTypeOnly(node)) parsed.typeOnlySpecifiers.push(specifier);
    const reference = ts.isIdentifier(node) ? forbiddenReference(node) : undefined;
    if (reference !== undefined) parsed.forbiddenReferences.push(reference);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return parsed;
}

function sourceFilesUnder(folder: string): string[] {
  return ts.sys.readDirectory(folder, SOURCE_EXTENSIONS, ['**/node_modules', '**/dist']);
}

function relativeToRepo(path: string): string {
  return path.slice(REPO_ROOT.length + 1);
}

function isInside(path: string, folder: string): boolean {
  return path === folder || path.startsWith(`${folder}/`);
}

describe('forms-core stays a pure engine', () => {
  const files = sourceFilesUnder(SRC)
    .filter((path) => !/\.(test|bench)\.ts$/.test(path))
    .map(parseFile);

  it('reads the package sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('imports no React, Node built-in, other workspace or file outside the package', () => {
    const outward = files.flatMap(({ path, specifiers }) =>
      specifiers
        .filter((specifier) =>
          specifier.startsWith('.')
            ? !isInside(ts.sys.resolvePath(`${path}/../${specifier}`), PACKAGE_ROOT)
            : /^(react|react-dom)(\/|$)|^@clinic\/|^node:/.test(specifier),
        )
        .map((specifier) => `${relativeToRepo(path)} imports ${specifier}`),
    );
    expect(outward).toEqual([]);
  });

  it('references no window or document and runs no dynamic code', () => {
    const references = files.flatMap(({ path, forbiddenReferences }) =>
      forbiddenReferences.map((name) => `${relativeToRepo(path)} uses ${name}`),
    );
    expect(references).toEqual([]);
  });
});

describe('workspace dependencies point one way', () => {
  const rootManifest: { workspaces: string[] } = JSON.parse(readText(`${REPO_ROOT}/package.json`));
  const workspaces = rootManifest.workspaces.map((folder) => {
    const root = `${REPO_ROOT}/${folder}`;
    const manifest: { name: string } = JSON.parse(readText(`${root}/package.json`));
    return { name: manifest.name, root };
  });

  /** The workspace a specifier reaches, by package name or by a relative path into its folder. */
  function workspaceReached(file: string, specifier: string): string | undefined {
    if (specifier.startsWith('.')) {
      const target = ts.sys.resolvePath(`${file}/../${specifier}`);
      return workspaces.find(({ root }) => isInside(target, root))?.name;
    }
    return workspaces.find(({ name }) => specifier === name || specifier.startsWith(`${name}/`))?.name;
  }

  /** Each workspace's imports of other workspaces, as "from -> to" with the importing file. */
  const imports = workspaces.flatMap(({ name: from, root }) =>
    sourceFilesUnder(`${root}/src`)
      .map(parseFile)
      .flatMap(({ path, specifiers, typeOnlySpecifiers }) =>
        specifiers.flatMap((specifier) => {
          const to = workspaceReached(path, specifier);
          const typeOnly = typeOnlySpecifiers.includes(specifier);
          return to === undefined || to === from ? [] : [{ from, to, typeOnly, file: relativeToRepo(path) }];
        }),
      ),
  );

  function importsOf(from: string): string[] {
    return imports
      .filter((edge) => edge.from === from)
      .filter(
        (edge) => !(edge.typeOnly && from === '@clinic/forms-react' && edge.to === '@clinic/api-contract'),
      )
      .map(({ to, file }) => `${file} -> ${to}`);
  }

  it('finds every workspace', () => {
    expect(workspaces.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['@clinic/forms-core', '@clinic/forms-react', '@clinic/server']),
    );
  });

  it('never imports the server or an app', () => {
    const apps = ['@clinic/server', '@clinic/portal', '@clinic/staff'];
    expect(imports.filter(({ to }) => apps.includes(to))).toEqual([]);
  });

  it.each([
    ['@clinic/forms-core', []],
    ['@clinic/api-contract', []],
    ['@clinic/forms-react', ['@clinic/forms-core']],
  ])('lets %s import only %j', (from, allowed: string[]) => {
    expect(importsOf(from).filter((edge) => !allowed.some((to) => edge.endsWith(`-> ${to}`)))).toEqual([]);
  });

  // The clinical components' data client speaks the API's record shapes; only their types cross,
  // so no API code ships in the component library.
  it('lets forms-react take types, and only types, from api-contract', () => {
    expect(
      imports
        .filter(
          ({ from, to, typeOnly }) =>
            from === '@clinic/forms-react' && to === '@clinic/api-contract' && !typeOnly,
        )
        .map(({ file }) => file),
    ).toEqual([]);
  });

  it('keeps forms-react out of the server', () => {
    expect(importsOf('@clinic/server').filter((edge) => edge.endsWith('-> @clinic/forms-react'))).toEqual([]);
  });
});
