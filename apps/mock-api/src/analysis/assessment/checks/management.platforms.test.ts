import { describe, expect, it } from 'vitest';
import { check, evidenceLines, findings } from '../test-helpers';
import type { CheckOutcome } from '../types';

/**
 * The management-plane checks on hand-made configurations of every platform they apply to, in the platform's
 * own syntax: a finding (with the lines that prove it) and a pass, and the tricky forms where they exist:
 * platform defaults, `no` forms, Junos `inactive:`/`deactivate`, abbreviations, statements in the wrong block.
 * A platform a check does not apply to answers "not applicable" with its reason.
 */

const messages = (outcome: CheckOutcome) => findings(outcome).map((f) => `${f.severity}: ${f.message}`);

type Row = [name: string, platform: string, text: string, expected: string[]];

const run = (type: string, rows: Row[]) =>
  it.each(rows)('%s', (_name, platform, text, expected) => {
    expect(messages(check(type, platform, text))).toEqual(expected);
  });

/** A Junos configuration in its block form, `system { … }` with the given statements inside. */
const junosSystem = (body: string) => `version 21.4R3-S3.4;\nsystem {\n    host-name j1;\n${body}}\n`;
const ROS = '# 2024-03-18 10:00:01 by RouterOS 7.12.2\n';

describe('telnet_enabled', () => {
  run('telnet_enabled', [
    [
      'IOS: `transport input telnet ssh`',
      'cisco_ios',
      'version 15.2\nhostname r1\nline vty 0 4\n login local\n transport input telnet ssh\nusername ops secret 9 $9$a$b\n',
      ["high: Telnet is allowed: 'transport input telnet ssh'"],
    ],
    [
      'IOS: abbreviated `transp inp all`',
      'cisco_ios',
      'version 15.2\nhostname r1\nline vty 0 4\n password 7 0822455D0A16\n login\n transp inp all\n',
      ["high: Telnet is allowed: 'transp inp all'"],
    ],
    [
      'IOS 15: a line without `transport input` lets Telnet in (the platform default)',
      'cisco_ios',
      'version 15.2\nhostname r1\nline vty 0 4\n password 7 0822455D0A16\n login\n',
      ["medium: Telnet is allowed: 'line vty 0 4'"],
    ],
    [
      'IOS-XE 17: a line without `transport input` lets SSH in only',
      'cisco_xe',
      'version 17.9\nhostname r1\nline vty 0 4\n password 7 0822455D0A16\n login\n',
      [],
    ],
    [
      'IOS: `transport input ssh` passes',
      'cisco_ios',
      'version 15.2\nhostname r1\nline vty 0 15\n login local\n transport input ssh\n',
      [],
    ],
    [
      'IOS: one of two vty ranges lets Telnet in',
      'cisco_ios',
      'version 15.2\nhostname r1\nline vty 0 4\n password x\n login\n transport input ssh\nline vty 5 15\n password x\n login\n transport input telnet\n',
      ["high: Telnet is allowed: 'transport input telnet'"],
    ],
    [
      'NX-OS: `feature telnet`',
      'cisco_nxos',
      'hostname n1\nfeature telnet\n',
      ["high: Telnet is allowed: 'feature telnet'"],
    ],
    [
      'NX-OS: off by default; `no feature telnet`',
      'cisco_nxos',
      'hostname n1\nno feature telnet\nfeature ssh\n',
      [],
    ],
    [
      'EOS: `management telnet` with `no shutdown`',
      'arista_eos',
      'hostname e1\nmanagement telnet\n   idle-timeout 5\n   no shutdown\n',
      ["high: Telnet is allowed: 'management telnet'"],
    ],
    [
      'EOS: `management telnet` is shut down by default',
      'arista_eos',
      'hostname e1\nmanagement telnet\n   idle-timeout 5\n',
      [],
    ],
    ['EOS: `shutdown` passes', 'arista_eos', 'hostname e1\nmanagement telnet\n   shutdown\n', []],
    [
      'AOS-S: on by default',
      'hp_procurve',
      'hostname "a1"\nip ssh\n',
      ["high: Telnet is allowed: 'telnet server'"],
    ],
    [
      'AOS-S: `telnet-server` quoted',
      'hp_procurve',
      'hostname "a1"\ntelnet-server\n',
      ["high: Telnet is allowed: 'telnet-server'"],
    ],
    ['AOS-S: `no telnet-server` passes', 'hp_procurve', 'hostname "a1"\nno telnet-server\n', []],
    [
      'Junos (set): `set system services telnet`',
      'juniper_junos',
      'set system host-name j1\nset system services telnet\n',
      ["high: Telnet is allowed: 'set system services telnet'"],
    ],
    [
      'Junos (curly): `telnet;` under services',
      'juniper_junos',
      junosSystem('    services {\n        ssh;\n        telnet;\n    }\n'),
      ["high: Telnet is allowed: 'telnet;'"],
    ],
    [
      'Junos (curly): `inactive: telnet` passes',
      'juniper_junos',
      junosSystem('    services {\n        ssh;\n        inactive: telnet;\n    }\n'),
      [],
    ],
    [
      'Junos (set): `deactivate system services telnet` passes',
      'juniper_junos',
      'set system host-name j1\nset system services telnet\ndeactivate system services telnet\n',
      [],
    ],
    [
      'Junos: off without a telnet statement',
      'juniper_junos',
      'set system host-name j1\nset system services ssh\n',
      [],
    ],
    [
      'RouterOS: on by default',
      'mikrotik_routeros',
      `${ROS}/system identity\nset name=r1\n`,
      ["high: Telnet is allowed: '/ip service telnet'"],
    ],
    [
      'RouterOS: restricted to an address is still on',
      'mikrotik_routeros',
      `${ROS}/ip service\nset telnet address=10.0.0.0/24\n`,
      ["high: Telnet is allowed: '/ip service telnet'"],
    ],
    [
      'RouterOS: `disabled=yes` passes',
      'mikrotik_routeros',
      `${ROS}/ip service\nset telnet disabled=yes\n`,
      [],
    ],
  ]);

  it('evidence: the line block and the statement; the platform default says so', () => {
    const ios = check(
      'telnet_enabled',
      'cisco_ios',
      'version 15.2\nhostname r1\nline vty 0 4\n password x\n login\n transport input telnet\n',
    );
    expect(evidenceLines(ios)).toEqual(['3: line vty 0 4', '6: transport input telnet']);
    const eos = check(
      'telnet_enabled',
      'arista_eos',
      'hostname e1\nmanagement telnet\n   idle-timeout 5\n   no shutdown\n',
    );
    expect(evidenceLines(eos)).toEqual(['2: management telnet', '3: idle-timeout 5', '4: no shutdown']);
    const ros = check('telnet_enabled', 'mikrotik_routeros', `${ROS}/system identity\nset name=r1\n`);
    expect(findings(ros)[0]?.evidence[0]?.note).toBe(
      'Telnet is on by default on RouterOS and nothing turns it off.',
    );
  });
});

