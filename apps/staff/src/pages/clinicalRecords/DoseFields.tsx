import '@mantine/core/styles/Input.css';
import type { CoreClinicalMedication, CoreClinicalMedicationRef } from '@clinic/api-contract';
import { SimpleGrid, TextInput } from '@mantine/core';
import { fieldErrorOf } from '../../api/fieldErrorOf';
import { clinicalTexts as texts } from './clinicalTexts';
import { LookupSelect } from './LookupSelect';
import { MedicationSelect } from './MedicationSelect';

/** The fields with an error slot here, so a dialog's alert does not repeat their messages. */
export const doseFields = [
  'medicationId',
  'dosageAmount',
  'unitOfMeasurementId',
  'medicationRouteId',
] as const;

/** The dose of an order or an administration: medication, dosage, unit and route. */
export interface Dose {
  medicationId: string | null;
  dosageAmount: string;
  unitOfMeasurementId: string | null;
  medicationRouteId: string | null;
}

export function doseOf(
  record: {
    medication: CoreClinicalMedicationRef | null;
    dosageAmount: string;
    unitOfMeasurement: { id: string } | null;
    medicationRoute: { id: string } | null;
  } | null,
): Dose {
  return {
    medicationId: record?.medication?.id ?? null,
    dosageAmount: record?.dosageAmount ?? '',
    unitOfMeasurementId: record?.unitOfMeasurement?.id ?? null,
    medicationRouteId: record?.medicationRoute?.id ?? null,
  };
}

export function DoseFields({
  dose,
  initialMedication,
  onChange,
  error,
  medicationMissing = false,
  doseRequired = false,
}: {
  dose: Dose;
  initialMedication: CoreClinicalMedicationRef | null;
  onChange: (dose: Dose) => void;
  error: unknown;
  /** The dialog found no medication chosen before asking the server. */
  medicationMissing?: boolean;
  /** Dosage, unit and route are required too (an order; not an administration, which may be refused). */
  doseRequired?: boolean;
}) {
  const chooseMedication = (id: string | null, medication: CoreClinicalMedication | null) =>
    onChange({
      ...dose,
      medicationId: id,
      // The catalogue proposes its route and unit; what was chosen by hand stays.
      medicationRouteId: dose.medicationRouteId ?? medication?.defaultRoute?.id ?? null,
      unitOfMeasurementId: dose.unitOfMeasurementId ?? medication?.defaultUnit?.id ?? null,
    });
  return (
    <>
      <MedicationSelect
        value={dose.medicationId}
        initial={initialMedication}
        onChange={chooseMedication}
        error={medicationMissing && !dose.medicationId ? texts.required : fieldErrorOf(error, 'medicationId')}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <TextInput
          label={texts.dosage}
          withAsterisk={doseRequired}
          value={dose.dosageAmount}
          maxLength={50}
          onChange={(event) => onChange({ ...dose, dosageAmount: event.currentTarget.value })}
          error={fieldErrorOf(error, 'dosageAmount')}
        />
        <LookupSelect
          kind="UnitOfMeasurement"
          label={texts.unit}
          required={doseRequired}
          value={dose.unitOfMeasurementId}
          onChange={(unitOfMeasurementId) => onChange({ ...dose, unitOfMeasurementId })}
          error={fieldErrorOf(error, 'unitOfMeasurementId')}
        />
        <LookupSelect
          kind="MedicationRoute"
          label={texts.route}
          required={doseRequired}
          value={dose.medicationRouteId}
          onChange={(medicationRouteId) => onChange({ ...dose, medicationRouteId })}
          error={fieldErrorOf(error, 'medicationRouteId')}
        />
      </SimpleGrid>
    </>
  );
}
