import type { DevType } from '../model/documents';

/** A run of interfaces on a model: `long`/`short` are templates in which `{n}` is the port number. */
export type PortGroup = {
  long: string;
  short: string;
  from: number;
  count: number;
  /** Mbit/s. */
  speed: number;
  role: 'access' | 'uplink';
};

export type ConfigDialect =
  | 'ios-xe'
  | 'routeros'
  | 'aos-s'
  | 'vrp'
  | 'fortios'
  | 'scalance'
  | 'hios'
  | 'moxa'
  | 'none';

export type DeviceModel = {
  vendor: string;
  model: string;
  software: string;
  devType: DevType;
  serialPrefix: string;
  serialLength: number;
  ports: PortGroup[];
  dialect: ConfigDialect;
  /** Runs spanning tree. */
  bridge: boolean;
};

const gi = (stack: string, count: number, from = 1): PortGroup => ({
  long: `GigabitEthernet${stack}/{n}`,
  short: `Gi${stack}/{n}`,
  from,
  count,
  speed: 1000,
  role: 'access',
});
const te = (stack: string, count: number, from = 1): PortGroup => ({
  long: `TenGigabitEthernet${stack}/{n}`,
  short: `Te${stack}/{n}`,
  from,
  count,
  speed: 10000,
  role: 'uplink',
});
const plain = (
  prefix: string,
  count: number,
  speed: number,
  role: PortGroup['role'],
  short = prefix,
  from = 1,
): PortGroup => ({ long: `${prefix}{n}`, short: `${short}{n}`, from, count, speed, role });

