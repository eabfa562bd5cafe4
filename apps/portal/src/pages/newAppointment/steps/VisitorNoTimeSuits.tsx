import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemSettings } from '../../../api/systemSettings';
import { useLocations } from '../wizardQueries';

/**
 * "No time suits me" for a visitor: the waitlist holds a place for a chart, which they do not
 * have yet, so the step says how to go on: call the location (its number, which a phone dials),
 * or register as a new patient and join the waitlist once signed in (docs/decisions.md).
 */
export function VisitorNoTimeSuits({ locationId }: { locationId: string }) {
  const { t } = useTranslation();
  const location = useLocations().data?.find((l) => l.id === locationId);
  const registration = useSystemSettings().data?.newPatientRegistrationEnabled ?? false;
  const phone = location?.phone.trim();
  return (
    <Stack gap={4} mt="sm" aria-label={t('appointmentChanges.waitlist.noTimeSuits')} component="section">
      <Text size="sm">
        {phone && location ? (
          <>
            {t('appointmentChanges.visitorNoTime.call', { location: location.name })}{' '}
            <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor>
            {t('appointmentChanges.visitorNoTime.callEnd')}
          </>
        ) : (
          t('appointmentChanges.visitorNoTime.contact')
        )}
      </Text>
      {registration && (
        <Text size="sm">
          {t('appointmentChanges.visitorNoTime.register')}{' '}
          <Anchor component={Link} to="/new-patient-registration">
            {t('appointmentChanges.visitorNoTime.registerLink')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
