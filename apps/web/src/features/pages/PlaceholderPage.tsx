import { Stack, Text, Title } from '@mantine/core';

export type PlaceholderPageProps = {
  title: string;
  /** What will fill this page; shown so nobody mistakes the placeholder for the finished page. */
  note?: string;
};

export const PLACEHOLDER_NOTE = 'This page is not available in this version yet.';

/** A clearly labelled page for a part of the product this version does not have yet. */
export function PlaceholderPage({ title, note = PLACEHOLDER_NOTE }: PlaceholderPageProps) {
  return (
    <Stack p="md" gap="xs" data-testid="placeholder-page">
      <Title order={2}>{title}</Title>
      <Text c="dimmed">{note}</Text>
    </Stack>
  );
}
