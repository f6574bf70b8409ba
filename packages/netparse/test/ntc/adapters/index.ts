import type { FactAdapter } from '../adapter';
import { aristaEosAdapters } from './arista_eos';
import { arubaAoscxAdapters } from './aruba_aoscx';
import { ciscoIosAdapters } from './cisco_ios';
import { ciscoNxosAdapters } from './cisco_nxos';
import { hpProcurveAdapters } from './hp_procurve';
import { juniperJunosAdapters } from './juniper_junos';
import { mikrotikRouterosAdapters } from './mikrotik_routeros';

/** Fact adapters per platform (one module per platform, owned beside its parsers). */
export const ADAPTERS: Record<string, FactAdapter[]> = {
  cisco_ios: ciscoIosAdapters,
  cisco_nxos: ciscoNxosAdapters,
  arista_eos: aristaEosAdapters,
  juniper_junos: juniperJunosAdapters,
  hp_procurve: hpProcurveAdapters,
  aruba_aoscx: arubaAoscxAdapters,
  mikrotik_routeros: mikrotikRouterosAdapters,
};
