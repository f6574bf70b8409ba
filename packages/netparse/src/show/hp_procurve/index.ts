import type { ShowParserEntry } from '../../parse/types';
import {
  parseProcurveShowInterfaces,
  parseProcurveShowInterfacesBrief,
  parseProcurveShowInterfacesStatus,
  parseProcurveShowIp,
  parseProcurveShowIpv6,
} from './interfaces';
import {
  parseProcurveShowCdpNeighbors,
  parseProcurveShowCdpNeighborsDetail,
  parseProcurveShowLacp,
  parseProcurveShowLldpInfoRemoteDevice,
  parseProcurveShowLldpInfoRemoteDeviceDetail,
  parseProcurveShowMacAddress,
  parseProcurveShowSpanningTree,
  parseProcurveShowTrunks,
  parseProcurveShowVlanId,
  parseProcurveShowVlans,
} from './l2';
import { parseProcurveShowArp, parseProcurveShowIpRoute } from './l3';
import { parseProcurveShowModules, parseProcurveShowSystem, parseProcurveShowVersion } from './system';

const platform = 'hp_procurve';

/** Built-in show-output parsers of `hp_procurve` (AOS-S); longer commands before the commands they extend. */
export const hpProcurveParsers: ShowParserEntry[] = [
  { platform, command: 'sh[[ow]] syst[[em]]', parse: parseProcurveShowSystem },
  { platform, command: 'sh[[ow]] syst[[em]] i[[nformation]]', parse: parseProcurveShowSystem },
  { platform, command: 'sh[[ow]] mod[[ules]]', parse: parseProcurveShowModules },
  { platform, command: 'sh[[ow]] ve[[rsion]]', parse: parseProcurveShowVersion },
  { platform, command: 'sh[[ow]] int[[erfaces]] b[[rief]]', parse: parseProcurveShowInterfacesBrief },
  { platform, command: 'sh[[ow]] int[[erfaces]] st[[atus]]', parse: parseProcurveShowInterfacesStatus },
  { platform, command: 'sh[[ow]] int[[erfaces]]', parse: parseProcurveShowInterfaces },
  { platform, command: 'sh[[ow]] ip ro[[ute]]', parse: parseProcurveShowIpRoute },
  { platform, command: 'sh[[ow]] ip', parse: parseProcurveShowIp },
  { platform, command: 'sh[[ow]] ipv6', parse: parseProcurveShowIpv6 },
  { platform, command: 'sh[[ow]] vl[[ans]] \\d+', parse: parseProcurveShowVlanId },
  { platform, command: 'sh[[ow]] vl[[ans]]', parse: parseProcurveShowVlans },
  { platform, command: 'sh[[ow]] cd[[p]] nei[[ghbors]]', parse: parseProcurveShowCdpNeighbors },
  {
    platform,
    command: 'sh[[ow]] cd[[p]] nei[[ghbors]] d[[etail]]',
    parse: parseProcurveShowCdpNeighborsDetail,
  },
  {
    platform,
    command: 'sh[[ow]] ll[[dp]] i[[nfo]] r[[emote-device]] d[[etail]]',
    parse: parseProcurveShowLldpInfoRemoteDeviceDetail,
  },
  // One port's neighbours (`show lldp info remote-device 25`) come in the detail layout.
  {
    platform,
    command: 'sh[[ow]] ll[[dp]] i[[nfo]] r[[emote-device]] \\S+',
    parse: parseProcurveShowLldpInfoRemoteDeviceDetail,
  },
  {
    platform,
    command: 'sh[[ow]] ll[[dp]] i[[nfo]] r[[emote-device]]',
    parse: parseProcurveShowLldpInfoRemoteDevice,
  },
  { platform, command: 'sh[[ow]] mac-a[[ddress]]', parse: parseProcurveShowMacAddress },
  { platform, command: 'sh[[ow]] ar[[p]]', parse: parseProcurveShowArp },
  { platform, command: 'sh[[ow]] tr[[unks]]', parse: parseProcurveShowTrunks },
  { platform, command: 'sh[[ow]] lac[[p]]', parse: parseProcurveShowLacp },
  { platform, command: 'sh[[ow]] spa[[nning-tree]]', parse: parseProcurveShowSpanningTree },
];
