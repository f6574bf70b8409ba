import type { ShowParserEntry } from '../../parse/types';
import {
  parseRouterosBridgeHostPrint,
  parseRouterosBridgeMonitor,
  parseRouterosBridgePortMonitor,
  parseRouterosBridgePortPrint,
  parseRouterosBridgeVlanPrint,
} from './bridge';
import {
  parseRouterosInterfaceBondingPrint,
  parseRouterosInterfacePrint,
  parseRouterosInterfaceVlanPrint,
} from './interfaces';
import {
  parseRouterosIpAddressPrint,
  parseRouterosIpArpPrint,
  parseRouterosIpNeighborPrint,
  parseRouterosIpRoutePrint,
} from './ip';
import {
  parseRouterosSystemIdentity,
  parseRouterosSystemResource,
  parseRouterosSystemRouterboard,
} from './system';

/**
 * The print variants each parser reads: a parser reads every shape of its print (table, `detail`, `terse`), so
 * one parser stands behind each variant's command.
 */
const VARIANTS = [
  '',
  ' d[[etail]]',
  ' t[[erse]]',
  ' wi[[thout-paging]]',
  ' d[[etail]] wi[[thout-paging]]',
  ' t[[erse]] wi[[thout-paging]]',
  ' b[[rief]]',
];

function entries(menu: string, parse: ShowParserEntry['parse'], variants = VARIANTS): ShowParserEntry[] {
  return variants.map((variant) => ({
    platform: 'mikrotik_routeros',
    command: `[[/]]${menu} p[[rint]]${variant}`,
    parse,
  }));
}

/** Built-in show-output parsers of `mikrotik_routeros`. */
export const mikrotikRouterosParsers: ShowParserEntry[] = [
  ...entries('sy[[stem]] i[[dentity]]', parseRouterosSystemIdentity, ['']),
  ...entries('sy[[stem]] res[[ource]]', parseRouterosSystemResource, ['']),
  ...entries('sy[[stem]] routerb[[oard]]', parseRouterosSystemRouterboard, ['']),
  ...entries('in[[terface]]', parseRouterosInterfacePrint),
  ...entries('in[[terface]] et[[hernet]]', parseRouterosInterfacePrint),
  ...entries('in[[terface]] vlan', parseRouterosInterfaceVlanPrint),
  ...entries('in[[terface]] bo[[nding]]', parseRouterosInterfaceBondingPrint),
  ...entries('in[[terface]] b[[ridge]] h[[ost]]', parseRouterosBridgeHostPrint),
  ...entries('in[[terface]] b[[ridge]] p[[ort]]', parseRouterosBridgePortPrint),
  ...entries('in[[terface]] b[[ridge]] v[[lan]]', parseRouterosBridgeVlanPrint),
  {
    platform: 'mikrotik_routeros',
    command: '[[/]]in[[terface]] b[[ridge]] mon[[itor]]( .+)?',
    parse: parseRouterosBridgeMonitor,
  },
  {
    platform: 'mikrotik_routeros',
    command: '[[/]]in[[terface]] b[[ridge]] p[[ort]] mon[[itor]]( .+)?',
    parse: parseRouterosBridgePortMonitor,
  },
  ...entries('ip ad[[dress]]', parseRouterosIpAddressPrint),
  ...entries('ipv6 ad[[dress]]', parseRouterosIpAddressPrint),
  ...entries('ip a[[rp]]', parseRouterosIpArpPrint),
  ...entries('ip n[[eighbor]]', parseRouterosIpNeighborPrint),
  ...entries('ip r[[oute]]', parseRouterosIpRoutePrint),
  ...entries('ipv6 r[[oute]]', parseRouterosIpRoutePrint),
];
