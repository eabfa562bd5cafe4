import './documents.css';
import type { CoreFormsDetailedDocument } from '@clinic/api-contract';
import { loadFormContent } from '@clinic/forms-core';
import { sanitizeHtml } from '@clinic/forms-react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert';
import { QueryState } from '../../components/QueryState';
import { calendarDay, formatDate } from '../../format/formatDate';
import { chartPath } from '../clinicalRecords/chartPath';
import { DocumentEditor } from './DocumentEditor';
import { useDetailedDocument } from './documentCalls';
import { documentsTexts as texts } from './documentsTexts';

/** A staff document: `patients/:patientId/documents/:documentId`. */
export default function DocumentPage() {
  const { documentId = '' } = useParams();
  const detail = useDetailedDocument(documentId);
  const [generation, setGeneration] = useState(0);
  const reload = async () => {
    await detail.refetch();
    setGeneration((n) => n + 1);
  };
  return (
    <QueryState query={detail}>
      {(data) => <DocumentView key={`${data.document.id}:${generation}`} detail={data} onReload={reload} />}
    </QueryState>
  );
}

function DocumentView({ detail, onReload }: { detail: CoreFormsDetailedDocument; onReload: () => void }) {
  const { document, patient, form } = detail;
  // The layout it was filled on: the baked layout when kept, else its version's.
  const loaded = useMemo(
    () => loadFormContent(document.bakedLayout ?? detail.version.content),
    [document.bakedLayout, detail.version.content],
  );
  const header = (
    <Stack gap={2}>
      <Title order={1} size="h2">
        {form.name}
      </Title>
      <Text size="sm">
        {texts.patient}: {patient.fullName} · {texts.mrn} {patient.mrn} · {texts.dateOfBirth}{' '}
        {formatDate(patient.dateOfBirth)}
        {document.effectiveDate
          ? ` · ${texts.effectiveDate} ${formatDate(calendarDay(document.effectiveDate))}`
          : ''}
      </Text>
    </Stack>
  );
  return (
    <Stack>
      <Anchor
        component={Link}
        to={chartPath(patient.id, { episodeId: document.episodeOfCareId, tab: 'documents' })}
        size="sm"
      >
        ← {texts.back}
      </Anchor>
      {header}
      {form.documentInstructions && (
        <div
          className="staff-document-instructions"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify (sanitizeHtml)
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(form.documentInstructions) }}
        />
      )}
      {loaded.ok ? (
        <DocumentEditor detail={detail} content={loaded.content} printHeader={header} onReload={onReload} />
      ) : (
        <ErrorAlert error={loaded.errors.map((e) => e.message).join('\n')} />
      )}
    </Stack>
  );
}
