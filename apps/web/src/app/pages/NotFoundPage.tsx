import { Center, Title } from '@mantine/core';
import { pageMessages } from './messages';

export function NotFoundPage() {
  return (
    <Center p="xl">
      <Title order={2}>{pageMessages.notFound}</Title>
    </Center>
  );
}
