import type { CheckCardCheck, CheckCardDevice, CheckCardNotApplicable } from './CheckCard';

/** Sample checks and findings for the stories and tests, shaped as the assessment answers them. */
export const telnetCheck: CheckCardCheck = {
  type: 'telnet_enabled',
  title: 'Telnet enabled',
  subtitle: 'Management access over unencrypted Telnet',
  tags: ['NetDevice', 'Security'],
  long_description:
    'Telnet sends credentials and session data in clear text. Anyone able to capture traffic on the management path can read the passwords of network administrators.',
  recommendation: 'Disable Telnet on all VTY lines and allow SSH version 2 only.',
  config_suggestion: 'line vty 0 15\n transport input ssh\nip ssh version 2',
};

export const ntpCheck: CheckCardCheck = {
  type: 'ntp_missing',
  title: 'No NTP server',
  subtitle: 'Device clock is not synchronised',
  tags: ['NetDevice', 'Reliability'],
  long_description: null,
  recommendation: 'Configure at least two NTP servers so that logs of different devices can be correlated.',
  config_suggestion: 'ntp server 10.0.0.5\nntp server 10.0.0.6',
};

export const halfDuplexCheck: CheckCardCheck = {
  type: 'half_duplex',
  title: 'Half-duplex interfaces',
  subtitle: 'Interfaces negotiated to half duplex',
  tags: ['Interface', 'Performance'],
  long_description:
    'A half-duplex link usually means a speed/duplex mismatch with the neighbour; it causes late collisions, CRC errors and poor throughput.',
  recommendation: 'Set both ends to auto-negotiation, or fix speed and duplex identically on both ends.',
  config_suggestion: null,
};

export const telnetDevices: CheckCardDevice[] = [
  {
    device_id: '01JD2V8K3M4N5P6Q7R8S9T0V1W',
    device_name: 'dist-sw-01',
    results: [
      {
        severity: 'high',
        message: "Telnet is allowed: 'transport input telnet ssh'",
        change: 'new',
        evidence: [
          {
            device_id: '01JD2V8K3M4N5P6Q7R8S9T0V1W',
            device_name: 'dist-sw-01',
            config_id: 41,
            file: 'dist-sw-01.cfg',
            lines: [
              { line: 212, text: 'line vty 0 4' },
              { line: 214, text: ' transport input telnet ssh' },
            ],
            note: null,
          },
        ],
      },
    ],
  },
  {
    device_id: '01JD2V8K3M4N5P6Q7R8S9T0V1X',
    device_name: 'access-sw-12',
    results: [
      { severity: 'critical', message: "SNMP community 'public' has read-write access" },
      { severity: 'high', message: "Telnet is allowed: 'transport input all'" },
    ],
  },
];

const SEVERITY_CYCLE = ['critical', 'high', 'medium', 'low', 'info'] as const;

/** Forty devices with one to three findings each. */
export const manyDevices: CheckCardDevice[] = Array.from({ length: 40 }, (_, i) => ({
  device_id: `01JD2V8K3M4N5P6Q7R8S9T${String(i).padStart(4, '0')}`,
  device_name: `access-sw-${String(i + 1).padStart(2, '0')}`,
  results: Array.from({ length: (i % 3) + 1 }, (_, j) => ({
    severity: SEVERITY_CYCLE[(i + j) % SEVERITY_CYCLE.length] ?? 'info',
    message: `GigabitEthernet1/0/${j + 1} runs half duplex at 100 Mb/s`,
  })),
}));

/** Devices a check does not apply to. */
export const notApplicableDevices: CheckCardNotApplicable[] = [
  {
    reason: 'NX-OS stores every local password hashed; it has no password encryption to switch on.',
    device_count: 3,
    devices: [
      { device_id: '01JD2V8K3M4N5P6Q7R8S9T0V2A', device_name: 'nx-core-01' },
      { device_id: '01JD2V8K3M4N5P6Q7R8S9T0V2B', device_name: 'nx-core-02' },
    ],
  },
];

/** A finding of a snapshot that is gone now. */
export const fixedDevices: CheckCardDevice[] = [
  {
    device_id: '01JD2V8K3M4N5P6Q7R8S9T0V1Z',
    device_name: 'edge-rtr-02',
    results: [{ severity: 'high', message: "Telnet is allowed: 'transport input all'" }],
  },
];
