import { type IpamIpAddress, type IpamPrefix, isApiError } from '@lne/api-client';
import { DataTable, type DataTableColumn } from '@lne/ui';
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Center,
  Code,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type ReactNode, useMemo, useState } from 'react';
import { DisabledReason } from '../../shared/ui/DisabledReason';
import { useIpamPermission } from './access';
import { useIpamScope, usePrefix } from './api';
import { ConfirmDeletion } from './components/ConfirmDeletion';
import { IpFormModal, PrefixFormModal } from './components/EntityForms';
import { RowActions } from './components/RowActions';
import { StatusBadge } from './components/StatusBadge';
import { UtilizationBar } from './components/UtilizationBar';
import { formatCount, nextFreeAddress } from './free-space';
import { ipColumns } from './IpAddressesPage';
import { useLookups } from './lookups';
import { ipamMessages } from './messages';
import { useDeleteFlow } from './use-delete';

const m = ipamMessages.detail;
const f = ipamMessages.fields;

function PrefixLink({ id, prefix }: { id: number; prefix: string }) {
  return (
    <Anchor
      renderRoot={(props) => (
        <Link {...props} to="/ipam/prefix-detail/$prefixId" params={{ prefixId: String(id) }} />
      )}
      ff="monospace"
      size="sm"
    >
      {prefix}
    </Anchor>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group gap="xs" mb="sm">
        <Title order={4}>{title}</Title>
        <Text c="dimmed" size="sm">
          ({count})
        </Text>
      </Group>
      {children}
    </Card>
  );
}

type IpDialog = { editing: IpamIpAddress | null; initial?: { address: string; vrf_id: string } };

const prefixDetailRoute = getRouteApi('/_app/ipam/prefix-detail/$prefixId');

/** The page of the route: a new prefix id starts from a fresh page (no state of the previous prefix). */
export function PrefixDetailRoutePage() {
  const { prefixId } = prefixDetailRoute.useParams();
  return <PrefixDetailPage key={prefixId} prefixId={prefixId} />;
}

