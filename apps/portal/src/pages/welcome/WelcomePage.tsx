import '@mantine/core/styles/SimpleGrid.css';
import { Button, Center, Image, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemSettings } from '../../api/systemSettings';
import { LanguageSelect } from '../../app/LanguageSelect';

export default function WelcomePage() {
  const { t } = useTranslation();
  const settings = useSystemSettings();
  const [choosingNew, setChoosingNew] = useState(false);

  if (settings.isPending) {
    return (
      <Center h="100vh">
        {/* A label needs a role: a bare span may not carry aria-label (axe: aria-prohibited-attr). */}
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  const s = settings.data;
  const registration = s?.newPatientRegistrationEnabled ?? false;
  const newAppointment =
    (s?.appointmentRequestEnable ?? false) && (s?.appointmentRequestNewPatientEnable ?? false);

  const name = s?.organizationName ?? '';
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" maw={480} w="100%">
        <Stack align="center" gap="lg">
          {s?.organizationLogo && (
            <Image
              src={s.organizationLogo}
              alt={t('welcome.logoAlt', { organizationName: name })}
              h={72}
              w="auto"
              fit="contain"
            />
          )}
          <Title order={1} ta="center" size="h2">
            {name ? t('welcome.title', { organizationName: name }) : t('welcome.titleNoName')}
          </Title>
          <Text c="dimmed" ta="center">
            {t('welcome.subtitle')}
          </Text>
          {choosingNew ? (
            <Stack w="100%">
              <Button component={Link} to="/new-appointment" size="md">
                {t('welcome.newAppointmentRequest')}
              </Button>
              <Button component={Link} to="/new-patient-registration" size="md" variant="light">
                {t('welcome.newPatientRegistration')}
              </Button>
              <Button variant="subtle" onClick={() => setChoosingNew(false)}>
                {t('common.back')}
              </Button>
            </Stack>
          ) : (
            // Side by side where both labels fit, one above the other on a phone ('Paciente nuevo'
            // and 'Cliente existente' were cut off at 390 px); a lone button takes the full width.
            <SimpleGrid cols={registration || newAppointment ? { base: 1, xs: 2 } : 1} w="100%">
              {registration && newAppointment ? (
                <Button size="md" onClick={() => setChoosingNew(true)}>
                  {t('welcome.newPatient')}
                </Button>
              ) : (
                (registration || newAppointment) && (
                  <Button
                    size="md"
                    component={Link}
                    to={registration ? '/new-patient-registration' : '/new-appointment'}
                  >
                    {t('welcome.newPatient')}
                  </Button>
                )
              )}
              <Button size="md" variant="light" component={Link} to="/signin">
                {t('welcome.existingClient')}
              </Button>
            </SimpleGrid>
          )}
          <LanguageSelect />
        </Stack>
      </Paper>
    </Center>
  );
}
