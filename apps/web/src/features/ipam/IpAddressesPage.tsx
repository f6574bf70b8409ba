import { type IpamIpAddress, importIpamIpAddresses } from '@lne/api-client';
import { compareIp } from '@lne/ip';
import type { DataTableColumn } from '@lne/ui';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { deviceDisplayName } from '../../shared/format/device-name';
import { useIpAddresses, useIpamScope, writeParams } from './api';
import { IpFormModal } from './components/EntityForms';
import { IpamListPage } from './components/IpamListPage';
import { StatusBadge } from './components/StatusBadge';
import { type Lookups, useLookups } from './lookups';
import { ipamMessages } from './messages';

const f = ipamMessages.fields;
const l = ipamMessages.lists;

export const IP_IMPORT_COLUMNS = ['address', 'vrf_id', 'status', 'dns_name', 'mac_address', 'description'];

/** Where an address is seen, e.g. 'plc-cell1 · X1 P1'. */
export function seenOnLabel(ip: Pick<IpamIpAddress, 'assigned_object'>): string {
  const seen = ip.assigned_object;
  if (!seen) return '';
  const name = seen.kind === 'device' ? deviceDisplayName(seen.name) : seen.name;
  return seen.interface ? `${name} · ${seen.interface}` : name;
}

export function ipColumns(lookups: Lookups): DataTableColumn<IpamIpAddress>[] {
  return [
    {
      id: 'address',
      header: f.address,
      value: (ip) => ip.address,
      cell: (ip) => (
        <Text size="sm" ff="monospace" fw={600}>
          {ip.address}
        </Text>
      ),
      filter: 'text',
      width: 210,
    },
    { id: 'vrf', header: f.vrf, value: (ip) => lookups.vrfName(ip.vrf_id), filter: 'select', width: 140 },
    {
      id: 'status',
      header: f.status,
      value: (ip) => ip.status,
      cell: (ip) => <StatusBadge status={ip.status} />,
      filter: 'select',
      width: 150,
    },
    { id: 'dns_name', header: f.dnsName, value: (ip) => ip.dns_name, filter: 'text' },
    { id: 'mac_address', header: f.macAddress, value: (ip) => ip.mac_address ?? '', width: 170 },
    { id: 'seen_on', header: f.assignedTo, value: seenOnLabel, width: 200 },
    { id: 'description', header: f.description, value: (ip) => ip.description },
  ];
}

/** `/ipam/ipaddresses`: documented IP addresses. */
export function IpAddressesPage() {
  const scope = useIpamScope();
  const ips = useIpAddresses(scope);
  const lookups = useLookups(scope);
  const columns = useMemo(() => ipColumns(lookups), [lookups]);
  const rows = useMemo(
    () => (ips.data ? [...ips.data].sort((a, b) => compareIp(a.address, b.address)) : undefined),
    [ips.data],
  );
  return (
    <IpamListPage<IpamIpAddress>
      title={ipamMessages.pages.ipAddresses}
      subtitle={l.ipSubtitle}
      kind="ip"
      rows={rows}
      loading={ips.isPending}
      error={ips.error}
      columns={columns}
      rowLabel={(ip) => ip.address}
      createLabel={l.createIp}
      emptyText={l.emptyIps}
      exportFileName="ip-addresses"
      importColumns={IP_IMPORT_COLUMNS}
      importRun={(file, validateOnly) =>
        importIpamIpAddresses({ upload_file: file }, { ...writeParams(scope), validate_only: validateOnly })
      }
      renderForm={(state) => (
        <IpFormModal opened={state.opened} editing={state.editing} onClose={state.onClose} />
      )}
    />
  );
}
