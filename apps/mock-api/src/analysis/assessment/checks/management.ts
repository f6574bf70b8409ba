import type { LineConfig, LocalUser, ManagementAccess, SourceRef } from '@lne/netparse';
import { type Check, configCheck, everyFamily, onlyFamilies } from '../check';
import { absent, configEvidence, finding, lineText } from '../evidence';
import { FAMILY_NAMES } from '../platforms';
import type { ParsedConfig } from '../types';

/** The management plane: remote access, secrets, SNMP, time, logs and banners, read from the configuration. */

const EXPORT_HIDES_SECRETS =
  'RouterOS exports never contain passwords; the stored export cannot show which password a user has.';

/** The line of a block (a `line vty`) that sets something, by its first words. */
function blockLine(config: ParsedConfig, block: SourceRef, pattern: RegExp): SourceRef | undefined {
  const last = block.endLine ?? block.line;
  for (let n = block.line + 1; n <= last; n++) {
    if (pattern.test((config.lines[n - 1] ?? '').trim())) return { file: config.source, line: n };
  }
  return undefined;
}

/** The major release of IOS/IOS-XE from the configuration's `version` line (`version 17.9` → 17). */
function iosMajor(config: ParsedConfig): number | undefined {
  const text = config.model.system.osVersion ?? config.lines.find((l) => /^version \d/.test(l))?.slice(8);
  const major = Number.parseInt(text ?? '', 10);
  return Number.isFinite(major) ? major : undefined;
}

/**
 * A `line vty` where a person can log in. With `aaa new-model` a login method list or, without one, a local
 * user is needed; without AAA `login local` needs a local user, and `login` (the vty default) the line's
 * password: IOS refuses every session on a line without one ("Password required, but none set").
 */
function vtyAcceptsLogin(config: ParsedConfig, line: LineConfig): boolean {
  const facts = config.model.config;
  if (line.login === 'no login') return true;
  if (facts?.aaa.newModel === true)
    return (
      facts.aaa.authentication.some((a) => a.service === 'login' && a.methods.length > 0) ||
      facts.users.length > 0
    );
  if (line.login?.toLowerCase().startsWith('login local')) return (facts?.users.length ?? 0) > 0;
  return line.hasPassword === true;
}

/** `transport input` as the CLI takes it, abbreviated or not (`transp inp all`). */
const TRANSPORT = /^tr(?:a(?:n(?:s(?:p(?:o(?:r(?:t)?)?)?)?)?)?)?\s+in(?:p(?:u(?:t)?)?)?\b/i;

/** IOS: each vty line that lets Telnet in, with the statement that does (or the default that does). */
function iosTelnetLines(config: ParsedConfig): { line: LineConfig; at?: SourceRef; byDefault: boolean }[] {
  const facts = config.model.config;
  if (!facts) return [];
  const out: { line: LineConfig; at?: SourceRef; byDefault: boolean }[] = [];
  for (const line of facts.lines.filter((l) => l.kind === 'vty')) {
    const transport = line.transportInput;
    if (transport?.some((t) => t === 'telnet' || t === 'all')) {
      out.push({ line, at: blockLine(config, line.source, TRANSPORT), byDefault: false });
    } else if (transport === undefined && vtyAcceptsLogin(config, line)) {
      // Before IOS-XE 16 a vty line without `transport input` accepts every protocol, Telnet included.
      const major = iosMajor(config);
      if (major === undefined || major < 16) out.push({ line, byDefault: true });
    }
  }
  return out;
}

