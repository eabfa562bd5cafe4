import { Button, Divider, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemSettings } from '../../api/systemSettings';

/** New client, existing client, request appointment and new-patient registration, as the settings allow. */
export function SignInOptions({ onExistingClient }: { onExistingClient(): void }) {
  const { t } = useTranslation();
  const settings = useSystemSettings().data;
  const appointments = Boolean(
    settings?.appointmentRequestEnable && settings.appointmentRequestNewPatientEnable,
  );
  const registration = Boolean(settings?.newPatientRegistrationEnabled);
  return (
    <>
      <Divider label={t('signin.otherOptions')} labelPosition="center" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {(appointments || registration) && (
          <Button component={Link} to="/welcome" variant="default">
            {t('signin.newClient')}
          </Button>
        )}
        <Button variant="default" onClick={onExistingClient}>
          {t('signin.existingClient')}
        </Button>
        {appointments && (
          <Button component={Link} to="/new-appointment" variant="default">
            {t('signin.requestAppointment')}
          </Button>
        )}
        {registration && (
          <Button component={Link} to="/new-patient-registration" variant="default">
            {t('signin.requestRegistration')}
          </Button>
        )}
      </SimpleGrid>
    </>
  );
}
