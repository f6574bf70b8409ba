export * from './fetcher';
export * from './generated/model';
export * from './generated/react-query';
export * from './query-client';