const telnetEnabled = configCheck(
  {
    type: 'telnet_enabled',
    title: 'Telnet enabled',
    subtitle: 'Management access over unencrypted Telnet',
    tags: ['NetDevice', 'Security'],
    long_description:
      'Telnet sends credentials and session data in clear text. Anyone able to capture traffic on the management path can read the passwords of network administrators.',
    recommendation: 'Disable Telnet on all VTY lines and allow SSH version 2 only.',
    config_suggestion: 'line vty 0 15\n transport input ssh\nip ssh version 2',
  },
  everyFamily({
    'aos-cx':
      'AOS-CX has no Telnet server: its CLI is reached over SSH (ssh server vrf) or the console only.',
  }),
  (config, device) => {
    const facts = config.model.config;
    if (!facts) return [];
    if (config.family === 'ios') {
      return iosTelnetLines(config).map(({ line, at, byDefault }) => {
        const quoted = lineText(config, at) ?? lineText(config, line.source) ?? `line vty ${line.range}`;
        return finding(byDefault ? 'medium' : 'high', `Telnet is allowed: '${quoted}'`, [
          configEvidence(
            device,
            [{ ref: line.source, head: true }, at],
            byDefault
              ? `No 'transport input' on this line: before IOS-XE 16 the line accepts every protocol, Telnet included.`
              : null,
          ),
        ]);
      });
    }
    if (facts.services.telnetServer !== true) return [];
    const source = facts.services.sources.telnetServer;
    const quoted = lineText(config, source);
    const fallback = config.family === 'routeros' ? '/ip service telnet' : 'telnet server';
    return [
      finding('high', `Telnet is allowed: '${quoted ?? fallback}'`, [
        configEvidence(
          device,
          [source],
          source
            ? null
            : `Telnet is on by default on ${FAMILY_NAMES[config.family]} and nothing turns it off.`,
        ),
      ]),
    ];
  },
);

const passwordEncryptionMissing = configCheck(
  {
    type: 'password_encryption_missing',
    title: 'No password encryption',
    subtitle: 'Passwords are stored in clear text in the configuration',
    tags: ['NetDevice', 'Security'],
    long_description:
      'Without password encryption every local password is readable by anyone who sees a copy of the configuration: backups, tickets, configuration archives.',
    recommendation: 'Enable password encryption and use hashed secrets for local accounts.',
    config_suggestion: 'service password-encryption',
  },
  {
    ios: true,
    'aos-s': true,
    nxos: 'NX-OS stores every local password hashed; it has no password encryption to switch on.',
    eos: 'EOS stores every local secret hashed; it has no password encryption to switch on.',
    junos: 'Junos stores every local password hashed; it has no password encryption to switch on.',
    'aos-cx': 'AOS-CX stores every local password as ciphertext; it has no password encryption to switch on.',
    routeros: EXPORT_HIDES_SECRETS,
  },
  (config, device) => {
    const facts = config.model.config;
    if (!facts) return [];
    if (config.family === 'ios') {
      if (facts.services.passwordEncryption === true) return [];
      const source = facts.services.sources.passwordEncryption;
      return [
        finding('medium', "'service password-encryption' is not configured", [
          configEvidence(
            device,
            [source],
            source
              ? null
              : "No 'service password-encryption' statement: IOS keeps type 0 passwords in clear text.",
          ),
        ]),
      ];
    }
    // AOS-S: credentials (`password manager`, SNMPv3 keys) are shown in the configuration unless encrypted.
    const stored = [...facts.users.filter((u) => u.passwordKind !== 'none'), ...facts.enableSecrets];
    if (stored.length === 0 || facts.services.passwordEncryption === true) return [];
    return [
      finding('medium', "'encrypt-credentials' is not configured", [
        configEvidence(
          device,
          stored.map((s) => s.source),
          "No 'encrypt-credentials' statement: these credentials are stored readable.",
        ),
      ]),
    ];
  },
);

const DEFAULT_COMMUNITIES = new Set(['public', 'private']);

const snmpDefaultCommunity = configCheck(
  {
    type: 'snmp_default_community',
    title: 'SNMP default community',
    subtitle: "SNMP community 'public' or 'private' configured",
    tags: ['NetDevice', 'Security'],
    long_description:
      'Default SNMP communities are the first thing scanners try; with read-write access they allow changing the device configuration.',
    recommendation: 'Remove the default communities and use SNMPv3 with authentication and privacy.',
    config_suggestion: 'no snmp-server community public\nsnmp-server group NETOPS v3 priv',
  },
  everyFamily(),
  (config, device) =>
    (config.model.config?.snmp.communities ?? [])
      .filter((c) => DEFAULT_COMMUNITIES.has(c.name.toLowerCase()))
      .map((c) =>
        c.access === 'rw'
          ? finding('critical', `SNMP community '${c.name}' has read-write access`, [
              configEvidence(device, [c.source]),
            ])
          : finding('high', `SNMP community '${c.name}' is configured`, [
              configEvidence(
                device,
                [c.source],
                c.builtIn
                  ? `SNMP is on and no statement changes the built-in community '${c.name}' of ${FAMILY_NAMES[config.family]}: it answers every address.`
                  : null,
              ),
            ]),
      ),
);

