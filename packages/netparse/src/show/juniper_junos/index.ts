import type { ShowParserEntry } from '../../parse/types';
import { parseJunosShowArp } from './arp';
import { parseJunosShowChassisFirmware } from './chassis-firmware';
import { parseJunosShowChassisHardware } from './chassis-hardware';
import {
  parseJunosShowEthernetSwitchingInterfaces,
  parseJunosShowEthernetSwitchingTable,
} from './ethernet-switching';
import { parseJunosShowInterfaces } from './interfaces';
import { parseJunosShowLldpNeighbors } from './lldp';
import { parseJunosShowRoute } from './route';
import { parseJunosShowRouteInstance } from './route-instance';
import { parseJunosShowSpanningTreeBridge, parseJunosShowSpanningTreeInterface } from './spanning-tree';
import { parseJunosShowVersion } from './version';
import { parseJunosShowLacpInterfaces, parseJunosShowVlans } from './vlans-lacp';

const entry = (command: string, parse: ShowParserEntry['parse']): ShowParserEntry => ({
  platform: 'juniper_junos',
  command,
  parse,
});

/**
 * Built-in show-output parsers of `juniper_junos`. Commands that take an argument (`show route table X`, `show lldp
 * neighbors interface X`) are written with a regex part, which the index form allows.
 */
export const juniperJunosParsers: ShowParserEntry[] = [
  entry('sh[[ow]] ver[[sion]]', parseJunosShowVersion),
  entry('sh[[ow]] ch[[assis]] h[[ardware]]', parseJunosShowChassisHardware),
  entry('sh[[ow]] ch[[assis]] f[[irmware]]', parseJunosShowChassisFirmware),
  entry('sh[[ow]] int[[erfaces]]', parseJunosShowInterfaces),
  entry('sh[[ow]] int[[erfaces]] te[[rse]]', parseJunosShowInterfaces),
  entry('sh[[ow]] int[[erfaces]] det[[ail]]', parseJunosShowInterfaces),
  entry('sh[[ow]] int[[erfaces]] ext[[ensive]]', parseJunosShowInterfaces),
  entry('sh[[ow]] eth[[ernet-switching]] int[[erfaces]]', parseJunosShowEthernetSwitchingInterfaces),
  entry('sh[[ow]] eth[[ernet-switching]] int[[erface]]', parseJunosShowEthernetSwitchingInterfaces),
  entry('sh[[ow]] eth[[ernet-switching]] t[[able]]', parseJunosShowEthernetSwitchingTable),
  entry('sh[[ow]] vl[[ans]]', parseJunosShowVlans),
  entry('sh[[ow]] la[[cp]] i[[nterfaces]]', parseJunosShowLacpInterfaces),
  entry('sh[[ow]] ll[[dp]] n[[eighbors]]', parseJunosShowLldpNeighbors),
  entry('sh[[ow]] ll[[dp]] n[[eighbors]] i[[nterface]]( \\S+)?', parseJunosShowLldpNeighbors),
  entry('sh[[ow]] a[[rp]]', parseJunosShowArp),
  entry('sh[[ow]] a[[rp]] n[[o-resolve]]', parseJunosShowArp),
  entry('sh[[ow]] rou[[te]]', parseJunosShowRoute),
  entry('sh[[ow]] rou[[te]] tab[[le]] \\S+', parseJunosShowRoute),
  entry('sh[[ow]] rou[[te]] ins[[tance]]', parseJunosShowRouteInstance),
  entry('sh[[ow]] rou[[te]] ins[[tance]] d[[etail]]', parseJunosShowRouteInstance),
  entry('sh[[ow]] rou[[te]] pro[[tocol]] \\S+', parseJunosShowRoute),
  entry('sh[[ow]] sp[[anning-tree]] b[[ridge]]', parseJunosShowSpanningTreeBridge),
  entry('sh[[ow]] sp[[anning-tree]] i[[nterface]]', parseJunosShowSpanningTreeInterface),
];
