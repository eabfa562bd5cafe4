import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser tab's title, "Patients · Clinic Staff", in the chosen language (the app's name alone without a page). */
export function usePageTitle(page: string | undefined): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = page ? `${page} · ${appName}` : appName;
  }, [page, appName]);
}
