/**
 * A normalised network for the inference benchmark, built directly in the model (no text to parse): a campus of
 * `blocks` distribution pairs, each with its access switches, two core switches and a WAN edge of routers.
 *
 * - Access switches: 48 ports, two LAG uplinks (two members each) to the distribution pair, LLDP on every
 *   uplink member, one of the two members announcing an ifIndex only (the far port is then known from the
 *   other end); a MAC table of the hosts on their edge ports and of the distribution MACs on the uplinks; a
 *   management SVI in the block's management /24.
 * - Distribution switches: CDP to both cores over routed /31s, SVIs with HSRP for the block's user VLANs, and
 *   the ARP entries of every host of the block.
 * - WAN routers: point-to-point /30s without any neighbour protocol (L3 links from subnets alone).
 *
 * Deterministic for a given size.
 */
import {
  canonicalInterface,
  emptyDevice,
  type Neighbor,
  type NormalizedDevice,
  type NormalizedInterface,
  type Platform,
} from '@lne/netparse';

const ACCESS_PER_BLOCK = 38;
const HOSTS_PER_ACCESS = 40;
const USER_VLANS = [10, 20, 30, 40];
const MGMT_VLAN = 99;

const src = (device: string, line: number) => ({ file: `show/${device}/generated.txt`, line });

function port(
  device: string,
  name: string,
  platform: Platform,
  line: number,
  extra: Partial<NormalizedInterface> = {},
): NormalizedInterface {
  const names = canonicalInterface(name, platform);
  return {
    name: names.name,
    shortName: names.shortName,
    type: names.type,
    ipv4: [],
    ipv6: [],
    sources: [src(device, line)],
    adminUp: true,
    operUp: true,
    ...extra,
  };
}

/** A MAC from numbers: `02:bb:` + four bytes. */
function mac(kind: number, a: number, b: number): string {
  const hex = (n: number) => (n & 0xff).toString(16).padStart(2, '0');
  return `02:${hex(kind)}:${hex(a >> 8)}:${hex(a)}:${hex(b >> 8)}:${hex(b)}`;
}

function lldp(
  local: string,
  remote: string,
  remotePort: string | undefined,
  line: number,
  from: string,
): Neighbor {
  return {
    protocol: 'lldp',
    localInterface: local,
    remoteName: remote,
    ...(remotePort
      ? { remotePort, remotePortKind: 'name' as const }
      : { remotePort: '5', remotePortKind: 'ifindex' as const }),
    source: src(from, line),
  };
}

function cdp(local: string, remote: string, remotePort: string, line: number, from: string): Neighbor {
  return {
    protocol: 'cdp',
    localInterface: local,
    remoteName: `${remote}.campus.example.net`,
    remotePort,
    remotePortKind: 'name',
    remoteCapabilities: ['router', 'switch'],
    source: src(from, line),
  };
}

export type BenchNetwork = { devices: NormalizedDevice[]; neighbours: number; macs: number; arp: number };

