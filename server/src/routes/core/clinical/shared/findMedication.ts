import type { ClinicalTestContext } from './clinicalTestContext';

/** The id of a seeded medication, found the way the order modal finds it (tests only). */
export async function findMedicationId(c: ClinicalTestContext, label: string): Promise<string> {
  const res = await c.t.app.inject({
    method: 'POST',
    url: '/api/core/Medication',
    headers: c.headers,
    payload: { searchPhrase: label },
  });
  const match = (res.json() as Array<{ id: string; label: string }>).find((m) => m.label === label);
  if (!match) throw new Error(`no medication ${label}`);
  return match.id;
}
