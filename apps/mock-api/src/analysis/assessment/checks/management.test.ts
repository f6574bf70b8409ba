import { describe, expect, it } from 'vitest';
import { check, evidenceLines, findings } from '../test-helpers';
import { decodeType7 } from './management';

/** The management-plane checks on hand-made configurations of each platform they apply to. */

const IOS = (body: string) => `version 15.2\nservice password-encryption\nhostname r1\n${body}\nend\n`;
const messages = (outcome: ReturnType<typeof check>) =>
  findings(outcome).map((f) => `${f.severity}: ${f.message}`);

describe('telnet_enabled', () => {
  it('IOS: a vty line that lets Telnet in, quoted with its line; abbreviations and `all` count too', () => {
    const outcome = check(
      'telnet_enabled',
      'cisco_ios',
      IOS('line vty 0 4\n login local\n transport input telnet ssh'),
    );
    expect(messages(outcome)).toEqual(["high: Telnet is allowed: 'transport input telnet ssh'"]);
    expect(evidenceLines(outcome)).toEqual(['4: line vty 0 4', '6: transport input telnet ssh']);
    expect(messages(check('telnet_enabled', 'cisco_ios', IOS('line vty 0 4\n transp inp all')))).toEqual([
      "high: Telnet is allowed: 'transp inp all'",
    ]);
  });

  it('IOS: SSH only passes; `no transport input` (none) passes; the console line is not a vty', () => {
    expect(
      findings(check('telnet_enabled', 'cisco_ios', IOS('line vty 0 15\n transport input ssh'))),
    ).toEqual([]);
    expect(
      findings(
        check('telnet_enabled', 'cisco_ios', IOS('line vty 0 4\n login\n password x\n no transport input')),
      ),
    ).toEqual([]);
    expect(
      findings(check('telnet_enabled', 'cisco_ios', IOS('line con 0\n transport input telnet'))),
    ).toEqual([]);
  });

  it('IOS: the default of a vty line without `transport input` lets Telnet in before IOS-XE 16, not after', () => {
    const old = check(
      'telnet_enabled',
      'cisco_ios',
      IOS('username ops secret 9 $9$a$b\nline vty 0 4\n login local'),
    );
    expect(messages(old)).toEqual(["medium: Telnet is allowed: 'line vty 0 4'"]);
    expect(findings(old)[0]?.evidence[0]?.note).toMatch(/before IOS-XE 16/);
    const xe = `version 17.9\nhostname r1\nusername ops secret 9 $9$a$b\nline vty 0 4\n login local\n`;
    expect(findings(check('telnet_enabled', 'cisco_xe', xe))).toEqual([]);
    // Nobody can log in on a line without login or password: no Telnet session either.
    expect(findings(check('telnet_enabled', 'cisco_ios', IOS('line vty 0 4\n exec-timeout 5 0')))).toEqual(
      [],
    );
  });

  it('a `transport input telnet` written outside the line block is not a vty setting', () => {
    const text = IOS('line vty 0 4\n transport input ssh\n!\ninterface Gi0/1\n transport input telnet');
    expect(findings(check('telnet_enabled', 'cisco_ios', text))).toEqual([]);
  });

  it('NX-OS: `feature telnet` enables it, its absence is the default off, `no feature telnet` too', () => {
    expect(messages(check('telnet_enabled', 'cisco_nxos', 'hostname n1\nfeature telnet\n'))).toEqual([
      "high: Telnet is allowed: 'feature telnet'",
    ]);
    expect(findings(check('telnet_enabled', 'cisco_nxos', 'hostname n1\nfeature ssh\n'))).toEqual([]);
    expect(findings(check('telnet_enabled', 'cisco_nxos', 'hostname n1\nno feature telnet\n'))).toEqual([]);
  });

  it('AOS-CX has no Telnet server: not applicable, with the reason, never a silent pass', () => {
    expect(check('telnet_enabled', 'aruba_aoscx', 'hostname cx1\nssh server vrf mgmt\n')).toEqual({
      notApplicable: expect.stringMatching(/AOS-CX has no Telnet server/),
    });
  });

  it('EOS: `management telnet` with `no shutdown` enables it; the default is off', () => {
    const on = 'hostname e1\nmanagement telnet\n   no shutdown\n';
    expect(findings(check('telnet_enabled', 'arista_eos', on))).toHaveLength(1);
    expect(findings(check('telnet_enabled', 'arista_eos', 'hostname e1\nmanagement ssh\n'))).toEqual([]);
  });

  it('AOS-S: Telnet is on by default; `no telnet-server` turns it off', () => {
    const byDefault = check(
      'telnet_enabled',
      'hp_procurve',
      'hostname "a1"\nvlan 1\n   untagged 1-4\n   exit\n',
    );
    expect(messages(byDefault)).toEqual(["high: Telnet is allowed: 'telnet server'"]);
    expect(findings(byDefault)[0]?.evidence[0]?.note).toMatch(/on by default on AOS-S/);
    expect(findings(check('telnet_enabled', 'hp_procurve', 'hostname "a1"\nno telnet-server\n'))).toEqual([]);
  });

  it('RouterOS: `/ip service set telnet disabled=no` is quoted; the default is on; disabled=yes passes', () => {
    expect(
      messages(check('telnet_enabled', 'mikrotik_routeros', '/ip service\nset telnet disabled=no\n')),
    ).toEqual(["high: Telnet is allowed: 'set telnet disabled=no'"]);
    expect(
      findings(check('telnet_enabled', 'mikrotik_routeros', '/system identity\nset name=r1\n')),
    ).toHaveLength(1);
    expect(
      findings(check('telnet_enabled', 'mikrotik_routeros', '/ip service\nset telnet disabled=yes\n')),
    ).toEqual([]);
  });

  it('Junos: `set system services telnet` enables it; without it Telnet is off', () => {
    expect(
      findings(
        check('telnet_enabled', 'juniper_junos', 'set system host-name j1\nset system services telnet\n'),
      ),
    ).toHaveLength(1);
    expect(
      findings(
        check('telnet_enabled', 'juniper_junos', 'set system host-name j1\nset system services ssh\n'),
      ),
    ).toEqual([]);
  });
});

