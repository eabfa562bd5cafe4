import { liveDocumentCompletedEventName, liveEventNames } from '@clinic/api-contract';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appointmentRequestKeys } from '../pages/appointmentRequests/appointmentRequestQueries';
import { changeRequestKeys } from '../pages/changeRequests/changeRequestCalls';
import { documentKeys } from '../pages/documents/documentCalls';
import { scheduleKeys } from '../pages/schedule/scheduleCalls';
import { type LiveEventName, openLiveStream } from './openLiveStream';

/** What each event refreshes. */
const refreshedBy: Record<LiveEventName, readonly QueryKey[]> = {
  // The queue shows each approved request's appointment status, so a changed appointment refreshes
  // it too; an approved request puts an appointment on the schedule.
  [liveEventNames.appointmentRequest]: [appointmentRequestKeys.all, scheduleKeys.all],
  [liveEventNames.appointment]: [appointmentRequestKeys.all, scheduleKeys.all],
  [liveEventNames.profileChangeRequest]: [changeRequestKeys.all],
  [liveDocumentCompletedEventName]: [documentKeys.all],
};

/**
 * While signed in: a new, cancelled or approved appointment request, or an appointment a patient
 * cancelled or staff booked, moved or changed, refreshes the request queue and the schedule at once; a profile change request sent or decided refreshes its
 * queue and the menu's count; a document a patient completed (portal or e-form link) refreshes
 * the document lists and pages.
 */
export function useStaffLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = (name: LiveEventName) => {
      for (const queryKey of refreshedBy[name]) void queryClient.invalidateQueries({ queryKey });
    };
    // Events sent before the stream opened or while it was down are not replayed: refresh
    // everything they touch.
    const refreshAll = () => {
      for (const queryKey of new Set(Object.values(refreshedBy).flat()))
        void queryClient.invalidateQueries({ queryKey });
    };
    return openLiveStream(refresh, refreshAll);
  }, [queryClient]);
}
