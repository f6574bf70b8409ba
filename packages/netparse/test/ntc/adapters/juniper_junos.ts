import type { FactAdapter } from '../adapter';

/** Fact adapters of the `juniper_junos` ntc-templates cases. */
export const juniperJunosAdapters: FactAdapter[] = [];
