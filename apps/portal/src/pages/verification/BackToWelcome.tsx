import '@mantine/core/styles/Button.css';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way out of a mailed link's page for someone not signed in: the start page. */
export function BackToWelcome() {
  const { t } = useTranslation();
  return (
    <Group>
      <Button component={Link} to="/welcome" variant="light">
        {t('appointmentChanges.cancelRequest.toWelcome')}
      </Button>
    </Group>
  );
}
