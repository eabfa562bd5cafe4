import { Center, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder until the sign-in flow lands (issue 7). */
export default function SignInPage() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" component="main">
      <Title order={1}>{t('signin.title')}</Title>
    </Center>
  );
}
