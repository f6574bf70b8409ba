import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { tokenOf } from './api';

/**
 * A network to import for the map's tests: Batfish's example network (13 Cisco IOS routers, point-to-point
 * layer-3 links) and beside it a small campus of Cisco IOS switches with CDP: a core L3 switch, two
 * distribution switches and an access switch. The core reaches `lab-dist1` over a two-member port-channel, and
 * `lab-dist2` over one port; `lab-acc` reports `lab-dist2`, which does not report it back (a one-sided link);
 * `lab-edge`, a router, shares only a /30 with the core (a layer-3 link without CDP).
 */

const BATFISH = resolve(import.meta.dirname, '../../../../shared/fixtures/batfish-example/configs');

/** The lab's links as the tests expect them on the map, with each end's port in its short form. */
export const LAB = {
  lag: { a: 'lab-core', b: 'lab-dist1', ports: { 'lab-core': 'Po1', 'lab-dist1': 'Po1' }, members: 2 },
  l2: { a: 'lab-core', b: 'lab-dist2', ports: { 'lab-core': 'Gi1/0/3', 'lab-dist2': 'Gi1/0/49' } },
  oneSided: { a: 'lab-acc', b: 'lab-dist2', ports: { 'lab-acc': 'Gi1/0/48', 'lab-dist2': 'Gi1/0/1' } },
  l3: { a: 'lab-core', b: 'lab-edge', ports: { 'lab-core': 'Gi1/0/24', 'lab-edge': 'Gi0/0/0' } },
} as const;

const trunk = (name: string, extra = '') =>
  `interface ${name}\n switchport trunk encapsulation dot1q\n switchport mode trunk\n${extra}!\n`;
const access = (name: string) =>
  `interface ${name}\n switchport access vlan 10\n switchport mode access\n!\n`;

const CONFIGS: Record<string, string> = {
  'lab-core': [
    'hostname lab-core\n!\nip routing\n!\nvlan 10\n name users\n!\n',
    trunk('GigabitEthernet1/0/1', ' channel-group 1 mode active\n'),
    trunk('GigabitEthernet1/0/2', ' channel-group 1 mode active\n'),
    trunk('GigabitEthernet1/0/3'),
    'interface GigabitEthernet1/0/24\n no switchport\n ip address 172.31.0.1 255.255.255.252\n!\n',
    trunk('Port-channel1'),
    'interface Vlan10\n ip address 172.31.10.1 255.255.255.0\n!\n',
    'router ospf 1\n network 172.31.0.0 0.0.255.255 area 0\n!\nend\n',
  ].join(''),
  'lab-dist1': [
    'hostname lab-dist1\n!\nvlan 10\n name users\n!\n',
    trunk('GigabitEthernet1/0/49', ' channel-group 1 mode active\n'),
    trunk('GigabitEthernet1/0/50', ' channel-group 1 mode active\n'),
    trunk('Port-channel1'),
    access('GigabitEthernet1/0/1'),
    'end\n',
  ].join(''),
  'lab-dist2': [
    'hostname lab-dist2\n!\nvlan 10\n name users\n!\n',
    trunk('GigabitEthernet1/0/49'),
    trunk('GigabitEthernet1/0/1'),
    access('GigabitEthernet1/0/2'),
    'end\n',
  ].join(''),
  'lab-acc': [
    'hostname lab-acc\n!\nvlan 10\n name users\n!\n',
    trunk('GigabitEthernet1/0/48'),
    access('GigabitEthernet1/0/1'),
    access('GigabitEthernet1/0/2'),
    'end\n',
  ].join(''),
  'lab-edge': [
    'hostname lab-edge\n!\n',
    'interface GigabitEthernet0/0/0\n ip address 172.31.0.2 255.255.255.252\n!\n',
    'interface GigabitEthernet0/0/1\n ip address 172.31.1.1 255.255.255.252\n!\n',
    'router ospf 1\n network 172.31.0.0 0.0.255.255 area 0\n!\nend\n',
  ].join(''),
};

/** One `show cdp neighbors detail` entry, as Cisco IOS prints it. */
function cdpEntry(device: string, local: string, remote: string, platform = 'cisco WS-C3850-48T'): string {
  return [
    '-------------------------',
    `Device ID: ${device}`,
    'Entry address(es): ',
    `Platform: ${platform},  Capabilities: Router Switch IGMP `,
    `Interface: ${local},  Port ID (outgoing port): ${remote}`,
    'Holdtime : 141 sec',
    '',
    'Version :',
    'Cisco IOS Software, IOS-XE Software, Catalyst L3 Switch Software (CAT3K_CAA-UNIVERSALK9-M), Version 16.12.4',
    '',
    'advertisement version: 2',
    '',
  ].join('\n');
}

const CDP: Record<string, string[]> = {
  'lab-core': [
    cdpEntry('lab-dist1', 'GigabitEthernet1/0/1', 'GigabitEthernet1/0/49'),
    cdpEntry('lab-dist1', 'GigabitEthernet1/0/2', 'GigabitEthernet1/0/50'),
    cdpEntry('lab-dist2', 'GigabitEthernet1/0/3', 'GigabitEthernet1/0/49'),
  ],
  'lab-dist1': [
    cdpEntry('lab-core', 'GigabitEthernet1/0/49', 'GigabitEthernet1/0/1'),
    cdpEntry('lab-core', 'GigabitEthernet1/0/50', 'GigabitEthernet1/0/2'),
  ],
  // lab-dist2 reports the core, not lab-acc: the link to lab-acc is seen from one end.
  'lab-dist2': [cdpEntry('lab-core', 'GigabitEthernet1/0/49', 'GigabitEthernet1/0/3')],
  'lab-acc': [cdpEntry('lab-dist2', 'GigabitEthernet1/0/48', 'GigabitEthernet1/0/1')],
};

/** The snapshot folder (`configs/`, `show/<host>/<command>.txt`, `hosts.yaml`) as a .tgz made with tar. */
export function labArchive(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'lne-netmap-lab-'));
  try {
    const root = join(dir, 'snapshot');
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    cpSync(BATFISH, join(root, 'configs'), { recursive: true });
    for (const [host, text] of Object.entries(CONFIGS)) write(`configs/${host}.cfg`, text);
    for (const [host, entries] of Object.entries(CDP))
      write(`show/${host}/show cdp neighbors detail.txt`, `\n${entries.join('\n')}\n`);
    write(
      'hosts.yaml',
      Object.keys(CONFIGS)
        .map((host) => `${host}:\n  platform: cisco_ios\n`)
        .join(''),
    );
    const file = join(dir, 'lab.tgz');
    execFileSync('tar', ['czf', file, '-C', dir, 'snapshot']);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Imports the lab into a network and waits for its parser run to succeed. */
export async function importLab(request: APIRequestContext, network: number): Promise<void> {
  const headers = { authorization: `Bearer ${await tokenOf(request, 'admin')}` };
  const imported = await request.post(`/api/collectors/import?explorer_network_id=${network}`, {
    headers,
    multipart: { upload_file: { name: 'lab.tgz', mimeType: 'application/gzip', buffer: labArchive() } },
  });
  expect(imported.status(), await imported.text()).toBe(202);
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/collectors/parser_run_status?explorer_network_id=${network}`, {
          headers,
        });
        const data = ((await answer.json()) as { data: { running: boolean; task: { state: string } | null } })
          .data;
        return data.running ? 'running' : (data.task?.state ?? 'none');
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe('SUCCESS');
}
