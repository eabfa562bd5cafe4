import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import type { CoreClinicalMedication, CoreClinicalMedicationRef } from '@clinic/api-contract';
import { checkDose, doseCheckText } from '@clinic/forms-core';
import { Alert, Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { fieldErrorOf } from '../../api/fieldErrorOf';
import { useLookup } from '../../api/queries/referenceQueries';
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
  confirmation,
}: {
  dose: Dose;
  initialMedication: CoreClinicalMedicationRef | null;
  onChange: (dose: Dose) => void;
  error: unknown;
  /** The dialog found no medication chosen before asking the server. */
  medicationMissing?: boolean;
  /** Dosage, unit and route are required too (an order; not an administration, which may be refused). */
  doseRequired?: boolean;
  /**
   * An order's dose goes through the server's dose check (forms-core `checkDose`) as it is
   * typed: its warnings show here with a box to confirm the dose, which the order then sends.
   */
  confirmation?: { confirmed: boolean; onConfirm: (confirmed: boolean) => void };
}) {
  const [strength, setStrength] = useState(initialMedication?.strength ?? '');
  const units = useLookup('UnitOfMeasurement').data ?? [];
  const check = checkDose({
    dosageAmount: dose.dosageAmount,
    unitName: units.find((unit) => unit.id === dose.unitOfMeasurementId)?.name ?? '',
    strength,
  });
  const change = (next: Dose) => {
    confirmation?.onConfirm(false);
    onChange(next);
  };
  const chooseMedication = (id: string | null, medication: CoreClinicalMedication | null) => {
    setStrength(medication?.strength ?? '');
    change({
      ...dose,
      medicationId: id,
      // The catalogue proposes its route and unit; what was chosen by hand stays.
      medicationRouteId: dose.medicationRouteId ?? medication?.defaultRoute?.id ?? null,
      unitOfMeasurementId: dose.unitOfMeasurementId ?? medication?.defaultUnit?.id ?? null,
    });
  };
  const dosageError =
    fieldErrorOf(error, 'dosageAmount') ??
    (confirmation && check.problem ? doseCheckText(check.problem) : undefined);
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
          onChange={(event) => change({ ...dose, dosageAmount: event.currentTarget.value })}
          error={dosageError}
        />
        <LookupSelect
          kind="UnitOfMeasurement"
          label={texts.unit}
          required={doseRequired}
          value={dose.unitOfMeasurementId}
          onChange={(unitOfMeasurementId) => change({ ...dose, unitOfMeasurementId })}
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
      {confirmation && check.warnings.length > 0 && (
        <Alert color="yellow" role="status" title={texts.unusualDose}>
          {check.warnings.map((warning) => (
            <p key={warning.code}>{doseCheckText(warning)}</p>
          ))}
          <Checkbox
            label={texts.confirmDose}
            checked={confirmation.confirmed}
            onChange={(event) => confirmation.onConfirm(event.currentTarget.checked)}
          />
        </Alert>
      )}
    </>
  );
}
