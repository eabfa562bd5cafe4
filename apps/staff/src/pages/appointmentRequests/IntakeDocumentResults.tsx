import type { CoreFormsVersion, CoreReferencePatientRequestDocument } from '@clinic/api-contract';
import { loadFormContent } from '@clinic/forms-core';
import {
  createFormStore,
  FormServicesProvider,
  FormStoreProvider,
  FormViewer,
  registerAllFields,
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
      {({ document, version }) => <FilledForm content={version.content} results={document.results} />}
    </QueryState>
  );
}

function FilledForm({ content, results }: { content: unknown; results: Record<string, unknown> }) {
  const { t } = useTranslation();
  const user = useStaffUser();
  const store = useMemo(() => {
    const loaded = loadFormContent(content);
    return loaded.ok ? createFormStore({ content: loaded.content, initialResults: results }) : null;
  }, [content, results]);
  if (!store) return <Alert color="red">{t('appointmentRequests.intakeUnreadable')}</Alert>;
  return (
    <FormServicesProvider value={staffFormServices(user)}>
      <FormStoreProvider store={store}>
        <FormViewer mode="form-viewer" />
      </FormStoreProvider>
    </FormServicesProvider>
  );
}
