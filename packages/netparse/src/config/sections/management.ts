/**
 * The management plane: names, users and secrets, AAA, SNMP, syslog, NTP, DNS, banners, terminal lines and
 * the on/off services (SSH, Telnet, HTTP, CDP, LLDP, password encryption).
 */
import { canonicalInterface } from '../../model/interface-names';
import type { ConfigNode, LineConfig, PasswordKind, Services, SnmpConfig } from '../../model/types';
import { CommandTable, type Stmt } from '../commands';
import { type ConfigContext, ipText } from '../context';
import { bannerText } from '../tree';
import { int } from './values';

// ─── Names ────────────────────────────────────────────────────────────────────────────────────────────────

export function hostname(c: ConfigContext, s: Stmt): boolean {
  if (s.negated) return true;
  const name = s.rest(1);
  if (name === '') return false;
  c.hostname = name;
  c.system.hostname = name;
  return true;
}

export function domainName(c: ConfigContext, s: Stmt, at = 0): boolean {
  if (s.negated) return true;
  // NX-OS `ip domain-name x use-vrf management`, EOS `ip domain-name vrf X name` are rare; the name is first.
  const name = s.largs[at] === 'vrf' ? s.args[at + 2] : s.args[at];
  if (name === undefined) return false;
  c.system.domain = name;
  return true;
}

/** DNS servers: every address among the words (VRF names and priorities are skipped). */
export function nameServers(c: ConfigContext, s: Stmt): boolean {
  if (s.negated) return true;
  const found = s.args.map((w) => ipText(w)).filter((a): a is string => a !== undefined);
  if (found.length === 0) return false;
  for (const address of found) if (!c.config.dnsServers.includes(address)) c.config.dnsServers.push(address);
  return true;
}

// ─── Secrets ──────────────────────────────────────────────────────────────────────────────────────────────

/** The kind of a stored secret from the hash's own prefix, then from the IOS type number. */
export function passwordKind(type: string | undefined, value: string | undefined): PasswordKind {
  const hash = value ?? '';
  if (hash.startsWith('$1$')) return 'md5';
  if (hash.startsWith('$5$') || hash.startsWith('$8$')) return 'sha256';
  if (hash.startsWith('$6$')) return 'sha512';
  if (hash.startsWith('$9$') || hash.startsWith('$14$')) return 'scrypt';
  switch ((type ?? '').toLowerCase()) {
    case '0':
    case 'plaintext':
    case 'clear':
      return 'cleartext';
    case '7':
      return 'type7';
    case '5':
      return 'md5';
    case '4':
    case '8':
    case 'sha256':
      return 'sha256';
    case '9':
      return 'scrypt';
    case 'sha512':
      return 'sha512';
    case 'sha1':
    case 'ciphertext':
    case 'hashed':
      return 'hashed';
    case '':
      return value === undefined ? 'none' : 'cleartext';
    default:
      return 'unknown';
  }
}

/**
 * IOS `username x [privilege N] secret|password [TYPE] VALUE`, `username x nopassword`, NX-OS `username x
 * password 5 HASH role R`, EOS `username x privilege 15 role R secret sha512 HASH`, `username x sshkey …`.
 */
export function username(c: ConfigContext, s: Stmt): boolean {
  const name = s.args[0];
  if (name === undefined) return false;
  if (s.negated) {
    c.config.users = c.config.users.filter((u) => u.name !== name);
    return true;
  }
  const words = s.largs;
  let user = c.config.users.find((u) => u.name === name);
  if (!user) {
    user = { name, passwordKind: 'none', source: c.at(s.node) };
    c.config.users.push(user);
  }
  for (let k = 1; k < words.length; k++) {
    const word = words[k];
    if (word === 'privilege') {
      const level = int(s.args[k + 1], 0, 15);
      if (level !== undefined) user.privilege = level;
      k++;
    } else if (word === 'role') {
      user.role = s.args[k + 1];
      k++;
    } else if (word === 'secret' || word === 'password') {
      const a = s.args[k + 1];
      const b = s.args[k + 2];
      const typed =
        b !== undefined &&
        /^(\d{1,2}|sha512|sha256|md5|0x[0-9a-f]+)$/i.test(a ?? '') &&
        !/^0x/i.test(a ?? '');
      user.passwordKind = typed ? passwordKind(a, b) : passwordKind(undefined, a);
      // `secret 0 x` and `password x` are text in the clear, but a bare hash is still a hash.
      if (!typed && a !== undefined && !a.startsWith('$')) user.passwordKind = 'cleartext';
      k += typed ? 2 : 1;
    } else if (word === 'nopassword') {
      user.passwordKind = 'none';
    } else if (word === 'sshkey' || word === 'ssh-key') {
      user.hasKey = true;
      break;
    } else if (word === 'group') {
      user.role = s.args[k + 1];
      k++;
    }
  }
  return true;
}