describe('password_encryption_missing', () => {
  it('IOS: missing `service password-encryption` fails, present passes, `no service password-encryption` fails', () => {
    expect(messages(check('password_encryption_missing', 'cisco_ios', 'hostname r1\n'))).toEqual([
      "medium: 'service password-encryption' is not configured",
    ]);
    expect(findings(check('password_encryption_missing', 'cisco_ios', IOS('')))).toEqual([]);
    const no = check(
      'password_encryption_missing',
      'cisco_ios',
      'hostname r1\nno service password-encryption\n',
    );
    expect(evidenceLines(no)).toEqual(['2: no service password-encryption']);
  });

  it('AOS-S: stored credentials without `encrypt-credentials` fail; without credentials there is nothing to encrypt', () => {
    const text = 'hostname "a1"\npassword manager user-name "admin" plaintext "s3cret"\n';
    expect(messages(check('password_encryption_missing', 'hp_procurve', text))).toEqual([
      "medium: 'encrypt-credentials' is not configured",
    ]);
    expect(findings(check('password_encryption_missing', 'hp_procurve', 'hostname "a1"\n'))).toEqual([]);
  });

  it('says why it does not apply to NX-OS, EOS, Junos, AOS-CX and RouterOS', () => {
    for (const [platform, text] of [
      ['cisco_nxos', 'hostname n1\n'],
      ['arista_eos', 'hostname e1\n'],
      ['juniper_junos', 'set system host-name j1\n'],
      ['aruba_aoscx', 'hostname c1\n'],
      ['mikrotik_routeros', '/system identity\nset name=r1\n'],
    ])
      expect(check('password_encryption_missing', platform ?? '', text ?? '')).toMatchObject({
        notApplicable: expect.any(String),
      });
  });
});

describe('snmp_default_community', () => {
  it.each([
    [
      'cisco_ios',
      'hostname r1\nsnmp-server community public RO\n',
      "high: SNMP community 'public' is configured",
    ],
    [
      'cisco_ios',
      'hostname r1\nsnmp-server community private RW\n',
      "critical: SNMP community 'private' has read-write access",
    ],
    [
      'cisco_nxos',
      'hostname n1\nsnmp-server community public group network-admin\n',
      "critical: SNMP community 'public' has read-write access",
    ],
    [
      'arista_eos',
      'hostname e1\nsnmp-server community public ro\n',
      "high: SNMP community 'public' is configured",
    ],
    [
      'hp_procurve',
      'hostname "a1"\nsnmp-server community "public" manager unrestricted\n',
      "critical: SNMP community 'public' has read-write access",
    ],
    [
      'mikrotik_routeros',
      '/snmp community\nset [ find default=yes ] name=public\n',
      "high: SNMP community 'public' is configured",
    ],
    [
      'juniper_junos',
      'set system host-name j1\nset snmp community public authorization read-only\n',
      "high: SNMP community 'public' is configured",
    ],
  ])('%s: a default community fails', (platform, text, message) => {
    expect(messages(check('snmp_default_community', platform, text))).toEqual([message]);
  });

  it('RouterOS: SNMP turned on with the built-in `public` left as it is fails; renamed passes; off passes', () => {
    const outcome = check('snmp_default_community', 'mikrotik_routeros', '/snmp\nset enabled=yes\n');
    expect(messages(outcome)).toEqual(["high: SNMP community 'public' is configured"]);
    expect(evidenceLines(outcome)).toEqual(['2: set enabled=yes']);
    expect(findings(outcome)[0]?.evidence[0]?.note).toMatch(/built-in community 'public' of RouterOS/);
    const renamed = '/snmp community\nset [ find default=yes ] name=n0c-r3ad\n/snmp\nset enabled=yes\n';
    expect(findings(check('snmp_default_community', 'mikrotik_routeros', renamed))).toEqual([]);
    expect(
      findings(check('snmp_default_community', 'mikrotik_routeros', '/snmp\nset contact=noc\n')),
    ).toEqual([]);
  });

  it('other names pass, a removed default (`no snmp-server community public`) passes', () => {
    expect(
      findings(
        check('snmp_default_community', 'cisco_ios', 'hostname r1\nsnmp-server community n0c-r3ad RO\n'),
      ),
    ).toEqual([]);
    const removed = 'hostname r1\nsnmp-server community public RO\nno snmp-server community public\n';
    expect(findings(check('snmp_default_community', 'cisco_ios', removed))).toEqual([]);
  });
});