const ntpMissing = configCheck(
  {
    type: 'ntp_missing',
    title: 'No NTP server',
    subtitle: 'Device clock is not synchronised',
    tags: ['NetDevice', 'Reliability'],
    long_description: null,
    recommendation: 'Configure at least two NTP servers so that logs of different devices can be correlated.',
    config_suggestion: 'ntp server 10.0.0.5\nntp server 10.0.0.6',
  },
  everyFamily(),
  (config, device) => {
    const ntp = config.model.config?.ntp;
    const servers = ntp?.servers ?? [];
    if (servers.length === 0)
      return absent(
        device,
        'medium',
        'No NTP server is configured',
        'The configuration names no NTP or SNTP server.',
      );
    // AOS-S: `sntp server` entries set the clock only while `timesync sntp` selects SNTP.
    if (servers.every((s) => s.protocol === 'sntp') && ntp?.timesync?.protocol !== 'sntp') {
      const selected = ntp?.timesync;
      return [
        finding('medium', "SNTP servers are configured but not used: no 'timesync sntp'", [
          configEvidence(
            device,
            [...servers.map((s) => s.source), selected?.source],
            selected
              ? `'${lineText(config, selected.source) ?? `timesync ${selected.protocol}`}' selects another protocol: the SNTP servers are not asked.`
              : "No 'timesync sntp' statement: the SNTP servers are not asked.",
          ),
        ]),
      ];
    }
    return [];
  },
);

const HTTP_DEFAULT: Partial<Record<string, string>> = {
  'aos-s': 'web-management plaintext',
  routeros: '/ip service www',
};

const httpServerEnabled = configCheck(
  {
    type: 'http_server_enabled',
    title: 'HTTP management enabled',
    subtitle: 'Web management over unencrypted HTTP',
    tags: ['NetDevice', 'Security'],
    long_description:
      'The plain HTTP management interface transmits credentials unencrypted and has a long history of vulnerabilities.',
    recommendation:
      'Disable the HTTP server; use HTTPS with a trusted certificate if web management is needed.',
    config_suggestion: 'no ip http server\nip http secure-server',
  },
  everyFamily({
    'aos-cx':
      'AOS-CX serves its web UI and REST API over HTTPS only (https-server vrf); it has no plain HTTP management.',
  }),
  (config, device) => {
    const services = config.model.config?.services;
    if (services?.httpServer !== true) return [];
    const source = services.sources.httpServer;
    const quoted = lineText(config, source);
    return [
      finding(
        'medium',
        `HTTP management is enabled: '${quoted ?? `${HTTP_DEFAULT[config.family] ?? 'http server'} (platform default)`}'`,
        [
          configEvidence(
            device,
            [source],
            source
              ? null
              : `Plain HTTP management is on by default on ${FAMILY_NAMES[config.family]} and nothing turns it off.`,
          ),
        ],
      ),
    ];
  },
);

/**
 * Banners a person sees before logging in. An exec banner comes after, and so does Junos `system login
 * announcement` (Junos's pre-login banner is `system login message`, read as `login`).
 */
const PRE_LOGIN = new Set(['login', 'motd', 'pre-login', 'note']);

const loginBannerMissing = configCheck(
  {
    type: 'login_banner_missing',
    title: 'No login banner',
    subtitle: 'No legal notice is shown before login',
    tags: ['NetDevice'],
    long_description: null,
    recommendation: 'Configure a login banner that states that access is restricted to authorised personnel.',
    config_suggestion: 'banner login ^CAuthorised access only.^C',
  },
  everyFamily(),
  (config, device) => {
    const banners = config.model.config?.banners ?? [];
    if (banners.some((b) => PRE_LOGIN.has(b.kind) && b.text.trim() !== '')) return [];
    const after = banners.filter((b) => !PRE_LOGIN.has(b.kind));
    return [
      finding('low', 'No login banner is configured', [
        configEvidence(
          device,
          after.map((b) => ({ ref: b.source, head: true as const })),
          after.length > 0
            ? 'Only banners shown after login are configured.'
            : 'The configuration has no login or message-of-the-day banner.',
        ),
      ]),
    ];
  },
);