export const MODELS = {
  cat9500: {
    vendor: 'cisco',
    model: 'C9500-24Y4C',
    software: 'IOS-XE 17.9.4a',
    devType: 'switch',
    serialPrefix: 'FCW',
    serialLength: 11,
    ports: [
      { ...te('1/0', 24), long: 'TwentyFiveGigE1/0/{n}', short: 'Twe1/0/{n}', speed: 25000 },
      { long: 'HundredGigE1/0/{n}', short: 'Hu1/0/{n}', from: 25, count: 4, speed: 100000, role: 'uplink' },
    ],
    dialect: 'ios-xe',
    bridge: true,
  },
  cat9600: {
    vendor: 'cisco',
    model: 'C9606R',
    software: 'IOS-XE 17.9.4a',
    devType: 'switch',
    serialPrefix: 'FXS',
    serialLength: 11,
    ports: [te('1/0', 48), te('2/0', 48), te('3/0', 48), te('4/0', 48)],
    dialect: 'ios-xe',
    bridge: true,
  },
  cat9300: {
    vendor: 'cisco',
    model: 'C9300-48P',
    software: 'IOS-XE 17.6.5',
    devType: 'switch',
    serialPrefix: 'FOC',
    serialLength: 11,
    ports: [gi('1/0', 48), te('1/1', 4)],
    dialect: 'ios-xe',
    bridge: true,
  },
  cat9300_24: {
    vendor: 'cisco',
    model: 'C9300-24T',
    software: 'IOS-XE 17.12.2',
    devType: 'switch',
    serialPrefix: 'FOC',
    serialLength: 11,
    ports: [gi('1/0', 24), te('1/1', 4)],
    dialect: 'ios-xe',
    bridge: true,
  },
  isr4331: {
    vendor: 'cisco',
    model: 'ISR4331/K9',
    software: 'IOS-XE 17.3.8a',
    devType: 'router',
    serialPrefix: 'FDO',
    serialLength: 11,
    ports: [{ ...gi('0/0', 3, 0), role: 'uplink' }, gi('0/1', 8, 0)],
    dialect: 'ios-xe',
    bridge: false,
  },
  wlc9800: {
    vendor: 'cisco',
    model: 'C9800-L-F-K9',
    software: 'IOS-XE 17.9.5',
    devType: 'wireless-controller',
    serialPrefix: 'FCL',
    serialLength: 11,
    ports: [{ ...te('0/1', 2, 0), role: 'uplink' }, gi('0/1', 2, 2)],
    dialect: 'ios-xe',
    bridge: false,
  },
  stratix5400: {
    vendor: 'rockwell',
    model: 'Stratix 5400 1783-HMS16TG4CGR',
    software: 'IOS-XE 17.9.3',
    devType: 'switch',
    serialPrefix: 'FOC',
    serialLength: 11,
    ports: [gi('1', 16), { ...gi('1', 4, 17), role: 'uplink' }],
    dialect: 'ios-xe',
    bridge: true,
  },
  stratix5700: {
    vendor: 'rockwell',
    model: 'Stratix 5700 1783-BMS10CGP',
    software: 'IOS 15.2(8)E3',
    devType: 'switch',
    serialPrefix: 'FOC',
    serialLength: 11,
    ports: [
      { ...gi('1', 2), role: 'uplink' },
      { ...gi('1', 8, 3), long: 'FastEthernet1/{n}', short: 'Fa1/{n}', speed: 100 },
    ],
    dialect: 'ios-xe',
    bridge: true,
  },
  crs326: {
    vendor: 'mikrotik',
    model: 'CRS326-24G-2S+',
    software: 'RouterOS 7.14.3',
    devType: 'switch',
    serialPrefix: 'HG',
    serialLength: 12,
    ports: [plain('ether', 24, 1000, 'access'), plain('sfp-sfpplus', 2, 10000, 'uplink')],
    dialect: 'routeros',
    bridge: true,
  },
  crs317: {
    vendor: 'mikrotik',
    model: 'CRS317-1G-16S+',
    software: 'RouterOS 7.15.2',
    devType: 'switch',
    serialPrefix: 'D4',
    serialLength: 12,
    ports: [plain('sfp-sfpplus', 16, 10000, 'uplink'), plain('ether', 1, 1000, 'access')],
    dialect: 'routeros',
    bridge: true,
  },
  rb5009: {
    vendor: 'mikrotik',
    model: 'RB5009UG+S+IN',
    software: 'RouterOS 7.14.3',
    devType: 'router',
    serialPrefix: 'HE',
    serialLength: 12,
    ports: [plain('ether', 8, 1000, 'uplink'), plain('sfp-sfpplus', 1, 10000, 'uplink')],
    dialect: 'routeros',
    bridge: false,
  },
  aruba2930: {
    vendor: 'hp',
    model: 'Aruba 2930F-48G-4SFP+ (JL256A)',
    software: 'ArubaOS-Switch WC.16.11.0015',
    devType: 'switch',
    serialPrefix: 'SG',
    serialLength: 10,
    ports: [plain('', 48, 1000, 'access'), plain('', 4, 10000, 'uplink', '', 49)],
    dialect: 'aos-s',
    bridge: true,
  },
  huaweiS5735: {
    vendor: 'huawei',
    model: 'S5735-L48T4X-A1',
    software: 'VRP V200R022C00SPC500',
    devType: 'switch',
    serialPrefix: '2102',
    serialLength: 20,
    ports: [
      plain('GigabitEthernet0/0/', 48, 1000, 'access', 'GE0/0/'),
      plain('XGigabitEthernet0/0/', 4, 10000, 'uplink', 'XGE0/0/'),
    ],
    dialect: 'vrp',
    bridge: true,
  },
  dellS5248: {
    vendor: 'dell',
    model: 'PowerSwitch S5248F-ON',
    software: 'OS10 10.5.5.4',
    devType: 'switch',
    serialPrefix: 'CN0',
    serialLength: 12,
    ports: [
      plain('ethernet1/1/', 48, 25000, 'access', 'eth1/1/'),
      plain('ethernet1/1/', 4, 100000, 'uplink', 'eth1/1/', 49),
    ],
    dialect: 'none',
    bridge: true,
  },
  fortigate100f: {
    vendor: 'fortinet',
    model: 'FortiGate-100F',
    software: 'FortiOS v7.2.8 build1639',
    devType: 'firewall',
    serialPrefix: 'FG100FTK',
    serialLength: 16,
    ports: [plain('port', 16, 1000, 'uplink'), plain('x', 2, 10000, 'uplink')],
    dialect: 'fortios',
    bridge: false,
  },
  scalanceXc208: {
    vendor: 'siemens',
    model: 'SCALANCE XC208 6GK5208-0BA00-2AC2',
    software: 'SINEC OS V4.4',
    devType: 'switch',
    serialPrefix: 'VPL',
    serialLength: 14,
    ports: [plain('X1 P', 8, 100, 'access', 'P')],
    dialect: 'scalance',
    bridge: true,
  },
  scalanceXc324: {
    vendor: 'siemens',
    model: 'SCALANCE XC324-4 6GK5324-4GG00-3ER2',
    software: 'SINEC OS V3.0',
    devType: 'switch',
    serialPrefix: 'VPK',
    serialLength: 14,
    ports: [plain('X1 P', 24, 1000, 'access', 'P'), plain('X2 P', 4, 10000, 'uplink', 'X2P')],
    dialect: 'scalance',
    bridge: true,
  },
  hirschmannRsp: {
    vendor: 'hirschmann',
    model: 'RSP35-08033O6TT-SK9V9HSE2S',
    software: 'HiOS-3S 09.1.04',
    devType: 'switch',
    serialPrefix: '94271',
    serialLength: 14,
    ports: [plain('1/', 3, 1000, 'uplink'), plain('1/', 8, 100, 'access', '1/', 4)],
    dialect: 'hios',
    bridge: true,
  },
  moxaEds: {
    vendor: 'moxa',
    model: 'EDS-G512E-4GSFP',
    software: 'V6.3 build 23050214',
    devType: 'switch',
    serialPrefix: 'TAIIB',
    serialLength: 11,
    ports: [plain('Port ', 8, 1000, 'access', 'P'), plain('G', 4, 1000, 'uplink', 'G', 9)],
    dialect: 'moxa',
    bridge: true,
  },
  phoenixFl2708: {
    vendor: 'phoenix contact',
    model: 'FL SWITCH 2708 (2702904)',
    software: 'FW 3.30',
    devType: 'switch',
    serialPrefix: '1234',
    serialLength: 10,
    ports: [plain('X', 8, 1000, 'access', 'X')],
    dialect: 'none',
    bridge: true,
  },
  s71516: {
    vendor: 'siemens',
    model: 'S7-1500 CPU 1516-3 PN/DP (6ES7516-3AN02-0AB0)',
    software: 'V3.0.3',
    devType: 'plc',
    serialPrefix: 'S C-',
    serialLength: 16,
    ports: [plain('X1 P', 2, 100, 'uplink', 'X1P'), plain('X2 P', 1, 1000, 'uplink', 'X2P')],
    dialect: 'none',
    bridge: false,
  },
  controlLogix: {
    vendor: 'rockwell',
    model: 'ControlLogix 5580 1756-L83E',
    software: 'V35.011',
    devType: 'plc',
    serialPrefix: 'D0',
    serialLength: 8,
    ports: [plain('Port ', 2, 1000, 'uplink', 'P')],
    dialect: 'none',
    bridge: false,
  },
  beckhoffCx: {
    vendor: 'beckhoff',
    model: 'CX5140-0125',
    software: 'TwinCAT 3.1.4024.56',
    devType: 'plc',
    serialPrefix: '0',
    serialLength: 8,
    ports: [plain('X00', 2, 1000, 'uplink', 'X00')],
    dialect: 'none',
    bridge: false,
  },
  abbAc500: {
    vendor: 'abb',
    model: 'AC500 PM5650-2ETH',
    software: 'V3.6.0',
    devType: 'plc',
    serialPrefix: 'ABB',
    serialLength: 10,
    ports: [plain('ETH', 2, 100, 'uplink')],
    dialect: 'none',
    bridge: false,
  },
  phoenixAxc: {
    vendor: 'phoenix contact',
    model: 'AXC F 2152 (2404267)',
    software: 'PLCnext 2024.0.3 LTS',
    devType: 'plc',
    serialPrefix: '1452',
    serialLength: 10,
    ports: [plain('X', 2, 100, 'uplink', 'X')],
    dialect: 'none',
    bridge: false,
  },
  simaticIpc: {
    vendor: 'siemens',
    model: 'SIMATIC IPC477E (6AV7241)',
    software: 'WinCC Unified V18 / Windows 10 IoT LTSC',
    devType: 'hmi',
    serialPrefix: 'S VPM',
    serialLength: 12,
    ports: [plain('X1 P', 2, 1000, 'uplink', 'X1P')],
    dialect: 'none',
    bridge: false,
  },
  panelView: {
    vendor: 'rockwell',
    model: 'PanelView 5510 2715P-T15CD',
    software: 'FactoryTalk View ME 13.00',
    devType: 'hmi',
    serialPrefix: 'PV',
    serialLength: 10,
    ports: [plain('Port ', 2, 100, 'uplink', 'P')],
    dialect: 'none',
    bridge: false,
  },
  fieldPg: {
    vendor: 'siemens',
    model: 'SIMATIC Field PG M6',
    software: 'TIA Portal V18 / Windows 10 Enterprise',
    devType: 'workstation',
    serialPrefix: 'S VPG',
    serialLength: 12,
    ports: [plain('eth', 1, 1000, 'uplink', 'eth', 0)],
    dialect: 'none',
    bridge: false,
  },
  precision: {
    vendor: 'dell',
    model: 'Precision 3660 Tower',
    software: 'Studio 5000 V35 / Windows 11 Enterprise',
    devType: 'workstation',
    serialPrefix: '',
    serialLength: 7,
    ports: [plain('eth', 1, 1000, 'uplink', 'eth', 0)],
    dialect: 'none',
    bridge: false,
  },
  historian: {
    vendor: 'dell',
    model: 'PowerEdge R650',
    software: 'AVEVA PI Server 2023 / Windows Server 2022',
    devType: 'server',
    serialPrefix: '',
    serialLength: 7,
    ports: [plain('eth', 2, 10000, 'uplink', 'eth', 0)],
    dialect: 'none',
    bridge: false,
  },
  et200sp: {
    vendor: 'siemens',
    model: 'ET 200SP IM 155-6 PN HF (6ES7155-6AU01-0CN0)',
    software: 'V4.2',
    devType: 'io-module',
    serialPrefix: 'S C-',
    serialLength: 14,
    ports: [plain('X1 P', 2, 100, 'uplink', 'X1P')],
    dialect: 'none',
    bridge: false,
  },
  janitza: {
    vendor: 'janitza',
    model: 'UMG 604-PRO',
    software: '5.031',
    devType: 'power-meter',
    serialPrefix: '7',
    serialLength: 8,
    ports: [plain('eth', 1, 100, 'uplink', 'eth', 0)],
    dialect: 'none',
    bridge: false,
  },
  nport: {
    vendor: 'moxa',
    model: 'NPort 5150',
    software: 'V3.11 build 22121316',
    devType: 'gateway',
    serialPrefix: 'TAFEB',
    serialLength: 10,
    ports: [plain('eth', 1, 100, 'uplink', 'eth', 0)],
    dialect: 'none',
    bridge: false,
  },
  ciscoLegacy: {
    vendor: 'cisco',
    model: 'WS-C2960X-48FPD-L',
    software: 'IOS 15.2(7)E4',
    devType: 'switch',
    serialPrefix: 'FOC',
    serialLength: 11,
    ports: [gi('1/0', 48), te('1/0', 2, 49)],
    dialect: 'ios-xe',
    bridge: true,
  },
} satisfies Record<string, DeviceModel>;

