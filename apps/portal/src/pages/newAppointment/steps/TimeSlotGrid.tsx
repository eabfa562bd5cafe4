import '@mantine/core/styles/SimpleGrid.css';
import { Button, SimpleGrid } from '@mantine/core';
import { formatTime } from '../../../format/formatters';

/**
 * The free start times of a day as toggle buttons, labelled hh:mm A (portal.md section 5:
 * '01:15 PM', where Mantine's TimeGrid would show '1:15 PM').
 */
export function TimeSlotGrid({
  times,
  value,
  onChange,
  labelledBy,
}: {
  times: readonly string[];
  value: string | null;
  onChange: (time: string) => void;
  labelledBy: string;
}) {
  return (
    <SimpleGrid role="group" aria-labelledby={labelledBy} cols={{ base: 3, sm: 4 }} spacing="xs">
      {times.map((time) => (
        <Button
          key={time}
          variant={time === value ? 'filled' : 'default'}
          aria-pressed={time === value}
          // Three to a row on a phone: the default padding cut '09:00 AM' to '09:00 A'.
          px={6}
          onClick={() => onChange(time)}
        >
          {formatTime(`2000-01-01T${time}`)}
        </Button>
      ))}
    </SimpleGrid>
  );
}
