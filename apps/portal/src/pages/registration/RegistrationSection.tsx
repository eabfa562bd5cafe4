import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of the registration form, a landmark named by its heading. */
export function RegistrationSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
