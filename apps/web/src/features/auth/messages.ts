/** Exact texts of the sign-in page and session handling (spec §2, §5, §8). */
export const authMessages = {
  title: 'Sign in',
  username: 'Username',
  password: 'Password',
  submit: 'Sign in',
  usernameRequired: 'Username cannot be empty',
  passwordRequired: 'Password cannot be empty',
  badCredentials: 'Wrong username or password',
  logoutPlaceholder: 'You have been logged out.',
} as const;

/** Login error codes of fastapi-users and how the sign-in page words them; other codes are shown as is. */
export const LOGIN_ERROR_TEXTS: Record<string, string> = {
  LOGIN_BAD_CREDENTIALS: authMessages.badCredentials,
};
