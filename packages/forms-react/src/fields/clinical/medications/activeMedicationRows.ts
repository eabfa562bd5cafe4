// The chart mappers live in forms-core: the server fills documents with the same ones.
export {
  type ActiveMedicationRow,
  type MedicationFrequency,
  type MedicationSchedule,
  toActiveMedicationRow,
  WEEK_DAYS,
} from '@clinic/forms-core';