describe('ntp_missing and syslog_missing', () => {
  it.each([
    ['cisco_ios', 'hostname r1\nntp server 10.0.0.5\nlogging host 10.0.0.50\n', 'hostname r1\n'],
    [
      'cisco_nxos',
      'hostname n1\nntp server 10.0.0.5 use-vrf management\nlogging server 10.0.0.50\n',
      'hostname n1\n',
    ],
    ['arista_eos', 'hostname e1\nntp server 10.0.0.5\nlogging host 10.0.0.50\n', 'hostname e1\n'],
    [
      'hp_procurve',
      'hostname "a1"\ntimesync ntp\nntp server 10.0.0.5 iburst\nlogging 10.0.0.50\n',
      'hostname "a1"\n',
    ],
    [
      'juniper_junos',
      'set system ntp server 10.0.0.5\nset system syslog host 10.0.0.50 any any\n',
      'set system host-name j1\n',
    ],
    [
      'mikrotik_routeros',
      '/system ntp client\nset enabled=yes\n/system ntp client servers\nadd address=10.0.0.5\n/system logging action\nset 3 remote=10.0.0.50\n',
      '/system identity\nset name=r1\n',
    ],
  ])('%s: servers configured pass, none fail', (platform, good, bad) => {
    expect(findings(check('ntp_missing', platform, good))).toEqual([]);
    expect(findings(check('syslog_missing', platform, good))).toEqual([]);
    expect(messages(check('ntp_missing', platform, bad))).toEqual(['medium: No NTP server is configured']);
    expect(messages(check('syslog_missing', platform, bad))).toEqual([
      'low: No remote syslog server is configured',
    ]);
  });

  it('AOS-S: `sntp server` without `timesync sntp` sets no clock; with it the check passes', () => {
    const unused = 'hostname "a1"\nsntp server priority 1 10.0.0.5\n';
    const outcome = check('ntp_missing', 'hp_procurve', unused);
    expect(messages(outcome)).toEqual([
      "medium: SNTP servers are configured but not used: no 'timesync sntp'",
    ]);
    expect(evidenceLines(outcome)).toEqual(['2: sntp server priority 1 10.0.0.5']);
    expect(findings(outcome)[0]?.evidence[0]?.note).toMatch(/No 'timesync sntp' statement/);
    const timep = check('ntp_missing', 'hp_procurve', `${unused}timesync timep\n`);
    expect(evidenceLines(timep)).toEqual(['2: sntp server priority 1 10.0.0.5', '3: timesync timep']);
    expect(findings(check('ntp_missing', 'hp_procurve', `${unused}timesync sntp\nsntp unicast\n`))).toEqual(
      [],
    );
  });

  it('an `ntp` statement of an interface (`ntp disable`) is no server', () => {
    expect(
      findings(check('ntp_missing', 'cisco_ios', 'hostname r1\ninterface Gi0/1\n ntp disable\n')),
    ).toHaveLength(1);
  });
});

describe('http_server_enabled', () => {
  it('IOS: `ip http server` fails, `no ip http server` passes, HTTPS alone passes', () => {
    expect(messages(check('http_server_enabled', 'cisco_ios', 'hostname r1\nip http server\n'))).toEqual([
      "medium: HTTP management is enabled: 'ip http server'",
    ]);
    expect(
      findings(
        check('http_server_enabled', 'cisco_ios', 'hostname r1\nno ip http server\nip http secure-server\n'),
      ),
    ).toEqual([]);
  });

  it('AOS-S: plain web management is the default; `no web-management plaintext` turns it off', () => {
    expect(messages(check('http_server_enabled', 'hp_procurve', 'hostname "a1"\n'))).toEqual([
      "medium: HTTP management is enabled: 'web-management plaintext (platform default)'",
    ]);
    expect(
      findings(check('http_server_enabled', 'hp_procurve', 'hostname "a1"\nno web-management plaintext\n')),
    ).toEqual([]);
  });

  it('RouterOS: www is on by default and off with disabled=yes', () => {
    expect(
      findings(check('http_server_enabled', 'mikrotik_routeros', '/ip service\nset www disabled=no\n')),
    ).toHaveLength(1);
    expect(
      findings(check('http_server_enabled', 'mikrotik_routeros', '/ip service\nset www disabled=yes\n')),
    ).toEqual([]);
  });

  it('EOS: `protocol http` under `management api http-commands` fails', () => {
    const text = 'hostname e1\nmanagement api http-commands\n   protocol http\n   no shutdown\n';
    expect(findings(check('http_server_enabled', 'arista_eos', text))).toHaveLength(1);
    expect(findings(check('http_server_enabled', 'arista_eos', 'hostname e1\n'))).toEqual([]);
  });
});

