import type { ShowParserEntry } from '../../parse/types';
import { parseAoscxShowInterface, parseAoscxShowInterfaceBrief } from './interfaces';
import {
  parseAoscxShowLag,
  parseAoscxShowLldpNeighborInfo,
  parseAoscxShowLldpNeighborInfoDetail,
  parseAoscxShowMacAddressTable,
  parseAoscxShowSpanningTree,
  parseAoscxShowVlan,
} from './l2';
import { parseAoscxShowArp, parseAoscxShowIpRoute, parseAoscxShowVrf } from './l3';
import { parseAoscxShowModule, parseAoscxShowSystem, parseAoscxShowVersion } from './system';

const platform = 'aruba_aoscx';

/** Built-in show-output parsers of `aruba_aoscx`; longer commands before the commands they extend. */
export const arubaAoscxParsers: ShowParserEntry[] = [
  { platform, command: 'sh[[ow]] sys[[tem]]', parse: parseAoscxShowSystem },
  { platform, command: 'sh[[ow]] ver[[sion]]', parse: parseAoscxShowVersion },
  { platform, command: 'sh[[ow]] mod[[ule]]', parse: parseAoscxShowModule },
  { platform, command: 'sh[[ow]] int[[erface]] br[[ief]]', parse: parseAoscxShowInterfaceBrief },
  { platform, command: 'sh[[ow]] int[[erface]]', parse: parseAoscxShowInterface },
  { platform, command: 'sh[[ow]] vl[[an]]', parse: parseAoscxShowVlan },
  {
    platform,
    command: 'sh[[ow]] ll[[dp]] nei[[ghbor-info]] d[[etail]]',
    parse: parseAoscxShowLldpNeighborInfoDetail,
  },
  { platform, command: 'sh[[ow]] ll[[dp]] nei[[ghbor-info]]', parse: parseAoscxShowLldpNeighborInfo },
  { platform, command: 'sh[[ow]] ma[[c-address-table]]', parse: parseAoscxShowMacAddressTable },
  { platform, command: 'sh[[ow]] ar[[p]] a[[ll-vrfs]]', parse: parseAoscxShowArp },
  { platform, command: 'sh[[ow]] ar[[p]]', parse: parseAoscxShowArp },
  { platform, command: 'sh[[ow]] ip r[[oute]] a[[ll-vrfs]]', parse: parseAoscxShowIpRoute },
  { platform, command: 'sh[[ow]] ip r[[oute]]', parse: parseAoscxShowIpRoute },
  { platform, command: 'sh[[ow]] lac[[p]] ag[[gregates]]', parse: parseAoscxShowLag },
  { platform, command: 'sh[[ow]] lag', parse: parseAoscxShowLag },
  { platform, command: 'sh[[ow]] spa[[nning-tree]]', parse: parseAoscxShowSpanningTree },
  { platform, command: 'sh[[ow]] vrf', parse: parseAoscxShowVrf },
];
