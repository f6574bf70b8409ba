/** Texts of the diff viewer. */
export const diffViewerMessages = {
  unified: 'Unified',
  split: 'Side by side',
  noChanges: 'No differences',
  tooLarge: 'The versions differ in too many lines to show a diff.',
  folded: (count: number) => `${count} unchanged ${count === 1 ? 'line' : 'lines'}`,
  stats: (added: number, removed: number) => `+${added} −${removed}`,
} as const;
