import {
  type CoreClinicalScheduledMedication,
  type CoreClinicalScheduledMedicationPatch,
  coreClinicalScheduledMedicationCreateSchema,
  coreClinicalScheduledMedicationPatchSchema,
  coreClinicalScheduledMedicationSchema,
  coreClinicalScheduledMedicationValuesSchema,
} from '@clinic/api-contract';
import { scheduledMedications as table } from '../../../../db/schema';
import type { MedicationOrderKind } from './medicationOrderKind';
import { orderTableAccess } from './orderTableAccess';
import { toDoseDtos } from './toDoseDtos';
import {
  type ScheduledValues,
  scheduledInput,
  validateScheduledMedication,
} from './validateScheduledMedication';

type Row = typeof table.$inferSelect;

/** ScheduledMedication: SCH orders given at set times (forms.md section 3). */
export const scheduledMedicationKind: MedicationOrderKind<
  Row,
  CoreClinicalScheduledMedicationPatch,
  ScheduledValues,
  CoreClinicalScheduledMedication
> = {
  path: 'ScheduledMedication',
  resource: 'ScheduledMedication',
  tag: 'core: scheduled medications',
  label: 'scheduled medication',
  schemas: {
    dto: coreClinicalScheduledMedicationSchema,
    create: coreClinicalScheduledMedicationCreateSchema,
    patch: coreClinicalScheduledMedicationPatchSchema,
    values: coreClinicalScheduledMedicationValuesSchema,
  },
  ...orderTableAccess<Row, ScheduledValues>(table),
  storedInput: scheduledInput,
  validate: validateScheduledMedication,
  toDtos: async (db, rows) => {
    const doses = await toDoseDtos(db, rows);
    return rows.map((row, index) => ({
      ...doses[index]!,
      type: 'SCH' as const,
      endDate: row.endDate,
      untilDischarge: row.untilDischarge,
      times: row.times,
      frequency: row.frequency,
      interval: row.interval,
      intervalAmount: row.intervalAmount === null ? null : Number(row.intervalAmount),
      sunday: row.sunday,
      monday: row.monday,
      tuesday: row.tuesday,
      wednesday: row.wednesday,
      thursday: row.thursday,
      friday: row.friday,
      saturday: row.saturday,
    }));
  },
};
