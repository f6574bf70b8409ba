/** Exact texts of the shell's generic pages (spec §2, §8). */
export const pageMessages = {
  notFound: 'Page Not Found',
  loadError: 'Some error occurred during page loading...',
  neighborsPlaceholder: 'Neighbors',
  metricsPlaceholder: 'Metrics',
} as const;
