import type { ShowParserEntry } from '../../parse/types';
import {
  parseEosShowInterfaces,
  parseEosShowInterfacesDescription,
  parseEosShowInterfacesStatus,
  parseEosShowInterfacesSwitchport,
  parseEosShowIpInterfaceBrief,
} from './interfaces';
import {
  parseEosShowLldpNeighbors,
  parseEosShowLldpNeighborsDetail,
  parseEosShowMacAddressTable,
  parseEosShowPortChannelSummary,
  parseEosShowSpanningTree,
  parseEosShowVlan,
} from './l2';
import { parseEosShowIpArp, parseEosShowIpRoute, parseEosShowVrf } from './l3';
import {
  parseEosShowHostname,
  parseEosShowInventory,
  parseEosShowModule,
  parseEosShowVersion,
} from './system';

const platform = 'arista_eos';

/** Built-in show-output parsers of `arista_eos`; longer commands before the commands they extend. */
export const aristaEosParsers: ShowParserEntry[] = [
  { platform, command: 'sh[[ow]] ver[[sion]]', parse: parseEosShowVersion },
  { platform, command: 'sh[[ow]] hostn[[ame]]', parse: parseEosShowHostname },
  { platform, command: 'sh[[ow]] inv[[entory]]', parse: parseEosShowInventory },
  { platform, command: 'sh[[ow]] modu[[le]]', parse: parseEosShowModule },
  { platform, command: 'sh[[ow]] int[[erfaces]] st[[atus]]', parse: parseEosShowInterfacesStatus },
  { platform, command: 'sh[[ow]] int[[erfaces]] des[[cription]]', parse: parseEosShowInterfacesDescription },
  { platform, command: 'sh[[ow]] int[[erfaces]] sw[[itchport]]', parse: parseEosShowInterfacesSwitchport },
  { platform, command: 'sh[[ow]] inte[[rfaces]]', parse: parseEosShowInterfaces },
  { platform, command: 'sh[[ow]] i[[p]] int[[erface]] br[[ief]]', parse: parseEosShowIpInterfaceBrief },
  { platform, command: 'sh[[ow]] vl[[an]]', parse: parseEosShowVlan },
  { platform, command: 'sh[[ow]] ll[[dp]] nei[[ghbors]] det[[ail]]', parse: parseEosShowLldpNeighborsDetail },
  { platform, command: 'sh[[ow]] ll[[dp]] nei[[ghbors]]', parse: parseEosShowLldpNeighbors },
  { platform, command: 'sh[[ow]] m[[ac]] ad[[dress-table]]', parse: parseEosShowMacAddressTable },
  { platform, command: 'sh[[ow]] i[[p]] ar[[p]] vrf all', parse: parseEosShowIpArp },
  { platform, command: 'sh[[ow]] i[[p]] ar[[p]]', parse: parseEosShowIpArp },
  { platform, command: 'sh[[ow]] i[[p]] rou[[te]] vrf all', parse: parseEosShowIpRoute },
  { platform, command: 'sh[[ow]] i[[p]] rou[[te]]', parse: parseEosShowIpRoute },
  { platform, command: 'sh[[ow]] port-c[[hannel]] s[[ummary]]', parse: parseEosShowPortChannelSummary },
  { platform, command: 'sh[[ow]] port-c[[hannel]] d[[ense]]', parse: parseEosShowPortChannelSummary },
  { platform, command: 'sh[[ow]] spa[[nning-tree]]', parse: parseEosShowSpanningTree },
  { platform, command: 'sh[[ow]] vrf', parse: parseEosShowVrf },
];