/** `enable secret [level N] [TYPE] VALUE`, `enable password [TYPE] VALUE` (IOS, NX-OS, EOS). */
export function enableSecret(c: ConfigContext, s: Stmt, secret: boolean): boolean {
  if (s.negated) return true;
  let k = 0;
  let level: number | undefined;
  if (s.largs[k] === 'level') {
    level = int(s.args[k + 1], 0, 15);
    k += 2;
  }
  const a = s.args[k];
  const b = s.args[k + 1];
  if (a === undefined) return false;
  let kind = b !== undefined ? passwordKind(a, b) : passwordKind(undefined, a);
  if (b === undefined && !a.startsWith('$')) kind = 'cleartext';
  // `enable secret` with no type stores a hash on the device; written in a file it is clear text.
  if (!secret && b === undefined) kind = 'cleartext';
  const entry: ConfigContextEnable = { passwordKind: kind, source: c.at(s.node) };
  if (level !== undefined) entry.level = level;
  c.config.enableSecrets.push(entry);
  return true;
}
type ConfigContextEnable = ConfigContext['config']['enableSecrets'][number];

// ─── AAA ──────────────────────────────────────────────────────────────────────────────────────────────────

const RECORD_TYPES = new Set(['start-stop', 'stop-only', 'none-stop', 'wait-start', 'broadcast']);

/**
 * `aaa authentication|authorization|accounting SERVICE LIST METHODS…`. AOS-S writes `aaa authentication
 * ssh login tacacs local`: the access method and the kind of login are the service.
 */
export function aaaMethodList(
  c: ConfigContext,
  s: Stmt,
  kind: 'authentication' | 'authorization' | 'accounting',
  procurve = false,
): boolean {
  if (s.negated) return true;
  const words = s.args;
  if (words.length < 2) {
    // IOS `aaa authentication login privilege-mode` and similar settings.
    return words.length === 1;
  }
  let service: string;
  let list: string;
  let methods: string[];
  if (procurve) {
    service = `${words[0]} ${words[1] ?? ''}`.trim();
    list = 'default';
    methods = words.slice(2);
  } else {
    service = words[0] ?? '';
    list = words[1] ?? '';
    methods = words.slice(2);
    // `aaa authorization commands 15 default …`, `aaa accounting commands 15 default …`.
    if (/^\d+$/.test(list) && words[2] !== undefined) {
      service = `${service} ${list}`;
      list = words[2];
      methods = words.slice(3);
    }
  }
  const out: string[] = [];
  for (let k = 0; k < methods.length; k++) {
    const m = methods[k] ?? '';
    if (RECORD_TYPES.has(m.toLowerCase())) continue;
    if (m.toLowerCase() === 'group' && methods[k + 1] !== undefined) {
      out.push(`group ${methods[k + 1]}`);
      k++;
    } else out.push(m);
  }
  c.config.aaa[kind].push({ service, list, methods: out, source: c.at(s.node) });
  return true;
}

export function aaaServer(
  c: ConfigContext,
  protocol: 'tacacs+' | 'radius',
  address: string | undefined,
  node: ConfigNode,
): boolean {
  const text = ipText(address ?? '') ?? (address && /^[A-Za-z][\w.-]*$/.test(address) ? address : undefined);
  if (text === undefined) return false;
  if (!c.config.aaa.servers.some((x) => x.protocol === protocol && x.address === text)) {
    c.config.aaa.servers.push({ protocol, address: text, source: c.at(node) });
  }
  return true;
}

/** `tacacs-server host X …`, `radius-server host X …` (IOS, NX-OS, EOS, AOS-S, AOS-CX). */
export function legacyAaaHost(c: ConfigContext, s: Stmt, protocol: 'tacacs+' | 'radius'): boolean {
  if (s.negated) return true;
  return aaaServer(c, protocol, s.args[0], s.node);
}

