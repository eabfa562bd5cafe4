import type { CoreFormsVersion, CoreReferencePatientRequestDocument } from '@clinic/api-contract';
import { type FormContent, loadFormContent } from '@clinic/forms-core';
import {
  FormServicesProvider,
  FormStoreProvider,
  FormViewer,
  registerAllFields,
  useDocumentSession,
} from '@clinic/forms-react';
import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../api/httpClient';
import { QueryState } from '../../components/QueryState';
import { staffFormServices } from '../../forms/staffFormServices';
import { useStaffUser } from '../../session/StaffUserContext';

registerAllFields();

function useIntakeDocument(id: string) {
  return useQuery({
    queryKey: ['core', 'PatientRequestDocuments', id],
    queryFn: async () => {
      const document = await apiRequest<CoreReferencePatientRequestDocument>(
        'GET',
        `/api/core/PatientRequestDocuments/${id}`,
      );
      const version = await apiRequest<CoreFormsVersion>('GET', `/api/core/Versions/${document.versionId}`);
      return { document, version };
    },
  });
}

/** What the patient filled in one intake form, read-only on the version it was filled against. */
export function IntakeDocumentResults({ documentId }: { documentId: string }) {
  const intake = useIntakeDocument(documentId);
  return (
    <QueryState query={intake}>
      {({ document, version }) => (
        // Read afresh (a new session) whenever the stored answers change.
        <FilledForm key={document.updatedAt} content={version.content} results={document.results} />
      )}
    </QueryState>
  );
}

function FilledForm({ content, results }: { content: unknown; results: Record<string, unknown> }) {
  const { t } = useTranslation();
  const loaded = useMemo(() => loadFormContent(content), [content]);
  if (!loaded.ok) return <Alert color="red">{t('appointmentRequests.intakeUnreadable')}</Alert>;
  return <FilledAnswers content={loaded.content} results={results} />;
}

function FilledAnswers({ content, results }: { content: FormContent; results: Record<string, unknown> }) {
  const user = useStaffUser();
  const session = useDocumentSession({ content, results, mode: 'form-viewer' });
  return (
    <FormServicesProvider value={staffFormServices(user)}>
      <FormStoreProvider store={session.store}>
        <FormViewer mode="form-viewer" />
      </FormStoreProvider>
    </FormServicesProvider>
  );
}
