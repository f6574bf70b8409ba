import type { ShowParserEntry } from '../../parse/types';
import { ciscoCdpNeighborsDetailParser, ciscoCdpNeighborsParser } from '../cisco_ios/cdp';
import { ciscoEtherchannelSummaryParser } from '../cisco_ios/etherchannel';
import { ciscoInterfacesStatusParser } from '../cisco_ios/interfaces-status';
import { ciscoSwitchportParser } from '../cisco_ios/interfaces-switchport';
import { parseCiscoShowInventory } from '../cisco_ios/inventory';
import { ciscoLldpNeighborsDetailParser, ciscoLldpNeighborsParser } from '../cisco_ios/lldp';
import { ciscoMacAddressTableParser } from '../cisco_ios/mac-address-table';
import { ciscoSpanningTreeParser, ciscoSpanningTreeRootParser } from '../cisco_ios/spanning-tree';
import { ciscoVlanParser } from '../cisco_ios/vlan';
import { parseNxosShowIpArp } from './arp';
import { parseNxosShowForwardingRoute } from './forwarding-route';
import { parseNxosShowInterface } from './interface';
import { parseNxosShowInterfaceBrief } from './interface-brief';
import { parseNxosShowInterfaceDescription } from './interface-description';
import { parseNxosShowIpInterface, parseNxosShowIpInterfaceBrief } from './ip-interface';
import { parseNxosShowIpRoute } from './ip-route';
import { parseNxosShowIpv6Interface, parseNxosShowIpv6InterfaceBrief } from './ipv6-interface';
import { parseNxosShowModule } from './module';
import { parseNxosShowHostname, parseNxosShowVersion } from './version';
import { parseNxosShowVrf } from './vrf';

const NXOS = 'cisco_nxos';

/** Built-in show-output parsers of `cisco_nxos`. */
export const ciscoNxosParsers: ShowParserEntry[] = [
  { platform: NXOS, command: 'sh[[ow]] ver[[sion]]', parse: parseNxosShowVersion },
  { platform: NXOS, command: 'sh[[ow]] hostn[[ame]]', parse: parseNxosShowHostname },
  { platform: NXOS, command: 'sh[[ow]] inv[[entory]]', parse: parseCiscoShowInventory },
  { platform: NXOS, command: 'sh[[ow]] mod[[ule]]', parse: parseNxosShowModule },
  { platform: NXOS, command: 'sh[[ow]] inte[[rface]]', parse: parseNxosShowInterface },
  { platform: NXOS, command: 'sh[[ow]] int[[erface]] bri[[ef]]', parse: parseNxosShowInterfaceBrief },
  { platform: NXOS, command: 'sh[[ow]] int[[erface]] st[[atus]]', parse: ciscoInterfacesStatusParser(NXOS) },
  {
    platform: NXOS,
    command: 'sh[[ow]] int[[erface]] desc[[ription]]',
    parse: parseNxosShowInterfaceDescription,
  },
  { platform: NXOS, command: 'sh[[ow]] int[[erface]] sw[[itchport]]', parse: ciscoSwitchportParser(NXOS) },
  { platform: NXOS, command: 'sh[[ow]] ip int[[erface]]', parse: parseNxosShowIpInterface },
  { platform: NXOS, command: 'sh[[ow]] ip interf[[ace]] v[[rf]] a[[ll]]', parse: parseNxosShowIpInterface },
  { platform: NXOS, command: 'sh[[ow]] ip int[[erface]] b[[rief]]', parse: parseNxosShowIpInterfaceBrief },
  {
    platform: NXOS,
    command: 'sh[[ow]] ip int[[erface]] b[[rief]] vrf all',
    parse: parseNxosShowIpInterfaceBrief,
  },
  { platform: NXOS, command: 'sh[[ow]] ipv6 int[[erface]]', parse: parseNxosShowIpv6Interface },
  {
    platform: NXOS,
    command: 'sh[[ow]] ipv6 int[[erface]] v[[rf]] a[[ll]]',
    parse: parseNxosShowIpv6Interface,
  },
  {
    platform: NXOS,
    command: 'sh[[ow]] ipv6 int[[erface]] b[[rief]]',
    parse: parseNxosShowIpv6InterfaceBrief,
  },
  {
    platform: NXOS,
    command: 'sh[[ow]] ipv6 int[[erface]] b[[rief]] v[[rf]] a[[ll]]',
    parse: parseNxosShowIpv6InterfaceBrief,
  },
  { platform: NXOS, command: 'sh[[ow]] vl[[an]]', parse: ciscoVlanParser(NXOS) },
  { platform: NXOS, command: 'sh[[ow]] vl[[an]] br[[ief]]', parse: ciscoVlanParser(NXOS) },
  { platform: NXOS, command: 'sh[[ow]] cd[[p]] neig[[hbors]]', parse: ciscoCdpNeighborsParser(NXOS) },
  {
    platform: NXOS,
    command: 'sh[[ow]] c[[dp]] neig[[hbors]] det[[ail]]',
    parse: ciscoCdpNeighborsDetailParser(NXOS),
  },
  { platform: NXOS, command: 'sh[[ow]] ll[[dp]] nei[[ghbors]]', parse: ciscoLldpNeighborsParser(NXOS) },
  {
    platform: NXOS,
    command: 'sh[[ow]] ll[[dp]] nei[[ghbors]] d[[etail]]',
    parse: ciscoLldpNeighborsDetailParser(NXOS),
  },
  { platform: NXOS, command: 'sh[[ow]] m[[ac]] addr[[ess-table]]', parse: ciscoMacAddressTableParser(NXOS) },
  { platform: NXOS, command: 'sh[[ow]] i[[p]] a[[rp]]', parse: parseNxosShowIpArp },
  { platform: NXOS, command: 'sh[[ow]] i[[p]] a[[rp]] det[[ail]]', parse: parseNxosShowIpArp },
  { platform: NXOS, command: 'sh[[ow]] i[[p]] a[[rp]] det[[ail]] vrf all', parse: parseNxosShowIpArp },
  { platform: NXOS, command: 'sh[[ow]] i[[p]] a[[rp]] vrf all', parse: parseNxosShowIpArp },
  { platform: NXOS, command: 'sh[[ow]] ip route', parse: parseNxosShowIpRoute },
  { platform: NXOS, command: 'sh[[ow]] ip route vrf all', parse: parseNxosShowIpRoute },
  { platform: NXOS, command: 'sh[[ow]] fo[[rwarding]] ipv4 ro[[ute]]', parse: parseNxosShowForwardingRoute },
  { platform: NXOS, command: 'sh[[ow]] sp[[an]]ning-tree', parse: ciscoSpanningTreeParser(NXOS) },
  { platform: NXOS, command: 'sh[[ow]] sp[[an]]ning-tree root', parse: ciscoSpanningTreeRootParser(NXOS) },
  {
    platform: NXOS,
    command: 'sh[[ow]] po[[rt-channel]] sum[[mary]]',
    parse: ciscoEtherchannelSummaryParser(NXOS),
  },
  { platform: NXOS, command: 'sh[[ow]] vrf', parse: parseNxosShowVrf },
  { platform: NXOS, command: 'sh[[ow]] vrf int[[erface]]', parse: parseNxosShowVrf },
];