/** Factory and vendor-manual passwords, and the trivial ones every scanner tries. */
const DEFAULT_PASSWORDS = new Set([
  'cisco',
  'admin',
  'password',
  'moxa',
  'private',
  'public',
  'manager',
  'operator',
  'root',
  'default',
  '123456',
  'changeme',
]);

/** Reverses a Cisco type 7 password (a fixed XOR key; it hides nothing). */
export function decodeType7(encoded: string): string | undefined {
  const key = 'dsfd;kfoA,.iyewrkldJKDHSUBsgvca69834ncxv9873254k;fg87';
  if (!/^\d{2}(?:[0-9A-Fa-f]{2})+$/.test(encoded)) return undefined;
  const offset = Number.parseInt(encoded.slice(0, 2), 10);
  let out = '';
  for (let i = 2; i < encoded.length; i += 2) {
    const byte = Number.parseInt(encoded.slice(i, i + 2), 16);
    out += String.fromCharCode(byte ^ key.charCodeAt((offset + (i - 2) / 2) % key.length));
  }
  return out;
}

/** The words of a statement, quotes taken off. */
const unquoted = (word: string | undefined) => word?.replace(/^"|"$/g, '');

/**
 * The secret a statement stores in clear or reversibly (IOS type 0 or 7); else undefined. AOS-S `password
 * manager|operator [user-name "x"] plaintext "secret"` and AOS-CX `user x … password plaintext secret` name the
 * role or the word `password` before the secret: only the word after `plaintext` is one.
 */
function readableSecret(family: ParsedConfig['family'], text: string): string | undefined {
  const words = text.trim().split(/\s+/);
  if (family === 'aos-s' || family === 'aos-cx') {
    const at = words.findIndex((w) => w.toLowerCase() === 'plaintext');
    return at < 0 ? undefined : unquoted(words[at + 1]);
  }
  const at = words.findIndex((w) => /^(password|secret|plaintext)$/i.test(w));
  if (at < 0) return undefined;
  const first = unquoted(words[at + 1]);
  const second = unquoted(words[at + 2]);
  if (first === '7' && second) return decodeType7(second);
  if (first === '0' && second) return second;
  if (first !== undefined && !/^\d$/.test(first) && !first.startsWith('$')) return first;
  return undefined;
}

const defaultCredentials = configCheck(
  {
    type: 'default_credentials',
    title: 'Default credentials',
    subtitle: 'A factory default or trivial password is configured',
    tags: ['NetDevice', 'Security'],
    long_description:
      'Default passwords are published in vendor manuals; a device still using them can be taken over by anyone who reaches its management interface.',
    recommendation: 'Set individual strong passwords for every local account, or authenticate against AAA.',
    config_suggestion: 'username netadmin privilege 15 secret <strong-secret>\nno username admin',
  },
  everyFamily({
    routeros: EXPORT_HIDES_SECRETS,
    junos:
      'Junos stores every login password hashed (encrypted-password); the configuration cannot show which password a user has.',
  }),
  (config, device) => {
    const facts = config.model.config;
    if (!facts) return [];
    const defaults: SourceRef[] = [];
    const statements: { source: SourceRef; user?: LocalUser }[] = [
      ...facts.users.map((user) => ({ source: user.source, user })),
      ...facts.enableSecrets.map((e) => ({ source: e.source })),
    ];
    for (const { source, user } of statements) {
      const secret = readableSecret(config.family, config.lines[source.line - 1] ?? '');
      if (secret !== undefined && DEFAULT_PASSWORDS.has(secret.toLowerCase())) defaults.push(source);
      // EOS ships with `admin` and no password; an account nobody gave a password or key opens to anyone.
      else if (user && user.passwordKind === 'none' && !user.hasKey && config.family === 'eos')
        defaults.push(source);
    }
    return defaults.length > 0
      ? [finding('critical', 'A default password is configured', [configEvidence(device, defaults)])]
      : [];
  },
);

/** Where the secret of a statement starts, on the platforms whose statement names more after `password`. */
const SECRET_BEFORE: Partial<Record<ParsedConfig['family'], RegExp>> = {
  'aos-s': /\b(plaintext)\b.*/i,
  'aos-cx': /\b(plaintext)\b.*/i,
};

