import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import type { CoreWaitlistEntry, CoreWaitlistOffer } from '@clinic/api-contract';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { formatDateTime } from '../../format/formatDate';
import { OfferStatusBadge } from './OfferStatusBadge';
import { offerSlotText } from './offerSlotText';
import { waitlistTexts as texts } from './waitlistTexts';

/** Every slot offered from one entry, newest first: when, with whom, and what became of it. */
export function WaitlistOffersModal({ entry, onClose }: { entry: CoreWaitlistEntry; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={texts.offersTitle(entry.patientName)}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <DataTable<CoreWaitlistOffer>
        caption={texts.offersCaption}
        emptyText={texts.noOffers}
        rows={entry.offers}
        rowKey={(offer) => offer.id}
        columns={[
          {
            header: texts.slot,
            cell: (offer) => offerSlotText(offer, i18n.language),
          },
          { header: texts.offeredAt, cell: (offer) => formatDateTime(offer.createdAt) },
          { header: texts.expires, cell: (offer) => formatDateTime(offer.expiresAt) },
          { header: texts.answered, cell: (offer) => formatDateTime(offer.respondedAt) },
          { header: texts.status, cell: (offer) => <OfferStatusBadge status={offer.status} /> },
        ]}
      />
    </Modal>
  );
}