type ServerBlock = { protocol: 'tacacs+' | 'radius' };
const SERVER_CHILDREN = new CommandTable<ConfigContext, ServerBlock>([
  {
    phrase: 'address',
    handle: (c, s, b) => {
      // `address ipv4 10.0.0.1`, `address ipv6 …`.
      const at = s.largs[0] === 'ipv4' || s.largs[0] === 'ipv6' ? 1 : 0;
      return aaaServer(c, b.protocol, s.args[at], s.node);
    },
  },
  'key',
  'port',
  'timeout',
  'single-connection',
  'automate-tester',
  'pac',
  'retransmit',
  'send-attribute',
]);

/** IOS `tacacs server NAME` / `radius server NAME` blocks with `address ipv4 X`. */
export function aaaServerBlock(c: ConfigContext, s: Stmt, protocol: 'tacacs+' | 'radius'): boolean {
  if (s.negated) return true;
  c.walk(s.node.children, SERVER_CHILDREN, { protocol });
  return true;
}

const GROUP_CHILDREN = new CommandTable<ConfigContext, ServerBlock>([
  {
    phrase: 'server',
    handle: (c, s, b) => {
      // `server 10.0.0.1` (IOS, NX-OS), `server name X` (names of server blocks), AOS-CX `server X vrf Y`.
      if (s.largs[0] === 'name') return true;
      return aaaServer(c, b.protocol, s.args[0], s.node);
    },
  },
  'server-private',
  'ip',
  'use-vrf',
  'source-interface',
  'deadtime',
  'vrf',
  'key',
]);

/** `aaa group server tacacs+|radius NAME` blocks. */
export function aaaGroup(c: ConfigContext, s: Stmt): boolean {
  if (s.negated) return true;
  const kind = s.largs[0] ?? '';
  const protocol = kind.startsWith('tacacs') ? 'tacacs+' : kind === 'radius' ? 'radius' : undefined;
  if (!protocol) return false;
  c.walk(s.node.children, GROUP_CHILDREN, { protocol });
  return true;
}

// ─── SNMP ─────────────────────────────────────────────────────────────────────────────────────────────────

function addVersion(snmp: SnmpConfig, ...versions: SnmpConfig['versions']): void {
  for (const v of versions) if (!snmp.versions.includes(v)) snmp.versions.push(v);
}

/**
 * `snmp-server community NAME [view V] [RO|RW] [ACL]` (IOS, EOS), NX-OS `snmp-server community NAME [group G]
 * [use-acl ACL]` and `ro|rw`, AOS-S `snmp-server community NAME operator|manager [restricted|unrestricted]`.
 */
export function snmpCommunity(c: ConfigContext, s: Stmt): boolean {
  const name = s.args[0];
  if (name === undefined) return false;
  if (s.negated) {
    c.config.snmp.communities = c.config.snmp.communities.filter((x) => x.name !== name);
    return true;
  }
  const community: SnmpConfig['communities'][number] = { name, access: 'ro', source: c.at(s.node) };
  const words = s.largs;
  for (let k = 1; k < words.length; k++) {
    const word = words[k] ?? '';
    const raw = s.args[k] ?? '';
    if (word === 'ro' || word === 'rw') community.access = word;
    else if (word === 'unrestricted') community.access = 'rw';
    else if (word === 'restricted' || word === 'operator' || word === 'manager') {
      // AOS-S: the MIB view (operator/manager) with restricted (read-only) or unrestricted (read-write).
    } else if (word === 'view') {
      community.view = s.args[k + 1];
      k++;
    } else if (word === 'group') {
      // NX-OS: network-admin writes, network-operator reads.
      if ((words[k + 1] ?? '') === 'network-admin') community.access = 'rw';
      k++;
    } else if (word === 'use-acl' || word === 'use-ipv4acl' || word === 'access-list' || word === 'access') {
      community.acl = s.args[k + 1];
      k++;
    } else if (word === 'ipv6' || word === 'use-ipv6acl') {
      const acl = s.args[k + 1];
      if (acl) c.reference('acl', acl, `snmp-server community ${name} ipv6`, s.node);
      k++;
    } else if (word === 'vrf') {
      k++;
    } else if (/^[\w.-]+$/.test(raw)) {
      community.acl = raw;
    }
  }
  if (community.acl !== undefined) c.reference('acl', community.acl, `snmp-server community ${name}`, s.node);
  // NX-OS writes one line for the group and another for the ACL of the same community.
  const existing = c.config.snmp.communities.find((x) => x.name === name);
  if (existing) {
    if (community.access === 'rw') existing.access = 'rw';
    if (community.acl !== undefined) existing.acl = community.acl;
    if (community.view !== undefined) existing.view = community.view;
  } else c.config.snmp.communities.push(community);
  c.config.snmp.enabled = true;
  addVersion(c.config.snmp, 'v1', 'v2c');
  return true;
}