const weakPasswordType = configCheck(
  {
    type: 'weak_password_type',
    title: 'Weak password types',
    subtitle: 'Local users or enable password with reversible or clear-text password types',
    tags: ['NetDevice', 'Security'],
    long_description:
      "Type 0 passwords are clear text and type 7 passwords are trivially reversible; only 'secret' types 8 or 9 are hashed.",
    recommendation: "Replace 'password' with 'secret' (type 9) for every local user and the enable password.",
    config_suggestion: 'enable secret 9 <hash>\nusername netadmin privilege 15 secret 9 <hash>',
  },
  everyFamily({ routeros: EXPORT_HIDES_SECRETS }),
  (config, device) => {
    const facts = config.model.config;
    if (!facts) return [];
    const weak = [...facts.users, ...facts.enableSecrets].filter(
      (s) => s.passwordKind === 'cleartext' || s.passwordKind === 'type7',
    );
    return weak.map((s) => {
      const text = (config.lines[s.source.line - 1] ?? '').trim();
      // The finding never repeats the secret itself. AOS-S and AOS-CX name the user (or the role account)
      // between `password` and the secret: the statement is quoted up to its `plaintext`.
      const secretWord = SECRET_BEFORE[config.family] ?? /\b(password|secret|plaintext)\b.*/i;
      const shown = text.replace(secretWord, '$1 …');
      return finding('high', `Weak password type: '${shown}'`, [
        configEvidence(
          device,
          [s.source],
          'The secret itself is not repeated here; open the line to see it.',
        ),
      ]);
    });
  },
);

const aaaMissing = configCheck(
  {
    type: 'aaa_missing',
    title: 'No AAA',
    subtitle: 'Logins are not authenticated against a central AAA service',
    tags: ['NetDevice', 'Security'],
    long_description:
      'Without AAA every administrator shares local accounts, and leavers keep their access until every device is changed.',
    recommendation: 'Enable AAA with a RADIUS or TACACS+ server and keep one local emergency account.',
    config_suggestion: 'aaa new-model\naaa authentication login default group tacacs+ local',
  },
  onlyFamilies(
    ['ios'],
    (family) =>
      `'aaa new-model' exists on IOS and IOS-XE only; ${family} always authenticates through its AAA methods (see 'Local users only').`,
  ),
  (config, device) =>
    config.model.config?.aaa.newModel === true
      ? []
      : absent(
          device,
          'medium',
          "'aaa new-model' is not configured",
          "No 'aaa new-model' statement: logins use line passwords and local users only.",
        ),
);

const syslogMissing = configCheck(
  {
    type: 'syslog_missing',
    title: 'No remote syslog',
    subtitle: 'Logs are kept on the device only',
    tags: ['NetDevice', 'Reliability'],
    long_description: null,
    recommendation:
      'Send logs to a central syslog server so that they survive a reboot and can be correlated.',
    config_suggestion: 'logging host 10.0.0.50',
  },
  everyFamily(),
  (config, device) =>
    (config.model.config?.logging.hosts.length ?? 0) > 0
      ? []
      : absent(
          device,
          'low',
          'No remote syslog server is configured',
          'The configuration names no remote syslog server.',
        ),
);

// ─── Management-plane checks of the model ─────────────────────────────────────────────────────────────────

