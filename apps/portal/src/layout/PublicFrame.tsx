import { Anchor, Box, Group, Image, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { useSystemSettings } from '../api/systemSettings';

/**
 * The request pages for a visitor who is not signed in: the clinic's logo and name above the page
 * (it is their clinic they are asking), and the page as the document's main landmark.
 */
export function PublicFrame() {
  const settings = useSystemSettings().data;
  return (
    <>
      <Box
        component="header"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Anchor component={Link} to="/welcome" underline="never" c="inherit" miw={0}>
          <Group gap="xs" wrap="nowrap">
            {settings?.organizationLogo && (
              <Image src={settings.organizationLogo} alt="" h={32} w="auto" fit="contain" />
            )}
            <Text fw={700} truncate>
              {settings?.organizationName}
            </Text>
          </Group>
        </Anchor>
      </Box>
      <Box component="main" id="main">
        <Outlet />
      </Box>
    </>
  );
}
