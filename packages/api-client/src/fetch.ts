// Entry for apps without React: the same calls as plain promise-returning functions, and the error toolkit.
export * from './constants';
export * from './errors';
export * from './fetcher';
export * from './generated/fetch';
export * from './generated/model';
