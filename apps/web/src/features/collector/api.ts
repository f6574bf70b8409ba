import {
  type CollectorTask,
  getGetCollectorSettingsQueryKey,
  getGetParserRunStatusQueryKey,
  getGetPollerRunStatsQueryKey,
  getListCollectionRunsQueryKey,
  getListCollectorTasksQueryKey,
  getListLoginCredentialsQueryKey,
  getListLoginDevicesQueryKey,
  getListTaskStatusQueryKey,
  useAcceptLoginDeviceHostKey,
  useCancelPollerRun,
  useCreateLoginCredential,
  useCreateLoginDevice,
  useDeleteLoginCredential,
  useDeleteLoginDevice,
  useGetCollectorSettings,
  useGetParserRunStatus,
  useGetPollerRunStats,
  useListCollectionRuns,
  useListCollectorTasks,
  useListLoginCredentials,
  useListLoginDevices,
  useListSupportedVendors,
  useRunParser,
  useRunPoller,
  useUpdateCollectorSettings,
  useUpdateLoginCredential,
  useUpdateLoginDevice,
} from '@lne/api-client';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { isOpen } from './import-state';
import { pollInterval } from './run-state';

export function useLoginDevices(network: number) {
  return useListLoginDevices({ explorer_network_id: network });
}

export function useLoginCredentials(network: number) {
  return useListLoginCredentials({ explorer_network_id: network });
}

/** The same list for every network; asked with the page's network, which the call requires. */
export function useSupportedVendors(network: number) {
  return useListSupportedVendors({ explorer_network_id: network });
}

export function useLoginDeviceMutations() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: getListLoginDevicesQueryKey() });
  return {
    create: useCreateLoginDevice({ mutation: { onSettled } }),
    update: useUpdateLoginDevice({ mutation: { onSettled } }),
    remove: useDeleteLoginDevice({ mutation: { onSettled } }),
  };
}

export function useCredentialMutations() {
  const client = useQueryClient();
  // Devices show their credential's name, and lose it when the credential is deleted.
  const onSettled = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: getListLoginCredentialsQueryKey() }),
      client.invalidateQueries({ queryKey: getListLoginDevicesQueryKey() }),
    ]);
  return {
    create: useCreateLoginCredential({ mutation: { onSettled } }),
    update: useUpdateLoginCredential({ mutation: { onSettled } }),
    remove: useDeleteLoginCredential({ mutation: { onSettled } }),
  };
}

/** The latest parser and poller runs, polled while one is open; off for those who may not see them. */
export function useCollectorStatus(network: number, enabled: boolean) {
  const params = { explorer_network_id: network };
  const parser = useGetParserRunStatus(params, {
    query: { enabled, refetchInterval: (query) => pollInterval(query.state.data?.running) },
  });
  const poller = useGetPollerRunStats(params, {
    query: { enabled, refetchInterval: (query) => pollInterval(query.state.data?.running) },
  });
  return { parser, poller };
}

/** The network's own recent runs of one collector, newest first (polled while one is open). */
export function useCollectorTasks(
  network: number,
  taskType: 'parser' | 'poller',
  enabled: boolean,
  running: boolean,
) {
  return useListCollectorTasks(
    { explorer_network_id: network, task_type: taskType },
    { query: { enabled, refetchInterval: pollInterval(running) } },
  );
}

/** The network's collection runs (imports and polls), polled while one is being parsed. */
export function useCollectionRuns(network: number) {
  return useListCollectionRuns(
    { explorer_network_id: network },
    {
      query: {
        refetchInterval: (query) =>
          pollInterval(
            query.state.data?.some((run) => run.status === 'parsing' || run.status === 'collected'),
          ),
      },
    },
  );
}

/** The network's latest parser run, followed every half second while the given run of it is open. */
export function useFollowedParserRun(network: number, task: CollectorTask | null) {
  return useGetParserRunStatus(
    { explorer_network_id: network },
    { query: { enabled: task !== null, refetchInterval: pollInterval(task !== null && isOpen(task)) } },
  );
}

/** What a new collection changes in the Data Collector: its runs, the parser's state and run list. */
export function refreshCollectorRuns(client: QueryClient, network: number) {
  const params = { explorer_network_id: network };
  return Promise.all([
    client.invalidateQueries({ queryKey: getListCollectionRunsQueryKey(params) }),
    client.invalidateQueries({ queryKey: getGetParserRunStatusQueryKey(params) }),
    client.invalidateQueries({ queryKey: getListCollectorTasksQueryKey() }),
  ]);
}

/** A run changes the inventory: everything read from the explorer and analytics is read again. */
export function refreshCollectedData(client: QueryClient) {
  return client.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey[0];
      return typeof key === 'string' && (key.startsWith('/api/explorer') || key.startsWith('/api/analytics'));
    },
  });
}

export function useRunMutations(network: number) {
  const client = useQueryClient();
  const onSettled = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: getGetParserRunStatusQueryKey({ explorer_network_id: network }) }),
      client.invalidateQueries({ queryKey: getGetPollerRunStatsQueryKey({ explorer_network_id: network }) }),
      client.invalidateQueries({ queryKey: getListCollectorTasksQueryKey() }),
      client.invalidateQueries({ queryKey: getListTaskStatusQueryKey() }),
    ]);
  return {
    parser: useRunParser({ mutation: { onSettled } }),
    poller: useRunPoller({ mutation: { onSettled } }),
  };
}

/** Accepting a changed host key changes the device's row. */
export function useAcceptHostKey() {
  const client = useQueryClient();
  return useAcceptLoginDeviceHostKey({
    mutation: { onSettled: () => client.invalidateQueries({ queryKey: getListLoginDevicesQueryKey() }) },
  });
}

export function useCancelPoller(network: number) {
  const client = useQueryClient();
  return useCancelPollerRun({
    mutation: {
      onSettled: () =>
        client.invalidateQueries({
          queryKey: getGetPollerRunStatsQueryKey({ explorer_network_id: network }),
        }),
    },
  });
}

export function useCollectorSettings(network: number, enabled: boolean) {
  return useGetCollectorSettings({ explorer_network_id: network }, { query: { enabled } });
}

export function useCollectorSettingsMutation(network: number) {
  const client = useQueryClient();
  return useUpdateCollectorSettings({
    mutation: {
      onSettled: () =>
        client.invalidateQueries({
          queryKey: getGetCollectorSettingsQueryKey({ explorer_network_id: network }),
        }),
    },
  });
}
