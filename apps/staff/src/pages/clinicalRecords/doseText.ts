/** How a medication order or administration reads in a table. */
interface Dosed {
  medication: { name: string; strength: string } | null;
  dosageAmount: string;
  unitOfMeasurement: { name: string } | null;
  medicationRoute: { name: string } | null;
}

/** "Amoxicillin 500 mg", or "--" when none was chosen. */
export const medicationText = (row: Pick<Dosed, 'medication'>) =>
  row.medication ? `${row.medication.name} ${row.medication.strength}`.trim() : '--';

/** "2 tablet Oral", or "--". */
export const doseText = (row: Dosed) =>
  [row.dosageAmount, row.unitOfMeasurement?.name, row.medicationRoute?.name].filter(Boolean).join(' ') ||
  '--';
