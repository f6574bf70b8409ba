/** Exact texts of the sign-in form (spec §2, §5). */
export const loginFormMessages = {
  username: 'Username',
  password: 'Password',
  submit: 'Sign in',
  usernameRequired: 'Username cannot be empty',
  passwordRequired: 'Password cannot be empty',
} as const;
