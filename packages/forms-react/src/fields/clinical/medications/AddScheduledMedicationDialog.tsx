import type {
  CoreClinicalMedication,
  CoreClinicalScheduledMedication,
  CoreClinicalScheduledMedicationCreate,
} from '@clinic/api-contract';
import {
  checkDose,
  DAY_INTERVAL_OPTIONS,
  MEDICATION_TIME_OPTIONS,
  TIMES_PER_DAY_PRESETS,
  timesPerDayPreset,
} from '@clinic/forms-core';
import { useEffect, useState } from 'react';
import { fillText } from '../../../i18n/fillText';
import { useDialogMessageText } from '../../../i18n/validationText';
import {
  type ClinicalDataClient,
  type ClinicalLookupItem,
  ClinicalValidationError,
} from '../../../services/clinicalDataClient';
import { DialogActions } from '../../display/dialog/DialogActions';
import { ClinicalDialog } from '../ClinicalDialog';
import { clinicalErrorText } from '../clinicalErrorText';
import { useClinicalTexts } from '../clinicalTexts';
import { DialogField, useDialogFields } from '../DialogField';
import { SearchCombobox } from '../SearchCombobox';
import { type MedicationFrequency, WEEK_DAYS } from './activeMedicationRows';
import { checkScheduledOrder, END_BEFORE_START_MESSAGE, type OrderErrors } from './checkScheduledOrder';
import { doseIssueText } from './doseCheckText';
import { intervalLabel, useScheduleTexts } from './scheduleTexts';

export interface AddScheduledMedicationDialogProps {
  client: ClinicalDataClient;
  episodeOfCareId: string;
  /** The clinic day the start date defaults to (the effective date, else today). */
  today: string;
  onAdded: (order: CoreClinicalScheduledMedication) => void;
  onClose: () => void;
}

const FREQUENCIES: readonly MedicationFrequency[] = ['EveryDay', 'DaysInterval', 'DaysOfWeek'];
const TIMES_PER_DAY_CHOICES = Object.keys(TIMES_PER_DAY_PRESETS).map(Number);
const sortedPreset = (count: number) => timesPerDayPreset(count).sort();

/**
 * The "Add scheduled medication" modal (Cancel and Save; a backdrop click does not close it):
 * the medication by search (3 characters, 1000 ms pause), its dose, the dates, times per day
 * from the spec's presets (each time adjustable in 15-minute steps) and the frequency. Saving
 * orders the medication for the episode; the server's refusals fill the error slots.
 */
