import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../format/formatters';
import type { SlotHoldState } from './useSlotHold';

/** "4:05" of the seconds left. */
function minutesAndSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Seconds until `deadline` (performance.now() ms), read again every second. */
function useSecondsLeft(deadline: number | null): number {
  const secondsUntil = () =>
    deadline === null ? 0 : Math.max(0, Math.ceil((deadline - performance.now()) / 1000));
  const [left, setLeft] = useState(secondsUntil);
  // biome-ignore lint/correctness/useExhaustiveDependencies: secondsUntil reads only `deadline`.
  useEffect(() => {
    setLeft(secondsUntil());
    if (deadline === null) return;
    const timer = setInterval(() => setLeft(secondsUntil()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}

/**
 * The chosen time and how long it is kept for the patient; once the hold runs out, a way to
 * keep it again (if nobody took it meanwhile). The count itself is not announced every second
 * (role timer is not live); its end is.
 */
export function HoldCountdown({ state }: { state: SlotHoldState }) {
  const { t } = useTranslation();
  const { hold } = state;
  const left = useSecondsLeft(hold?.deadline ?? null);
  if (!hold) return null;
  const when = { date: formatDate(hold.date), time: formatTime(`2000-01-01T${hold.time}`) };
  if (left === 0) {
    return (
      <Alert color="orange" role="alert">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('wizard.hold.expired', when)}</Text>
          <Button size="xs" variant="default" onClick={state.holdAgain}>
            {t('wizard.hold.again')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Alert color="blue" variant="light">
      <Text size="sm">
        {t('wizard.hold.holding', when)}{' '}
        <Text
          span
          fw={600}
          role="timer"
          aria-label={t('wizard.hold.timeLeft', { left: minutesAndSeconds(left) })}
        >
          {minutesAndSeconds(left)}
        </Text>
      </Text>
    </Alert>
  );
}