/** About 40 devices per block: `blocks = 250` gives 10,004 devices. */
export function benchNetwork(blocks: number): BenchNetwork {
  const devices: NormalizedDevice[] = [];
  const cores = [0, 1].map((c) => emptyDevice(`core-${c + 1}`, 'cisco_nxos'));
  for (const core of cores) {
    core.system.baseMac = mac(1, 0, cores.indexOf(core));
    devices.push(core);
  }
  for (let block = 0; block < blocks; block++) {
    const dists = [0, 1].map((d) => emptyDevice(`dist-${block + 1}-${d + 1}`, 'cisco_ios'));
    dists.forEach((dist, d) => {
      dist.system.baseMac = mac(2, block, d);
      devices.push(dist);
      // Routed uplinks to both cores, seen by CDP from both ends.
      cores.forEach((core, c) => {
        const local = `TenGigabitEthernet1/1/${c + 1}`;
        const remote = `Ethernet1/${block * 2 + d + 1}`;
        const net = 4 * (block * 4 + d * 2 + c);
        const a = `10.255.${net >> 8}.${net & 0xff}`;
        const b = `10.255.${net >> 8}.${(net & 0xff) + 1}`;
        dist.interfaces.push(
          port(dist.hostname, local, 'cisco_ios', 10 + c, {
            mode: 'routed',
            ipv4: [{ address: a, prefixLength: 31 }],
          }),
        );
        core.interfaces.push(
          port(core.hostname, remote, 'cisco_nxos', 10 + block * 4 + d * 2, {
            mode: 'routed',
            ipv4: [{ address: b, prefixLength: 31 }],
          }),
        );
        dist.neighbors.push(cdp(local, core.hostname, remote, 20 + c, dist.hostname));
        core.neighbors.push(cdp(remote, dist.hostname, local, 20 + block * 4 + d, core.hostname));
      });
      // User VLANs with HSRP, and the management VLAN.
      for (const vlan of [...USER_VLANS, MGMT_VLAN]) {
        dist.interfaces.push(
          port(dist.hostname, `Vlan${vlan}`, 'cisco_ios', 100 + vlan, {
            type: 'vlan',
            vlanId: vlan,
            ipv4: [{ address: `10.${vlan}.${block}.${d + 2}`, prefixLength: 24 }],
            fhrp: [{ protocol: 'hsrp', group: vlan, virtualIp: `10.${vlan}.${block}.1` }],
          }),
        );
      }
    });
    for (let a = 0; a < ACCESS_PER_BLOCK; a++) {
      const sw = emptyDevice(`acc-${block + 1}-${String(a + 1).padStart(2, '0')}`, 'cisco_ios');
      sw.system.baseMac = mac(3, block, a);
      devices.push(sw);
      for (let p = 1; p <= 48; p++) {
        sw.interfaces.push(
          port(sw.hostname, `GigabitEthernet1/0/${p}`, 'cisco_ios', p, {
            mode: 'access',
            accessVlan: USER_VLANS[p % USER_VLANS.length],
            mac: mac(4, block * ACCESS_PER_BLOCK + a, p),
          }),
        );
      }
      sw.interfaces.push(
        port(sw.hostname, `Vlan${MGMT_VLAN}`, 'cisco_ios', 60, {
          type: 'vlan',
          vlanId: MGMT_VLAN,
          ipv4: [{ address: `10.${MGMT_VLAN}.${block}.${10 + a}`, prefixLength: 24 }],
        }),
      );
      dists.forEach((dist, d) => {
        const lag = `Port-channel${d + 1}`;
        const distLag = `Port-channel${a + 10}`;
        sw.interfaces.push(port(sw.hostname, lag, 'cisco_ios', 70 + d, { type: 'lag', mode: 'trunk' }));
        dist.interfaces.push(
          port(dist.hostname, distLag, 'cisco_ios', 300 + a, { type: 'lag', mode: 'trunk' }),
        );
        const members: { interface: string }[] = [];
        const distMembers: { interface: string }[] = [];
        for (let m = 0; m < 2; m++) {
          const up = `TenGigabitEthernet1/1/${d * 2 + m + 1}`;
          const down = `GigabitEthernet${m + 1}/0/${a + 1}`;
          members.push({ interface: up });
          distMembers.push({ interface: down });
          sw.interfaces.push(port(sw.hostname, up, 'cisco_ios', 80 + d * 2 + m, { lag, mode: 'trunk' }));
          dist.interfaces.push(
            port(dist.hostname, down, 'cisco_ios', 400 + a * 2 + m, { lag: distLag, mode: 'trunk' }),
          );
          // The second member's LLDP on the access switch announces only an ifIndex.
          sw.neighbors.push(lldp(up, dist.hostname, m === 0 ? down : undefined, 90 + d * 2 + m, sw.hostname));
          dist.neighbors.push(lldp(down, sw.hostname, up, 500 + a * 2 + m, dist.hostname));
          // The distribution switch's MAC learned on the uplink.
          sw.macTable.push({
            mac: dist.system.baseMac ?? mac(2, block, d),
            vlan: MGMT_VLAN,
            interface: lag,
            type: 'dynamic',
            source: src(sw.hostname, 200 + d),
          });
        }
        sw.lags.push({
          name: lag,
          shortName: `Po${d + 1}`,
          protocol: 'lacp',
          members,
          source: src(sw.hostname, 70 + d),
        });
        dist.lags.push({
          name: distLag,
          shortName: `Po${a + 10}`,
          protocol: 'lacp',
          members: distMembers,
          source: src(dist.hostname, 300 + a),
        });
      });
      for (let h = 0; h < HOSTS_PER_ACCESS; h++) {
        const hostMac = mac(5, block * ACCESS_PER_BLOCK + a, h);
        const vlan = USER_VLANS[h % USER_VLANS.length] ?? 10;
        const ip = `10.${vlan}.${block}.${10 + ((a * HOSTS_PER_ACCESS + h) % 240)}`;
        sw.macTable.push({
          mac: hostMac,
          vlan,
          interface: `GigabitEthernet1/0/${h + 1}`,
          type: 'dynamic',
          source: src(sw.hostname, 210 + h),
        });
        for (const dist of dists) {
          dist.arp.push({
            ip,
            mac: hostMac,
            interface: `Vlan${vlan}`,
            type: 'dynamic',
            source: src(dist.hostname, 1000 + a * HOSTS_PER_ACCESS + h),
          });
        }
      }
    }
  }
  // The WAN edge: routers in a chain of /30s, no neighbour protocol.
  const routers = Math.max(2, Math.floor(blocks / 25));
  for (let r = 0; r < routers; r++) {
    const router = emptyDevice(`wan-${r + 1}`, 'cisco_ios');
    router.system.baseMac = mac(6, 0, r);
    for (const side of [0, 1]) {
      const link = r + side - 1;
      if (link < 0 || link >= routers - 1) continue;
      router.interfaces.push(
        port(router.hostname, `GigabitEthernet0/0/${side}`, 'cisco_ios', 10 + side, {
          mode: 'routed',
          ipv4: [{ address: `172.16.${link >> 6}.${((link & 63) << 2) + 1 + side}`, prefixLength: 30 }],
        }),
      );
    }
    devices.push(router);
  }
  let neighbours = 0;
  let macs = 0;
  let arp = 0;
  for (const d of devices) {
    neighbours += d.neighbors.length;
    macs += d.macTable.length;
    arp += d.arp.length;
  }
  return { devices, neighbours, macs, arp };
}