describe('password_encryption_missing', () => {
  run('password_encryption_missing', [
    [
      'IOS: missing',
      'cisco_ios',
      'hostname r1\nusername ops password 0 Xk7vq2\n',
      ["medium: 'service password-encryption' is not configured"],
    ],
    ['IOS: present', 'cisco_ios', 'hostname r1\nservice password-encryption\n', []],
    ['IOS: abbreviated `serv password-e`', 'cisco_ios', 'hostname r1\nserv password-e\n', []],
    [
      'IOS: `no service password-encryption`',
      'cisco_ios',
      'hostname r1\nno service password-encryption\n',
      ["medium: 'service password-encryption' is not configured"],
    ],
    [
      'AOS-S: stored credentials without `encrypt-credentials`',
      'hp_procurve',
      'hostname "a1"\npassword manager user-name "admin" plaintext "Xk7vq2"\n',
      ["medium: 'encrypt-credentials' is not configured"],
    ],
    [
      'AOS-S: with `encrypt-credentials`',
      'hp_procurve',
      'hostname "a1"\nencrypt-credentials\npassword manager user-name "admin" plaintext "Xk7vq2"\n',
      [],
    ],
    ['AOS-S: no credentials stored', 'hp_procurve', 'hostname "a1"\n', []],
  ]);

  it.each([
    ['cisco_nxos', 'hostname n1\n', /NX-OS stores every local password hashed/],
    ['arista_eos', 'hostname e1\n', /EOS stores every local secret hashed/],
    ['juniper_junos', 'set system host-name j1\n', /Junos stores every local password hashed/],
    ['aruba_aoscx', 'hostname c1\n', /AOS-CX stores every local password as ciphertext/],
    [
      'mikrotik_routeros',
      `${ROS}/system identity\nset name=r1\n`,
      /RouterOS exports never contain passwords/,
    ],
  ])('%s: not applicable, with the reason', (platform, text, reason) => {
    expect(check('password_encryption_missing', platform, text)).toEqual({
      notApplicable: expect.stringMatching(reason),
    });
  });
});

describe('snmp_default_community', () => {
  run('snmp_default_community', [
    [
      'IOS: `public` read-only',
      'cisco_ios',
      'hostname r1\nsnmp-server community public RO\n',
      ["high: SNMP community 'public' is configured"],
    ],
    [
      'IOS: `private` read-write',
      'cisco_ios',
      'hostname r1\nsnmp-server community private RW\n',
      ["critical: SNMP community 'private' has read-write access"],
    ],
    [
      'IOS: `no snmp-server community public` takes it back',
      'cisco_ios',
      'hostname r1\nsnmp-server community public RO\nno snmp-server community public\n',
      [],
    ],
    ['IOS: another name', 'cisco_ios', 'hostname r1\nsnmp-server community n0c-r3ad RO\n', []],
    [
      'NX-OS: `public` with the network-admin group writes',
      'cisco_nxos',
      'hostname n1\nsnmp-server community public group network-admin\n',
      ["critical: SNMP community 'public' has read-write access"],
    ],
    [
      'NX-OS: `private` read-only (network-operator)',
      'cisco_nxos',
      'hostname n1\nsnmp-server community private group network-operator\n',
      ["high: SNMP community 'private' is configured"],
    ],
    [
      'EOS: `private rw`',
      'arista_eos',
      'hostname e1\nsnmp-server community private rw\n',
      ["critical: SNMP community 'private' has read-write access"],
    ],
    ['EOS: another name', 'arista_eos', 'hostname e1\nsnmp-server community n0c ro\n', []],
    [
      'AOS-CX: `public`',
      'aruba_aoscx',
      'hostname c1\nsnmp-server vrf mgmt\nsnmp-server community public\n',
      ["high: SNMP community 'public' is configured"],
    ],
    [
      'AOS-CX: another name',
      'aruba_aoscx',
      'hostname c1\nsnmp-server community netops\n    access-level ro\n',
      [],
    ],
    [
      'AOS-S: `public` unrestricted',
      'hp_procurve',
      'hostname "a1"\nsnmp-server community "public" unrestricted\n',
      ["critical: SNMP community 'public' has read-write access"],
    ],
    [
      'AOS-S: `public` operator',
      'hp_procurve',
      'hostname "a1"\nsnmp-server community "public" operator\n',
      ["high: SNMP community 'public' is configured"],
    ],
    [
      'AOS-S: `no snmp-server community "public"`',
      'hp_procurve',
      'hostname "a1"\nno snmp-server community "public"\n',
      [],
    ],
    [
      'Junos (set): `public` read-only',
      'juniper_junos',
      'set snmp community public authorization read-only\n',
      ["high: SNMP community 'public' is configured"],
    ],
    [
      'Junos (curly): `public`',
      'juniper_junos',
      'snmp {\n    community public {\n        authorization read-only;\n    }\n}\n',
      ["high: SNMP community 'public' is configured"],
    ],
    [
      'Junos (curly): an `inactive:` community passes',
      'juniper_junos',
      'snmp {\n    inactive: community public {\n        authorization read-only;\n    }\n}\n',
      [],
    ],
    [
      'RouterOS: the default community renamed `public`',
      'mikrotik_routeros',
      `${ROS}/snmp\nset enabled=yes\n/snmp community\nset [ find default=yes ] name=public\n`,
      ["high: SNMP community 'public' is configured"],
    ],
    [
      'RouterOS: the default community disabled, another added',
      'mikrotik_routeros',
      `${ROS}/snmp community\nset [ find default=yes ] disabled=yes\nadd name=n0c addresses=10.0.0.0/24\n`,
      [],
    ],
  ]);
});

