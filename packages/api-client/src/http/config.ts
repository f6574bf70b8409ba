import { ACCESS_TOKEN_KEY, VERSION_STORAGE_KEY } from '../constants';

/** The part of the Web Storage API the client reads; `localStorage`, `sessionStorage` or any shim fits. */
export type KeyValueStorage = { getItem(key: string): string | null };

type MaybePromise<T> = T | Promise<T>;

export type ClientConfig = {
  /** Origin (and optional path prefix) put before every `/api/...` path; empty means the page's origin. */
  baseUrl: string;
  /** Where the token and version are read from; defaults to `globalThis.localStorage` when there is one. */
  storage: KeyValueStorage | undefined;
  /** The bearer token; defaults to `access_token` of the storage. Empty or absent sends no header. */
  getToken: () => MaybePromise<string | null | undefined>;
  /** The version header value; defaults to `nwos_version` of the storage. Empty or absent sends none. */
  getVersion: () => MaybePromise<string | null | undefined>;
  /** The fetch implementation; the global one by default (Node 18+ and browsers). */
  fetch: typeof fetch;
  /**
   * Makes the XMLHttpRequest of calls that follow their upload's progress (`onUploadProgress`), which fetch
   * cannot report; the global one by default (browsers).
   */
  createXhr: () => XMLHttpRequest;
};

function defaultStorage(): KeyValueStorage | undefined {
  try {
    // Looked up on every call: the storage may appear after import (tests, late polyfills), and reading
    // `localStorage` throws in sandboxed frames.
    const storage: unknown = Reflect.get(globalThis, 'localStorage');
    return storage && typeof storage === 'object' && 'getItem' in storage
      ? (storage as KeyValueStorage)
      : undefined;
  } catch {
    return undefined;
  }
}

function readStored(key: string): string | null {
  const storage = clientConfig.storage ?? defaultStorage();
  return storage?.getItem(key) ?? null;
}

function defaults(): ClientConfig {
  return {
    baseUrl: '',
    storage: undefined,
    getToken: () => readStored(ACCESS_TOKEN_KEY),
    getVersion: () => readStored(VERSION_STORAGE_KEY),
    fetch: (input, init) => globalThis.fetch(input, init),
    createXhr: () => new XMLHttpRequest(),
  };
}

const clientConfig: ClientConfig = defaults();

/**
 * Adapts the client to an app: another origin, another storage (Node has no `localStorage`), tokens from
 * elsewhere. Only the given fields change; the rest keep their current values.
 */
export function configureClient(config: Partial<ClientConfig>): void {
  Object.assign(clientConfig, config);
}

/** Back to the defaults of spec §9: same origin, tokens and version from `localStorage`. */
export function resetClientConfig(): void {
  Object.assign(clientConfig, defaults());
}

/** The configuration in force, read by every request. */
export function getClientConfig(): Readonly<ClientConfig> {
  return clientConfig;
}
