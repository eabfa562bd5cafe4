import {
  type CoreClinicalPrnMedication,
  type CoreClinicalPrnMedicationPatch,
  coreClinicalPrnMedicationCreateSchema,
  coreClinicalPrnMedicationPatchSchema,
  coreClinicalPrnMedicationSchema,
  coreClinicalPrnMedicationValuesSchema,
} from '@clinic/api-contract';
import { prnMedications as table } from '../../../../db/schema';
import type { MedicationOrderKind } from './medicationOrderKind';
import { orderTableAccess } from './orderTableAccess';
import { toDoseDtos } from './toDoseDtos';
import { type PrnValues, prnInput, validatePrnMedication } from './validatePrnMedication';

type Row = typeof table.$inferSelect;

/** PrnMedication: as-needed (PRN) orders (forms.md section 3). */
export const prnMedicationKind: MedicationOrderKind<
  Row,
  CoreClinicalPrnMedicationPatch,
  PrnValues,
  CoreClinicalPrnMedication
> = {
  path: 'PrnMedication',
  resource: 'PrnMedication',
  tag: 'core: PRN medications',
  label: 'PRN medication',
  schemas: {
    dto: coreClinicalPrnMedicationSchema,
    create: coreClinicalPrnMedicationCreateSchema,
    patch: coreClinicalPrnMedicationPatchSchema,
    values: coreClinicalPrnMedicationValuesSchema,
  },
  ...orderTableAccess<Row, PrnValues>(table),
  storedInput: prnInput,
  validate: validatePrnMedication,
  toDtos: async (db, rows) => {
    const doses = await toDoseDtos(db, rows);
    return rows.map((row, index) => ({ ...doses[index]!, type: 'PRN' as const, stopDate: row.stopDate }));
  },
};
