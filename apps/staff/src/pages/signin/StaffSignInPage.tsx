import { Center, Title } from '@mantine/core';

/** Placeholder until staff sign-in lands (issue 8). */
export default function StaffSignInPage() {
  return (
    <Center mih="100vh" component="main">
      <Title order={1}>Staff sign-in</Title>
    </Center>
  );
}
