import type { FactAdapter } from '../adapter';

/** Fact adapters of the `hp_procurve` ntc-templates cases. */
export const hpProcurveAdapters: FactAdapter[] = [];