const sshVersion1 = configCheck(
  {
    type: 'ssh_version_1',
    title: 'SSH version 1 allowed',
    subtitle: 'The SSH server accepts protocol version 1',
    tags: ['NetDevice', 'Security'],
    long_description:
      'SSH version 1 has known design flaws (session key recovery, insertion attacks). A server that still accepts it lets an attacker in the path downgrade the session.',
    recommendation: 'Allow SSH version 2 only.',
    config_suggestion: 'ip ssh version 2',
  },
  {
    ios: true,
    junos: true,
    nxos: 'NX-OS supports SSH version 2 only.',
    eos: 'EOS supports SSH version 2 only.',
    'aos-s': true,
    'aos-cx': 'AOS-CX supports SSH version 2 only.',
    routeros: 'RouterOS supports SSH version 2 only.',
  },
  (config, device) => {
    const services = config.model.config?.services;
    if (!services) return [];
    const source = services.sources.sshVersion;
    if (services.sshVersion === 1)
      return [
        finding('high', `SSH version 1 is configured: '${lineText(config, source) ?? 'version 1'}'`, [
          configEvidence(device, [source]),
        ]),
      ];
    // AOS-S `ip ssh version 1-or-2` accepts version 1 clients beside version 2 ones.
    if (services.sshVersion === '1.99')
      return [
        finding('medium', `SSH version 1 is accepted: '${lineText(config, source) ?? 'version 1-or-2'}'`, [
          configEvidence(device, [source]),
        ]),
      ];
    // AOS-S without `ip ssh version` runs version 2 only (the default since K.15).
    if (config.family !== 'ios' || services.sshVersion !== undefined) return [];
    // IOS without `ip ssh version 2` answers in compatibility mode 1.99: version 1 clients are accepted.
    const vty = config.model.config?.lines.filter(
      (l) => l.kind === 'vty' && (l.transportInput ?? []).some((t) => t === 'ssh' || t === 'all'),
    );
    if (!vty || vty.length === 0) return [];
    return [
      finding('medium', "SSH version 1 is accepted: no 'ip ssh version 2'", [
        configEvidence(
          device,
          vty.map((l) => ({ ref: l.source, head: true as const })),
          "SSH is allowed on these lines and 'ip ssh version 2' is missing: IOS then runs version 1.99 and accepts version 1 clients.",
        ),
      ]),
    ];
  },
);

/** A remote login service of a device without `line vty` blocks, and where it is turned on. */
type LoginService = { service: string; label: string; vrf?: string; at?: SourceRef };

/** What restricts management access on a platform, for the findings' notes. */
const RESTRICTION: Partial<Record<ParsedConfig['family'], string>> = {
  eos: "no 'ip access-group' under 'management ssh' / 'management telnet' or 'system control-plane'",
  junos: 'no firewall filter is applied as input on lo0',
  'aos-s': "no 'ip authorized-managers' entry",
  'aos-cx': "no 'apply access-list ip … control-plane' for the VRF",
  routeros: "no 'address=' on its /ip service entry",
};

/** The remote login services that are on: SSH (per VRF where the platform says), Telnet, RouterOS WinBox. */
function loginServices(config: ParsedConfig): LoginService[] {
  const services = config.model.config?.services;
  if (!services) return [];
  const out: LoginService[] = [];
  if (config.family === 'eos' || config.family === 'aos-cx') {
    for (const v of services.sshServerVrfs ?? [])
      out.push({ service: 'ssh', label: `SSH in VRF ${v.vrf}`, vrf: v.vrf, at: v.source });
  } else if (services.sshServer === true) {
    out.push({ service: 'ssh', label: 'SSH', at: services.sources.sshServer });
  }
  if (services.telnetServer === true)
    out.push({ service: 'telnet', label: 'Telnet', at: services.sources.telnetServer });
  if (config.family === 'routeros' && services.otherServers?.winbox === true)
    out.push({ service: 'winbox', label: 'WinBox' });
  return out;
}

/** The restrictions that guard a service (in its VRF, where the platform applies them per VRF). */
function guardsOf(config: ParsedConfig, login: LoginService): ManagementAccess[] {
  return (config.model.config?.managementAccess ?? []).filter(
    (m) =>
      (m.services.includes('all') || m.services.includes(login.service)) &&
      (login.vrf === undefined || (m.vrf ?? 'default') === login.vrf),
  );
}

