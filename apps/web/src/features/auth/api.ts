// The sign-in calls come from the contract's generated client; re-exported so the auth feature has one entry.
export { login, logout } from '@lne/api-client';
