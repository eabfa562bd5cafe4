import { liveDocumentCompletedEventName } from '@clinic/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appointmentRequestKeys } from '../pages/appointmentRequests/appointmentRequestQueries';
import { documentKeys } from '../pages/documents/documentCalls';
import { type LiveEventName, openLiveStream } from './openLiveStream';

/**
 * While signed in: a new or cancelled appointment request, or an appointment a patient cancelled
 * (the queue shows each approved request's appointment status), refreshes the queue at once, and a
 * document a patient completed (portal or e-form link) refreshes the document lists and pages.
 */
export function useStaffLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = (name: LiveEventName) =>
      void queryClient.invalidateQueries({
        queryKey: name === liveDocumentCompletedEventName ? documentKeys.all : appointmentRequestKeys.all,
      });
    // Events sent before the stream opened or while it was down are not replayed: refresh
    // everything they touch.
    const refreshAll = () => {
      void queryClient.invalidateQueries({ queryKey: appointmentRequestKeys.all });
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
    };
    return openLiveStream(refresh, refreshAll);
  }, [queryClient]);
}
