import type { FactAdapter } from '../adapter';

/** Fact adapters of the `cisco_ios` ntc-templates cases. */
export const ciscoIosAdapters: FactAdapter[] = [];