const vtyWithoutAccessClass = configCheck(
  {
    type: 'vty_without_acl',
    title: 'VTY lines without access class',
    subtitle: 'Remote management is open to every source address',
    tags: ['NetDevice', 'Security'],
    long_description:
      'An access class on the VTY lines limits who can even try to log in. Without one, every host that reaches an interface address of the device can attempt to guess passwords.',
    recommendation: 'Apply an access class that permits the management networks only on every VTY line.',
    config_suggestion:
      'ip access-list standard MGMT\n permit 10.0.0.0 0.0.0.255\nline vty 0 15\n access-class MGMT in',
  },
  everyFamily(),
  (config, device) => {
    const lines = config.model.config?.lines ?? [];
    if (config.family === 'nxos' && !lines.some((l) => l.kind === 'vty')) {
      // NX-OS always has its vty lines; a configuration without `line vty` leaves them without access class.
      const services = config.model.config?.services;
      if (services?.sshServer === false && services.telnetServer === false) return [];
      return absent(
        device,
        'medium',
        'line vty has no access class',
        "No 'line vty' block: the NX-OS vty lines accept SSH and Telnet sessions from every address.",
      );
    }
    if (config.family === 'ios' || config.family === 'nxos') {
      return lines
        .filter(
          (l) =>
            l.kind === 'vty' &&
            l.accessClassIn === undefined &&
            !(l.transportInput?.length === 1 && l.transportInput[0] === 'none') &&
            // A line nobody can log in on exposes nothing (NX-OS lines always authenticate through AAA).
            (config.family !== 'ios' || vtyAcceptsLogin(config, l)),
        )
        .map((l) =>
          finding('medium', `line vty ${l.range} has no access class`.replace('  ', ' '), [
            configEvidence(device, [l.source]),
          ]),
        );
    }
    // Platforms without `line vty`: each login service needs the platform's own restriction.
    return loginServices(config)
      .filter((login) => guardsOf(config, login).length === 0)
      .map((login) =>
        finding('medium', `${login.label} accepts logins from every address`, [
          configEvidence(
            device,
            [login.at],
            `${RESTRICTION[config.family] ?? 'no access restriction'}${login.at ? '' : ` (${login.label} is on by default)`}.`,
          ),
        ]),
      );
  },
);

const snmpWriteCommunity = configCheck(
  {
    type: 'snmp_write_community',
    title: 'SNMP v1/v2c with write access',
    subtitle: 'A community string can change the configuration',
    tags: ['NetDevice', 'Security'],
    long_description:
      'SNMP v1 and v2c send the community in clear text. A read-write community seen once on the wire lets anyone rewrite the device configuration or reload it.',
    recommendation:
      'Remove write access from every community; use SNMPv3 with authentication and privacy where writes are needed.',
    config_suggestion: 'no snmp-server community <name> RW\nsnmp-server group NETOPS v3 priv write NETOPS-W',
  },
  everyFamily(),
  (config, device) =>
    (config.model.config?.snmp.communities ?? [])
      .filter((c) => c.access === 'rw')
      .map((c) =>
        finding(
          c.acl === undefined ? 'high' : 'medium',
          `SNMP community '${c.name}' has write access${c.acl === undefined ? ' from any address' : ` (limited by ${c.acl})`}`,
          [configEvidence(device, [c.source])],
        ),
      ),
);

/** Methods that ask a server rather than the device's own users. */
const CENTRAL = /^(group\b|tacacs|radius|ldap|tacplus)/i;

const localUsersOnly = configCheck(
  {
    type: 'local_users_only',
    title: 'Local users only',
    subtitle: 'Accounts are configured on the device and no AAA server is used',
    tags: ['NetDevice', 'Security'],
    long_description:
      'Local accounts have to be changed on every device when someone leaves; their passwords are rarely rotated and logins are not recorded centrally.',
    recommendation:
      'Authenticate logins against TACACS+ or RADIUS and keep one local account for emergencies.',
    config_suggestion:
      'aaa new-model\ntacacs server ISE\n address ipv4 10.0.0.20\naaa authentication login default group tacacs+ local',
  },
  everyFamily(),
  (config, device) => {
    const facts = config.model.config;
    if (!facts || facts.users.length === 0) return [];
    const central = facts.aaa.authentication.some((a) => a.methods.some((m) => CENTRAL.test(m)));
    if (central && facts.aaa.servers.length > 0) return [];
    return [
      finding('medium', `${facts.users.length} local user(s) and no AAA server for logins`, [
        configEvidence(
          device,
          facts.users.map((u) => u.source),
          central
            ? 'A login method names a server group, but no TACACS+ or RADIUS server is configured.'
            : 'No login method asks a TACACS+ or RADIUS server.',
        ),
      ]),
    ];
  },
);

export const MANAGEMENT_CHECKS: readonly Check[] = [
  telnetEnabled,
  passwordEncryptionMissing,
  snmpDefaultCommunity,
  ntpMissing,
  httpServerEnabled,
  loginBannerMissing,
  defaultCredentials,
  weakPasswordType,
  aaaMissing,
  syslogMissing,
];

export const MANAGEMENT_PLANE_CHECKS: readonly Check[] = [
  sshVersion1,
  vtyWithoutAccessClass,
  snmpWriteCommunity,
  localUsersOnly,
];
