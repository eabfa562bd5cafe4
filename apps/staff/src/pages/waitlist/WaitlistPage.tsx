import '@mantine/core/styles/Badge.css';
import type { CoreWaitlistEntry } from '@clinic/api-contract';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useApiMutation } from '../../api/useApiMutation';
import { ConfirmModal } from '../../components/ConfirmModal';
import { DismissibleNotice } from '../../components/DismissibleNotice';
import { PagedTable } from '../../components/PagedTable';
import { PageHeader } from '../../components/PageHeader';
import { PatientChartLink } from '../../components/PatientChartLink';
import { formatDateTime } from '../../format/formatDate';
import { describeEntryTimes } from './describeEntry';
import { OfferStatusBadge } from './OfferStatusBadge';
import { OfferNowModal } from './offerNow/OfferNowModal';
import { WaitlistFilterBar } from './WaitlistFilterBar';
import { WaitlistOffersModal } from './WaitlistOffersModal';
import {
  removeWaitlistEntry,
  useWaitlist,
  type WaitlistFilters,
  waitlistKeys,
  waitlistPageSize,
} from './waitlistCalls';
import { waitlistTexts as texts } from './waitlistTexts';

const noFilters: WaitlistFilters = { locationId: '', serviceId: '', clinicianId: '', scope: 'active' };
const isOpen = (entry: CoreWaitlistEntry) => entry.status === 'waiting' || entry.status === 'offered';

/** The offers of an entry: how many, the newest's outcome, and the way to see them all. */
function OffersCell({ entry, onOpen }: { entry: CoreWaitlistEntry; onOpen: () => void }) {
  const [latest] = entry.offers;
  if (!latest)
    return (
      <Text size="sm" c="dimmed">
        {texts.noOffers}
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <OfferStatusBadge status={latest.status} />
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={onOpen}
        aria-label={texts.seeOffersLabel(entry.offers.length, entry.patientName)}
      >
        {texts.seeOffers(entry.offers.length)}
      </Button>
    </Group>
  );
}

/** /waitlist: who waits for an earlier slot, with the offers made; staff remove entries. */
export default function WaitlistPage() {
  const [filters, setFilters] = useState<WaitlistFilters>(noFilters);
  const [page, setPage] = useState(0);
  const [offersOf, setOffersOf] = useState<CoreWaitlistEntry | null>(null);
  const [removing, setRemoving] = useState<CoreWaitlistEntry | null>(null);
  const [offering, setOffering] = useState<CoreWaitlistEntry | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const waitlist = useWaitlist(filters, page);
  const remove = useApiMutation(
    (entry: CoreWaitlistEntry) => removeWaitlistEntry(entry.id),
    [waitlistKeys.all],
    (_, entry) => {
      setRemoving(null);
      setNotice(texts.removed(entry.patientName));
    },
  );
  return (
    <Stack>
      <PageHeader title={texts.title} />
      <Text size="sm" c="dimmed">
        {texts.intro}
      </Text>
      <WaitlistFilterBar
        filters={filters}
        onChange={(next) => {
          setPage(0);
          setFilters(next);
        }}
      />
      <DismissibleNotice text={notice} onClose={() => setNotice(null)} />
      <PagedTable<CoreWaitlistEntry>
        query={waitlist}
        caption={texts.caption}
        emptyText={texts.empty}
        rowKey={(entry) => entry.id}
        columns={[
          {
            header: texts.patient,
            cell: (entry) => <PatientChartLink patientId={entry.patientId} name={entry.patientName} />,
          },
          { header: texts.service, cell: (entry) => entry.serviceName ?? '--' },
          { header: texts.clinician, cell: (entry) => entry.clinicianName ?? texts.anyClinician },
          { header: texts.location, cell: (entry) => entry.locationName ?? '--' },
          { header: texts.when, cell: describeEntryTimes },
          { header: texts.since, cell: (entry) => formatDateTime(entry.createdAt) },
          {
            header: texts.offers,
            cell: (entry) => <OffersCell entry={entry} onOpen={() => setOffersOf(entry)} />,
          },
          {
            header: texts.status,
            cell: (entry) => (
              <Badge color={isOpen(entry) ? 'blue' : 'gray'} variant="light">
                {texts.statuses[entry.status]}
              </Badge>
            ),
          },
          {
            header: texts.actions,
            cell: (entry) =>
              isOpen(entry) ? (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setOffering(entry)}
                    aria-label={texts.offerNowLabel(entry.patientName, entry.serviceName ?? '')}
                  >
                    {texts.offerNow}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => {
                      remove.reset();
                      setRemoving(entry);
                    }}
                    aria-label={texts.removeLabel(entry.patientName, entry.serviceName ?? '')}
                  >
                    {texts.remove}
                  </Button>
                </Group>
              ) : null,
          },
        ]}
        pageSize={waitlistPageSize}
        page={page}
        onPage={setPage}
      />
      {offering && (
        <OfferNowModal
          entry={offering}
          onClose={() => setOffering(null)}
          onOffered={() => {
            setNotice(texts.offerSent(offering.patientName));
            setOffering(null);
          }}
        />
      )}
      {offersOf && <WaitlistOffersModal entry={offersOf} onClose={() => setOffersOf(null)} />}
      <ConfirmModal
        opened={removing !== null}
        title={texts.removeTitle}
        message={removing ? texts.removeMessage(removing.patientName) : ''}
        confirmLabel={texts.remove}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
        busy={remove.isPending}
        error={remove.error}
      />
    </Stack>
  );
}
