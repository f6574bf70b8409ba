import type { CSSProperties } from 'react';

/** Inline styles of the diff tables (the package ships no CSS of its own besides Mantine's). */
export const diffStyles = {
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    tableLayout: 'fixed',
    fontFamily: 'var(--mantine-font-family-monospace)',
    fontSize: 'var(--mantine-font-size-xs)',
    lineHeight: 1.5,
  },
  no: {
    width: '3.5rem',
    padding: '0 0.5rem',
    textAlign: 'right',
    color: 'var(--mantine-color-dimmed)',
    userSelect: 'none',
    verticalAlign: 'top',
    borderRight: '1px solid var(--mantine-color-default-border)',
  },
  sign: { width: '1.25rem', textAlign: 'center', userSelect: 'none', verticalAlign: 'top' },
  text: { padding: '0 0.5rem', whiteSpace: 'pre-wrap', wordBreak: 'break-all', verticalAlign: 'top' },
  divider: { borderLeft: '1px solid var(--mantine-color-default-border)' },
  fold: {
    background: 'var(--mantine-color-blue-light)',
    color: 'var(--mantine-color-blue-light-color)',
    textAlign: 'center',
    fontStyle: 'italic',
  },
} satisfies Record<string, CSSProperties>;

export const toneBackground = {
  add: 'var(--mantine-color-green-light)',
  remove: 'var(--mantine-color-red-light)',
  empty: 'var(--mantine-color-gray-light)',
} as const;

export type Tone = keyof typeof toneBackground;

export function withTone(style: CSSProperties, tone: Tone | undefined): CSSProperties {
  return tone ? { ...style, background: toneBackground[tone] } : style;
}
