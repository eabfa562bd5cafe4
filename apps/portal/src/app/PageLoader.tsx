import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A full-height spinner while a page's data loads. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih={fullScreen ? '100vh' : 240} role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}