export function AddScheduledMedicationDialog({
  client,
  episodeOfCareId,
  today,
  onAdded,
  onClose,
}: AddScheduledMedicationDialogProps) {
  const texts = useScheduleTexts();
  const common = useClinicalTexts();
  const messageText = useDialogMessageText();
  const [routes, setRoutes] = useState<ClinicalLookupItem[]>([]);
  const [units, setUnits] = useState<ClinicalLookupItem[]>([]);
  const [medication, setMedication] = useState<CoreClinicalMedication | null>(null);
  const [dosageAmount, setDosageAmount] = useState('');
  const [unitId, setUnitId] = useState('');
  const [routeId, setRouteId] = useState('');
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState('');
  const [untilDischarge, setUntilDischarge] = useState(false);
  const [times, setTimes] = useState(() => sortedPreset(1));
  const [frequency, setFrequency] = useState<MedicationFrequency>('EveryDay');
  const [intervalAmount, setIntervalAmount] = useState<number | null>(null);
  const [days, setDays] = useState<ReadonlySet<string>>(new Set());
  const [instructions, setInstructions] = useState('');
  const [doseConfirmed, setDoseConfirmed] = useState(false);
  const [errors, setErrors] = useState<OrderErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    Promise.all([client.listMedicationRoutes(), client.listUnitsOfMeasurement()]).then(
      ([routeItems, unitItems]) => {
        if (!current) return;
        setRoutes(routeItems);
        setUnits(unitItems);
      },
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [client]);

  // The server's own dose check: an unusual dose is saved only once staff confirm it.
  const doseCheck = checkDose({
    dosageAmount,
    unitName: units.find((unit) => unit.id === unitId)?.name ?? '',
    strength: medication?.strength ?? '',
  });
  const changeDose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setDoseConfirmed(false);
    };

  const chooseMedication = (picked: CoreClinicalMedication | null) => {
    setDoseConfirmed(false);
    setMedication(picked);
    // The catalogue proposes a route and unit; what the user already chose is kept.
    if (picked?.defaultRoute) setRouteId((chosen) => chosen || picked.defaultRoute?.id || '');
    if (picked?.defaultUnit) setUnitId((chosen) => chosen || picked.defaultUnit?.id || '');
  };

  const save = async () => {
    const order: CoreClinicalScheduledMedicationCreate = {
      episodeOfCareId,
      medicationId: medication?.id ?? null,
      dosageAmount: dosageAmount.trim(),
      unitOfMeasurementId: unitId || null,
      medicationRouteId: routeId || null,
      startDate: startDate || null,
      endDate: untilDischarge ? null : endDate || null,
      untilDischarge,
      times,
      frequency,
      intervalAmount: frequency === 'DaysInterval' ? intervalAmount : null,
      ...Object.fromEntries(WEEK_DAYS.map((day) => [day, frequency === 'DaysOfWeek' && days.has(day)])),
      instructions: instructions.trim(),
      confirmUnusualDose: doseCheck.warnings.length > 0 && doseConfirmed,
    };
    const found = checkScheduledOrder(order);
    if (!found.dosageAmount && doseCheck.problem)
      found.dosageAmount = [doseIssueText(texts, doseCheck.problem)];
    else if (!found.dosageAmount && doseCheck.warnings.length > 0 && !doseConfirmed)
      found.dosageAmount = [texts.confirmDoseFirst];
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      onAdded(await client.createScheduledMedication(order));
      onClose();
    } catch (error) {
      if (error instanceof ClinicalValidationError) setErrors(error.fieldErrors as OrderErrors);
      else setFailure(error);
      setSaving(false);
    }
  };

  const fields = useDialogFields(errors, (message) =>
    message === END_BEFORE_START_MESSAGE ? texts.endBeforeStart : messageText(message),
  );
  const { fieldId, invalidProps, errorOf } = fields;
  const lookupSelect = (
    slot: string,
    value: string,
    onChange: (id: string) => void,
    items: ClinicalLookupItem[],
  ) => (
    <select
      id={fieldId(slot)}
      className="cf-input"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...invalidProps(slot)}
    >
      <option value="">{texts.choose}</option>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </select>
  );

  return (
    <ClinicalDialog
      title={texts.title}
      onClose={onClose}
      closeOnBackdrop={false}
      footer={
        <DialogActions
          cancelLabel={common.cancel}
          onCancel={onClose}
          confirmLabel={common.save}
          onConfirm={save}
          confirmDisabled={saving}
        />
      }
    >
      {failure !== null && (
        <p className="cf-clinical-error" role="alert">
          {clinicalErrorText(failure, common)}
        </p>
      )}
      <div className="cf-dialog-grid">
        <DialogField fields={fields} slot="medicationId" label={texts.medication} wide>
          <SearchCombobox
            id={fieldId('medicationId')}
            search={(phrase) => client.searchMedications(phrase)}
            optionKey={(item) => item.id}
            optionLabel={(item) => item.label}
            selected={medication}
            onSelect={chooseMedication}
            invalid={fields.invalid('medicationId')}
            errorId={fields.errorId('medicationId')}
            required
          />
        </DialogField>
        <DialogField fields={fields} slot="dosageAmount" label={texts.dosage}>
          <input
            id={fieldId('dosageAmount')}
            className="cf-input"
            type="text"
            inputMode="decimal"
            value={dosageAmount}
            onChange={(event) => changeDose(setDosageAmount)(event.currentTarget.value)}
            {...invalidProps('dosageAmount')}
          />
        </DialogField>
        <DialogField fields={fields} slot="unitOfMeasurementId" label={texts.unit}>
          {lookupSelect('unitOfMeasurementId', unitId, changeDose(setUnitId), units)}
        </DialogField>
        {doseCheck.warnings.length > 0 && (
          <div className="cf-field cf-dialog-wide cf-clinical-warning" role="status">
            {doseCheck.warnings.map((warning) => (
              <p key={warning.code}>{doseIssueText(texts, warning)}</p>
            ))}
            <label className="cf-check">
              <input
                type="checkbox"
                checked={doseConfirmed}
                onChange={(event) => setDoseConfirmed(event.currentTarget.checked)}
              />
              {texts.confirmDose}
            </label>
          </div>
        )}
        <DialogField fields={fields} slot="medicationRouteId" label={texts.route}>
          {lookupSelect('medicationRouteId', routeId, setRouteId, routes)}
        </DialogField>
        <DialogField fields={fields} slot="startDate" label={texts.startDate}>
          <input
            id={fieldId('startDate')}
            className="cf-input"
            type="date"
            value={startDate}
            onChange={(event) => setStartDate(event.currentTarget.value)}
            {...invalidProps('startDate')}
          />
        </DialogField>
        <DialogField fields={fields} slot="endDate" label={texts.endDate}>
          <input
            id={fieldId('endDate')}
            className="cf-input"
            type="date"
            value={untilDischarge ? '' : endDate}
            min={startDate || undefined}
            disabled={untilDischarge}
            onChange={(event) => setEndDate(event.currentTarget.value)}
            {...invalidProps('endDate')}
          />
        </DialogField>
        <div className="cf-field cf-dialog-check">
          <label className="cf-check">
            <input
              type="checkbox"
              checked={untilDischarge}
              onChange={(event) => setUntilDischarge(event.currentTarget.checked)}
            />
            {texts.untilDischarge}
          </label>
        </div>
        <DialogField fields={fields} slot="timesPerDay" label={texts.timesPerDay}>
          <select
            id={fieldId('timesPerDay')}
            className="cf-input"
            value={times.length}
            onChange={(event) => setTimes(sortedPreset(Number(event.currentTarget.value)))}
          >
            {TIMES_PER_DAY_CHOICES.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </DialogField>
        <fieldset className="cf-fieldset cf-dialog-wide">
          <legend className="cf-label">{texts.administrationTimes}</legend>
          <div className="cf-clinical-times">
            {times.map((time, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: times may repeat; the position is the identity, and it keeps focus in a select being changed.
              <label key={index} className="cf-clinical-time">
                <span>{fillText(texts.time, { n: index + 1 })}</span>
                <select
                  className="cf-input"
                  value={time}
                  onChange={(event) => {
                    const next = [...times];
                    next[index] = event.currentTarget.value;
                    setTimes(next);
                  }}
                >
                  {MEDICATION_TIME_OPTIONS.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          {errorOf('times')}
        </fieldset>
        <DialogField fields={fields} slot="frequency" label={texts.frequency}>
          <select
            id={fieldId('frequency')}
            className="cf-input"
            value={frequency}
            onChange={(event) => setFrequency(event.currentTarget.value as MedicationFrequency)}
          >
            {FREQUENCIES.map((option) => (
              <option key={option} value={option}>
                {texts[option]}
              </option>
            ))}
          </select>
        </DialogField>
        {frequency === 'DaysInterval' && (
          <DialogField fields={fields} slot="intervalAmount" label={texts.interval}>
            <select
              id={fieldId('intervalAmount')}
              className="cf-input"
              value={intervalAmount ?? ''}
              onChange={(event) =>
                setIntervalAmount(event.currentTarget.value ? Number(event.currentTarget.value) : null)
              }
              {...invalidProps('intervalAmount')}
            >
              <option value="">{texts.choose}</option>
              {DAY_INTERVAL_OPTIONS.map((option) => (
                <option key={option.days} value={option.days}>
                  {intervalLabel(texts, option.days) ?? option.label}
                </option>
              ))}
            </select>
          </DialogField>
        )}
        {frequency === 'DaysOfWeek' && (
          <fieldset className="cf-fieldset cf-dialog-wide">
            <legend className="cf-label">{texts.days}</legend>
            <div className="cf-clinical-days">
              {WEEK_DAYS.map((day) => (
                <label key={day} className="cf-check">
                  <input
                    type="checkbox"
                    checked={days.has(day)}
                    onChange={(event) => {
                      const next = new Set(days);
                      if (event.currentTarget.checked) next.add(day);
                      else next.delete(day);
                      setDays(next);
                    }}
                  />
                  {texts[day]}
                </label>
              ))}
            </div>
            {errorOf('days')}
          </fieldset>
        )}
        <DialogField fields={fields} slot="instructions" label={texts.instructions} wide>
          <textarea
            id={fieldId('instructions')}
            className="cf-input"
            rows={3}
            value={instructions}
            onChange={(event) => setInstructions(event.currentTarget.value)}
          />
        </DialogField>
      </div>
    </ClinicalDialog>
  );
}
