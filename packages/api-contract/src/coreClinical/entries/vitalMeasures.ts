/**
 * What each standard vital sign measures: its LOINC code (the VitalSign lookup item's `code`),
 * the units it may be entered in (UCUM code, the label staff read, conversion from the measure's
 * base unit), the plausible range of a living patient's reading, and whether it is a whole number.
 * Ranges are generous on purpose: they catch a slipped decimal point (986 °F), never a sick
 * patient's true reading.
 */
export interface VitalUnit {
  /** UCUM code, e.g. `[degF]`. */
  ucum: string;
  /** As staff read and write it, e.g. `°F`: the VitalSign lookup's `unit` names one of these. */
  label: string;
  /** As a sentence names it after a number: the label, or nothing for a score ("0 to 10"). */
  inText: string;
  /** From the base unit (the first of `units`) into this one. */
  fromBase(value: number): number;
  /** From this unit into the base unit. */
  toBase(value: number): number;
  /** Plausible readings in this unit, inclusive. */
  min: number;
  max: number;
  /** Decimals a reading keeps in this unit. */
  decimals: number;
}

export interface VitalMeasure {
  loinc: string;
  units: readonly VitalUnit[];
  /** BMI: never typed, computed from the same record's height and weight. */
  computed?: true;
}

const same = (value: number) => value;

function unit(
  ucum: string,
  label: string,
  range: [number, number],
  decimals: number,
  convert?: { fromBase(value: number): number; toBase(value: number): number },
): VitalUnit {
  return {
    ucum,
    label,
    inText: ucum === '{score}' ? '' : label,
    min: range[0],
    max: range[1],
    decimals,
    fromBase: convert?.fromBase ?? same,
    toBase: convert?.toBase ?? same,
  };
}

const poundsPerKilogram = 1 / 0.45359237;
const centimetresPerInch = 2.54;

export const vitalLoinc = {
  temperature: '8310-5',
  heartRate: '8867-4',
  respiratoryRate: '9279-1',
  systolic: '8480-6',
  diastolic: '8462-4',
  oxygenSaturation: '59408-5',
  height: '8302-2',
  weight: '29463-7',
  bmi: '39156-5',
  pain: '72514-3',
  glucose: '2339-0',
  headCircumference: '9843-4',
} as const;

const lengths = (inches: [number, number]) => [
  unit('[in_i]', 'in', inches, 1),
  unit('cm', 'cm', [inches[0] * centimetresPerInch, inches[1] * centimetresPerInch], 1, {
    fromBase: (value) => value * centimetresPerInch,
    toBase: (value) => value / centimetresPerInch,
  }),
];

const measures: readonly VitalMeasure[] = [
  {
    loinc: vitalLoinc.temperature,
    units: [
      unit('[degF]', '°F', [77, 113], 1),
      unit('Cel', '°C', [25, 45], 1, {
        fromBase: (value) => ((value - 32) * 5) / 9,
        toBase: (value) => (value * 9) / 5 + 32,
      }),
    ],
  },
  { loinc: vitalLoinc.heartRate, units: [unit('/min', 'bpm', [20, 300], 0)] },
  { loinc: vitalLoinc.respiratoryRate, units: [unit('/min', 'breaths/min', [4, 80], 0)] },
  { loinc: vitalLoinc.systolic, units: [unit('mm[Hg]', 'mmHg', [40, 300], 0)] },
  { loinc: vitalLoinc.diastolic, units: [unit('mm[Hg]', 'mmHg', [20, 200], 0)] },
  { loinc: vitalLoinc.oxygenSaturation, units: [unit('%', '%', [50, 100], 0)] },
  { loinc: vitalLoinc.height, units: lengths([10, 108]) },
  {
    loinc: vitalLoinc.weight,
    units: [
      unit('[lb_av]', 'lb', [1, 1100], 1),
      unit('kg', 'kg', [0.5, 500], 1, {
        fromBase: (value) => value / poundsPerKilogram,
        toBase: (value) => value * poundsPerKilogram,
      }),
    ],
  },
  { loinc: vitalLoinc.bmi, units: [unit('kg/m2', 'kg/m²', [7, 150], 1)], computed: true },
  { loinc: vitalLoinc.pain, units: [unit('{score}', '0-10', [0, 10], 0)] },
  { loinc: vitalLoinc.glucose, units: [unit('mg/dL', 'mg/dL', [10, 1500], 0)] },
  { loinc: vitalLoinc.headCircumference, units: lengths([8, 30]) },
];

const byLoinc = new Map(measures.map((measure) => [measure.loinc, measure]));

/** The measure a VitalSign lookup item's code names; undefined for a clinic's own signs. */
export function vitalMeasureOf(code: string | null | undefined): VitalMeasure | undefined {
  return code ? byLoinc.get(code) : undefined;
}

/**
 * The unit a sign's readings are stored in: the measure's unit whose label (or UCUM code) is the
 * lookup's `unit`; undefined when the clinic set a unit the measure does not know.
 */
export function storedVitalUnit(measure: VitalMeasure, signUnit: string): VitalUnit | undefined {
  const wanted = signUnit.trim();
  return measure.units.find((candidate) => candidate.label === wanted || candidate.ucum === wanted);
}

/** Converts a reading between two units of one measure. */
export function convertVital(value: number, from: VitalUnit, to: VitalUnit): number {
  return from === to ? value : to.fromBase(from.toBase(value));
}

/** BMI (kg/m²) from a height and a weight in any of their units, rounded to one decimal. */
export function bodyMassIndex(
  height: { value: number; unit: VitalUnit },
  weight: { value: number; unit: VitalUnit },
): number {
  const heightMeasure = byLoinc.get(vitalLoinc.height);
  const weightMeasure = byLoinc.get(vitalLoinc.weight);
  const centimetres = heightMeasure?.units[1];
  const kilograms = weightMeasure?.units[1];
  if (!centimetres || !kilograms) throw new Error('height and weight measures have metric units');
  const metres = convertVital(height.value, height.unit, centimetres) / 100;
  const kg = convertVital(weight.value, weight.unit, kilograms);
  return roundTo(kg / (metres * metres), 1);
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
