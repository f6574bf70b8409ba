import { darken, lighten, luminance } from '@mantine/core';

/** WCAG AA for normal text: every label, badge and count of the product is small text. */
export const AA_TEXT = 4.5;

/**
 * The luminance below which white text reads at 4.5:1 and above which black does: (1.05 / 4.5) − 0.05.
 * Mantine picks black text on a filled colour brighter than its `luminanceThreshold`.
 */
export const WHITE_TEXT_LUMINANCE = 1.05 / AA_TEXT - 0.05;

/** WCAG contrast ratio of two colours (any CSS colour Mantine parses: hex, rgb(), rgba()). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The colour, darkened (on light backgrounds) or lightened (on dark ones) in steps of 5 % until it reads at
 * `min` on every background; the colour itself when it already does.
 */
export function readableOn(
  color: string,
  backgrounds: readonly string[],
  direction: 'darken' | 'lighten',
  min = AA_TEXT,
): string {
  const shift = direction === 'darken' ? darken : lighten;
  for (let step = 0; step <= 20; step += 1) {
    const candidate = step === 0 ? color : shift(color, step / 20);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= min)) return candidate;
  }
  return direction === 'darken' ? '#000000' : '#ffffff';
}

/** Black or white, whichever reads better on the colour: at least 4.5:1 on any colour. */
export function textColorOn(color: string): '#000' | '#fff' {
  return luminance(color) > WHITE_TEXT_LUMINANCE ? '#000' : '#fff';
}
