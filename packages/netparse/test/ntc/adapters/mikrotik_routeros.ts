import type { FactAdapter } from '../adapter';

/** Fact adapters of the `mikrotik_routeros` ntc-templates cases. */
export const mikrotikRouterosAdapters: FactAdapter[] = [];
