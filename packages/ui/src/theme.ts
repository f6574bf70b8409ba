import { type CSSVariablesResolver, createTheme, type MantineColor, type MantineTheme } from '@mantine/core';
import { readableOn, WHITE_TEXT_LUMINANCE } from './contrast';

/** Input height of spec §9. */
export const INPUT_HEIGHT = 42;

export const theme = createTheme({
  primaryColor: 'blue',
  // Filled buttons and links at a shade whose white text, or whose colour on white, reads at 4.5:1 (WCAG AA);
  // Mantine's default light shade (6) gives 3.5:1.
  primaryShade: { light: 8, dark: 8 },
  // Text on a filled colour is black or white, whichever reads at 4.5:1: white on orange, yellow, teal or green
  // reads at 2.5–3.6:1 (severity badges, counts, buttons).
  autoContrast: true,
  luminanceThreshold: WHITE_TEXT_LUMINANCE,
  defaultRadius: 'sm',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    Input: { styles: { input: { minHeight: INPUT_HEIGHT } } },
  },
});

/** What coloured text and badges sit on in each scheme: the page, table stripes and hovers, cards. */
const LIGHT_BACKGROUNDS = (theme: MantineTheme) => ['#ffffff', theme.colors.gray[0], theme.colors.gray[1]];
const DARK_BACKGROUNDS = (theme: MantineTheme) => [
  theme.colors.dark[5],
  theme.colors.dark[6],
  theme.colors.dark[7],
  theme.colors.dark[8],
];

/**
 * Each palette colour's text shades, moved just far enough to read at 4.5:1 (WCAG AA) where they are shown:
 * - `-text` and `-outline` (`c="green"`, outline badges): the filled shade on the light page; shade 4 on the
 *   dark one. Green 8 on white gives 3.3:1.
 * - `-light-color` (light badges and subtle buttons): shade 9 on shades 1 and 2 in the light scheme; shade 0
 *   on the darkened shade 9 in the dark one. Green, teal, orange and yellow give 2.7–4.3:1.
 */
export function colorTextShades(theme: MantineTheme, scheme: 'light' | 'dark'): Record<string, string> {
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade[scheme];
  const variables: Record<string, string> = {};
  for (const [name, colors] of Object.entries(theme.colors)) {
    if (name === 'dark' || name === 'gray') continue;
    if (scheme === 'light') {
      const text = readableOn(colors[shade] ?? colors[8], LIGHT_BACKGROUNDS(theme), 'darken');
      variables[`--mantine-color-${name}-text`] = text;
      variables[`--mantine-color-${name}-outline`] = text;
      variables[`--mantine-color-${name}-light-color`] = readableOn(
        colors[9],
        [colors[1], colors[2]],
        'darken',
      );
    } else {
      const text = readableOn(colors[4], DARK_BACKGROUNDS(theme), 'lighten');
      variables[`--mantine-color-${name}-text`] = text;
      variables[`--mantine-color-${name}-outline`] = text;
    }
  }
  return variables;
}

/**
 * Dimmed text dark enough on white and light enough on the dark scheme's page to read at 4.5:1 (WCAG AA):
 * Mantine's defaults (gray 6 on white, dark 2 on dark 7) give 3.3:1 and 4:1; and every colour's text shades
 * (`colorTextShades`). For MantineProvider.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', ...colorTextShades(resolved, 'light') },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)', ...colorTextShades(resolved, 'dark') },
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
