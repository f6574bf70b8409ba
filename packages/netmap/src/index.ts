export * from './core/generate';
export * from './core/ingest';
