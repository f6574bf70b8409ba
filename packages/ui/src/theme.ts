import { createTheme, type MantineColor } from '@mantine/core';

/** Input height of spec §9. */
export const INPUT_HEIGHT = 42;

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'sm',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    Input: { styles: { input: { minHeight: INPUT_HEIGHT } } },
  },
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