/** `/ipam/prefix-detail/{prefixId}`: a prefix with its child prefixes, addresses, free ranges and next free IP. */
function PrefixDetailPage({ prefixId }: { prefixId: string }) {
  const scope = useIpamScope();
  const id = Number(prefixId);
  const detail = usePrefix(scope, id);
  const lookups = useLookups(scope);
  const edit = useIpamPermission();
  const [ipDialog, setIpDialog] = useState<IpDialog | null>(null);
  const [prefixDialog, setPrefixDialog] = useState<{
    editing: IpamPrefix | null;
    initial?: { vrf_id: string };
  } | null>(null);
  const deleteIps = useDeleteFlow('ip');
  const ask = deleteIps.ask;
  const columns = useMemo<DataTableColumn<IpamIpAddress>[]>(
    () => [
      ...ipColumns(lookups).filter((column) => column.id !== 'vrf'),
      {
        id: 'actions',
        header: '',
        value: () => null,
        sortable: false,
        width: 90,
        cell: (ip) => (
          <RowActions
            label={ip.address}
            permission={edit}
            onEdit={() => setIpDialog({ editing: ip })}
            onDelete={() => ask([ip.id])}
          />
        ),
      },
    ],
    [lookups, edit, ask],
  );

  const heading = (
    <Breadcrumbs>
      <Anchor renderRoot={(props) => <Link {...props} to="/ipam/prefixes" />} size="sm">
        {m.backToPrefixes}
      </Anchor>
      {detail.data?.ancestors.map((ancestor) => (
        <PrefixLink key={ancestor.id} id={ancestor.id} prefix={ancestor.prefix} />
      ))}
      {detail.data ? (
        <Text size="sm" ff="monospace">
          {detail.data.prefix}
        </Text>
      ) : null}
    </Breadcrumbs>
  );

  if (detail.isPending || detail.isError || !detail.data) {
    const missing = detail.isError && isApiError(detail.error) && [404, 422].includes(detail.error.status);
    return (
      <Stack p="md" gap="md">
        <Title order={2}>{ipamMessages.pages.prefixDetail}</Title>
        {heading}
        {detail.isPending && Number.isInteger(id) && id > 0 ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : (
          <Alert color={missing || !detail.isError ? 'yellow' : 'red'} maw={720}>
            {missing || !detail.isError ? m.notFound : ipamMessages.common.loadError}
          </Alert>
        )}
      </Stack>
    );
  }

  const prefix = detail.data;
  const vrf = prefix.vrf_id === null ? '' : String(prefix.vrf_id);
  return (
    <Stack p="md" gap="md" data-testid="ipam-prefix-detail">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={2}>{ipamMessages.pages.prefixDetail}</Title>
          {heading}
        </Stack>
        <Group gap="xs">
          <DisabledReason reason={edit.reason}>
            <Button variant="default" onClick={() => setPrefixDialog({ editing: prefix })}>
              {ipamMessages.common.edit}
            </Button>
          </DisabledReason>
          <DisabledReason reason={edit.reason}>
            <Button
              variant="default"
              onClick={() => setPrefixDialog({ editing: null, initial: { vrf_id: vrf } })}
            >
              {m.addChild}
            </Button>
          </DisabledReason>
          <DisabledReason reason={edit.reason}>
            <Button
              disabled={prefix.next_free_ip === null}
              onClick={() => {
                if (prefix.next_free_ip === null) return;
                setIpDialog({
                  editing: null,
                  initial: { address: nextFreeAddress(prefix.next_free_ip, prefix.prefix), vrf_id: vrf },
                });
              }}
            >
              {m.nextFree}
            </Button>
          </DisabledReason>
        </Group>
      </Group>

      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <Group gap="md">
            <Text fz={26} fw={700} ff="monospace" data-testid="prefix-title">
              {prefix.prefix}
            </Text>
            <StatusBadge status={prefix.status} />
            {prefix.description ? <Text c="dimmed">{prefix.description}</Text> : null}
          </Group>
          <SimpleGrid cols={{ base: 2, md: 6 }}>
            <Fact label={f.utilization}>
              <UtilizationBar percent={prefix.utilization} width={100} />
            </Fact>
            <Fact label={m.size}>
              <Text size="sm">{formatCount(prefix.size)}</Text>
            </Fact>
            <Fact label={m.usable}>
              <Text size="sm">{formatCount(prefix.usable_size)}</Text>
            </Fact>
            <Fact label={f.vrf}>
              <Text size="sm">{lookups.vrfName(prefix.vrf_id)}</Text>
            </Fact>
            <Fact label={f.vlan}>
              <Text size="sm">{lookups.vlanName(prefix.vlan_id)}</Text>
            </Fact>
            <Fact label={f.location}>
              <Text size="sm">{lookups.locationName(prefix.location_id)}</Text>
            </Fact>
          </SimpleGrid>
          <Text size="sm" data-testid="next-free-ip">
            {m.nextFree}:{' '}
            {prefix.next_free_ip === null ? (
              <Text span c="dimmed" size="sm">
                {m.nextFreeNone}
              </Text>
            ) : (
              <Code>{prefix.next_free_ip}</Code>
            )}
          </Text>
        </Stack>
      </Card>

      <Section title={m.childPrefixes} count={prefix.children.length}>
        {prefix.children.length === 0 ? (
          <Text c="dimmed" size="sm">
            {m.noChildren}
          </Text>
        ) : (
          <Table verticalSpacing={6} data-testid="child-prefixes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{f.prefix}</Table.Th>
                <Table.Th w={120}>{f.status}</Table.Th>
                <Table.Th w={190}>{f.utilization}</Table.Th>
                <Table.Th>{f.description}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {prefix.children.map((child) => (
                <Table.Tr key={child.id}>
                  <Table.Td>
                    <PrefixLink id={child.id} prefix={child.prefix} />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={child.status} />
                  </Table.Td>
                  <Table.Td>
                    <UtilizationBar percent={child.utilization} width={110} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{child.description}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>

      <Section title={m.addresses} count={prefix.ips.length}>
        <DataTable<IpamIpAddress>
          data={prefix.ips}
          columns={columns}
          getRowId={(ip) => String(ip.id)}
          emptyText={m.noAddresses}
          exportFileName={`prefix-${prefix.id}-addresses`}
          height={Math.min(400, 60 + prefix.ips.length * 40)}
        />
      </Section>

      <Section title={m.freeRanges} count={prefix.free_ranges.length}>
        {prefix.free_ranges.length === 0 ? (
          <Text c="dimmed" size="sm">
            {m.noFree}
          </Text>
        ) : (
          <Table verticalSpacing={6} data-testid="free-ranges">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={220}>{m.first}</Table.Th>
                <Table.Th w={220}>{m.last}</Table.Th>
                <Table.Th w={140}>{m.count}</Table.Th>
                <Table.Th>{m.cidrs}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {prefix.free_ranges.map((range) => (
                <Table.Tr key={range.first}>
                  <Table.Td ff="monospace">{range.first}</Table.Td>
                  <Table.Td ff="monospace">{range.last}</Table.Td>
                  <Table.Td>{formatCount(range.size)}</Table.Td>
                  <Table.Td>
                    <Text size="xs" ff="monospace" c="dimmed" lineClamp={2}>
                      {range.cidrs.join(', ')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>

      <IpFormModal
        opened={ipDialog !== null}
        editing={ipDialog?.editing}
        initial={ipDialog?.initial}
        onClose={() => setIpDialog(null)}
      />
      <PrefixFormModal
        opened={prefixDialog !== null}
        editing={prefixDialog?.editing}
        initial={prefixDialog?.initial}
        onClose={() => setPrefixDialog(null)}
      />
      <ConfirmDeletion deletion={deleteIps} />
    </Stack>
  );
}
