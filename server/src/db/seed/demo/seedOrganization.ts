import type { Transaction } from '../../database';
import { organizationSettings } from '../../schema';
import { demoOrganizationName } from '../data/clinic';
import { buildDemoLogoDataUrl } from './logo';

/** The single settings row, with every portal entry point switched on so the demo shows them all. */
export async function seedOrganization(tx: Transaction): Promise<void> {
  await tx.insert(organizationSettings).values({
    id: 1,
    organizationName: demoOrganizationName,
    organizationLogo: buildDemoLogoDataUrl(),
    newPatientRegistrationEnabled: true,
    appointmentRequestEnable: true,
    appointmentRequestNewPatientEnable: true,
  });
}
