// Entry for apps without React: the same calls as plain promise-returning functions.
export * from './fetcher';
export * from './generated/fetch';
export * from './generated/model';
