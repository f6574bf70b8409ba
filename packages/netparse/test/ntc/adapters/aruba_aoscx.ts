import type { FactAdapter } from '../adapter';

/** Fact adapters of the `aruba_aoscx` ntc-templates cases. */
export const arubaAoscxAdapters: FactAdapter[] = [];
