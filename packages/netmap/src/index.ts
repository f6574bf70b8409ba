export * from './core/generate';
export * from './core/ingest';
export * from './core/layout';
export * from './core/query';
export * from './core/search';
export * from './core/style';
