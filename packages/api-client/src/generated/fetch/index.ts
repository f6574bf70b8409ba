export * from './system/system';
