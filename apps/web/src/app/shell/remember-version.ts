import { useGetVersion } from '@lne/api-client';
import { useEffect } from 'react';
import { VERSION_STORAGE_KEY } from '../../shared/constants';

/** Stores the server version at load when none is stored (spec §8); the client sends it with every call. */
export function rememberVersion(version: string | undefined, storage: Storage = localStorage): void {
  if (version && !storage.getItem(VERSION_STORAGE_KEY)) storage.setItem(VERSION_STORAGE_KEY, version);
}

export function useRememberVersion(): void {
  const version = useGetVersion().data?.version;
  useEffect(() => rememberVersion(version), [version]);
}