describe('ntp_missing and syslog_missing', () => {
  run('ntp_missing', [
    ['IOS: a server', 'cisco_ios', 'hostname r1\nntp server 10.0.0.5\n', []],
    ['IOS: none', 'cisco_ios', 'hostname r1\n', ['medium: No NTP server is configured']],
    [
      'IOS: `no ntp server` takes it back',
      'cisco_ios',
      'hostname r1\nntp server 10.0.0.5\nno ntp server 10.0.0.5\n',
      ['medium: No NTP server is configured'],
    ],
    [
      'IOS: an interface `ntp` statement (the wrong block) is no server',
      'cisco_ios',
      'hostname r1\ninterface Gi0/1\n ntp broadcast client\n',
      ['medium: No NTP server is configured'],
    ],
    [
      'NX-OS: a server in the management VRF',
      'cisco_nxos',
      'hostname n1\nntp server 10.0.0.5 use-vrf management\n',
      [],
    ],
    ['NX-OS: none', 'cisco_nxos', 'hostname n1\n', ['medium: No NTP server is configured']],
    ['EOS: a server in a VRF', 'arista_eos', 'hostname e1\nntp server vrf MGMT 10.0.0.5 iburst\n', []],
    ['EOS: none', 'arista_eos', 'hostname e1\n', ['medium: No NTP server is configured']],
    ['AOS-CX: a server', 'aruba_aoscx', 'hostname c1\nntp server 10.0.0.5 iburst\nntp enable\n', []],
    ['AOS-CX: none', 'aruba_aoscx', 'hostname c1\n', ['medium: No NTP server is configured']],
    [
      'AOS-S: an SNTP server',
      'hp_procurve',
      'hostname "a1"\nsntp server priority 1 10.0.0.5\ntimesync sntp\n',
      [],
    ],
    ['AOS-S: none', 'hp_procurve', 'hostname "a1"\n', ['medium: No NTP server is configured']],
    ['Junos (set): a server', 'juniper_junos', 'set system ntp server 10.0.0.5\n', []],
    [
      'Junos (curly): a server',
      'juniper_junos',
      junosSystem('    ntp {\n        server 10.0.0.5;\n    }\n'),
      [],
    ],
    [
      'Junos (curly): an `inactive:` ntp block',
      'juniper_junos',
      junosSystem('    inactive: ntp {\n        server 10.0.0.5;\n    }\n'),
      ['medium: No NTP server is configured'],
    ],
    [
      'RouterOS: the NTP client with servers',
      'mikrotik_routeros',
      `${ROS}/system ntp client\nset enabled=yes servers=10.0.0.5,10.0.0.6\n`,
      [],
    ],
    [
      'RouterOS: the NTP client disabled',
      'mikrotik_routeros',
      `${ROS}/system ntp client\nset enabled=no servers=10.0.0.5\n`,
      ['medium: No NTP server is configured'],
    ],
  ]);
  run('syslog_missing', [
    ['IOS: `logging host`', 'cisco_ios', 'hostname r1\nlogging host 10.0.0.50\n', []],
    ['IOS: the short form `logging 10.0.0.50`', 'cisco_ios', 'hostname r1\nlogging 10.0.0.50\n', []],
    [
      'IOS: `no logging host` takes it back',
      'cisco_ios',
      'hostname r1\nlogging host 10.0.0.50\nno logging host 10.0.0.50\n',
      ['low: No remote syslog server is configured'],
    ],
    [
      'IOS: buffered logging only',
      'cisco_ios',
      'hostname r1\nlogging buffered 64000 informational\n',
      ['low: No remote syslog server is configured'],
    ],
    [
      'NX-OS: `logging server`',
      'cisco_nxos',
      'hostname n1\nlogging server 10.0.0.50 5 use-vrf management\n',
      [],
    ],
    ['NX-OS: none', 'cisco_nxos', 'hostname n1\n', ['low: No remote syslog server is configured']],
    ['EOS: `logging vrf … host`', 'arista_eos', 'hostname e1\nlogging vrf MGMT host 10.0.0.50\n', []],
    ['EOS: none', 'arista_eos', 'hostname e1\n', ['low: No remote syslog server is configured']],
    ['AOS-CX: `logging … vrf`', 'aruba_aoscx', 'hostname c1\nlogging 10.0.0.50 vrf mgmt\n', []],
    ['AOS-CX: none', 'aruba_aoscx', 'hostname c1\n', ['low: No remote syslog server is configured']],
    ['AOS-S: `logging`', 'hp_procurve', 'hostname "a1"\nlogging 10.0.0.50\n', []],
    [
      'AOS-S: `no logging` takes it back',
      'hp_procurve',
      'hostname "a1"\nlogging 10.0.0.50\nno logging 10.0.0.50\n',
      ['low: No remote syslog server is configured'],
    ],
    ['Junos (set): a host', 'juniper_junos', 'set system syslog host 10.0.0.50 any notice\n', []],
    [
      'Junos (curly): files only',
      'juniper_junos',
      junosSystem('    syslog {\n        file messages {\n            any notice;\n        }\n    }\n'),
      ['low: No remote syslog server is configured'],
    ],
    [
      'Junos (curly): a host',
      'juniper_junos',
      junosSystem('    syslog {\n        host 10.0.0.50 {\n            any notice;\n        }\n    }\n'),
      [],
    ],
    [
      'RouterOS: a remote action',
      'mikrotik_routeros',
      `${ROS}/system logging action\nadd name=remote1 remote=10.0.0.50 target=remote\n/system logging\nadd action=remote1 topics=info\n`,
      [],
    ],
    [
      'RouterOS: none',
      'mikrotik_routeros',
      `${ROS}/system identity\nset name=r1\n`,
      ['low: No remote syslog server is configured'],
    ],
  ]);
});

