import { Alert, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { AuthCard } from '../../app/AuthCard';
import { languages } from '../../i18n/i18n';
import { DateOfBirthStep } from './DateOfBirthStep';
import { EFormDocuments } from './EFormDocuments';
import { eFormRefusal } from './eFormMessage';

/**
 * Where the page is. The ticket lives in memory only: a reload or a new tab asks for the date
 * of birth again, and no script-readable storage ever holds it.
 */
type EFormStep =
  | { step: 'dateOfBirth'; notice: 'sessionEnded' | null }
  | { step: 'fill'; ticket: string }
  | { step: 'done' }
  | { step: 'expired' };

/**
 * /eform/{code}: the link the clinic e-mails. Opens without a portal sign-in: the patient's date
 * of birth first, then each document in the e-form mode, then a done page. An unknown, expired,
 * used or locked-out link says so; a session that ended asks for the date again.
 */
export default function EFormPage() {
  const { t, i18n } = useTranslation();
  const code = useParams().code ?? '';
  const [search] = useSearchParams();
  const [state, setState] = useState<EFormStep>({ step: 'dateOfBirth', notice: null });

  // The mail names the patient's portal language (?lang=es): the page opens in it.
  const mailLanguage = languages.find((language) => language === search.get('lang'));
  // Only as the link opens: the patient may choose another language afterwards.
  useEffect(() => {
    if (mailLanguage && i18n.language !== mailLanguage) void i18n.changeLanguage(mailLanguage);
  }, [mailLanguage, i18n]);

  const onRefused = useCallback((error: unknown) => {
    // Once done, a late refusal (an autosave answering after the completion) changes nothing.
    setState((current) =>
      current.step === 'done'
        ? current
        : eFormRefusal(error) === 'expired'
          ? { step: 'expired' }
          : { step: 'dateOfBirth', notice: 'sessionEnded' },
    );
  }, []);
  const onDone = useCallback(() => setState({ step: 'done' }), []);

  switch (state.step) {
    case 'dateOfBirth':
      return (
        <DateOfBirthStep
          code={code}
          notice={state.notice ? t(`eform.${state.notice}`) : null}
          onOpened={({ ticket }) => setState({ step: 'fill', ticket })}
        />
      );
    case 'fill':
      return <EFormDocuments ticket={state.ticket} onDone={onDone} onRefused={onRefused} />;
    case 'done':
      return (
        <AuthCard title={t('eform.doneTitle')}>
          <Stack>
            <Alert color="teal" role="status">
              {t('eform.done')}
            </Alert>
            <Text size="sm" c="dimmed">
              {t('eform.doneClose')}
            </Text>
          </Stack>
        </AuthCard>
      );
    case 'expired':
      return (
        <AuthCard title={t('eform.title')}>
          <Alert color="red" role="alert">
            {t('eform.expired')}
          </Alert>
        </AuthCard>
      );
  }
}