describe('http_server_enabled on NX-OS and AOS-CX', () => {
  it('NX-OS: NX-API on plain HTTP (`feature nxapi`, `nxapi http port 80`) fails; HTTPS only passes', () => {
    const text = 'hostname n1\nfeature nxapi\nnxapi http port 80\nnxapi https port 443\n';
    const outcome = check('http_server_enabled', 'cisco_nxos', text);
    expect(messages(outcome)).toEqual(["medium: HTTP management is enabled: 'nxapi http port 80'"]);
    expect(evidenceLines(outcome)).toEqual(['3: nxapi http port 80']);
    expect(findings(outcome)[0]?.evidence[0]?.device_name).toBe('d1');
    const https = 'hostname n1\nfeature nxapi\nnxapi https port 443\n';
    expect(findings(check('http_server_enabled', 'cisco_nxos', https))).toEqual([]);
    expect(findings(check('http_server_enabled', 'cisco_nxos', 'hostname n1\n'))).toEqual([]);
  });

  it('AOS-CX serves HTTPS only: not applicable, with the reason, never a silent pass', () => {
    expect(check('http_server_enabled', 'aruba_aoscx', 'hostname cx1\nhttps-server vrf mgmt\n')).toEqual({
      notApplicable: expect.stringMatching(/HTTPS only/),
    });
  });
});

describe('login_banner_missing', () => {
  it.each([
    ['cisco_ios', 'hostname r1\nbanner login ^CAuthorised access only^C\n'],
    ['cisco_ios', 'hostname r1\nbanner motd ^CAuthorised access only^C\n'],
    ['arista_eos', 'hostname e1\nbanner login\nAuthorised access only\nEOF\n'],
    ['hp_procurve', 'hostname "a1"\nbanner motd "Authorised access only"\n'],
    ['juniper_junos', 'set system login message "Authorised access only"\n'],
    ['mikrotik_routeros', '/system note\nset note="Authorised access only" show-at-login=yes\n'],
  ])('%s: a banner shown before login passes', (platform, text) => {
    expect(findings(check('login_banner_missing', platform, text))).toEqual([]);
  });

  it('an exec banner (after login) or a RouterOS note hidden from login does not count', () => {
    const exec = check('login_banner_missing', 'cisco_ios', 'hostname r1\nbanner exec ^CWelcome^C\n');
    expect(messages(exec)).toEqual(['low: No login banner is configured']);
    expect(findings(exec)[0]?.evidence[0]?.note).toBe('Only banners shown after login are configured.');
    const hidden = '/system note\nset note="lab" show-at-login=no\n';
    expect(findings(check('login_banner_missing', 'mikrotik_routeros', hidden))).toHaveLength(1);
    expect(findings(check('login_banner_missing', 'cisco_nxos', 'hostname n1\n'))).toHaveLength(1);
  });

  it('Junos: `system login announcement` is shown after login; only `system login message` comes before', () => {
    const text = 'set system host-name j1\nset system login announcement "Authorised access only"\n';
    const outcome = check('login_banner_missing', 'juniper_junos', text);
    expect(messages(outcome)).toEqual(['low: No login banner is configured']);
    expect(evidenceLines(outcome)).toEqual(['2: set system login announcement "Authorised access only"']);
    expect(findings(outcome)[0]?.evidence[0]?.note).toBe('Only banners shown after login are configured.');
    const both = `${text}set system login message "Authorised access only"\n`;
    expect(findings(check('login_banner_missing', 'juniper_junos', both))).toEqual([]);
  });
});

