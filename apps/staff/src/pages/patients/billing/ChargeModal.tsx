import '../../../components/selectStyles';
import '@mantine/core/styles/NumberInput.css';
import type { CoreBillingChargeBody } from '@clinic/api-contract';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorBeyondFields, fieldErrorOf } from '../../../api/fieldErrorOf';
import { optionsOf, useClinicians, useLocations } from '../../../api/queries/referenceQueries';
import { FormModal } from '../../../components/FormModal';
import { usePostCharge } from './billingCalls';
import { billingTexts as texts } from './billingTexts';
import { MoneyInput } from './MoneyInput';
import { dollarsInputToCents } from './money';

const fields = [
  'service',
  'serviceCode',
  'units',
  'amountCents',
  'dateOfService',
  'locationId',
  'clinicianId',
];

/** Posts one charge: service, code, units, amount, date of service, location and clinician. */
export function ChargeModal({
  patientId,
  defaultLocationId,
  today,
  onClose,
}: {
  patientId: string;
  defaultLocationId: string | null;
  today: string;
  onClose: () => void;
}) {
  const locations = useLocations().data;
  const clinicians = useClinicians().data;
  const post = usePostCharge(patientId, onClose);
  const [service, setService] = useState('');
  const [serviceCode, setServiceCode] = useState('');
  const [units, setUnits] = useState<string | number>(1);
  const [amount, setAmount] = useState<string | number>('');
  const [dateOfService, setDateOfService] = useState(today);
  const [locationId, setLocationId] = useState<string | null>(defaultLocationId);
  const [clinicianId, setClinicianId] = useState<string | null>(null);
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());

  const errorOf = (field: string) => (missing.has(field) ? texts.required : fieldErrorOf(post.error, field));
  const submit = () => {
    const body = {
      service: service.trim(),
      serviceCode: serviceCode.trim(),
      units: Number(units) || 0,
      amountCents: dollarsInputToCents(amount),
      dateOfService,
      locationId: locationId ?? '',
      clinicianId: clinicianId ?? '',
    } satisfies CoreBillingChargeBody;
    const empty = new Set(
      Object.entries(body)
        .filter(([, value]) => value === '' || value === 0)
        .map(([field]) => field),
    );
    setMissing(empty);
    if (empty.size === 0) post.mutate(body);
  };

  return (
    <FormModal
      opened
      title={texts.charge.title}
      onClose={onClose}
      onSubmit={submit}
      busy={post.isPending}
      error={errorBeyondFields(post.error, fields)}
      submitLabel={texts.charge.submit}
    >
      <TextInput
        label={texts.charge.service}
        required
        data-autofocus
        value={service}
        error={errorOf('service')}
        onChange={(event) => setService(event.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <TextInput
          label={texts.charge.serviceCode}
          description={texts.charge.serviceCodeHint}
          required
          value={serviceCode}
          error={errorOf('serviceCode')}
          onChange={(event) => setServiceCode(event.currentTarget.value)}
        />
        <NumberInput
          label={texts.charge.units}
          required
          min={1}
          max={99}
          allowDecimal={false}
          value={units}
          error={errorOf('units')}
          onChange={setUnits}
        />
        <MoneyInput
          label={texts.charge.amount}
          description={texts.charge.amountHint}
          value={amount}
          error={errorOf('amountCents')}
          onChange={setAmount}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <TextInput
          type="date"
          label={texts.charge.dateOfService}
          required
          max={today}
          value={dateOfService}
          error={errorOf('dateOfService')}
          onChange={(event) => setDateOfService(event.currentTarget.value)}
        />
        <Select
          label={texts.charge.location}
          required
          searchable
          allowDeselect={false}
          data={optionsOf(locations, (location) => location.name)}
          value={locationId}
          error={errorOf('locationId')}
          onChange={setLocationId}
        />
        <Select
          label={texts.charge.clinician}
          required
          searchable
          allowDeselect={false}
          data={optionsOf(clinicians, (clinician) => `${clinician.firstName} ${clinician.lastName}`)}
          value={clinicianId}
          error={errorOf('clinicianId')}
          onChange={setClinicianId}
        />
      </SimpleGrid>
    </FormModal>
  );
}
