import type { Appointment } from '@clinic/api-contract';
import { useMemo } from 'react';
import { useAppointments } from '../api/appointments';
import { type SplitAppointments, splitAppointments } from './splitAppointments';

/**
 * The patient's appointments split by the section 4 rule, on the server's clock (a wrong
 * device clock cannot move an appointment between upcoming and past).
 */
export function useSplitAppointments(): {
  split: SplitAppointments<Appointment> | undefined;
  isPending: boolean;
  isError: boolean;
} {
  const query = useAppointments();
  const split = useMemo(() => {
    if (!query.data) return undefined;
    const { upcoming, past, serverNowUtc } = query.data;
    return splitAppointments([...upcoming, ...past], new Date(serverNowUtc));
  }, [query.data]);
  return { split, isPending: query.isPending, isError: query.isError };
}
