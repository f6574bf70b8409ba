import type { NetGraph } from '@lne/netmap';
import type { NetworkMapInstance } from '@lne/netmap/react';
import { downloadBlob } from '@lne/ui';
import { Button, Group, Menu } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { netmapMessages as m } from './messages';
import type { GraphScope } from './queries';
import type { LayoutPersistence } from './use-layout-persistence';
import { exportFileName } from './view';

type LayoutActionsProps = {
  scope: GraphScope;
  graph: NetGraph | undefined;
  map: NetworkMapInstance | null;
  canEdit: boolean;
  layout: LayoutPersistence;
};

/**
 * Save and reset the layout (editors only; a reset asks first, since the saved layout is gone after it), and
 * export the map as PNG, GEXF or GraphML.
 */
export function LayoutActions({ scope, graph, map, canEdit, layout }: LayoutActionsProps) {
  const [confirmReset, setConfirmReset] = useState(false);
  const fileName = (extension: string) => exportFileName(scope.network, scope.snapshot, extension);
  const exportXml = (xml: string, extension: string) =>
    downloadBlob(new Blob([xml], { type: 'application/xml' }), fileName(extension));
  return (
    <Group gap="xs" ml="auto" wrap="nowrap">
      <Button size="xs" disabled={!canEdit || layout.saving} onClick={() => graph && layout.save(graph)}>
        Save layout
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={!canEdit || layout.resetting}
        onClick={() => setConfirmReset(true)}
      >
        Reset layout
      </Button>
      <ConfirmDialog
        opened={confirmReset}
        title={m.reset.title}
        confirmLabel={m.reset.confirm}
        pending={layout.resetting}
        onClose={() => setConfirmReset(false)}
        onConfirm={() => layout.reset(() => setConfirmReset(false))}
      >
        {m.reset.text}
      </ConfirmDialog>
      <Menu position="bottom-start">
        <Menu.Target>
          <Button size="xs" variant="default" disabled={!map}>
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            onClick={() => void map?.exportPng().then((blob) => downloadBlob(blob, fileName('png')))}
          >
            PNG
          </Menu.Item>
          <Menu.Item onClick={() => map && exportXml(map.exportGexf(), 'gexf')}>GEXF</Menu.Item>
          <Menu.Item onClick={() => map && exportXml(map.exportGraphml(), 'graphml')}>GraphML</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
