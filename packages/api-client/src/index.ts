// Entry for React apps: React Query hooks, query keys and the query client defaults, with the rest of
// `/fetch`. Its call functions are the React Query output's own (same names, plus a trailing signal).
export * from './constants';
export * from './errors';
export * from './fetcher';
export * from './generated/model';
export * from './generated/react-query';
export * from './query-client';
