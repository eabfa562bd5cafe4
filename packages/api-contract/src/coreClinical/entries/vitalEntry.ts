import {
  bodyMassIndex,
  convertVital,
  roundTo,
  storedVitalUnit,
  type VitalMeasure,
  type VitalUnit,
  vitalLoinc,
  vitalMeasureOf,
} from './vitalMeasures';

/** A VitalSign lookup item as the check needs it. */
export interface VitalSignDefinition {
  id: string;
  name: string;
  /** LOINC, for the standard signs. */
  code: string | null;
  /** The unit readings are stored and shown in (the lookup's `unit`). */
  unit: string;
}

/** One reading as typed: the value, and the unit it was typed in (UCUM or label) when not the sign's. */
export interface VitalReadingInput {
  vitalSignId: string;
  value: string | number;
  unit?: string | undefined;
}

/** Why a reading was refused: a code and its parameters, worded at the edges (vitalProblemText). */
export type VitalProblem =
  | { code: 'notANumber' }
  | { code: 'wholeNumber' }
  | { code: 'outOfRange'; min: number; max: number; unit: string }
  | { code: 'unknownUnit'; unit: string }
  | { code: 'bmiComputed' }
  | { code: 'diastolicNotBelowSystolic' };

export interface VitalEntryCheck {
  /** The readings as stored, in each sign's unit; BMI computed when height and weight are given. */
  items: Array<{ vitalSignId: string; value: string }>;
  /** Problems by the index of the reading in the input. */
  problems: Array<{ index: number; vitalSignId: string; problem: VitalProblem }>;
}

const decimalNumber = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** A typed number ("98.6", 72); undefined for anything else ("abc", "1e3", "98,6"). */
export function readVitalNumber(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  return decimalNumber.test(text) ? Number(text) : undefined;
}

interface Measured {
  measure: VitalMeasure;
  stored: VitalUnit;
}

function measuredSign(sign: VitalSignDefinition): Measured | undefined {
  const measure = vitalMeasureOf(sign.code);
  const stored = measure && storedVitalUnit(measure, sign.unit);
  return measure && stored ? { measure, stored } : undefined;
}

/** Checks one measured reading; answers the value in the stored unit, or a problem. */
function checkReading(
  reading: VitalReadingInput,
  { measure, stored }: Measured,
): { value: number; entered: VitalUnit } | VitalProblem {
  const entered =
    reading.unit === undefined || reading.unit === ''
      ? stored
      : measure.units.find(
          (candidate) => candidate.ucum === reading.unit || candidate.label === reading.unit,
        );
  if (!entered) return { code: 'unknownUnit', unit: String(reading.unit) };
  const number = readVitalNumber(reading.value);
  if (number === undefined) return { code: 'notANumber' };
  if (entered.decimals === 0 && !Number.isInteger(number)) return { code: 'wholeNumber' };
  if (number < entered.min || number > entered.max)
    return {
      code: 'outOfRange',
      min: roundTo(entered.min, entered.decimals),
      max: roundTo(entered.max, entered.decimals),
      unit: entered.inText,
    };
  return { value: roundTo(convertVital(number, entered, stored), stored.decimals), entered };
}

/**
 * The one check of a vital record's readings, run by the staff dialog as staff type and by the
 * server on every save: standard signs (known by their LOINC code) take numbers within a
 * plausible range, in any of their units (converted to the sign's); BMI is computed from the
 * record's height and weight, never typed; a diastolic pressure must be below the systolic.
 * A clinic's own signs (no known code) keep any short text. Signs must be among `signs`.
 */
export function checkVitalEntry(
  signs: readonly VitalSignDefinition[],
  readings: readonly VitalReadingInput[],
): VitalEntryCheck {
  const signById = new Map(signs.map((sign) => [sign.id, sign]));
  const problems: VitalEntryCheck['problems'] = [];
  const items: VitalEntryCheck['items'] = [];
  const byLoinc = new Map<string, { value: number; unit: VitalUnit; index: number }>();
  readings.forEach((reading, index) => {
    const sign = signById.get(reading.vitalSignId);
    const measured = sign && measuredSign(sign);
    if (!sign || !measured) {
      items.push({ vitalSignId: reading.vitalSignId, value: String(reading.value).trim() });
      return;
    }
    if (measured.measure.computed) return;
    const checked = checkReading(reading, measured);
    if ('code' in checked) {
      problems.push({ index, vitalSignId: sign.id, problem: checked });
      return;
    }
    byLoinc.set(measured.measure.loinc, { value: checked.value, unit: measured.stored, index });
    items.push({ vitalSignId: sign.id, value: String(checked.value) });
  });

  const systolic = byLoinc.get(vitalLoinc.systolic);
  const diastolic = byLoinc.get(vitalLoinc.diastolic);
  if (systolic && diastolic && diastolic.value >= systolic.value) {
    const sign = readings[diastolic.index]?.vitalSignId ?? '';
    problems.push({
      index: diastolic.index,
      vitalSignId: sign,
      problem: { code: 'diastolicNotBelowSystolic' },
    });
  }

  const bmiSign = signs.find((sign) => vitalMeasureOf(sign.code)?.computed);
  const height = byLoinc.get(vitalLoinc.height);
  const weight = byLoinc.get(vitalLoinc.weight);
  if (bmiSign && height && weight) {
    items.push({ vitalSignId: bmiSign.id, value: String(bodyMassIndex(height, weight)) });
  } else {
    // A BMI sent without the height and weight it comes from cannot be kept.
    readings.forEach((reading, index) => {
      if (bmiSign && reading.vitalSignId === bmiSign.id && String(reading.value).trim() !== '')
        problems.push({ index, vitalSignId: bmiSign.id, problem: { code: 'bmiComputed' } });
    });
  }
  return { items, problems: problems.sort((a, b) => a.index - b.index) };
}

/** The units a sign may be typed in (its stored unit first); empty for a clinic's own signs. */
export function vitalEntryUnits(sign: VitalSignDefinition): readonly VitalUnit[] {
  const measured = measuredSign(sign);
  if (!measured || measured.measure.computed) return [];
  return [measured.stored, ...measured.measure.units.filter((candidate) => candidate !== measured.stored)];
}

/** Whether the sign is computed (BMI) rather than typed. */
export function isComputedVitalSign(sign: VitalSignDefinition): boolean {
  return vitalMeasureOf(sign.code)?.computed === true;
}
