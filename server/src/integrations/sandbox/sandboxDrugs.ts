/** The drugs the sandbox services prescribe and administer, with a usual sig and quantity. */
export interface SandboxDrug {
  drug: string;
  sig: string;
  quantity: number;
  uom: string;
  timesPerDay: number;
}

export const sandboxDrugs: readonly SandboxDrug[] = [
  {
    drug: 'Sertraline 50 mg tablet',
    sig: 'Take 1 tablet by mouth once daily',
    quantity: 1,
    uom: 'tablet',
    timesPerDay: 1,
  },
  {
    drug: 'Escitalopram 10 mg tablet',
    sig: 'Take 1 tablet by mouth once daily',
    quantity: 1,
    uom: 'tablet',
    timesPerDay: 1,
  },
  {
    drug: 'Bupropion XL 150 mg tablet',
    sig: 'Take 1 tablet by mouth every morning',
    quantity: 1,
    uom: 'tablet',
    timesPerDay: 1,
  },
  {
    drug: 'Quetiapine 25 mg tablet',
    sig: 'Take 1 tablet by mouth at bedtime',
    quantity: 1,
    uom: 'tablet',
    timesPerDay: 1,
  },
  {
    drug: 'Aripiprazole 5 mg tablet',
    sig: 'Take 1 tablet by mouth once daily',
    quantity: 1,
    uom: 'tablet',
    timesPerDay: 1,
  },
  {
    drug: 'Lithium carbonate 300 mg capsule',
    sig: 'Take 1 capsule by mouth twice daily',
    quantity: 1,
    uom: 'capsule',
    timesPerDay: 2,
  },
  {
    drug: 'Lamotrigine 100 mg tablet',
    sig: 'Take 1 tablet by mouth twice daily',
    quantity: 1,
    uom: 'tablet',
    timesPerDay: 2,
  },
  {
    drug: 'Buprenorphine/naloxone 8 mg/2 mg film',
    sig: 'Dissolve 1 film under the tongue once daily',
    quantity: 1,
    uom: 'film',
    timesPerDay: 1,
  },
  {
    drug: 'Naltrexone 50 mg tablet',
    sig: 'Take 1 tablet by mouth once daily',
    quantity: 1,
    uom: 'tablet',
    timesPerDay: 1,
  },
  {
    drug: 'Hydroxyzine HCl 25 mg tablet',
    sig: 'Take 1 tablet by mouth three times daily',
    quantity: 1,
    uom: 'tablet',
    timesPerDay: 3,
  },
  {
    drug: 'Gabapentin 300 mg capsule',
    sig: 'Take 1 capsule by mouth three times daily',
    quantity: 1,
    uom: 'capsule',
    timesPerDay: 3,
  },
  {
    drug: 'Lisinopril 10 mg tablet',
    sig: 'Take 1 tablet by mouth once daily',
    quantity: 1,
    uom: 'tablet',
    timesPerDay: 1,
  },
  {
    drug: 'Metformin 500 mg tablet',
    sig: 'Take 1 tablet by mouth twice daily with meals',
    quantity: 1,
    uom: 'tablet',
    timesPerDay: 2,
  },
  {
    drug: 'Atorvastatin 20 mg tablet',
    sig: 'Take 1 tablet by mouth at bedtime',
    quantity: 1,
    uom: 'tablet',
    timesPerDay: 1,
  },
  {
    drug: 'Trazodone 50 mg tablet',
    sig: 'Take 1/2 tablet by mouth at bedtime',
    quantity: 0.5,
    uom: 'tablet',
    timesPerDay: 1,
  },
  {
    drug: 'Clonidine 0.1 mg tablet',
    sig: 'Take 1 tablet by mouth twice daily',
    quantity: 1,
    uom: 'tablet',
    timesPerDay: 2,
  },
];

/** Who gives doses in the sandbox eMAR. */
export const sandboxNurses: readonly string[] = [
  'Maria Lopez, RN',
  'James Carter, LPN',
  'Priya Natarajan, RN',
  'Daniel Kim, RN',
];

/** Picks `count` different drugs. */
export function pickDrugs(next: () => number, count: number): SandboxDrug[] {
  const pool = [...sandboxDrugs];
  const picked: SandboxDrug[] = [];
  while (picked.length < count && pool.length > 0) {
    const [drug] = pool.splice(Math.floor(next() * pool.length), 1);
    if (drug) picked.push(drug);
  }
  return picked;
}
