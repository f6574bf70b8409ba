import type { FactAdapter } from '../adapter';

/** Fact adapters of the `arista_eos` ntc-templates cases. */
export const aristaEosAdapters: FactAdapter[] = [];
