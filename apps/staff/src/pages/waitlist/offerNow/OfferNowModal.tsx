import '@mantine/core/styles/Radio.css';
import type { CoreWaitlistEntry, CoreWaitlistFreeSlot } from '@clinic/api-contract';
import { Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationZones } from '../../../api/queries/referenceQueries';
import { useApiMutation } from '../../../api/useApiMutation';
import { FormModal } from '../../../components/FormModal';
import { QueryState } from '../../../components/QueryState';
import { localToday } from '../../../format/formatDate';
import { waitlistKeys } from '../waitlistCalls';
import { waitlistTexts as texts } from '../waitlistTexts';
import { offerSlotNow, useFreeSlots } from './offerNowCalls';
import { slotChoiceText } from './slotChoiceText';

/** One choice per free time and clinician: "time|clinicianId". */
const choiceOf = (slot: CoreWaitlistFreeSlot, clinicianId: string) => `${slot.time}|${clinicianId}`;

function firstDay(entry: CoreWaitlistEntry): string {
  const today = localToday();
  return entry.earliestDate && entry.earliestDate > today ? entry.earliestDate : today;
}

/** Staff pick a day and a free time for the entry, and the patient is e-mailed the offer. */
export function OfferNowModal({
  entry,
  onClose,
  onOffered,
}: {
  entry: CoreWaitlistEntry;
  onClose: () => void;
  onOffered: () => void;
}) {
  const { i18n } = useTranslation();
  const reading = { timeZone: useLocationZones()(entry.locationId), language: i18n.language };
  const [date, setDate] = useState(() => firstDay(entry));
  const [choice, setChoice] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const slots = useFreeSlots(entry.id, date);
  const offer = useApiMutation(
    (picked: string) => {
      const [time = '', clinicianId = ''] = picked.split('|');
      return offerSlotNow(entry.id, { date, time, clinicianId });
    },
    [waitlistKeys.all],
    onOffered,
  );
  const submit = () => {
    if (!choice) {
      setMissing(true);
      return;
    }
    offer.mutate(choice);
  };
  return (
    <FormModal
      opened
      title={texts.offerNowTitle(entry.patientName)}
      onClose={onClose}
      onSubmit={submit}
      busy={offer.isPending}
      error={offer.error}
      submitLabel={texts.sendOffer}
    >
      <Text size="sm">{texts.offerNowIntro}</Text>
      <TextInput
        type="date"
        label={texts.day}
        required
        value={date}
        min={localToday()}
        onChange={(event) => {
          setDate(event.currentTarget.value);
          setChoice(null);
        }}
      />
      <QueryState query={slots}>
        {({ slots: free }) =>
          free.length === 0 ? (
            <Text c="dimmed">{texts.noFreeTimes}</Text>
          ) : (
            <Radio.Group
              label={texts.freeTimes}
              required
              value={choice}
              onChange={(value) => {
                setChoice(value);
                setMissing(false);
              }}
              error={missing ? texts.chooseTime : undefined}
            >
              <Stack gap={6} mt="xs" mah={320} style={{ overflowY: 'auto' }}>
                {free.flatMap((slot) =>
                  slot.clinicians.map((clinician) => (
                    <Radio
                      key={choiceOf(slot, clinician.id)}
                      value={choiceOf(slot, clinician.id)}
                      label={slotChoiceText(date, slot, clinician.name, reading)}
                    />
                  )),
                )}
              </Stack>
            </Radio.Group>
          )
        }
      </QueryState>
    </FormModal>
  );
}
