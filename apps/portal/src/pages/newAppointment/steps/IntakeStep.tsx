import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import type { PortalAuthCurrentUser } from '@clinic/api-contract';
import { FormStoreProvider, FormViewer } from '@clinic/forms-react';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { currentUserQueryKey } from '../../../api/currentUser';
import { PortalFormProviders } from '../../../documents/PortalFormProviders';
import { useSessionToken } from '../../../session/sessionStore';
import type { IntakeEntry, IntakeFocus } from '../intake/useIntakeForms';
import { QueryState } from './QueryState';
import type { StepProps } from './stepProps';

function IntakeForm({ entry, focus }: { entry: IntakeEntry; focus: IntakeFocus | null }) {
  const { t } = useTranslation();
  const titleId = `intake-${entry.form.formId}`;
  const instructions = entry.form.documentInstructions;
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} radius="md" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId} mb="sm">
        {entry.form.name}
      </Title>
      <FormStoreProvider store={entry.store}>
        <FormViewer
          mode="e-form"
          headerHtml={instructions ? DOMPurify.sanitize(instructions) : undefined}
          focusPage={focus?.formId === entry.form.formId ? focus.page : null}
          labels={{
            prev: t('document.prev'),
            next: t('document.next'),
            pageOf: (current, total) => t('document.pageOf', { current, total }),
          }}
        />
      </FormStoreProvider>
    </Paper>
  );
}

/**
 * The location's intake forms, filled as e-forms and sent with the request (checked here
 * before moving on, and again by the server). A location without forms says where later ones
 * will come: Documents, once the request is reviewed.
 */
export function IntakeStep({ intake }: StepProps) {
  const { t } = useTranslation();
  const signedIn = useSessionToken() !== null;
  // Loaded at app start for a signed-in user; an anonymous visitor fills the forms as nobody.
  const user = useQueryClient().getQueryData<PortalAuthCurrentUser>(currentUserQueryKey);
  const patient = signedIn ? user?.currentPatient : undefined;
  return (
    <QueryState query={intake.query}>
      {intake.entries?.length === 0 ? (
        <Alert color="blue" title={t('wizard.intake.title')}>
          {t('wizard.intake.none')}
        </Alert>
      ) : (
        <Stack>
          <Text>{t('wizard.intake.intro')}</Text>
          {intake.invalid && (
            <Alert color="red" role="alert">
              {t('wizard.intake.fixErrors')}
            </Alert>
          )}
          <PortalFormProviders patient={patient}>
            {intake.entries?.map((entry) => (
              <IntakeForm key={entry.form.formId} entry={entry} focus={intake.focus} />
            ))}
          </PortalFormProviders>
        </Stack>
      )}
    </QueryState>
  );
}
