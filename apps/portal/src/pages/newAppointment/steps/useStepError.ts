import { useTranslation } from 'react-i18next';
import type { WizardErrors } from '../requestWizardMachine';

/** The translated message of a field's error, or undefined. */
export function useStepError(errors: WizardErrors): (field: string) => string | undefined {
  const { t } = useTranslation();
  return (field) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
}
