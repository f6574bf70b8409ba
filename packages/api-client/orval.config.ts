import { defineConfig } from 'orval';

const input = { target: './openapi/openapi.yaml' };

export default defineConfig({
  // React Query hooks for React apps.
  reactQuery: {
    input,
    output: {
      mode: 'tags-split',
      target: './src/generated/react-query/endpoints.ts',
      schemas: './src/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      override: {
        mutator: { path: './src/fetcher.ts', name: 'apiFetch' },
        query: { signal: true },
      },
    },
  },
  // Plain fetch functions for apps without React (same mutator, same types).
  fetch: {
    input,
    output: {
      mode: 'tags-split',
      target: './src/generated/fetch/endpoints.ts',
      schemas: './src/generated/model',
      client: 'axios-functions',
      clean: true,
      override: {
        mutator: { path: './src/fetcher.ts', name: 'apiFetch' },
      },
    },
  },
});
