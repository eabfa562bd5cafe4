import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import { FormStoreProvider, FormViewer, useDocumentSessionState } from '@clinic/forms-react';
import { Paper, Title } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import type { IntakeEntry } from './useIntakeForms';

/** One intake form of the wizard, filled as an e-form in its own document session. */
export function IntakeForm({ entry }: { entry: IntakeEntry }) {
  const { t } = useTranslation();
  const { focusRequest } = useDocumentSessionState(entry.session);
  const titleId = `intake-${entry.form.formId}`;
  const instructions = entry.form.documentInstructions;
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} radius="md" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId} mb="sm">
        {entry.form.name}
      </Title>
      <FormStoreProvider store={entry.session.store}>
        <FormViewer
          mode="e-form"
          headerHtml={instructions ? DOMPurify.sanitize(instructions) : undefined}
          focusRequest={focusRequest}
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
