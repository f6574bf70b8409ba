import { builtInCommands, type KnownPlatform, PLATFORMS } from '@lne/netparse';
import { assertReadOnly } from './guard';

/**
 * What the poller does per platform, as netmiko and Oxidized do it: the commands that turn the pager off, the
 * running configuration's command, the version command, whether the platform has `enable`, the line end it
 * expects, and the command list (the show commands `@lne/netparse` parses).
 */

export type PollerPlatform = KnownPlatform;

export type PlatformProfile = {
  /** Commands that turn the pager off (and widen the terminal) for this session only. */
  pagerOff: string[];
  /** The command that prints the running configuration. */
  config: string;
  /** The command that prints the software version (RouterOS: the system resource). */
  version: string;
  /** Whether a login may start unprivileged (`name>`) and `enable` raises it. */
  enable: boolean;
  /** The line end sent after each command. */
  enter: string;
  /**
   * What RouterOS reads after `+` in the login name: `c` no colours, `t` no terminal detection, a width of
   * 511 and a height of 4098 lines, which keeps its pager away (netmiko sends the same).
   */
  loginSuffix?: string;
};

const IOS_LIKE: PlatformProfile = {
  pagerOff: ['terminal length 0', 'terminal width 511'],
  config: 'show running-config',
  version: 'show version',
  enable: true,
  enter: '\n',
};

export const PROFILES: Record<PollerPlatform, PlatformProfile> = {
  cisco_ios: IOS_LIKE,
  cisco_xe: IOS_LIKE,
  cisco_nxos: { ...IOS_LIKE, enable: false },
  arista_eos: IOS_LIKE,
  juniper_junos: {
    pagerOff: ['set cli screen-length 0', 'set cli screen-width 511'],
    config: 'show configuration',
    version: 'show version',
    enable: false,
    enter: '\n',
  },
  hp_procurve: {
    pagerOff: ['no page', 'terminal width 511'],
    config: 'show running-config',
    version: 'show version',
    enable: true,
    enter: '\n',
  },
  aruba_aoscx: {
    pagerOff: ['no page'],
    config: 'show running-config',
    version: 'show version',
    enable: false,
    enter: '\r',
  },
  mikrotik_routeros: {
    pagerOff: [],
    config: '/export',
    version: '/system resource print',
    enable: false,
    enter: '\r\n',
    loginSuffix: '+ct511w4098h',
  },
};

export function isPollerPlatform(platform: string): platform is PollerPlatform {
  return (PLATFORMS as readonly string[]).includes(platform);
}

/**
 * Parsed commands that cannot run as they stand: they need an argument (a VRF, a table, an interface) or,
 * like RouterOS `monitor`, never end by themselves.
 */
const NOT_RUNNABLE: Partial<Record<PollerPlatform, RegExp>> = {
  cisco_ios: /^show ip route vrf$/,
  cisco_xe: /^show ip route vrf$/,
  juniper_junos: /^show (?:lldp neighbors interface|route table|route protocol)$/,
  mikrotik_routeros: / monitor$/,
};

/** RouterOS print variants, most wanted first: one per menu is enough, as every variant reads the same. */
const ROUTEROS_VARIANTS = [' detail without-paging', ' without-paging', ''];

export type PlannedCommand = { command: string; kind: 'config' | 'version' | 'show' };

/**
 * The read-only command list of a platform: the version, the running configuration, then every show command
 * `@lne/netparse` has a parser for (from `builtInCommands`), less patterns that need an argument. RouterOS
 * gets one print per menu. Every command has passed the read-only guard.
 */
export function commandPlan(platform: PollerPlatform): PlannedCommand[] {
  const profile = PROFILES[platform];
  const plan: PlannedCommand[] = [
    { command: profile.version, kind: 'version' },
    { command: profile.config, kind: 'config' },
  ];
  const seen = new Set(plan.map((p) => p.command));
  const skip = NOT_RUNNABLE[platform];
  let shows = builtInCommands(platform).filter(
    (c) => !/[\\()[\]{}*+?^$|]/.test(c) && !(skip?.test(c) ?? false),
  );
  if (platform === 'mikrotik_routeros') {
    const menus = new Map<string, string[]>();
    for (const command of shows) {
      const at = command.indexOf(' print');
      if (at < 0) continue;
      const menu = command.slice(0, at);
      menus.set(menu, [...(menus.get(menu) ?? []), command.slice(at + ' print'.length)]);
    }
    shows = [...menus].map(([menu, variants]) => {
      const best = ROUTEROS_VARIANTS.find((v) => variants.includes(v)) ?? variants[0] ?? '';
      return `${menu} print${best}`;
    });
  }
  for (const command of shows) {
    if (seen.has(command)) continue;
    seen.add(command);
    plan.push({ command, kind: 'show' });
  }
  for (const p of plan) assertReadOnly(p.command);
  return plan;
}
