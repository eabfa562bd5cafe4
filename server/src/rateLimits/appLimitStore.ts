import type { AppDeps } from '../app/appInstance';
import { createLimitStore, type LimitStore } from './limitStore';
import { createSubjectDigest } from './subjectDigest';

const systemClock = () => new Date();

/** The app's limit store: its database, a digest keyed by its signing key, its clock. */
export function appLimitStore(deps: Pick<AppDeps, 'db' | 'signingKey' | 'clock'>): LimitStore {
  return createLimitStore({
    db: deps.db,
    digest: createSubjectDigest(deps.signingKey),
    clock: deps.clock ?? systemClock,
  });
}