describe('http_server_enabled', () => {
  run('http_server_enabled', [
    [
      'IOS: `ip http server`',
      'cisco_ios',
      'hostname r1\nip http server\n',
      ["medium: HTTP management is enabled: 'ip http server'"],
    ],
    [
      'IOS: abbreviated `ip http serv`',
      'cisco_ios',
      'hostname r1\nip http serv\n',
      ["medium: HTTP management is enabled: 'ip http serv'"],
    ],
    [
      'IOS: `no ip http server` after it, HTTPS on',
      'cisco_ios',
      'hostname r1\nip http server\nno ip http server\nip http secure-server\n',
      [],
    ],
    ['NX-OS: no HTTP server configured', 'cisco_nxos', 'hostname n1\nfeature ssh\n', []],
    [
      'EOS: `protocol http` with the API running',
      'arista_eos',
      'hostname e1\nmanagement api http-commands\n   protocol http\n   no shutdown\n',
      ["medium: HTTP management is enabled: 'protocol http'"],
    ],
    [
      'EOS: `protocol http` while the API is shut down',
      'arista_eos',
      'hostname e1\nmanagement api http-commands\n   protocol http\n   shutdown\n',
      [],
    ],
    [
      'EOS: HTTPS only',
      'arista_eos',
      'hostname e1\nmanagement api http-commands\n   protocol https\n   no shutdown\n',
      [],
    ],
    [
      'AOS-S: plain web management is the default',
      'hp_procurve',
      'hostname "a1"\n',
      ["medium: HTTP management is enabled: 'web-management plaintext (platform default)'"],
    ],
    [
      'AOS-S: `no web-management plaintext`',
      'hp_procurve',
      'hostname "a1"\nweb-management ssl\nno web-management plaintext\n',
      [],
    ],
    [
      'Junos (set): `web-management http`',
      'juniper_junos',
      'set system host-name j1\nset system services web-management http\n',
      ["medium: HTTP management is enabled: 'set system services web-management http'"],
    ],
    [
      'Junos (set): HTTPS only',
      'juniper_junos',
      'set system host-name j1\nset system services web-management https system-generated-certificate\n',
      [],
    ],
    [
      'Junos (curly): `http;` under web-management',
      'juniper_junos',
      junosSystem('    services {\n        web-management {\n            http;\n        }\n    }\n'),
      ["medium: HTTP management is enabled: 'http;'"],
    ],
    [
      'Junos (curly): `inactive: http`',
      'juniper_junos',
      junosSystem(
        '    services {\n        web-management {\n            inactive: http;\n        }\n    }\n',
      ),
      [],
    ],
    [
      'RouterOS: www is on by default',
      'mikrotik_routeros',
      `${ROS}/system identity\nset name=r1\n`,
      ["medium: HTTP management is enabled: '/ip service www (platform default)'"],
    ],
    [
      'RouterOS: www disabled, www-ssl on',
      'mikrotik_routeros',
      `${ROS}/ip service\nset www disabled=yes\nset www-ssl disabled=no\n`,
      [],
    ],
  ]);
});

describe('login_banner_missing', () => {
  run('login_banner_missing', [
    ['IOS: `banner motd`', 'cisco_ios', 'hostname r1\nbanner motd ^CAuthorised access only^C\n', []],
    [
      'IOS: an exec banner only (after login)',
      'cisco_ios',
      'hostname r1\nbanner exec ^CWelcome^C\n',
      ['low: No login banner is configured'],
    ],
    ['NX-OS: `banner motd`', 'cisco_nxos', 'hostname n1\nbanner motd #Authorised access only#\n', []],
    ['NX-OS: none', 'cisco_nxos', 'hostname n1\n', ['low: No login banner is configured']],
    [
      'EOS: `banner login` … EOF',
      'arista_eos',
      'hostname e1\nbanner login\nAuthorised access only\nEOF\n',
      [],
    ],
    ['EOS: none', 'arista_eos', 'hostname e1\n', ['low: No login banner is configured']],
    ['AOS-CX: `banner motd`', 'aruba_aoscx', 'hostname c1\nbanner motd !\nAuthorised access only\n!\n', []],
    [
      'AOS-CX: an exec banner only',
      'aruba_aoscx',
      'hostname c1\nbanner exec !\nWelcome\n!\n',
      ['low: No login banner is configured'],
    ],
    ['AOS-S: `banner motd`', 'hp_procurve', 'hostname "a1"\nbanner motd "Authorised access only"\n', []],
    [
      'AOS-S: an exec banner only',
      'hp_procurve',
      'hostname "a1"\nbanner exec "Welcome"\n',
      ['low: No login banner is configured'],
    ],
    [
      'Junos (set): `login message`',
      'juniper_junos',
      'set system login message "Authorised access only"\n',
      [],
    ],
    [
      'Junos (curly): `login message`',
      'juniper_junos',
      junosSystem('    login {\n        message "Authorised access only";\n    }\n'),
      [],
    ],
    [
      'Junos (curly): an `inactive:` message',
      'juniper_junos',
      junosSystem('    login {\n        inactive: message "Authorised access only";\n    }\n'),
      ['low: No login banner is configured'],
    ],
    [
      'RouterOS: a note shown at login',
      'mikrotik_routeros',
      `${ROS}/system note\nset note="Authorised access only" show-at-login=yes\n`,
      [],
    ],
    [
      'RouterOS: a note hidden from login',
      'mikrotik_routeros',
      `${ROS}/system note\nset note="lab" show-at-login=no\n`,
      ['low: No login banner is configured'],
    ],
  ]);
});

