import { Title } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';

export const Route = createLazyRoute('/')({
  component: () => <Title order={2}>Netmap</Title>,
});
