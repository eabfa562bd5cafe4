/**
 * Zod compiles its object parsers with `new Function` where it may. The page's content policy
 * allows no eval, and Zod's probe for it, though caught, is reported as a violation: Zod is told
 * to parse without compiling. It reads its settings from this global, shared by every copy of it
 * (zod/v4/core/core.js), so setting it here, before main.tsx loads anything that builds a schema,
 * keeps Zod itself out of the first page's scripts (it loads with the pages that use it).
 */
declare var __zod_globalConfig: { jitless?: boolean } | undefined;

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });
