/**
 * Runs a dialect over a text: the tree, the walk through the dialect's top-level table, the final report of
 * what was not understood, then the platform defaults and the assembly of `DeviceFacts`.
 */
import type { DeviceFacts, NormalizedInterface } from '../model/types';
import type { ParseInput, ParseResult } from '../parse/types';
import { appendAll } from '../util/arrays';
import type { CommandTable } from './commands';
import { ConfigContext } from './context';
import { type ConfigComment, readConfigTree } from './tree';

export type Dialect = {
  vendor: string;
  global: CommandTable<ConfigContext, unknown>;
  /** The administrative state of an interface whose configuration writes neither `shutdown` nor its `no`. */
  adminDefault: (iface: NormalizedInterface) => boolean;
  /** Facts some devices print in comments (version, model). */
  comments?: (c: ConfigContext, comments: readonly ConfigComment[]) => void;
  /** Dialect work after the walk: implied memberships, service defaults. */
  finish?: (c: ConfigContext) => void;
};

export function parseDialect(text: string, input: ParseInput, dialect: Dialect): ParseResult {
  const c = new ConfigContext(input.file, input.platform);
  const tree = readConfigTree(text, { file: input.file, platform: input.platform });
  appendAll(c.log.warnings, tree.warnings);
  c.config.tree = tree.nodes;
  c.global = dialect.global;
  dialect.comments?.(c, tree.comments);
  c.walk(tree.nodes, dialect.global, undefined);
  c.log.recognized = c.finish(tree.nodes) + tree.layoutLines;
  dialect.finish?.(c);
  const facts = assemble(c, dialect);
  // Warnings in line order, whole-file ones first: a reader goes through them with the file beside.
  c.log.warnings.sort((a, b) => a.line - b.line);
  return c.log.result(facts);
}

function assemble(c: ConfigContext, dialect: Dialect): DeviceFacts {
  const interfaces = [...c.interfaces.values()];
  for (const iface of interfaces) {
    if (iface.adminUp === undefined) iface.adminUp = dialect.adminDefault(iface);
    // A trunk without an allowed list carries every VLAN.
    if (iface.mode === 'trunk' && iface.allowedVlans === undefined) iface.allowedVlans = 'all';
    if (iface.vrf !== undefined) {
      const vrf = c.vrf(iface.vrf);
      if (!vrf.interfaces.includes(iface.name)) vrf.interfaces.push(iface.name);
    }
  }
  c.system.vendor ??= dialect.vendor;
  const facts: DeviceFacts = {
    platform: c.platform,
    system: c.system,
    interfaces,
    vlans: [...c.vlans.values()].sort((a, b) => a.id - b.id),
    vrfs: [...c.vrfs.values()],
    routes: c.routes,
    lags: [...c.lags.values()],
    config: c.config,
  };
  if (c.hostname !== undefined) facts.hostname = c.hostname;
  const management =
    interfaces.find((i) => i.type === 'management' && i.ipv4.length > 0) ??
    interfaces.find((i) => i.type === 'loopback' && i.ipv4.length > 0);
  const address = management?.ipv4[0]?.address;
  if (address !== undefined) facts.managementIp = address;
  return facts;
}
