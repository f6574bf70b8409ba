import {
  bulkDeleteIpamIpAddresses,
  bulkDeleteIpamLocations,
  bulkDeleteIpamPrefixes,
  bulkDeleteIpamVlans,
  bulkDeleteIpamVrfs,
} from '@lne/api-client';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useInvalidateIpam, useIpamScope, writeParams } from './api';
import { ipamMessages } from './messages';

export type IpamKind = keyof typeof ipamMessages.nouns;

const BULK_DELETE = {
  prefix: bulkDeleteIpamPrefixes,
  ip: bulkDeleteIpamIpAddresses,
  vrf: bulkDeleteIpamVrfs,
  vlan: bulkDeleteIpamVlans,
  location: bulkDeleteIpamLocations,
} as const;

/**
 * Deleting one or several entities of a kind, after a confirmation: `ask(ids)` opens it, `confirm()` deletes
 * them all in one call (the server deletes every listed id or none).
 */
export function useDeleteFlow(kind: IpamKind, onDeleted?: (ids: number[]) => void) {
  const scope = useIpamScope();
  const invalidate = useInvalidateIpam();
  const [pending, setPending] = useState<number[]>([]);
  const noun = ipamMessages.nouns[kind];
  const mutation = useMutation({
    mutationFn: (ids: number[]) => BULK_DELETE[kind]({ data: ids }, writeParams(scope)),
    onSuccess: async (_answer, ids) => {
      notifications.show({ color: 'green', message: ipamMessages.common.deleted(ids.length, noun) });
      setPending([]);
      onDeleted?.(ids);
      await invalidate();
    },
  });
  return {
    noun,
    pending,
    ask: setPending as (ids: number[]) => void,
    cancel: () => setPending([]),
    confirm: () => mutation.mutate(pending),
    deleting: mutation.isPending,
  };
}
