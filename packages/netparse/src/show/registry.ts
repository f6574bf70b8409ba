import type { ShowParserEntry } from '../parse/types';
import { aristaEosParsers } from './arista_eos/index';
import { arubaAoscxParsers } from './aruba_aoscx/index';
import { ciscoIosParsers } from './cisco_ios/index';
import { ciscoNxosParsers } from './cisco_nxos/index';
import { hpProcurveParsers } from './hp_procurve/index';
import { juniperJunosParsers } from './juniper_junos/index';
import { mikrotikRouterosParsers } from './mikrotik_routeros/index';

/** Every built-in show-output parser. `cisco_xe` uses the `cisco_ios` ones. */
export const SHOW_PARSERS: readonly ShowParserEntry[] = [
  ...ciscoIosParsers,
  ...ciscoNxosParsers,
  ...aristaEosParsers,
  ...juniperJunosParsers,
  ...hpProcurveParsers,
  ...arubaAoscxParsers,
  ...mikrotikRouterosParsers,
];
