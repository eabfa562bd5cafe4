import '@mantine/core/styles/Badge.css';
import type { CoreWaitlistOffer } from '@clinic/api-contract';
import { Badge } from '@mantine/core';
import { waitlistTexts as texts } from './waitlistTexts';

const colors: Record<CoreWaitlistOffer['status'], string> = {
  offered: 'blue',
  accepted: 'teal',
  declined: 'gray',
  expired: 'orange',
  taken: 'gray',
};

export function OfferStatusBadge({ status }: { status: CoreWaitlistOffer['status'] }) {
  return (
    <Badge color={colors[status]} variant="light">
      {texts.offerStatuses[status]}
    </Badge>
  );
}
