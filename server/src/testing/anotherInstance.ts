import type { AppDeps, AppInstance } from '../app/appInstance';
import { buildApp } from '../app/buildApp';
import type { TestApp } from './createTestApp';

/**
 * Another server on the test app's database, with its settings, signing key and mailer (so its
 * mail lands in `t.sentMail` too): a second instance behind a proxy, or the server after a
 * restart. `deps` overrides some, e.g. a pinned `clock`. The caller closes it.
 */
export async function anotherInstance(t: TestApp, deps: Partial<AppDeps> = {}): Promise<AppInstance> {
  const app = await buildApp({ ...t.app.deps, ...deps }, { serveWeb: false });
  await app.ready();
  return app;
}
