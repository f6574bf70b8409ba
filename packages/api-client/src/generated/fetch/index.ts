export * from './analytics/analytics';
export * from './assessment/assessment';
export * from './collectors/collectors';
export * from './devices/devices';
export * from './system/system';
export * from './tags/tags';