describe('default_credentials and weak_password_type', () => {
  it('reverses type 7', () => {
    expect(decodeType7('0822455D0A16')).toBe('cisco');
    expect(decodeType7('not-type-7')).toBeUndefined();
  });

  it('IOS: clear-text and type 7 defaults are found; the secret is never repeated in the message', () => {
    const text = 'hostname r1\nenable password cisco\nusername admin privilege 15 password 7 0822455D0A16\n';
    expect(messages(check('default_credentials', 'cisco_ios', text))).toEqual([
      'critical: A default password is configured',
    ]);
    expect(evidenceLines(check('default_credentials', 'cisco_ios', text))).toEqual([
      '2: enable password cisco',
      '3: username admin privilege 15 password 7 0822455D0A16',
    ]);
    expect(messages(check('weak_password_type', 'cisco_ios', text))).toEqual(
      [
        "high: Weak password type: 'username admin privilege 15 password …'",
        "high: Weak password type: 'enable password …'",
      ]
        .sort()
        .reverse(),
    );
  });

  it('IOS: a hashed secret passes both; a strong clear-text password is weak but not a default', () => {
    const hashed =
      'hostname r1\nenable secret 9 $9$abc$def\nusername netadmin privilege 15 secret 9 $9$abc$def\n';
    expect(findings(check('default_credentials', 'cisco_ios', hashed))).toEqual([]);
    expect(findings(check('weak_password_type', 'cisco_ios', hashed))).toEqual([]);
    const strong = 'hostname r1\nusername ops password 0 Xk7!vq2Lm\n';
    expect(findings(check('default_credentials', 'cisco_ios', strong))).toEqual([]);
    expect(findings(check('weak_password_type', 'cisco_ios', strong))).toHaveLength(1);
  });

  it('AOS-S: `password manager … plaintext "admin"` is a default; EOS: a user without password is one', () => {
    const aos = 'hostname "a1"\npassword manager user-name "admin" plaintext "admin"\n';
    expect(findings(check('default_credentials', 'hp_procurve', aos))).toHaveLength(1);
    expect(
      findings(
        check(
          'default_credentials',
          'arista_eos',
          'hostname e1\nusername admin privilege 15 role network-admin nopassword\n',
        ),
      ),
    ).toHaveLength(1);
    expect(
      findings(
        check(
          'default_credentials',
          'arista_eos',
          'hostname e1\nusername admin privilege 15 role network-admin secret sha512 $6$x$y\n',
        ),
      ),
    ).toEqual([]);
  });

  it('AOS-S: the role word (`manager`, `operator`) is no password; a hash or a strong clear text passes', () => {
    const hashed =
      'hostname "a1"\npassword manager user-name "ops" sha1 "0123456789abcdef0123456789abcdef01234567"\n';
    expect(findings(check('default_credentials', 'hp_procurve', hashed))).toEqual([]);
    const strong = 'hostname "a1"\npassword operator user-name "helpdesk" plaintext "Xk7!vq2Lm"\n';
    expect(findings(check('default_credentials', 'hp_procurve', strong))).toEqual([]);
    const operator = 'hostname "a1"\npassword operator user-name "helpdesk" plaintext "operator"\n';
    expect(evidenceLines(check('default_credentials', 'hp_procurve', operator))).toEqual([
      '2: password operator user-name "helpdesk" plaintext "operator"',
    ]);
  });

  it('AOS-CX: `password plaintext admin` is a default; a ciphertext or strong plaintext password is not', () => {
    const text = 'hostname cx1\nuser admin group administrators password plaintext admin\n';
    expect(messages(check('default_credentials', 'aruba_aoscx', text))).toEqual([
      'critical: A default password is configured',
    ]);
    expect(evidenceLines(check('default_credentials', 'aruba_aoscx', text))).toEqual([
      '2: user admin group administrators password plaintext admin',
    ]);
    const strong = 'hostname cx1\nuser ops group administrators password plaintext Xk7!vq2Lm\n';
    expect(findings(check('default_credentials', 'aruba_aoscx', strong))).toEqual([]);
    const cipher = 'hostname cx1\nuser admin group administrators password ciphertext AQBapWxYz0123\n';
    expect(findings(check('default_credentials', 'aruba_aoscx', cipher))).toEqual([]);
  });

  it('AOS-S and AOS-CX: a clear-text password is weak, and the message names its user, not the secret', () => {
    const aos = 'hostname "a1"\npassword manager user-name "ops" plaintext "Xk7vq2Lm"\n';
    expect(messages(check('weak_password_type', 'hp_procurve', aos))).toEqual([
      `high: Weak password type: 'password manager user-name "ops" plaintext …'`,
    ]);
    const cx = 'hostname cx1\nuser ops group administrators password plaintext Xk7vq2Lm\n';
    expect(messages(check('weak_password_type', 'aruba_aoscx', cx))).toEqual([
      "high: Weak password type: 'user ops group administrators password plaintext …'",
    ]);
    const hashed =
      'hostname "a1"\npassword manager user-name "ops" sha1 "0123456789abcdef0123456789abcdef01234567"\n';
    expect(findings(check('weak_password_type', 'hp_procurve', hashed))).toEqual([]);
  });

  it('Junos keeps login passwords hashed: not applicable, with the reason', () => {
    const text =
      'set system host-name j1\nset system login user admin class super-user authentication encrypted-password "$6$abc$def"\n';
    expect(check('default_credentials', 'juniper_junos', text)).toEqual({
      notApplicable: expect.stringMatching(/Junos stores every login password hashed/),
    });
  });

  it('RouterOS exports hold no passwords: not applicable', () => {
    expect(check('default_credentials', 'mikrotik_routeros', '/user\nadd name=admin group=full\n')).toEqual({
      notApplicable: expect.stringMatching(/never contain passwords/),
    });
  });
});

describe('aaa_missing', () => {
  it('IOS: `aaa new-model` passes, its absence and `no aaa new-model` fail', () => {
    expect(findings(check('aaa_missing', 'cisco_ios', 'hostname r1\naaa new-model\n'))).toEqual([]);
    expect(messages(check('aaa_missing', 'cisco_ios', 'hostname r1\n'))).toEqual([
      "medium: 'aaa new-model' is not configured",
    ]);
    expect(findings(check('aaa_missing', 'cisco_ios', 'hostname r1\nno aaa new-model\n'))).toHaveLength(1);
  });

  it('does not apply outside IOS, and says so', () => {
    expect(check('aaa_missing', 'cisco_nxos', 'hostname n1\n')).toEqual({
      notApplicable: expect.stringMatching(/IOS-XE only/),
    });
  });
});

