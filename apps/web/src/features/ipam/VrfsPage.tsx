import { type IpamVrf, importIpamVrfs } from '@lne/api-client';
import type { DataTableColumn } from '@lne/ui';
import { Text } from '@mantine/core';
import { useIpamScope, useVrfs, writeParams } from './api';
import { VrfFormModal } from './components/EntityForms';
import { IpamListPage } from './components/IpamListPage';
import { ipamMessages } from './messages';

const f = ipamMessages.fields;
const l = ipamMessages.lists;

export const VRF_IMPORT_COLUMNS = ['name', 'rd', 'description'];

const COLUMNS: DataTableColumn<IpamVrf>[] = [
  {
    id: 'name',
    header: f.name,
    value: (vrf) => vrf.name,
    cell: (vrf) => (
      <Text size="sm" fw={600}>
        {vrf.name}
      </Text>
    ),
    filter: 'text',
    width: 240,
  },
  { id: 'rd', header: f.rd, value: (vrf) => vrf.rd ?? '', filter: 'text', width: 200 },
  { id: 'description', header: f.description, value: (vrf) => vrf.description },
];

/** `/ipam/vrfs`: VRFs of the network. */
export function VrfsPage() {
  const scope = useIpamScope();
  const vrfs = useVrfs(scope);
  return (
    <IpamListPage<IpamVrf>
      title={ipamMessages.pages.vrfs}
      subtitle={l.vrfSubtitle}
      kind="vrf"
      rows={vrfs.data}
      loading={vrfs.isPending}
      error={vrfs.error}
      columns={COLUMNS}
      rowLabel={(vrf) => vrf.name}
      createLabel={l.createVrf}
      emptyText={l.emptyVrfs}
      exportFileName="vrfs"
      importColumns={VRF_IMPORT_COLUMNS}
      importRun={(file, validateOnly) =>
        importIpamVrfs({ upload_file: file }, { ...writeParams(scope), validate_only: validateOnly })
      }
      renderForm={(state) => (
        <VrfFormModal opened={state.opened} editing={state.editing} onClose={state.onClose} />
      )}
    />
  );
}
