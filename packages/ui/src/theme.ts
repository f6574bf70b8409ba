import { type CSSVariablesResolver, createTheme, type MantineColor } from '@mantine/core';

/** Input height of spec §9. */
export const INPUT_HEIGHT = 42;

export const theme = createTheme({
  primaryColor: 'blue',
  // Filled buttons and links at a shade whose white text, or whose colour on white, reads at 4.5:1 (WCAG AA);
  // Mantine's default light shade (6) gives 3.5:1.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'sm',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    Input: { styles: { input: { minHeight: INPUT_HEIGHT } } },
  },
});

/**
 * Dimmed text dark enough on white and light enough on the dark scheme's page to read at 4.5:1 (WCAG AA):
 * Mantine's defaults (gray 6 on white, dark 2 on dark 7) give 3.3:1 and 4:1. For MantineProvider.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});

/** Colours of the assessment tags of spec §2. */
export const TAG_COLORS = {
  NetDevice: 'blue',
  Security: 'red',
  Reliability: 'teal',
  Interface: 'grape',
  Performance: 'orange',
  Suspicious: 'yellow',
} as const satisfies Record<string, MantineColor>;

export type AssessmentTag = keyof typeof TAG_COLORS;