describe('ssh_version_1', () => {
  it('IOS: `ip ssh version 1` fails high; SSH lines without `ip ssh version 2` run 1.99 and fail medium', () => {
    expect(messages(check('ssh_version_1', 'cisco_ios', 'hostname r1\nip ssh version 1\n'))).toEqual([
      "high: SSH version 1 is configured: 'ip ssh version 1'",
    ]);
    const compat = check('ssh_version_1', 'cisco_ios', 'hostname r1\nline vty 0 4\n transport input ssh\n');
    expect(messages(compat)).toEqual(["medium: SSH version 1 is accepted: no 'ip ssh version 2'"]);
    expect(
      findings(
        check(
          'ssh_version_1',
          'cisco_ios',
          'hostname r1\nip ssh version 2\nline vty 0 4\n transport input ssh\n',
        ),
      ),
    ).toEqual([]);
  });

  it('Junos: protocol-version v1 fails; NX-OS speaks version 2 only', () => {
    expect(
      findings(check('ssh_version_1', 'juniper_junos', 'set system services ssh protocol-version v1\n')),
    ).toHaveLength(1);
    expect(
      findings(check('ssh_version_1', 'juniper_junos', 'set system services ssh protocol-version v2\n')),
    ).toEqual([]);
    expect(check('ssh_version_1', 'cisco_nxos', 'hostname n1\n')).toEqual({
      notApplicable: 'NX-OS supports SSH version 2 only.',
    });
  });

  it('AOS-S: `ip ssh version 1` fails high, `1-or-2` fails medium, `2` and the default pass', () => {
    expect(messages(check('ssh_version_1', 'hp_procurve', 'hostname "a1"\nip ssh version 1\n'))).toEqual([
      "high: SSH version 1 is configured: 'ip ssh version 1'",
    ]);
    const both = check('ssh_version_1', 'hp_procurve', 'hostname "a1"\nip ssh\nip ssh version 1-or-2\n');
    expect(messages(both)).toEqual(["medium: SSH version 1 is accepted: 'ip ssh version 1-or-2'"]);
    expect(evidenceLines(both)).toEqual(['3: ip ssh version 1-or-2']);
    expect(findings(check('ssh_version_1', 'hp_procurve', 'hostname "a1"\nip ssh version 2\n'))).toEqual([]);
    // Without the statement AOS-S runs version 2 only.
    expect(findings(check('ssh_version_1', 'hp_procurve', 'hostname "a1"\nip ssh\n'))).toEqual([]);
  });
});

