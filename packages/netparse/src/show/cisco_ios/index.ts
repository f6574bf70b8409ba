import type { ShowParserEntry } from '../../parse/types';
import { iosInterfaceLinkParser } from './interface-link';
import { iosInterfacesParser } from './interfaces';
import { iosInterfacesDescriptionParser } from './interfaces-description';
import { ciscoInterfacesStatusParser } from './interfaces-status';
import { ciscoSwitchportParser } from './interfaces-switchport';
import { ciscoInventoryParser } from './inventory';
import { iosIpInterfaceParser } from './ip-interface';
import { iosIpInterfaceBriefParser } from './ip-interface-brief';
import { parseIosShowVersion } from './version';
import { ciscoVlanParser } from './vlan';
import { iosVlansParser } from './vlans';

/** Built-in show-output parsers of `cisco_ios` (IOS-XE, `cisco_xe`, uses them too). */
export const ciscoIosParsers: ShowParserEntry[] = [
  { platform: 'cisco_ios', command: 'sh[[ow]] ver[[sion]]', parse: parseIosShowVersion },
  { platform: 'cisco_ios', command: 'sh[[ow]] inven[[tory]]', parse: ciscoInventoryParser('cisco_ios') },
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
  { platform: 'cisco_ios', command: 'sh[[ow]] vlan', parse: ciscoVlanParser('cisco_ios') },
  { platform: 'cisco_ios', command: 'sh[[ow]] vlan br[[ief]]', parse: ciscoVlanParser('cisco_ios') },
  { platform: 'cisco_ios', command: 'sh[[ow]] vlans', parse: iosVlansParser('cisco_ios') },
];
