import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useDocument } from '../../api/documents';
import { SharedDocument } from '../../documents/SharedDocument';
import { DocumentAttachment } from './files/DocumentAttachment';
import { DocumentFileActions } from './files/DocumentFileActions';

/** /document/{sharedDocumentId}: fill in one shared document, print it, download it, attach a file. */
export default function DocumentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useParams().sharedDocumentId ?? '';
  const shared = useDocument(id).data;
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Anchor component={Link} to="/documents" size="sm">
          ← {t('document.back')}
        </Anchor>
        {shared && (
          <DocumentFileActions
            documentId={shared.id}
            name={shared.formName}
            completed={shared.status === 'Completed'}
          />
        )}
      </Group>
      <SharedDocument documentId={id} onCompleted={() => void navigate('/documents')} />
      <DocumentAttachment documentId={id} />
    </Stack>
  );
}