export type ModelKey = keyof typeof MODELS;

/** Real OUI prefixes (IEEE assignments) per vendor, for device and host MAC addresses. */
export const OUIS: Record<string, readonly string[]> = {
  cisco: ['00:00:0C', '00:1A:A1', '00:25:45'],
  mikrotik: ['4C:5E:0C', '64:D1:54', 'DC:2C:6E'],
  hp: ['00:1F:29', '3C:D9:2B'],
  aruba: ['00:0B:86', '94:B4:0F'],
  dell: ['18:66:DA', 'F8:BC:12', 'B8:CA:3A', '14:18:77'],
  huawei: ['00:E0:FC', '48:46:FB'],
  fortinet: ['00:09:0F', '70:4C:A5'],
  siemens: ['00:1B:1B', '00:0E:8C', '28:63:36'],
  rockwell: ['00:00:BC', '00:1D:9C', 'F4:54:33'],
  moxa: ['00:90:E8'],
  hirschmann: ['00:80:63'],
  beckhoff: ['00:01:05'],
  abb: ['00:02:A3'],
  'phoenix contact': ['00:A0:45'],
  // Janitza meters sit in the IEEE MA-S range 00:50:C2 (small vendors' blocks).
  janitza: ['00:50:C2'],
  lenovo: ['98:FA:9B', '8C:16:45'],
  apple: ['A4:83:E7', 'F0:18:98', '3C:22:FB', '8C:85:90'],
  axis: ['00:40:8C', 'AC:CC:8E'],
  yealink: ['80:5E:C0'],
  vmware: ['00:50:56'],
  intel: ['3C:A9:F4'],
  zebra: ['00:07:4D'],
  brother: ['00:80:77'],
  wago: ['00:30:DE'],
  schneider: ['00:80:F4'],
};

