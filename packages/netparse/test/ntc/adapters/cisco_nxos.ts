import type { FactAdapter } from '../adapter';

/** Fact adapters of the `cisco_nxos` ntc-templates cases. */
export const ciscoNxosAdapters: FactAdapter[] = [];
