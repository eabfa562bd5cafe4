import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Language, languages } from '../i18n/i18n';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const names: Record<Language, string> = { en: t('common.english'), es: t('common.spanish') };
  return (
    <NativeSelect
      label={t('common.language')}
      value={i18n.language}
      onChange={(event) => void i18n.changeLanguage(event.currentTarget.value)}
      data={languages.map((value) => ({ value, label: names[value] }))}
      w={140}
    />
  );
}