describe('default_credentials', () => {
  run('default_credentials', [
    [
      'IOS: `enable password cisco` and a type 7 `cisco`',
      'cisco_ios',
      'hostname r1\nenable password cisco\nusername admin privilege 15 password 7 0822455D0A16\n',
      ['critical: A default password is configured'],
    ],
    [
      'IOS: hashed secrets',
      'cisco_ios',
      'hostname r1\nenable secret 9 $9$abc$def\nusername netadmin privilege 15 secret 9 $9$abc$def\n',
      [],
    ],
    [
      'NX-OS: a clear-text `admin`',
      'cisco_nxos',
      'hostname n1\nusername admin password 0 admin role network-admin\n',
      ['critical: A default password is configured'],
    ],
    [
      'NX-OS: a type 5 hash',
      'cisco_nxos',
      'hostname n1\nusername admin password 5 $5$abc$def role network-admin\n',
      [],
    ],
    [
      'EOS: `secret 0 admin`',
      'arista_eos',
      'hostname e1\nusername admin privilege 15 role network-admin secret 0 admin\n',
      ['critical: A default password is configured'],
    ],
    [
      'EOS: `admin` without a password (the factory account)',
      'arista_eos',
      'hostname e1\nusername admin privilege 15 role network-admin nopassword\n',
      ['critical: A default password is configured'],
    ],
    [
      'EOS: no password but an SSH key',
      'arista_eos',
      'hostname e1\nusername admin privilege 15 role network-admin nopassword\nusername admin ssh-key ssh-rsa AAAAB3Nza ops@host\n',
      [],
    ],
    [
      'EOS: a sha512 secret',
      'arista_eos',
      'hostname e1\nusername admin privilege 15 role network-admin secret sha512 $6$x$y\n',
      [],
    ],
    [
      'AOS-CX: a ciphertext password',
      'aruba_aoscx',
      'hostname c1\nuser admin group administrators password ciphertext AQBapX\n',
      [],
    ],
    [
      'AOS-S: `plaintext "admin"`',
      'hp_procurve',
      'hostname "a1"\npassword manager user-name "admin" plaintext "admin"\n',
      ['critical: A default password is configured'],
    ],
  ]);

  it('evidence: the lines that hold the default passwords', () => {
    expect(
      evidenceLines(
        check(
          'default_credentials',
          'cisco_ios',
          'hostname r1\nenable password cisco\nusername ops secret 9 $9$a$b\n',
        ),
      ),
    ).toEqual(['2: enable password cisco']);
  });

  it('RouterOS: not applicable, with the reason', () => {
    expect(
      check('default_credentials', 'mikrotik_routeros', `${ROS}/user\nadd name=admin group=full\n`),
    ).toEqual({
      notApplicable: expect.stringMatching(/never contain passwords/),
    });
  });

  it('Junos: not applicable, with the reason (only password hashes are stored)', () => {
    expect(
      check(
        'default_credentials',
        'juniper_junos',
        'set system root-authentication encrypted-password "$6$abc$def"\nset system login user ops class super-user authentication encrypted-password "$6$abc$def"\n',
      ),
    ).toEqual({ notApplicable: expect.stringMatching(/Junos stores every login password hashed/) });
  });
});

