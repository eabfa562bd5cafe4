import '@mantine/core/styles/Input.css';
import { type AppointmentCancelReason, appointmentCancelReasons } from '@clinic/api-contract';
import { Select, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface CancelReason {
  reason: AppointmentCancelReason | null;
  details: string;
}

export const noCancelReason: CancelReason = { reason: null, details: '' };

/** The body's reason, or the i18n key of what is missing ('other' needs words). */
export function cancelReasonBody(value: CancelReason) {
  if (!value.reason) return { error: 'reason' as const };
  const details = value.details.trim();
  if (value.reason === 'other' && !details) return { error: 'details' as const };
  return { body: { reason: value.reason, details: details || undefined } };
}

/** Why the patient cancels: a reason from the list and, optionally (for 'Other' required), words. */
export function CancelReasonFields({
  value,
  onChange,
  showErrors,
}: {
  value: CancelReason;
  onChange(value: CancelReason): void;
  showErrors: boolean;
}) {
  const { t } = useTranslation();
  const missing = showErrors ? cancelReasonBody(value).error : undefined;
  return (
    <Stack gap="sm">
      <Select
        label={t('appointmentChanges.reason')}
        required
        data={appointmentCancelReasons.map((reason) => ({
          value: reason,
          label: t(`appointmentChanges.reasons.${reason}`),
        }))}
        value={value.reason}
        onChange={(reason) => onChange({ ...value, reason: reason as AppointmentCancelReason | null })}
        error={missing === 'reason' ? t('appointmentChanges.reasonRequired') : undefined}
        comboboxProps={{ withinPortal: true }}
      />
      <Textarea
        label={t('appointmentChanges.details')}
        required={value.reason === 'other'}
        maxLength={500}
        autosize
        minRows={2}
        value={value.details}
        onChange={(event) => onChange({ ...value, details: event.currentTarget.value })}
        error={missing === 'details' ? t('appointmentChanges.detailsRequired') : undefined}
      />
    </Stack>
  );
}