/** `snmp-server host ADDRESS [traps|informs] [version 1|2c|3 [auth|noauth|priv]] COMMUNITY|USER …`. */
export function snmpHost(c: ConfigContext, s: Stmt): boolean {
  if (s.negated) return true;
  const address = ipText(s.args[0]) ?? s.args[0];
  if (address === undefined) return false;
  const host: SnmpConfig['trapHosts'][number] = { address, source: c.at(s.node) };
  const words = s.largs;
  for (let k = 1; k < words.length; k++) {
    const word = words[k] ?? '';
    if (word === 'traps' || word === 'informs' || word === 'trap' || word === 'inform') continue;
    if (word === 'version') {
      host.version = words[k + 1];
      k++;
      if (['auth', 'noauth', 'priv'].includes(words[k + 1] ?? '')) k++;
      continue;
    }
    if (
      word === 'vrf' ||
      word === 'use-vrf' ||
      word === 'udp-port' ||
      word === 'port' ||
      word === 'source-interface'
    ) {
      k++;
      continue;
    }
    if (word === 'community') {
      host.community = s.args[k + 1];
      k++;
      continue;
    }
    if (host.community === undefined) {
      host.community = s.args[k];
      break;
    }
  }
  if (host.version === '3' && host.community !== undefined) addVersion(c.config.snmp, 'v3');
  c.config.snmp.trapHosts.push(host);
  return true;
}

/** `snmp-server user NAME GROUP v3 [auth sha X priv aes 128 Y]`, NX-OS `snmp-server user NAME ROLE auth …`. */
export function snmpUser(c: ConfigContext, s: Stmt, aoscx = false): boolean {
  const name = s.args[0];
  if (name === undefined) return false;
  if (s.negated) return true;
  const user: SnmpConfig['users'][number] = { name, source: c.at(s.node) };
  const words = s.largs;
  const group = s.args[1];
  if (!aoscx && group !== undefined && !['auth', 'v3', 'priv', 'v1', 'v2c'].includes(words[1] ?? ''))
    user.group = group;
  const authAt = words.indexOf('auth');
  if (authAt >= 0 && words[authAt + 1]) user.auth = words[authAt + 1];
  const privAt = words.indexOf('priv');
  if (privAt >= 0 && words[privAt + 1]) {
    const cipher = words[privAt + 1] ?? '';
    // NX-OS names no cipher for DES (`priv 0xKEY`) and writes `priv aes-128 0xKEY` for AES.
    if (!/^(aes|des|3des)/.test(cipher)) user.priv = 'des';
    else
      user.priv =
        cipher === 'aes' && /^\d{3}$/.test(words[privAt + 2] ?? '') ? `aes ${words[privAt + 2]}` : cipher;
  }
  c.config.snmp.users.push(user);
  c.config.snmp.enabled = true;
  addVersion(c.config.snmp, 'v3');
  return true;
}

/** `snmp-server group G v3 priv [read V] [access ACL]`: a v3 group, and the ACL it names. */
export function snmpGroup(c: ConfigContext, s: Stmt): boolean {
  if (s.negated) return true;
  const version = s.largs[1];
  if (version === 'v3') addVersion(c.config.snmp, 'v3');
  const at = s.largs.indexOf('access');
  if (at >= 0) {
    const acl = s.largs[at + 1] === 'ipv6' ? s.args[at + 2] : s.args[at + 1];
    if (acl) c.reference('acl', acl, `snmp-server group ${s.args[0] ?? ''}`, s.node);
  }
  return true;
}

export function snmpText(c: ConfigContext, s: Stmt, field: 'location' | 'contact'): boolean {
  if (s.negated) return true;
  c.config.snmp[field] = s.rest(2);
  return true;
}

// ─── Logging and NTP ──────────────────────────────────────────────────────────────────────────────────────

