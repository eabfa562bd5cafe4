import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { SharedDocument } from '../../documents/SharedDocument';

/** /document/{sharedDocumentId}: fill in one shared document. */
export default function DocumentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useParams().sharedDocumentId ?? '';
  return (
    <Stack>
      <Anchor component={Link} to="/documents" size="sm">
        ← {t('document.back')}
      </Anchor>
      <SharedDocument documentId={id} onCompleted={() => void navigate('/documents')} />
    </Stack>
  );
}
