import {
  type Tag,
  useBulkDeleteDevices,
  useBulkDeleteHosts,
  useCreateTag,
  usePatchDevice,
  usePatchDeviceNotes,
  usePatchHost,
  usePatchHostNotes,
} from '@lne/api-client';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateInventory } from './api';
import { inventoryMessages as m } from './messages';

/** Writes always address the live state of the network (the server refuses them in a snapshot). */
type Network = { network: number };

function success(message: string) {
  notifications.show({ color: 'green', message });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => invalidateInventory(queryClient);
}

export function useTagCreation({ network }: Network) {
  const invalidate = useInvalidate();
  const create = useCreateTag({ mutation: { onSuccess: invalidate } });
  return {
    busy: create.isPending,
    createTag: async (input: { name: string; klass: string; color: string }): Promise<Tag> => {
      const tag = await create.mutateAsync({ data: input, params: { explorer_network_id: network } });
      success(m.tags.created(tag.name));
      return tag;
    },
  };
}

export function useDeviceWrites({ network }: Network) {
  const invalidate = useInvalidate();
  const patch = usePatchDevice({ mutation: { onSuccess: invalidate } });
  const notes = usePatchDeviceNotes({ mutation: { onSuccess: invalidate } });
  const bulk = useBulkDeleteDevices({ mutation: { onSuccess: invalidate } });
  const params = { explorer_network_id: network };
  return {
    busy: patch.isPending || notes.isPending,
    deleting: bulk.isPending,
    setTags: (deviceId: string, tagIds: number[]) =>
      patch.mutateAsync({ deviceId, data: { tag_ids: tagIds }, params }),
    setNotes: async (deviceId: string, text: string) => {
      await notes.mutateAsync({ deviceId, data: { notes: text }, params });
      success(m.notes.saved);
    },
    bulkDelete: async (ids: string[]) => {
      await bulk.mutateAsync({ data: { data: ids }, params });
      success(m.bulkDelete.doneDevices(ids.length));
    },
  };
}

export function useHostWrites({ network }: Network) {
  const invalidate = useInvalidate();
  const patch = usePatchHost({ mutation: { onSuccess: invalidate } });
  const notes = usePatchHostNotes({ mutation: { onSuccess: invalidate } });
  const bulk = useBulkDeleteHosts({ mutation: { onSuccess: invalidate } });
  const params = { explorer_network_id: network };
  return {
    busy: patch.isPending || notes.isPending,
    deleting: bulk.isPending,
    setTags: (hostId: string, tagIds: number[]) =>
      patch.mutateAsync({ hostId, data: { tag_ids: tagIds }, params }),
    setNotes: async (hostId: string, text: string) => {
      await notes.mutateAsync({ hostId, data: { notes: text }, params });
      success(m.notes.saved);
    },
    bulkDelete: async (ids: string[]) => {
      await bulk.mutateAsync({ data: { data: ids }, params });
      success(m.bulkDelete.doneHosts(ids.length));
    },
  };
}
