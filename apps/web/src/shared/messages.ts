/** Texts of the shared components, used by every area. */
export const sharedMessages = {
  cancel: 'Cancel',
} as const;