describe('weak_password_type', () => {
  run('weak_password_type', [
    [
      'IOS: type 7 user password',
      'cisco_ios',
      'hostname r1\nusername ops privilege 15 password 7 0822455D0A16\n',
      ["high: Weak password type: 'username ops privilege 15 password …'"],
    ],
    ['IOS: `secret 9`', 'cisco_ios', 'hostname r1\nusername ops privilege 15 secret 9 $9$abc$def\n', []],
    [
      'NX-OS: `password 0`',
      'cisco_nxos',
      'hostname n1\nusername ops password 0 Xk7vq2 role network-admin\n',
      ["high: Weak password type: 'username ops password …'"],
    ],
    [
      'NX-OS: `password 5`',
      'cisco_nxos',
      'hostname n1\nusername ops password 5 $5$abc$def role network-admin\n',
      [],
    ],
    [
      'EOS: `secret 0` and `enable password 0`',
      'arista_eos',
      'hostname e1\nusername ops privilege 15 role network-admin secret 0 Xk7vq2\nenable password 0 Xk7vq2\n',
      [
        "high: Weak password type: 'username ops privilege 15 role network-admin secret …'",
        "high: Weak password type: 'enable password …'",
      ],
    ],
    [
      'EOS: `secret sha512`',
      'arista_eos',
      'hostname e1\nusername ops privilege 15 role network-admin secret sha512 $6$x$y\n',
      [],
    ],
    [
      'AOS-CX: `password plaintext`',
      'aruba_aoscx',
      'hostname c1\nuser admin group administrators password plaintext Xk7vq2\n',
      ["high: Weak password type: 'user admin group administrators password plaintext …'"],
    ],
    [
      'AOS-CX: `password ciphertext`',
      'aruba_aoscx',
      'hostname c1\nuser admin group administrators password ciphertext AQBapX\n',
      [],
    ],
    [
      'AOS-S: `plaintext`',
      'hp_procurve',
      'hostname "a1"\npassword manager user-name "admin" plaintext "Xk7vq2"\n',
      ['high: Weak password type: \'password manager user-name "admin" plaintext …\''],
    ],
    [
      'AOS-S: `sha1`',
      'hp_procurve',
      'hostname "a1"\npassword manager user-name "admin" sha1 "5baa61e4c9b93f3f0682250b6cf8331b7ee68fd8"\n',
      [],
    ],
    [
      'Junos: hashed (`$6$`)',
      'juniper_junos',
      'set system login user ops class super-user authentication encrypted-password "$6$abc$def"\n',
      [],
    ],
  ]);

  it('the secret is never repeated in the message', () => {
    const [found] = findings(
      check('weak_password_type', 'arista_eos', 'hostname e1\nenable password 0 Xk7vq2\n'),
    );
    expect(found?.message).not.toContain('Xk7vq2');
    expect(found?.evidence[0]?.note).toBe('The secret itself is not repeated here; open the line to see it.');
  });

  it('RouterOS: not applicable, with the reason', () => {
    expect(
      check('weak_password_type', 'mikrotik_routeros', `${ROS}/user\nadd name=ops group=full\n`),
    ).toEqual({
      notApplicable: expect.stringMatching(/never contain passwords/),
    });
  });
});

describe('aaa_missing', () => {
  run('aaa_missing', [
    ['IOS: `aaa new-model`', 'cisco_ios', 'hostname r1\naaa new-model\n', []],
    ['IOS: abbreviated `aaa new`', 'cisco_ios', 'hostname r1\naaa new\n', []],
    ['IOS: absent', 'cisco_ios', 'hostname r1\n', ["medium: 'aaa new-model' is not configured"]],
    [
      'IOS: `no aaa new-model`',
      'cisco_ios',
      'hostname r1\naaa new-model\nno aaa new-model\n',
      ["medium: 'aaa new-model' is not configured"],
    ],
  ]);

  it.each([
    ['cisco_nxos', 'hostname n1\n'],
    ['arista_eos', 'hostname e1\n'],
    ['aruba_aoscx', 'hostname c1\n'],
    ['hp_procurve', 'hostname "a1"\n'],
    ['juniper_junos', 'set system host-name j1\n'],
    ['mikrotik_routeros', `${ROS}/system identity\nset name=r1\n`],
  ])('%s: not applicable, with the reason', (platform, text) => {
    expect(check('aaa_missing', platform, text)).toEqual({
      notApplicable: expect.stringMatching(/'aaa new-model' exists on IOS and IOS-XE only/),
    });
  });
});

describe('ssh_version_1', () => {
  run('ssh_version_1', [
    [
      'IOS: `ip ssh version 1`',
      'cisco_ios',
      'hostname r1\nip ssh version 1\n',
      ["high: SSH version 1 is configured: 'ip ssh version 1'"],
    ],
    [
      'IOS: SSH lines without `ip ssh version 2` run 1.99 (the platform default)',
      'cisco_ios',
      'hostname r1\nline vty 0 4\n transport input ssh\n',
      ["medium: SSH version 1 is accepted: no 'ip ssh version 2'"],
    ],
    [
      'IOS: `ip ssh version 2`',
      'cisco_ios',
      'hostname r1\nip ssh version 2\nline vty 0 4\n transport input ssh\n',
      [],
    ],
    [
      'Junos (set): `protocol-version v1`',
      'juniper_junos',
      'set system services ssh protocol-version v1\n',
      ["high: SSH version 1 is configured: 'set system services ssh protocol-version v1'"],
    ],
    [
      'Junos (set): v1 and v2, one line each',
      'juniper_junos',
      'set system services ssh protocol-version v1\nset system services ssh protocol-version v2\n',
      ["high: SSH version 1 is configured: 'set system services ssh protocol-version v1'"],
    ],
    [
      'Junos (curly): `protocol-version [ v1 v2 ]`',
      'juniper_junos',
      junosSystem(
        '    services {\n        ssh {\n            protocol-version [ v1 v2 ];\n        }\n    }\n',
      ),
      ["high: SSH version 1 is configured: 'protocol-version [ v1 v2 ];'"],
    ],
    [
      'Junos (curly): v2 only',
      'juniper_junos',
      junosSystem('    services {\n        ssh {\n            protocol-version v2;\n        }\n    }\n'),
      [],
    ],
    [
      'Junos (set): v1 deactivated',
      'juniper_junos',
      'set system services ssh protocol-version v1\ndeactivate system services ssh protocol-version\n',
      [],
    ],
  ]);

  it.each([
    ['cisco_nxos', 'hostname n1\n'],
    ['arista_eos', 'hostname e1\n'],
    ['aruba_aoscx', 'hostname c1\n'],
    ['mikrotik_routeros', `${ROS}/system identity\nset name=r1\n`],
  ])('%s: speaks SSH version 2 only: not applicable, with the reason', (platform, text) => {
    expect(check('ssh_version_1', platform, text)).toEqual({
      notApplicable: expect.stringMatching(/supports SSH version 2 only/),
    });
  });
});

