import type { ExplorerVlan, ExplorerVlanInput } from '@lne/api-client';
import { valibotResolver } from '@lne/ui';
import { Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { segmentationMessages as m } from './messages';
import {
  EMPTY_VLAN_FORM,
  VLAN_ID_MAX,
  VLAN_ID_MIN,
  type VlanFormValues,
  vlanFormSchema,
  vlanFormValues,
  vlanInput,
} from './vlan-form';

export type VlanFormModalProps = {
  opened: boolean;
  /** The VLAN edited; a new one when absent. */
  vlan?: ExplorerVlan | undefined;
  /** Zone names offered in the zone select. */
  zones: readonly string[];
  pending: boolean;
  onSubmit: (input: ExplorerVlanInput) => void;
  onClose: () => void;
};

/** Create or edit a VLAN: id 1–4094, name, description and zone. */
export function VlanFormModal({ opened, vlan, zones, pending, onSubmit, onClose }: VlanFormModalProps) {
  const form = useForm<VlanFormValues>({
    initialValues: EMPTY_VLAN_FORM,
    validate: valibotResolver(vlanFormSchema),
  });
  useEffect(() => {
    if (!opened) return;
    form.setValues(vlan ? vlanFormValues(vlan) : EMPTY_VLAN_FORM);
    form.resetDirty();
    form.clearErrors();
  }, [opened, vlan]);
  const zoneOptions = [...new Set([...zones, ...(vlan?.zone ? [vlan.zone] : [])])].sort();
  return (
    <Modal opened={opened} onClose={onClose} title={vlan ? m.editVlan : m.addVlan} centered>
      <form onSubmit={form.onSubmit((values) => onSubmit(vlanInput(values)))} noValidate>
        <Stack gap="sm">
          <NumberInput
            label={m.vlanId}
            required
            min={VLAN_ID_MIN}
            max={VLAN_ID_MAX}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            data-autofocus
            {...form.getInputProps('vlan_id')}
          />
          <TextInput label={m.name} required {...form.getInputProps('name')} />
          <TextInput label={m.description} {...form.getInputProps('description')} />
          <Select
            label={m.zone}
            placeholder={m.noZone}
            data={zoneOptions}
            clearable
            searchable
            {...form.getInputProps('zone')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {m.cancel}
            </Button>
            <Button type="submit" loading={pending}>
              {m.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
