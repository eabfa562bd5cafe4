import { ApiError, type SlotHold } from '@clinic/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAlerts } from '../../../alerts/alertsContext';
import { apiRequest } from '../../../api/httpClient';
import { anyClinician, type WizardData } from '../requestWizardMachine';

/** A time the server keeps for this wizard; `deadline` is on this page's monotonic clock. */
export interface HeldSlot {
  holdId: string;
  date: string;
  time: string;
  deadline: number;
}

export interface SlotHoldState {
  hold: HeldSlot | null;
  /** After the hold ran out: try to keep the same time again. */
  holdAgain(): void;
  /** The request was sent with the hold: it is used up, nothing to give back. */
  usedUp(): void;
}

/** Everything a hold is made of, or null while the time is not chosen. */
function holdKey(data: WizardData): string | null {
  const { serviceId, locationId, clinicianId, date, time } = data;
  return serviceId && locationId && clinicianId && date && time
    ? JSON.stringify([serviceId, locationId, clinicianId, date, time])
    : null;
}

const release = (holdId: string) =>
  apiRequest('DELETE', `/api/portal/AppointmentRequests/Hold/${holdId}`).catch(() => {
    // Not given back (offline, page leaving): it runs out by itself in a few minutes.
  });

/**
 * Keeps the chosen time for the patient while they finish the wizard (5 minutes, server-side):
 * each time chosen replaces the previous hold in one call; a time taken meanwhile is refused
 * (`onTaken`, and the free times are read again); clearing the time or leaving the wizard gives
 * the hold back. Calls run one after another, so a replacement always names the latest hold.
 */
export function useSlotHold(data: WizardData, onTaken: () => void): SlotHoldState {
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const [hold, setHold] = useState<HeldSlot | null>(null);
  const current = useRef<HeldSlot | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latestKey = useRef<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = holdKey(data);
  latestKey.current = key;
  const onTakenRef = useRef(onTaken);
  onTakenRef.current = onTaken;

  const settle = useCallback((next: HeldSlot | null) => {
    current.current = next;
    setHold(next);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-holds the same time on request.
  useEffect(() => {
    const { serviceId, locationId, clinicianId, date, time } = data;
    queue.current = queue.current.then(async () => {
      const previous = current.current;
      if (!key || !serviceId || !locationId || !clinicianId || !date || !time) {
        if (previous) {
          settle(null);
          await release(previous.holdId);
        }
        return;
      }
      // A later choice is already queued behind this one: skip straight to it.
      if (latestKey.current !== key) return;
      try {
        const held = await apiRequest<SlotHold>('POST', '/api/portal/AppointmentRequests/Hold', {
          serviceId,
          locationId,
          clinicianId: clinicianId === anyClinician ? null : clinicianId,
          start: `${date}T${time}`,
          ...(previous ? { replacesHoldId: previous.holdId } : {}),
        });
        settle({ holdId: held.holdId, date, time, deadline: performance.now() + held.secondsLeft * 1000 });
      } catch (failure) {
        // A refused call changed nothing: the previous hold still stands, and is given back
        // when the time is cleared or the wizard left.
        if (failure instanceof ApiError && failure.code === 'slotTaken') {
          void queryClient.invalidateQueries({ queryKey: ['AppointmentRequests'] });
          onTakenRef.current();
        } else alerts.error(failure);
      }
    });
  }, [key, attempt]);

  // Leaving the wizard gives the hold back.
  useEffect(
    () => () => {
      const left = current.current;
      if (left) void release(left.holdId);
    },
    [],
  );

  return {
    // Only the hold of the time now chosen is shown (a refused choice leaves the previous one).
    hold: hold && hold.date === data.date && hold.time === data.time ? hold : null,
    holdAgain: () => setAttempt((n) => n + 1),
    usedUp: () => {
      current.current = null;
    },
  };
}