/** `logging host X [vrf V]`, `logging X`, NX-OS `logging server X … use-vrf V`, EOS `logging vrf V host X`. */
export function loggingHost(c: ConfigContext, s: Stmt, from: number): boolean {
  let vrf: string | undefined;
  let address: string | undefined;
  const words = s.largs;
  for (let k = from; k < words.length; k++) {
    const word = words[k] ?? '';
    if (word === 'vrf' || word === 'use-vrf') {
      vrf = s.args[k + 1];
      k++;
    } else if (address === undefined && ipText(s.args[k])) address = ipText(s.args[k]);
    else if (address === undefined && word === 'host') continue;
    else if (address === undefined && /^[a-z][\w.-]*\.[a-z]{2,}$/i.test(s.args[k] ?? '')) address = s.args[k];
  }
  if (address === undefined) return s.negated;
  if (s.negated) {
    // `no logging host X` removes the host written before.
    c.config.logging.hosts = c.config.logging.hosts.filter((h) => h.address !== address);
    return true;
  }
  const host: ConfigContext['config']['logging']['hosts'][number] = { address, source: c.at(s.node) };
  if (vrf !== undefined) host.vrf = vrf;
  c.config.logging.hosts.push(host);
  return true;
}

/** `ntp server [vrf V] X [key N] [prefer] [use-vrf V] …` (IOS, NX-OS, EOS, AOS-CX). */
export function ntpServer(c: ConfigContext, s: Stmt): boolean {
  let vrf: string | undefined;
  let address: string | undefined;
  const server: Partial<ConfigContext['config']['ntp']['servers'][number]> = {};
  const words = s.largs;
  for (let k = 0; k < words.length; k++) {
    const word = words[k] ?? '';
    if (word === 'vrf' || word === 'use-vrf') {
      vrf = s.args[k + 1];
      k++;
    } else if (word === 'key') {
      const key = int(s.args[k + 1]);
      if (key !== undefined) server.key = key;
      k++;
    } else if (word === 'prefer') server.prefer = true;
    else if (
      word === 'priority' ||
      word === 'version' ||
      word === 'source' ||
      word === 'minpoll' ||
      word === 'maxpoll'
    )
      k++;
    else if (address === undefined && ipText(s.args[k])) address = ipText(s.args[k]);
    else if (address === undefined && /^[a-z][\w.-]*\.[a-z]{2,}$/i.test(s.args[k] ?? '')) address = s.args[k];
  }
  if (address === undefined) return s.negated;
  if (s.negated) {
    // `no ntp server X` removes the server written before.
    c.config.ntp.servers = c.config.ntp.servers.filter((e) => e.address !== address);
    return true;
  }
  const entry: ConfigContext['config']['ntp']['servers'][number] = { address, source: c.at(s.node) };
  if (vrf !== undefined) entry.vrf = vrf;
  if (server.key !== undefined) entry.key = server.key;
  if (server.prefer) entry.prefer = true;
  c.config.ntp.servers.push(entry);
  return true;
}

export function sourceInterface(c: ConfigContext, s: Stmt, target: 'ntp' | 'logging'): boolean {
  if (s.negated) return true;
  const name = s.rest(2);
  if (name === '') return false;
  c.config[target].sourceInterface = canonicalInterface(name, c.platform).name;
  return true;
}

// ─── Banners ──────────────────────────────────────────────────────────────────────────────────────────────

export function banner(c: ConfigContext, s: Stmt): boolean {
  if (s.negated) return true;
  const read = bannerText(s.node);
  c.config.banners.push({ kind: read.kind.toLowerCase(), text: read.text, source: c.at(s.node) });
  return true;
}

// ─── Terminal lines ───────────────────────────────────────────────────────────────────────────────────────

type LineState = { line: LineConfig };

