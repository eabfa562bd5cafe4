import { Center, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSystemSettings } from '../api/systemSettings';
import { LanguageSelect } from './LanguageSelect';

/** The centred card of the signed-out pages: organisation logo, a title, the content, the language. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const settings = useSystemSettings().data;
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" maw={460} w="100%">
        <Stack gap="lg">
          <Stack align="center" gap="xs">
            {settings?.organizationLogo && (
              <Image src={settings.organizationLogo} alt="" h={56} w="auto" fit="contain" />
            )}
            {settings?.organizationName && (
              <Text c="dimmed" size="sm" ta="center">
                {settings.organizationName}
              </Text>
            )}
            <Title order={1} size="h2" ta="center">
              {title}
            </Title>
          </Stack>
          {children}
          <Stack align="center">
            <LanguageSelect />
          </Stack>
        </Stack>
      </Paper>
    </Center>
  );
}
