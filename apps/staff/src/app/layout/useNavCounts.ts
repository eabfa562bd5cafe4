import { useAppointmentRequests } from '../../pages/appointmentRequests/appointmentRequestQueries';
import { usePendingChangeRequestCount } from '../../pages/changeRequests/changeRequestCalls';
import { useOpenAlertCount } from '../../pages/documents/alerts/scoreAlertCalls';
import { useInboxCounts } from '../../pages/documents/inbox/inboxCalls';
import { useThreads } from '../../pages/messages/messageQueries';
import type { NavSection } from './navItems';

/**
 * The badges of the menu: documents patients completed and nobody reviewed yet, open alerts, unconfirmed
 * appointment requests, pending profile changes and conversations with unread messages.
 */
export function useNavCounts(): Partial<Record<NavSection, number>> {
  const requests = useAppointmentRequests('Unconfirmed', 0, 1);
  const changeRequests = usePendingChangeRequestCount();
  const unread = useThreads(true, 1);
  const inbox = useInboxCounts();
  const alerts = useOpenAlertCount();
  return {
    documents: inbox.data?.completedByPatients,
    alerts,
    appointmentRequests: requests.data?.total,
    changeRequests,
    messages: unread.data?.total,
  };
}
