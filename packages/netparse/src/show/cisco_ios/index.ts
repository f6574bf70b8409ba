import type { ShowParserEntry } from '../../parse/types';
import { iosArpParser } from './arp';
import { ciscoCdpNeighborsDetailParser, ciscoCdpNeighborsParser } from './cdp';
import { ciscoEtherchannelSummaryParser } from './etherchannel';
import { iosInterfaceLinkParser } from './interface-link';
import { iosInterfacesParser } from './interfaces';
import { iosInterfacesDescriptionParser } from './interfaces-description';
import { ciscoInterfacesStatusParser } from './interfaces-status';
import { ciscoSwitchportParser } from './interfaces-switchport';
import { parseCiscoShowInventory } from './inventory';
import { iosIpInterfaceParser } from './ip-interface';
import { iosIpInterfaceBriefParser } from './ip-interface-brief';
import { iosIpRouteParser } from './ip-route';
import { iosIpv6InterfaceBriefParser, iosIpv6InterfaceParser } from './ipv6-interface';
import { ciscoLldpNeighborsDetailParser, ciscoLldpNeighborsParser } from './lldp';
import { ciscoMacAddressTableParser } from './mac-address-table';
import { ciscoSpanningTreeParser, ciscoSpanningTreeRootParser } from './spanning-tree';
import { parseIosShowVersion } from './version';
import { ciscoVlanParser } from './vlan';
import { iosVlansParser } from './vlans';
import { iosVrfParser } from './vrf';

/** Built-in show-output parsers of `cisco_ios` (IOS-XE, `cisco_xe`, uses them too). */
export const ciscoIosParsers: ShowParserEntry[] = [
  { platform: 'cisco_ios', command: 'sh[[ow]] ver[[sion]]', parse: parseIosShowVersion },
  { platform: 'cisco_ios', command: 'sh[[ow]] inven[[tory]]', parse: parseCiscoShowInventory },
  { platform: 'cisco_ios', command: 'sh[[ow]] int[[erfaces]]', parse: iosInterfacesParser('cisco_ios') },
  {
    platform: 'cisco_ios',
    command: 'sh[[ow]] int[[erfaces]] st[[atus]]',
    parse: ciscoInterfacesStatusParser('cisco_ios'),
  },
  {
    platform: 'cisco_ios',
    command: 'sh[[ow]] int[[erfaces]] des[[cription]]',
    parse: iosInterfacesDescriptionParser('cisco_ios'),
  },
  {
    platform: 'cisco_ios',
    command: 'sh[[ow]] int[[erfaces]] sw[[itchport]]',
    parse: ciscoSwitchportParser('cisco_ios'),
  },
  {
    platform: 'cisco_ios',
    command: 'sh[[ow]] int[[erfaces]] li[[nk]]',
    parse: iosInterfaceLinkParser('cisco_ios'),
  },
  {
    platform: 'cisco_ios',
    command: 'sh[[ow]] ip int[[erface]] br[[ief]]',
    parse: iosIpInterfaceBriefParser('cisco_ios'),
  },
  { platform: 'cisco_ios', command: 'sh[[ow]] ip int[[erface]]', parse: iosIpInterfaceParser('cisco_ios') },
  {
    platform: 'cisco_ios',
    command: 'sh[[ow]] ipv6 int[[erface]] br[[ief]]',
    parse: iosIpv6InterfaceBriefParser('cisco_ios'),
  },
  {
    platform: 'cisco_ios',
    command: 'sh[[ow]] ipv6 int[[erface]]',
    parse: iosIpv6InterfaceParser('cisco_ios'),
  },
  { platform: 'cisco_ios', command: 'sh[[ow]] vlan', parse: ciscoVlanParser('cisco_ios') },
  { platform: 'cisco_ios', command: 'sh[[ow]] vlan br[[ief]]', parse: ciscoVlanParser('cisco_ios') },
  { platform: 'cisco_ios', command: 'sh[[ow]] vlans', parse: iosVlansParser('cisco_ios') },
  {
    platform: 'cisco_ios',
    command: 'sh[[ow]] c[[dp]] neig[[hbors]]',
    parse: ciscoCdpNeighborsParser('cisco_ios'),
  },
  {
    platform: 'cisco_ios',
    command: 'sh[[ow]] c[[dp]] neig[[hbors]] det[[ail]]',
    parse: ciscoCdpNeighborsDetailParser('cisco_ios'),
  },
  {
    platform: 'cisco_ios',
    command: 'sh[[ow]] lld[[p]] neig[[hbors]]',
    parse: ciscoLldpNeighborsParser('cisco_ios'),
  },
  {
    platform: 'cisco_ios',
    command: 'sh[[ow]] lld[[p]] neig[[hbors]] det[[ail]]',
    parse: ciscoLldpNeighborsDetailParser('cisco_ios'),
  },
  {
    platform: 'cisco_ios',
    command: 'sh[[ow]] mac add[[ress-table]]',
    parse: ciscoMacAddressTableParser('cisco_ios'),
  },
  {
    platform: 'cisco_ios',
    command: 'sh[[ow]] mac[[-address-table]]',
    parse: ciscoMacAddressTableParser('cisco_ios'),
  },
  { platform: 'cisco_ios', command: 'sh[[ow]] i[[p]] a[[rp]]', parse: iosArpParser('cisco_ios') },
  { platform: 'cisco_ios', command: 'sh[[ow]] arp', parse: iosArpParser('cisco_ios') },
  { platform: 'cisco_ios', command: 'sh[[ow]] ip r[[oute]]', parse: iosIpRouteParser('cisco_ios') },
  { platform: 'cisco_ios', command: 'sh[[ow]] ip r[[oute]] vrf', parse: iosIpRouteParser('cisco_ios') },
  {
    platform: 'cisco_ios',
    command: 'sh[[ow]] sp[[anning-tree]]',
    parse: ciscoSpanningTreeParser('cisco_ios'),
  },
  {
    platform: 'cisco_ios',
    command: 'sh[[ow]] sp[[anning-tree]] ro[[ot]]',
    parse: ciscoSpanningTreeRootParser('cisco_ios'),
  },
  {
    platform: 'cisco_ios',
    command: 'sh[[ow]] etherchann[[el]] summ[[ary]]',
    parse: ciscoEtherchannelSummaryParser('cisco_ios'),
  },
  { platform: 'cisco_ios', command: 'sh[[ow]] ip vrf', parse: iosVrfParser('cisco_ios') },
  { platform: 'cisco_ios', command: 'sh[[ow]] vrf', parse: iosVrfParser('cisco_ios') },
];
