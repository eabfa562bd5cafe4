import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appointmentRequestKeys } from '../pages/appointmentRequests/appointmentRequestQueries';
import { openLiveStream } from './openLiveStream';

/** While signed in, a new or cancelled appointment request refreshes the queue at once. */
export function useStaffLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: appointmentRequestKeys.all });
    return openLiveStream(refresh, refresh);
  }, [queryClient]);
}
