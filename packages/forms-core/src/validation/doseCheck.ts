/**
 * The one check of a dose (an order's or an administration's dosage against the medication's
 * strength), run by the dialogs as staff type and by the server on every save. A dosage is a
 * positive number, or a range such as "1-2" for an as-needed order. What is unusual but possible
 * is a warning that staff confirm (`confirmUnusualDose`), never a refusal: a clinician may mean it.
 */
export type DoseProblem = { code: 'doseNotANumber' } | { code: 'doseNotPositive' };

export type DoseWarning =
  /** More than `maxUnitsPerDose` tablets, capsules… in one dose. */
  | { code: 'manyUnits'; count: number; unit: string }
  /** A mass dose more than `maxStrengthMultiple` times the medication's strength. */
  | { code: 'aboveStrength'; times: number; strength: string }
  /** A count of one dose form for a medication made in another (tablets of a capsule). */
  | { code: 'otherForm'; unit: string; form: string };

export interface DoseCheck {
  problem?: DoseProblem;
  warnings: DoseWarning[];
}

export const maxUnitsPerDose = 4;
export const maxStrengthMultiple = 10;

/** Units that count dose forms, and the words a strength uses for them. */
const countUnits: Record<string, readonly string[]> = {
  tablet: ['tablet', 'tab'],
  capsule: ['capsule', 'cap'],
  patch: ['patch'],
  drop: ['drop'],
  puff: ['puff', 'inhaler'],
  film: ['film'],
};

const massInMilligrams: Record<string, number> = { mcg: 0.001, mg: 1, g: 1000 };

const numberPattern = String.raw`\d+(?:\.\d+)?|\.\d+`;
const dosagePattern = new RegExp(`^(${numberPattern})(?:\\s*-\\s*(${numberPattern}))?$`);
const strengthPattern = new RegExp(`^(${numberPattern})\\s*(mcg|mg|g)\\b(?!\\s*/)\\s*(.*)$`, 'i');

/** The largest amount a dosage names ("2" → 2, "1-2" → 2); undefined when it is not a dosage. */
export function readDosage(dosage: string | number): { largest: number; positive: boolean } | undefined {
  if (typeof dosage === 'number')
    return Number.isFinite(dosage) ? { largest: dosage, positive: dosage > 0 } : undefined;
  const match = dosagePattern.exec(dosage.trim());
  if (!match) return undefined;
  const low = Number(match[1]);
  const high = match[2] === undefined ? low : Number(match[2]);
  return { largest: Math.max(low, high), positive: low > 0 && high >= low };
}

/** "10 mg capsule" → 10 mg, "capsule"; a strength per volume ("5 mg/mL") has no mass per unit. */
function readStrength(strength: string): { milligrams?: number; form: string } {
  const match = strengthPattern.exec(strength.trim());
  if (!match) return { form: strength.trim().toLowerCase() };
  const unit = (match[2] ?? '').toLowerCase();
  return {
    milligrams: Number(match[1]) * (massInMilligrams[unit] ?? 1),
    form: (match[3] ?? '').toLowerCase(),
  };
}

function countUnitOf(unitName: string): string | undefined {
  const name = unitName.trim().toLowerCase().replace(/s$/, '');
  return Object.keys(countUnits).find((unit) => unit === name);
}

function formOf(strengthForm: string): string | undefined {
  return Object.entries(countUnits).find(([, words]) =>
    words.some((word) => new RegExp(`\\b${word}s?\\b`).test(strengthForm)),
  )?.[0];
}

export function checkDose(input: {
  dosageAmount: string | number;
  /** The unit of measurement's name (a lookup item: "mg", "capsule"…); empty when none is chosen. */
  unitName: string;
  /** The medication's strength ("10 mg capsule"); empty when none is chosen. */
  strength: string;
}): DoseCheck {
  if (typeof input.dosageAmount === 'string' && input.dosageAmount.trim() === '') return { warnings: [] };
  const dosage = readDosage(input.dosageAmount);
  if (!dosage) return { problem: { code: 'doseNotANumber' }, warnings: [] };
  if (!dosage.positive) return { problem: { code: 'doseNotPositive' }, warnings: [] };
  const warnings: DoseWarning[] = [];
  const strength = readStrength(input.strength);
  const count = countUnitOf(input.unitName);
  if (count) {
    const form = formOf(strength.form);
    if (form && form !== count) warnings.push({ code: 'otherForm', unit: count, form });
    if (dosage.largest > maxUnitsPerDose)
      warnings.push({ code: 'manyUnits', count: dosage.largest, unit: count });
  }
  const mass = massInMilligrams[input.unitName.trim().toLowerCase()];
  if (mass !== undefined && strength.milligrams) {
    const times = (dosage.largest * mass) / strength.milligrams;
    if (times > maxStrengthMultiple)
      warnings.push({ code: 'aboveStrength', times: Math.round(times), strength: input.strength.trim() });
  }
  return { warnings };
}