/** What kind of endpoint a host is: its vendors (weighted by repetition) and naming. */
export type HostProfile = {
  kind: string;
  vendors: readonly string[];
  /** The host renews its address by DHCP (IPAM documents it as a pool address). */
  dhcp: boolean;
};

export const HOST_PROFILES = {
  workstation: {
    kind: 'workstation',
    vendors: ['dell', 'dell', 'hp', 'lenovo', 'lenovo', 'apple'],
    dhcp: true,
  },
  phone: { kind: 'phone', vendors: ['cisco', 'cisco', 'yealink'], dhcp: true },
  printer: { kind: 'printer', vendors: ['hp', 'hp', 'brother', 'zebra'], dhcp: false },
  camera: { kind: 'camera', vendors: ['axis'], dhcp: false },
  server: { kind: 'server', vendors: ['dell', 'dell', 'vmware', 'hp'], dhcp: false },
  otController: {
    kind: 'io',
    vendors: ['siemens', 'siemens', 'rockwell', 'wago', 'schneider', 'beckhoff'],
    dhcp: false,
  },
  otField: {
    kind: 'field',
    vendors: ['siemens', 'abb', 'schneider', 'phoenix contact', 'janitza', 'moxa'],
    dhcp: false,
  },
  scada: { kind: 'scada', vendors: ['siemens', 'dell', 'rockwell', 'intel'], dhcp: false },
  wireless: { kind: 'mobile', vendors: ['apple', 'apple', 'intel', 'lenovo'], dhcp: true },
} satisfies Record<string, HostProfile>;

export type HostProfileKey = keyof typeof HOST_PROFILES;
