import '@mantine/core/styles/Input.css';
import { Textarea } from '@mantine/core';
import { useState } from 'react';

/** The reason typed so far, and `take()`: the trimmed reason, or null after marking it missing. */
export function useRequiredReason() {
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  return {
    value,
    missing,
    onChange: (next: string) => {
      setValue(next);
      setMissing(false);
    },
    take: (): string | null => {
      const reason = value.trim();
      if (!reason) setMissing(true);
      return reason || null;
    },
  };
}

/** The required reason of a change that keeps it on the record (unlocking, setting a score by hand). */
export function RequiredReason({
  label,
  description,
  requiredText,
  reason: { value, missing, onChange },
  autoFocus = false,
}: {
  label: string;
  description: string;
  requiredText: string;
  reason: ReturnType<typeof useRequiredReason>;
  autoFocus?: boolean;
}) {
  return (
    <Textarea
      label={label}
      description={description}
      required
      autosize
      minRows={2}
      maxLength={2000}
      value={value}
      error={missing ? requiredText : undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-autofocus={autoFocus || undefined}
    />
  );
}