describe('vty_without_acl', () => {
  const AAA = 'aaa new-model\naaa authentication login default group tacacs+ local\n';
  run('vty_without_acl', [
    [
      'IOS: an SSH line without access class',
      'cisco_ios',
      `hostname r1\n${AAA}line vty 0 4\n transport input ssh\n`,
      ['medium: line vty 0 4 has no access class'],
    ],
    [
      'IOS: `access-class MGMT in`',
      'cisco_ios',
      `hostname r1\n${AAA}line vty 0 4\n access-class MGMT in\n transport input ssh\n`,
      [],
    ],
    [
      'IOS: abbreviated `access-c MGMT in`',
      'cisco_ios',
      `hostname r1\n${AAA}line vty 0 4\n access-c MGMT in\n`,
      [],
    ],
    [
      'IOS: an outbound access class limits nobody who logs in',
      'cisco_ios',
      `hostname r1\n${AAA}line vty 0 4\n access-class MGMT out\n`,
      ['medium: line vty 0 4 has no access class'],
    ],
    [
      'IOS: an access class in an interface block (the wrong block)',
      'cisco_ios',
      `hostname r1\n${AAA}interface Gi0/1\n access-class MGMT in\nline vty 0 4\n transport input ssh\n`,
      ['medium: line vty 0 4 has no access class'],
    ],
    [
      'IOS: `transport input none`',
      'cisco_ios',
      `hostname r1\n${AAA}line vty 5 15\n transport input none\n`,
      [],
    ],
    ['IOS: nobody can log in (no AAA, no password)', 'cisco_ios', 'hostname r1\nline vty 0 4\n login\n', []],
    [
      'NX-OS: `line vty` without access class',
      'cisco_nxos',
      'hostname n1\nline vty\n  exec-timeout 10\n',
      ['medium: line vty has no access class'],
    ],
    ['NX-OS: `access-class … in`', 'cisco_nxos', 'hostname n1\nline vty\n  access-class MGMT in\n', []],
    ['NX-OS: `ip access-class … in`', 'cisco_nxos', 'hostname n1\nline vty\n  ip access-class MGMT in\n', []],
    [
      'NX-OS: an outbound access class',
      'cisco_nxos',
      'hostname n1\nline vty\n  access-class MGMT out\n',
      ['medium: line vty has no access class'],
    ],
  ]);
});

describe('snmp_write_community', () => {
  run('snmp_write_community', [
    [
      'IOS: RW from any address',
      'cisco_ios',
      'hostname r1\nsnmp-server community n0c RW\n',
      ["high: SNMP community 'n0c' has write access from any address"],
    ],
    [
      'IOS: RW limited by an ACL',
      'cisco_ios',
      'hostname r1\nsnmp-server community n0c RW 10\n',
      ["medium: SNMP community 'n0c' has write access (limited by 10)"],
    ],
    ['IOS: RO', 'cisco_ios', 'hostname r1\nsnmp-server community n0c RO\n', []],
    [
      'NX-OS: the network-admin group writes',
      'cisco_nxos',
      'hostname n1\nsnmp-server community n0c group network-admin\n',
      ["high: SNMP community 'n0c' has write access from any address"],
    ],
    [
      'NX-OS: `rw`',
      'cisco_nxos',
      'hostname n1\nsnmp-server community n0c rw\n',
      ["high: SNMP community 'n0c' has write access from any address"],
    ],
    [
      'NX-OS: the network-operator group reads',
      'cisco_nxos',
      'hostname n1\nsnmp-server community n0c group network-operator\n',
      [],
    ],
    [
      'EOS: `rw`',
      'arista_eos',
      'hostname e1\nsnmp-server community n0c rw\n',
      ["high: SNMP community 'n0c' has write access from any address"],
    ],
    [
      'EOS: `rw` with an ACL',
      'arista_eos',
      'hostname e1\nsnmp-server community n0c rw MGMT\n',
      ["medium: SNMP community 'n0c' has write access (limited by MGMT)"],
    ],
    ['EOS: `ro`', 'arista_eos', 'hostname e1\nsnmp-server community n0c ro\n', []],
    [
      'AOS-CX: `access-level rw` in the community block',
      'aruba_aoscx',
      'hostname c1\nsnmp-server community n0c\n    access-level rw\n',
      ["high: SNMP community 'n0c' has write access from any address"],
    ],
    [
      'AOS-CX: `access-level ro`',
      'aruba_aoscx',
      'hostname c1\nsnmp-server community n0c\n    access-level ro\n',
      [],
    ],
    [
      'AOS-S: manager unrestricted',
      'hp_procurve',
      'hostname "a1"\nsnmp-server community "n0c" manager unrestricted\n',
      ["high: SNMP community 'n0c' has write access from any address"],
    ],
    [
      'AOS-S: manager restricted (read-only)',
      'hp_procurve',
      'hostname "a1"\nsnmp-server community "n0c" manager restricted\n',
      [],
    ],
    ['AOS-S: operator', 'hp_procurve', 'hostname "a1"\nsnmp-server community "n0c" operator\n', []],
    [
      'Junos (set): read-write with clients',
      'juniper_junos',
      'set snmp community n0c authorization read-write\nset snmp community n0c clients 10.0.0.0/24\n',
      ["medium: SNMP community 'n0c' has write access (limited by 10.0.0.0/24)"],
    ],
    [
      'Junos (curly): read-write',
      'juniper_junos',
      'snmp {\n    community n0c {\n        authorization read-write;\n    }\n}\n',
      ["high: SNMP community 'n0c' has write access from any address"],
    ],
    [
      'Junos (curly): read-only',
      'juniper_junos',
      'snmp {\n    community n0c {\n        authorization read-only;\n    }\n}\n',
      [],
    ],
    [
      'RouterOS: `write-access=yes`',
      'mikrotik_routeros',
      `${ROS}/snmp community\nadd name=n0c write-access=yes\n`,
      ["high: SNMP community 'n0c' has write access from any address"],
    ],
    [
      'RouterOS: `write-access=no`',
      'mikrotik_routeros',
      `${ROS}/snmp community\nadd name=n0c write-access=no\n`,
      [],
    ],
  ]);
});