const LINE_CHILDREN = new CommandTable<ConfigContext, LineState>([
  {
    phrase: 'transport input',
    handle: (_c, s, st) => {
      st.line.transportInput = s.negated ? ['none'] : s.largs.length > 0 ? s.largs : undefined;
      return true;
    },
  },
  {
    phrase: 'access-class',
    handle: (c, s, st) => {
      const name = s.args[0];
      if (name === undefined) return false;
      const direction = s.largs[1] === 'out' ? 'out' : 'in';
      c.reference(
        'acl',
        name,
        `line ${st.line.kind} ${st.line.range} access-class ${direction}`.replace('  ', ' '),
        s.node,
      );
      if (s.negated) return true;
      if (direction === 'out') st.line.accessClassOut = name;
      else st.line.accessClassIn = name;
      return true;
    },
  },
  {
    phrase: 'ipv6 access-class',
    handle: (c, s, st) => {
      const name = s.args[0];
      if (name === undefined) return false;
      c.reference('acl', name, `line ${st.line.kind} ${st.line.range} ipv6 access-class`, s.node);
      return true;
    },
  },
  {
    phrase: 'ip access-class',
    handle: (c, s, st) => {
      const name = s.args[0];
      if (name === undefined) return false;
      c.reference('acl', name, `line ${st.line.kind} ip access-class`, s.node);
      if (!s.negated) st.line.accessClassIn = name;
      return true;
    },
  },
  {
    phrase: 'exec-timeout',
    handle: (_c, s, st) => {
      if (s.negated) {
        st.line.execTimeoutSeconds = 0;
        return true;
      }
      const minutes = int(s.args[0]);
      const seconds = s.args[1] === undefined ? 0 : int(s.args[1]);
      if (minutes === undefined || seconds === undefined) return false;
      st.line.execTimeoutSeconds = minutes * 60 + seconds;
      return true;
    },
  },
  {
    phrase: 'session-timeout',
    handle: (_c, s, st) => {
      const minutes = int(s.args[0]);
      if (minutes === undefined) return s.negated;
      st.line.execTimeoutSeconds ??= minutes * 60;
      return true;
    },
  },
  {
    phrase: 'login',
    handle: (_c, s, st) => {
      st.line.login = s.negated ? 'no login' : s.node.text;
      return true;
    },
  },
  {
    phrase: 'password',
    handle: (_c, s, st) => {
      st.line.hasPassword = !s.negated;
      return true;
    },
  },
  'privilege level',
  'logging synchronous',
  'stopbits',
  'speed',
  'flowcontrol',
  'length',
  'width',
  'history',
  'exec',
  'escape-character',
  'transport output',
  'transport preferred',
  'autoselect',
  'modem',
  'authorization',
  'accounting',
  'absolute-timeout',
  'databits',
  'parity',
  'location',
  'rotary',
  'no exec',
  'motd-banner',
  'exec-banner',
  'activation-character',
  'terminal-type',
  'notify',
  'vacant-message',
  'timeout',
  'ipv6',
]);

/** `line vty 0 4`, `line con 0`, `line aux 0`; NX-OS `line vty` and `line console` without numbers. */
export function lineBlock(c: ConfigContext, s: Stmt): boolean {
  if (s.negated) return true;
  const word = s.largs[0] ?? '';
  const kind: LineConfig['kind'] =
    word === 'vty' ? 'vty' : word.startsWith('con') ? 'console' : word === 'aux' ? 'aux' : 'other';
  const line: LineConfig = { kind, range: s.args.slice(1).join(' '), source: c.src(s.node) };
  c.walk(s.node.children, LINE_CHILDREN, { line });
  c.config.lines.push(line);
  return true;
}

// ─── Services ─────────────────────────────────────────────────────────────────────────────────────────────

export function service<K extends Exclude<keyof Services, 'sources' | 'sshServerVrfs'>>(
  c: ConfigContext,
  key: K,
  value: Services[K],
  node: ConfigNode,
): true {
  c.config.services[key] = value;
  c.config.services.sources[key] = c.at(node);
  return true;
}

/** A service flag that no statement set: the platform's default, without a source. */
export function serviceDefault<K extends Exclude<keyof Services, 'sources' | 'sshServerVrfs'>>(
  c: ConfigContext,
  key: K,
  value: Services[K],
): void {
  if (c.config.services[key] === undefined) c.config.services[key] = value;
}

/**
 * Telnet from the terminal lines (IOS): on when a `vty` line lets it in, off when every `vty` line says what
 * it lets in and none says telnet; unknown otherwise (the default differs between releases).
 */
export function telnetFromLines(c: ConfigContext): void {
  if (c.config.services.telnetServer !== undefined) return;
  const vty = c.config.lines.filter((l) => l.kind === 'vty');
  if (vty.length === 0) return;
  const opens = (l: LineConfig) => (l.transportInput ?? []).some((t) => t === 'telnet' || t === 'all');
  const first = vty.find(opens);
  if (first) {
    c.config.services.telnetServer = true;
    c.config.services.sources.telnetServer = { ...first.source };
  } else if (vty.every((l) => l.transportInput !== undefined)) {
    c.config.services.telnetServer = false;
    const firstVty = vty[0];
    if (firstVty) c.config.services.sources.telnetServer = { ...firstVty.source };
  }
}
