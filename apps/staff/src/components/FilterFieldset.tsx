import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list's filters in a row, grouped under one name for assistive technology. */
export function FilterFieldset({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group
      component="fieldset"
      aria-label={label}
      align="flex-end"
      gap="sm"
      p={0}
      m={0}
      style={{ border: 0 }}
    >
      {children}
    </Group>
  );
}
