import { liveDocumentCompletedEventName, liveEventNames } from '@clinic/api-contract';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appointmentRequestKeys } from '../pages/appointmentRequests/appointmentRequestQueries';
import { changeRequestKeys } from '../pages/changeRequests/changeRequestCalls';
import { documentKeys } from '../pages/documents/documentCalls';
import { type LiveEventName, openLiveStream } from './openLiveStream';

/** What each event refreshes. */
const refreshedBy: Record<LiveEventName, QueryKey> = {
  // The queue shows each approved request's appointment status, so a cancelled appointment refreshes it too.
  [liveEventNames.appointmentRequest]: appointmentRequestKeys.all,
  [liveEventNames.appointment]: appointmentRequestKeys.all,
  [liveEventNames.profileChangeRequest]: changeRequestKeys.all,
  [liveDocumentCompletedEventName]: documentKeys.all,
};

/**
 * While signed in: a new or cancelled appointment request, or an appointment a patient cancelled,
 * refreshes the request queue at once; a profile change request sent or decided refreshes its
 * queue and the menu's count; a document a patient completed (portal or e-form link) refreshes
 * the document lists and pages.
 */
export function useStaffLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = (name: LiveEventName) =>
      void queryClient.invalidateQueries({ queryKey: refreshedBy[name] });
    // Events sent before the stream opened or while it was down are not replayed: refresh
    // everything they touch.
    const refreshAll = () => {
      for (const queryKey of new Set(Object.values(refreshedBy)))
        void queryClient.invalidateQueries({ queryKey });
    };
    return openLiveStream(refresh, refreshAll);
  }, [queryClient]);
}
