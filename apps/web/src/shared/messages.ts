/** Texts of the shared components, used by every area. */
export const sharedMessages = {
  cancel: 'Cancel',
} as const;

/** Why a control is disabled, shown in its tooltip (one text per rule of `permissionOf`). */
export const permissionReasons = {
  role: 'Read-only role',
  notForRole: 'Not allowed for your role',
  demo: 'Not available in the demo',
  historical: 'Historical snapshot',
} as const;
