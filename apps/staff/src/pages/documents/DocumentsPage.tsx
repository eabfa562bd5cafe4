import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Documents live in a patient's chart (a later task); this page points there. */
export default function DocumentsPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1}>{t('documents.title')}</Title>
      <Text>{t('documents.placeholder')}</Text>
      <Link to="/patients">{t('nav.patients')}</Link>
    </Stack>
  );
}
