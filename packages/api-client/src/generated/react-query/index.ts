export * from './collectors/collectors';
export * from './system/system';
export * from './tags/tags';