describe('vty_without_acl', () => {
  it('IOS: a vty line without access class fails; with one passes; `transport input none` passes', () => {
    const open =
      'hostname r1\naaa new-model\naaa authentication login default group tacacs+ local\nline vty 0 4\n transport input ssh\n';
    expect(messages(check('vty_without_acl', 'cisco_ios', open))).toEqual([
      'medium: line vty 0 4 has no access class',
    ]);
    // Without AAA and without a line password nobody can log in: there is nothing to restrict.
    expect(findings(check('vty_without_acl', 'cisco_ios', 'hostname r1\nline vty 0 4\n login\n'))).toEqual(
      [],
    );
    const guarded =
      'hostname r1\nip access-list standard MGMT\n permit 10.0.0.0 0.0.0.255\nline vty 0 4\n access-class MGMT in\n';
    expect(findings(check('vty_without_acl', 'cisco_ios', guarded))).toEqual([]);
    expect(
      findings(check('vty_without_acl', 'cisco_ios', 'hostname r1\nline vty 5 15\n transport input none\n')),
    ).toEqual([]);
    // An access class in an interface block (the wrong block) does not guard the vty lines.
    const wrongBlock =
      'hostname r1\naaa new-model\naaa authentication login default group tacacs+ local\ninterface Gi0/1\n access-class MGMT in\nline vty 0 4\n transport input ssh\n';
    expect(findings(check('vty_without_acl', 'cisco_ios', wrongBlock))).toHaveLength(1);
    // An outbound access class does not limit who logs in.
    expect(
      findings(
        check(
          'vty_without_acl',
          'cisco_ios',
          'hostname r1\naaa new-model\naaa authentication login default group tacacs+ local\nline vty 0 4\n access-class MGMT out\n',
        ),
      ),
    ).toHaveLength(1);
  });

  it('EOS: SSH in each VRF needs an access group of management ssh or of the control plane for that VRF', () => {
    const open = check('vty_without_acl', 'arista_eos', 'hostname e1\n');
    expect(messages(open)).toEqual(['medium: SSH in VRF default accepts logins from every address']);
    expect(findings(open)[0]?.evidence[0]?.note).toMatch(/management ssh.*on by default/);
    expect(
      findings(
        check('vty_without_acl', 'arista_eos', 'hostname e1\nmanagement ssh\n   ip access-group MGMT in\n'),
      ),
    ).toEqual([]);
    expect(
      findings(
        check(
          'vty_without_acl',
          'arista_eos',
          'hostname e1\nsystem control-plane\n   ip access-group CPP in\n',
        ),
      ),
    ).toEqual([]);
    // An ACL of the default VRF does not guard the server turned on in another VRF.
    const vrf = check(
      'vty_without_acl',
      'arista_eos',
      'hostname e1\nmanagement ssh\n   ip access-group MGMT in\n   vrf OOB\n      no shutdown\n',
    );
    expect(messages(vrf)).toEqual(['medium: SSH in VRF OOB accepts logins from every address']);
    expect(evidenceLines(vrf)).toEqual(['5: no shutdown']);
    expect(
      findings(
        check(
          'vty_without_acl',
          'arista_eos',
          'hostname e1\nmanagement ssh\n   ip access-group MGMT in\n   vrf OOB\n      no shutdown\n      ip access-group MGMT in\n',
        ),
      ),
    ).toEqual([]);
    // An outbound group limits nothing.
    expect(
      findings(
        check('vty_without_acl', 'arista_eos', 'hostname e1\nmanagement ssh\n   ip access-group MGMT out\n'),
      ),
    ).toHaveLength(1);
  });

  it('Junos: SSH without an input filter on lo0 fails; with one passes; a filter elsewhere does not count', () => {
    const ssh = 'set system services ssh\n';
    const open = check('vty_without_acl', 'juniper_junos', ssh);
    expect(messages(open)).toEqual(['medium: SSH accepts logins from every address']);
    expect(evidenceLines(open)).toEqual(['1: set system services ssh']);
    expect(
      findings(
        check(
          'vty_without_acl',
          'juniper_junos',
          `${ssh}set interfaces lo0 unit 0 family inet filter input PROTECT-RE\n`,
        ),
      ),
    ).toEqual([]);
    expect(
      findings(
        check(
          'vty_without_acl',
          'juniper_junos',
          `${ssh}set interfaces ge-0/0/0 unit 0 family inet filter input EDGE\n`,
        ),
      ),
    ).toHaveLength(1);
    // Without SSH or Telnet there is no remote login to restrict.
    expect(findings(check('vty_without_acl', 'juniper_junos', 'set system host-name r1\n'))).toEqual([]);
  });

  it('AOS-S: Telnet (on by default) and SSH without authorized managers fail; authorized managers pass', () => {
    const open = check('vty_without_acl', 'hp_procurve', 'hostname "a1"\nip ssh\n');
    expect(messages(open)).toEqual([
      'medium: SSH accepts logins from every address',
      'medium: Telnet accepts logins from every address',
    ]);
    expect(findings(open)[1]?.evidence[0]?.note).toMatch(/ip authorized-managers.*on by default/);
    const guarded = 'hostname "a1"\nip ssh\nip authorized-managers 10.0.0.0 255.255.255.0 access manager\n';
    expect(findings(check('vty_without_acl', 'hp_procurve', guarded))).toEqual([]);
    // Managers authorized for SSH only leave Telnet open.
    const sshOnly =
      'hostname "a1"\nip ssh\nip authorized-managers 10.0.0.5 255.255.255.255 access manager access-method ssh\n';
    expect(messages(check('vty_without_acl', 'hp_procurve', sshOnly))).toEqual([
      'medium: Telnet accepts logins from every address',
    ]);
    expect(findings(check('vty_without_acl', 'hp_procurve', 'hostname "a1"\nno telnet-server\n'))).toEqual(
      [],
    );
  });

  it('AOS-CX: an SSH server VRF without a control-plane ACL for it fails', () => {
    const text =
      'hostname cx1\nssh server vrf mgmt\nssh server vrf default\napply access-list ip MGMT control-plane vrf mgmt\n';
    const outcome = check('vty_without_acl', 'aruba_aoscx', text);
    expect(messages(outcome)).toEqual(['medium: SSH in VRF default accepts logins from every address']);
    expect(evidenceLines(outcome)).toEqual(['3: ssh server vrf default']);
    expect(
      findings(
        check(
          'vty_without_acl',
          'aruba_aoscx',
          'hostname cx1\nssh server vrf mgmt\napply access-list ip MGMT control-plane vrf mgmt\n',
        ),
      ),
    ).toEqual([]);
  });

  it('RouterOS: SSH, Telnet and WinBox without address= fail (they are on by default); address= passes', () => {
    const open = check('vty_without_acl', 'mikrotik_routeros', '/system identity\nset name=r1\n');
    expect(messages(open)).toEqual([
      'medium: SSH accepts logins from every address',
      'medium: Telnet accepts logins from every address',
      'medium: WinBox accepts logins from every address',
    ]);
    const guarded =
      '/ip service\nset ssh address=10.0.0.0/24\nset telnet disabled=yes\nset winbox address=10.0.0.0/24\n';
    expect(findings(check('vty_without_acl', 'mikrotik_routeros', guarded))).toEqual([]);
    const sshOpen = '/ip service\nset ssh disabled=no\nset telnet disabled=yes\nset winbox disabled=yes\n';
    const outcome = check('vty_without_acl', 'mikrotik_routeros', sshOpen);
    expect(messages(outcome)).toEqual(['medium: SSH accepts logins from every address']);
    expect(evidenceLines(outcome)).toEqual(['2: set ssh disabled=no']);
  });

  it('NX-OS: `line vty` with `access-class … in` passes', () => {
    expect(
      findings(check('vty_without_acl', 'cisco_nxos', 'hostname n1\nline vty\n  access-class MGMT in\n')),
    ).toEqual([]);
    expect(
      findings(check('vty_without_acl', 'cisco_nxos', 'hostname n1\nline vty\n  exec-timeout 10\n')),
    ).toHaveLength(1);
  });

  it('NX-OS: without a `line vty` block the vty lines have no access class; with SSH and Telnet off nobody logs in', () => {
    const outcome = check('vty_without_acl', 'cisco_nxos', 'hostname n1\nfeature ssh\n');
    expect(messages(outcome)).toEqual(['medium: line vty has no access class']);
    expect(findings(outcome)[0]?.evidence[0]).toMatchObject({
      device_name: 'd1',
      file: 'd1.cfg',
      lines: [],
      note: expect.stringMatching(/No 'line vty' block/),
    });
    expect(findings(check('vty_without_acl', 'cisco_nxos', 'hostname n1\nno feature ssh\n'))).toEqual([]);
  });
});

