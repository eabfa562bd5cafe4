import type { CoreReferenceLocationPatch } from '@clinic/api-contract';
import { eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database';
import { formGroups, forms, services } from '../../../../db/schema';
import { assertIdsExist } from '../shared/missingIds';

/** A location may only name services, forms and form groups that exist. */
export async function assertLocationReferences(
  db: Queryable,
  body: CoreReferenceLocationPatch,
): Promise<void> {
  const liveForm = { table: forms, id: forms.id, where: isNull(forms.deletedAt) };
  await assertIdsExist(
    db,
    'serviceIds',
    { table: services, id: services.id, where: eq(services.active, true) },
    body.serviceIds ?? [],
  );
  const group = { table: formGroups, id: formGroups.id };
  await assertIdsExist(db, 'formIds', liveForm, body.formIds ?? []);
  await assertIdsExist(db, 'formGroupIds', group, body.formGroupIds ?? []);
  await assertIdsExist(db, 'staffFormIds', liveForm, body.staffFormIds ?? []);
  await assertIdsExist(db, 'staffFormGroupIds', group, body.staffFormGroupIds ?? []);
  if (body.treatmentPlanFormId) {
    await assertIdsExist(db, 'treatmentPlanFormId', liveForm, [body.treatmentPlanFormId]);
  }
}
