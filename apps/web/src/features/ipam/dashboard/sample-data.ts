/**
 * The IPAM dashboard's static sample data (spec §2, §3): it is not read from the server. Field names are those
 * of spec §3; times are ISO 8601 in UTC and are shown in the browser's time zone.
 */

export type DashboardSummary = {
  totalIPs: number;
  usedIPs: number;
  availableIPs: number;
  totalPrefixes: number;
  pendingRequests: number;
};

/** Spec §4: the prefix statuses of the sample data. */
export type SamplePrefixStatus = 'Active' | 'Reserved' | 'Deprecated';

export type SamplePrefix = {
  id: string;
  prefix: string;
  description: string;
  status: SamplePrefixStatus;
  totalIPs: number;
  usedIPs: number;
};

type IpRequestBase = { id: string; description: string; status: 'pending'; requestedAt: string };

/** An IP request: one address, several (`count`), or a subnet (`size`, its prefix length). */
export type IpRequest =
  | (IpRequestBase & { type: 'single' })
  | (IpRequestBase & { type: 'multiple'; count: number })
  | (IpRequestBase & { type: 'subnet'; size: number });

export type Activity = { action: string; details: string; timestamp: string };

export type IpamGroup = { id: string; name: string; prefixCount: number; totalIPs: number; usedIPs: number };

export const SAMPLE_GROUPS: readonly IpamGroup[] = [
  { id: 'grp-corporate', name: 'Corporate IT', prefixCount: 12, totalIPs: 6144, usedIPs: 3872 },
  { id: 'grp-plant', name: 'Plant OT', prefixCount: 8, totalIPs: 3072, usedIPs: 2150 },
  { id: 'grp-dmz', name: 'DMZ & Services', prefixCount: 4, totalIPs: 1024, usedIPs: 412 },
];

export const SAMPLE_PREFIXES: readonly SamplePrefix[] = [
  {
    id: 'pfx-101',
    prefix: '10.10.1.0/24',
    description: 'Office LAN, building A',
    status: 'Active',
    totalIPs: 254,
    usedIPs: 238,
  },
  {
    id: 'pfx-204',
    prefix: '10.20.0.0/24',
    description: 'Line 1 PLC network',
    status: 'Active',
    totalIPs: 254,
    usedIPs: 201,
  },
  {
    id: 'pfx-311',
    prefix: '172.16.8.0/22',
    description: 'Legacy DMZ',
    status: 'Deprecated',
    totalIPs: 1022,
    usedIPs: 705,
  },
  {
    id: 'pfx-118',
    prefix: '192.168.50.0/24',
    description: 'Lab, held for the line 4 rollout',
    status: 'Reserved',
    totalIPs: 254,
    usedIPs: 96,
  },
  {
    id: 'pfx-120',
    prefix: '10.30.0.0/23',
    description: 'Warehouse Wi-Fi',
    status: 'Active',
    totalIPs: 510,
    usedIPs: 142,
  },
];

export const SAMPLE_REQUESTS: readonly IpRequest[] = [
  {
    id: 'req-1042',
    type: 'single',
    description: 'HMI for packaging line 3',
    status: 'pending',
    requestedAt: '2026-11-20T08:15:00Z',
  },
  {
    id: 'req-1043',
    type: 'multiple',
    count: 8,
    description: 'IP cameras, warehouse gate',
    status: 'pending',
    requestedAt: '2026-11-20T13:40:00Z',
  },
  {
    id: 'req-1045',
    type: 'subnet',
    size: 26,
    description: 'Guest Wi-Fi, building C',
    status: 'pending',
    requestedAt: '2026-11-21T09:05:00Z',
  },
];

export const SAMPLE_ACTIVITY: readonly Activity[] = [
  {
    action: 'Prefix created',
    details: '10.30.2.0/24 for Warehouse scanners',
    timestamp: '2026-11-21T14:02:00Z',
  },
  {
    action: 'IP assigned',
    details: '10.20.0.45 to plc-line3 (S7-1500)',
    timestamp: '2026-11-21T10:31:00Z',
  },
  {
    action: 'Request approved',
    details: 'req-1038: 4 IPs for label printers',
    timestamp: '2026-11-20T16:12:00Z',
  },
  {
    action: 'Prefix deprecated',
    details: '172.16.8.0/22 Legacy DMZ',
    timestamp: '2026-11-19T11:47:00Z',
  },
  {
    action: 'IP released',
    details: '10.10.1.77 from old-print-srv',
    timestamp: '2026-11-18T08:20:00Z',
  },
];

export const SAMPLE_SUMMARY: DashboardSummary = {
  totalIPs: 10240,
  usedIPs: 6434,
  availableIPs: 3806,
  totalPrefixes: 24,
  pendingRequests: 3,
};
