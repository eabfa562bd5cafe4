import { setTimeout as sleep } from 'node:timers/promises';

/** What the practice-management system (Peregrine) keeps of a patient for billing. */
export interface PatientDemographics {
  patientId: string;
  accountNumber: string;
  firstName: string;
  middleName: string;
  lastName: string;
  dateOfBirth: string;
  email: string | null;
  phone: string | null;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
  gender: string;
}

/** The practice-management adapter: a real one calls Peregrine's API; the sandbox records locally. */
export interface PracticeManagementSystem {
  readonly name: string;
  syncDemographics(demographics: PatientDemographics): Promise<{ syncedAt: string }>;
}

export interface SandboxPracticeManagement extends PracticeManagementSystem {
  /** The last demographics synced per patient id, for tests and the demo. */
  readonly synced: ReadonlyMap<string, { demographics: PatientDemographics; syncedAt: string }>;
}

export function createSandboxPracticeManagement(
  options: { latencyMs?: number; now?: () => Date } = {},
): SandboxPracticeManagement {
  const latencyMs = options.latencyMs ?? 150;
  const now = options.now ?? (() => new Date());
  const synced = new Map<string, { demographics: PatientDemographics; syncedAt: string }>();
  return {
    name: 'sandbox',
    synced,
    async syncDemographics(demographics) {
      if (latencyMs > 0) await sleep(latencyMs);
      const syncedAt = now().toISOString();
      synced.set(demographics.patientId, { demographics: { ...demographics }, syncedAt });
      return { syncedAt };
    },
  };
}
