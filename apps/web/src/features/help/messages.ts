/**
 * Links of the help modal. The spec names an external booking page and demo videos without their addresses;
 * these are the configurable defaults until the product's real addresses are known.
 */
export const BOOK_DEMO_URL = 'https://example.com/book-a-demo';

export const DEMO_VIDEOS = [
  { title: 'Network map in five minutes', url: 'https://example.com/videos/netmap' },
  { title: 'Inventory, VLANs and zones', url: 'https://example.com/videos/inventory' },
  { title: 'Assessment checks', url: 'https://example.com/videos/assessment' },
] as const;
