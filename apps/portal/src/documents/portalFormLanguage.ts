import type { FormLanguage } from '@clinic/forms-react';
import { useTranslation } from 'react-i18next';

/** The portal's language as forms speak it: their texts, error messages and the form header. */
export function usePortalFormLanguage(): FormLanguage {
  const { i18n } = useTranslation();
  return i18n.language === 'es' ? 'es' : 'en';
}
