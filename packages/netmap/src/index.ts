export { normaliseClasses } from './core/ingest/classes';
