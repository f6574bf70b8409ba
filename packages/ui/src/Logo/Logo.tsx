import { Group, Text } from '@mantine/core';

export type LogoProps = {
  /** Hides the word mark, e.g. in narrow layouts. */
  compact?: boolean;
};

/** The brand logo: three linked nodes and the product's short name. */
export function Logo({ compact = false }: LogoProps) {
  return (
    <Group gap={6} wrap="nowrap" data-testid="brand-logo">
      <svg width="28" height="28" viewBox="0 0 28 28" role="img" aria-label="Lightweight Network Explorer">
        <line x1="6" y1="20" x2="14" y2="7" stroke="currentColor" strokeWidth="2" />
        <line x1="14" y1="7" x2="22" y2="20" stroke="currentColor" strokeWidth="2" />
        <line x1="6" y1="20" x2="22" y2="20" stroke="currentColor" strokeWidth="2" />
        <circle cx="14" cy="7" r="4" fill="#228be6" />
        <circle cx="6" cy="20" r="4" fill="#12b886" />
        <circle cx="22" cy="20" r="4" fill="#fab005" />
      </svg>
      {compact ? null : (
        <Text fw={700} size="lg">
          LNE
        </Text>
      )}
    </Group>
  );
}
