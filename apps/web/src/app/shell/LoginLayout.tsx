import { Box, Center, Stack } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { AppFooter } from './AppFooter';

/** Pages outside the session (sign-in, logout): centred content and the version footer. */
export function LoginLayout() {
  return (
    <Stack mih="100vh" gap={0} justify="space-between">
      <Center style={{ flex: 1 }}>
        <Box w={360} maw="90vw">
          <Outlet />
        </Box>
      </Center>
      <AppFooter />
    </Stack>
  );
}
