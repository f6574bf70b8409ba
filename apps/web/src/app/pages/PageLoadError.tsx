import { Center, Text } from '@mantine/core';
import { pageMessages } from './messages';

/** Shown when a page (its lazy chunk or its loader) fails to load. */
export function PageLoadError() {
  return (
    <Center p="xl">
      <Text data-testid="page-load-error">{pageMessages.loadError}</Text>
    </Center>
  );
}
