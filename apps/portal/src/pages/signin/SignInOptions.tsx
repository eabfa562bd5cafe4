import { Button, type ButtonProps, Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemSettings } from '../../api/systemSettings';

/**
 * One option a row: half a card cut 'Request new-patient registration' off (and wrapped it over
 * three lines once allowed to wrap). On the narrowest phones a label still wraps rather than clip.
 */
const wrappingLabel: ButtonProps['styles'] = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 },
  label: { whiteSpace: 'normal', lineHeight: 1.3 },
};

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
      <Stack gap="xs">
        {(appointments || registration) && (
          <Button component={Link} to="/welcome" variant="default" styles={wrappingLabel}>
            {t('signin.newClient')}
          </Button>
        )}
        <Button variant="default" styles={wrappingLabel} onClick={onExistingClient}>
          {t('signin.existingClient')}
        </Button>
        {appointments && (
          <Button component={Link} to="/new-appointment" variant="default" styles={wrappingLabel}>
            {t('signin.requestAppointment')}
          </Button>
        )}
        {registration && (
          <Button component={Link} to="/new-patient-registration" variant="default" styles={wrappingLabel}>
            {t('signin.requestRegistration')}
          </Button>
        )}
      </Stack>
    </>
  );
}
