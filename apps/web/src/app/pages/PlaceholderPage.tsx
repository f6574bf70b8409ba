import { Stack, Text, Title } from '@mantine/core';

type PlaceholderPageProps = {
  title: string;
  /** What will fill this page; shown so nobody mistakes the placeholder for the finished page. */
  note?: string;
};

const PLACEHOLDER_NOTE = 'This page is not available in this version yet.';

/** The routes that have no page content yet (spec §2). */
export const LogoutPage = () => (
  <PlaceholderPage title="Logout" note="Placeholder: signing out happens from the account menu." />
);
export const NeighborsPage = () => (
  <PlaceholderPage title="Neighbors" note="Placeholder: neighbor collection has no page content." />
);
export const MetricsPage = () => <PlaceholderPage title="Metrics" />;

/** A clearly labelled page for a part of the product this version does not have yet. */
function PlaceholderPage({ title, note = PLACEHOLDER_NOTE }: PlaceholderPageProps) {
  return (
    <Stack p="md" gap="xs" data-testid="placeholder-page">
      <Title order={2}>{title}</Title>
      <Text c="dimmed">{note}</Text>
    </Stack>
  );
}
