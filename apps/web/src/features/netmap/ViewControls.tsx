import type { ViewMode, ViewState } from '@lne/netmap';
import { Button, Group, Select, Text } from '@mantine/core';
import { useSnapshots } from '../../shared/context/api';
import { snapshotLabel } from '../../shared/context/selection';
import { netmapMessages } from './messages';
import type { GraphScope } from './queries';
import type { MapUrlPatch } from './use-map-url';
import type { ViewInputsState } from './use-view-inputs';
import { DATA_TYPE_OPTIONS, dataTypeParam, VIEW_MODE_OPTIONS } from './view';

type ScopeControlsProps = {
  scope: GraphScope;
  mode: ViewMode;
  setParams: (patch: MapUrlPatch) => void;
};

/** Data type and view mode: the first row of the toolbar. */
export function ScopeControls({ scope, mode, setParams }: ScopeControlsProps) {
  return (
    <>
      <Select
        aria-label="Data type"
        size="xs"
        w={120}
        data={DATA_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        value={dataTypeParam(scope.dataType)}
        onChange={(value) => value && setParams({ dataType: value })}
        allowDeselect={false}
      />
      <Select
        aria-label="View mode"
        size="xs"
        w={200}
        data={VIEW_MODE_OPTIONS}
        value={mode}
        onChange={(value) => value && setParams({ viewMode: value })}
        allowDeselect={false}
      />
    </>
  );
}

type ModeControlsProps = {
  scope: GraphScope;
  mode: ViewMode;
  view: ViewState;
  /** Whether the active analysis view has answered. */
  answered: boolean;
  inputs: ViewInputsState;
};

/** The inputs of the analysis view chosen (impact, difference, spanning tree): the toolbar's second row. */
export function ModeControls({ scope, mode, view, answered, inputs }: ModeControlsProps) {
  if (mode === 'impact') return <ImpactControls view={view} answered={answered} inputs={inputs} />;
  if (mode === 'difference') return <DifferenceControls scope={scope} inputs={inputs} />;
  if (mode === 'spanning-tree') return <SpanningTreeControls inputs={inputs} />;
  return null;
}

function ImpactControls({
  view,
  answered,
  inputs,
}: {
  view: ViewState;
  answered: boolean;
  inputs: ViewInputsState;
}) {
  const { picked } = inputs;
  const impactedCount = view.mode === 'impact' ? view.impactedNodes.size : 0;
  return (
    <Group gap="xs">
      <Text size="xs" c="dimmed">
        {picked.length === 0 ? 'Click nodes to pick them (Shift+click for more)' : `${picked.length} picked`}
      </Text>
      <Button size="xs" disabled={picked.length === 0} onClick={inputs.analyseImpact}>
        Analyse impact
      </Button>
      {inputs.inputs.impactIds.length > 0 && answered ? (
        <Text size="sm" data-testid="impact-count">
          {netmapMessages.impact.title(impactedCount)}
        </Text>
      ) : null}
    </Group>
  );
}

function DifferenceControls({ scope, inputs }: { scope: GraphScope; inputs: ViewInputsState }) {
  const snapshots = useSnapshots(scope.network).data ?? [];
  const others = snapshots.filter((s) => s.id !== scope.snapshot);
  const chosen = inputs.inputs.diffSnapshotId;
  return (
    <Select
      aria-label="Compare with snapshot"
      placeholder={netmapMessages.diff.pick}
      size="xs"
      w={260}
      data={others.map((s) => ({ value: String(s.id), label: snapshotLabel(s) }))}
      value={chosen === undefined ? null : String(chosen)}
      onChange={(value) => inputs.setDiffSnapshotId(value ? Number(value) : undefined)}
    />
  );
}

function SpanningTreeControls({ inputs }: { inputs: ViewInputsState }) {
  const { stp } = inputs;
  return (
    <>
      <Select
        aria-label="Protocol"
        placeholder="Protocol"
        size="xs"
        w={110}
        data={stp.protocols.map((p) => p.protocol)}
        value={inputs.inputs.stpProtocol ?? null}
        onChange={(value) => inputs.chooseStpProtocol(value ?? undefined)}
      />
      <Select
        aria-label="Instance"
        placeholder="Instance"
        size="xs"
        w={110}
        data={stp.instances.map((i) => i.stp_instance_id)}
        value={inputs.inputs.stpInstanceId ?? null}
        onChange={(value) => inputs.setStpInstanceId(value ?? undefined)}
      />
    </>
  );
}
