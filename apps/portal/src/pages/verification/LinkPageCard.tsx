import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page an e-mailed link opens: one titled card, like the request's thank-you page. */
export function LinkPageCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="sm" px={{ base: 'xs', sm: 'md' }} py="md">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack>
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