describe('local_users_only', () => {
  run('local_users_only', [
    [
      'IOS: local users only',
      'cisco_ios',
      'hostname r1\nusername ops secret 9 $9$a$b\n',
      ['medium: 1 local user(s) and no AAA server for logins'],
    ],
    [
      'IOS: TACACS+ with a server',
      'cisco_ios',
      'hostname r1\nusername ops secret 9 $9$a$b\naaa new-model\ntacacs server ISE\n address ipv4 10.0.0.20\naaa authentication login default group tacacs+ local\n',
      [],
    ],
    [
      'IOS: a method list naming a group without any server',
      'cisco_ios',
      'hostname r1\nusername ops secret 9 $9$a$b\naaa new-model\naaa authentication login default group tacacs+ local\n',
      ['medium: 1 local user(s) and no AAA server for logins'],
    ],
    [
      'NX-OS: local users only',
      'cisco_nxos',
      'hostname n1\nusername ops password 5 $5$abc$def role network-admin\n',
      ['medium: 1 local user(s) and no AAA server for logins'],
    ],
    [
      'NX-OS: a TACACS+ group with a server',
      'cisco_nxos',
      'hostname n1\nusername ops password 5 $5$abc$def role network-admin\nfeature tacacs+\ntacacs-server host 10.0.0.20 key 7 "x"\naaa group server tacacs+ ISE\n    server 10.0.0.20\naaa authentication login default group ISE\n',
      [],
    ],
    [
      'EOS: local users only',
      'arista_eos',
      'hostname e1\nusername ops privilege 15 role network-admin secret sha512 $6$x$y\n',
      ['medium: 1 local user(s) and no AAA server for logins'],
    ],
    [
      'EOS: a TACACS+ group with a server',
      'arista_eos',
      'hostname e1\nusername ops privilege 15 role network-admin secret sha512 $6$x$y\ntacacs-server host 10.0.0.20 key 7 0822455D0A16\naaa group server tacacs+ ISE\n   server 10.0.0.20\naaa authentication login default group ISE local\n',
      [],
    ],
    [
      'AOS-CX: local users only',
      'aruba_aoscx',
      'hostname c1\nuser admin group administrators password ciphertext AQBapX\n',
      ['medium: 1 local user(s) and no AAA server for logins'],
    ],
    [
      'AOS-CX: a TACACS group with a server',
      'aruba_aoscx',
      'hostname c1\nuser admin group administrators password ciphertext AQBapX\ntacacs-server host 10.0.0.20 key ciphertext AQB\naaa group server tacacs ISE\n    server 10.0.0.20\naaa authentication login default group ISE local\n',
      [],
    ],
    [
      'AOS-S: local users only',
      'hp_procurve',
      'hostname "a1"\npassword manager user-name "admin" sha1 "5baa61e4c9b93f3f0682250b6cf8331b7ee68fd8"\n',
      ['medium: 1 local user(s) and no AAA server for logins'],
    ],
    [
      'AOS-S: TACACS+ for SSH logins with a server',
      'hp_procurve',
      'hostname "a1"\npassword manager user-name "admin" sha1 "5baa61e4c9b93f3f0682250b6cf8331b7ee68fd8"\ntacacs-server host 10.0.0.20 key "x"\naaa authentication ssh login tacacs local\n',
      [],
    ],
    [
      'Junos (set): local users only',
      'juniper_junos',
      'set system login user ops class super-user\nset system login user ops authentication encrypted-password "$6$x$y"\n',
      ['medium: 1 local user(s) and no AAA server for logins'],
    ],
    [
      'Junos (curly): authentication-order with a TACACS+ server',
      'juniper_junos',
      junosSystem(
        '    authentication-order [ tacplus password ];\n    tacplus-server {\n        10.0.0.20 secret "$9$x";\n    }\n    login {\n        user ops {\n            class super-user;\n            authentication {\n                encrypted-password "$6$x$y";\n            }\n        }\n    }\n',
      ),
      [],
    ],
    [
      'Junos (curly): the server `inactive:`',
      'juniper_junos',
      junosSystem(
        '    authentication-order [ tacplus password ];\n    inactive: tacplus-server {\n        10.0.0.20 secret "$9$x";\n    }\n    login {\n        user ops {\n            class super-user;\n            authentication {\n                encrypted-password "$6$x$y";\n            }\n        }\n    }\n',
      ),
      ['medium: 1 local user(s) and no AAA server for logins'],
    ],
    ['no local users: nothing to report', 'cisco_ios', 'hostname r1\n', []],
  ]);
});

describe('AOS-CX management services it does not have', () => {
  it('telnet_enabled: not applicable, with the reason', () => {
    expect(check('telnet_enabled', 'aruba_aoscx', 'hostname c1\nssh server vrf mgmt\n')).toEqual({
      notApplicable: expect.stringMatching(/AOS-CX has no Telnet server/),
    });
  });

  it('http_server_enabled: not applicable, with the reason', () => {
    expect(check('http_server_enabled', 'aruba_aoscx', 'hostname c1\nhttps-server vrf mgmt\n')).toEqual({
      notApplicable: expect.stringMatching(/HTTPS only/),
    });
  });
});
