import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Title.css';
import { Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A dashboard card: a titled section, its content, and links at the bottom. */
export function Panel({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Stack gap="sm" style={{ flex: 1 }}>
          {children}
        </Stack>
        <Group justify="flex-end">{footer}</Group>
      </Stack>
    </Card>
  );
}