describe('snmp_write_community', () => {
  it.each([
    [
      'cisco_ios',
      'hostname r1\nsnmp-server community n0c RW\n',
      "high: SNMP community 'n0c' has write access from any address",
    ],
    [
      'cisco_ios',
      'hostname r1\nsnmp-server community n0c RW 10\n',
      "medium: SNMP community 'n0c' has write access (limited by 10)",
    ],
    [
      'mikrotik_routeros',
      '/snmp community\nadd name=n0c write-access=yes\n',
      "high: SNMP community 'n0c' has write access from any address",
    ],
    [
      'juniper_junos',
      'set snmp community n0c authorization read-write\n',
      "high: SNMP community 'n0c' has write access from any address",
    ],
  ])('%s: write access fails', (platform, text, message) => {
    expect(messages(check('snmp_write_community', platform, text))).toEqual([message]);
  });

  it('read-only communities pass', () => {
    expect(
      findings(check('snmp_write_community', 'cisco_ios', 'hostname r1\nsnmp-server community n0c RO\n')),
    ).toEqual([]);
    expect(
      findings(
        check('snmp_write_community', 'hp_procurve', 'hostname "a1"\nsnmp-server community "n0c" operator\n'),
      ),
    ).toEqual([]);
  });
});

describe('local_users_only', () => {
  it('IOS: local users without a server group fail; TACACS+ with a server passes', () => {
    const local = 'hostname r1\nusername ops secret 9 $9$a$b\n';
    expect(messages(check('local_users_only', 'cisco_ios', local))).toEqual([
      'medium: 1 local user(s) and no AAA server for logins',
    ]);
    const central = `${local}aaa new-model\ntacacs server ISE\n address ipv4 10.0.0.20\naaa authentication login default group tacacs+ local\n`;
    expect(findings(check('local_users_only', 'cisco_ios', central))).toEqual([]);
    // A method list naming a group without any server still falls back to the local users.
    const empty = `${local}aaa new-model\naaa authentication login default group tacacs+ local\n`;
    expect(findings(check('local_users_only', 'cisco_ios', empty))[0]?.evidence[0]?.note).toMatch(
      /no TACACS\+ or RADIUS server/,
    );
  });

  it('Junos: authentication-order with a RADIUS server passes; password only fails', () => {
    const base =
      'set system login user ops class super-user\nset system login user ops authentication encrypted-password "$6$x$y"\n';
    expect(findings(check('local_users_only', 'juniper_junos', base))).toHaveLength(1);
    const radius = `${base}set system authentication-order radius\nset system radius-server 10.0.0.20 secret "$9$x"\n`;
    expect(findings(check('local_users_only', 'juniper_junos', radius))).toEqual([]);
  });

  it('RouterOS: users without RADIUS fail; `/user aaa use-radius=yes` with a login RADIUS server passes', () => {
    const users = '/user\nadd name=ops group=full\nadd name=noc group=read\n';
    const outcome = check('local_users_only', 'mikrotik_routeros', users);
    expect(messages(outcome)).toEqual(['medium: 2 local user(s) and no AAA server for logins']);
    expect(evidenceLines(outcome)).toEqual(['2: add name=ops group=full', '3: add name=noc group=read']);
    const radius = `${users}/radius\nadd address=10.0.0.20 service=login secret=x\n/user aaa\nset use-radius=yes\n`;
    expect(findings(check('local_users_only', 'mikrotik_routeros', radius))).toEqual([]);
    // A RADIUS server for another service (hotspot) does not check logins.
    const hotspot = `${users}/radius\nadd address=10.0.0.20 service=hotspot secret=x\n/user aaa\nset use-radius=yes\n`;
    expect(findings(check('local_users_only', 'mikrotik_routeros', hotspot))).toHaveLength(1);
  });

  it('a device without local users has nothing to report', () => {
    expect(findings(check('local_users_only', 'cisco_ios', 'hostname r1\n'))).toEqual([]);
  });
});
