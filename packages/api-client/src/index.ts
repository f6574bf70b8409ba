// Entry for React apps: React Query hooks, query keys, the query client defaults and everything of `/fetch`
// except the plain functions, whose names the hooks' underlying calls already use.
export * from './constants';
export * from './errors';
export * from './fetcher';
export * from './generated/model';
export * from './generated/react-query';
export * from './query-client';
