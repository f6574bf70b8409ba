export type { NetworkMap as NetworkMapInstance } from '../renderer';
export { NetworkMap, type NetworkMapProps } from './NetworkMap';
export { type UseLayoutOptions, useLayout } from './useLayout';
