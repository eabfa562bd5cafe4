import { Anchor, Group, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSystemSettings } from '../api/systemSettings';

/** The clinic's logo and name, a link to the portal's start (`to`): the header of every page. */
export function ClinicBrand({ to }: { to: string }) {
  const settings = useSystemSettings().data;
  return (
    <Anchor component={Link} to={to} underline="never" c="inherit" miw={0}>
      <Group gap="xs" wrap="nowrap">
        {settings?.organizationLogo && (
          <Image src={settings.organizationLogo} alt="" h={32} w="auto" fit="contain" />
        )}
        <Text fw={700} truncate>
          {settings?.organizationName}
        </Text>
      </Group>
    </Anchor>
  );
}
