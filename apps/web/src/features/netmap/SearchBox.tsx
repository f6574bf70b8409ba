import { ActionIcon, Group, Stack, Text, TextInput } from '@mantine/core';
import type { MapSearch } from './use-map-search';
import { errorExcerpt, queryErrorText, resultText } from './view';

/** The search box with result stepping, the result count and where a JSON query went wrong. */
export function SearchBox({ search }: { search: MapSearch }) {
  const { text, urlText, queryError, matchCount } = search;
  return (
    <Stack gap={2} style={{ flex: '1 1 320px', maxWidth: 520 }}>
      <Group gap={4} wrap="nowrap">
        <TextInput
          aria-label="Search"
          placeholder='Search name, IP, MAC, serial… or a JSON query {"vendor": "cisco"}'
          value={text}
          onChange={(event) => search.setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search.submit(event.shiftKey ? -1 : 1);
          }}
          error={queryError ? queryErrorText(queryError) : undefined}
          style={{ flex: 1 }}
          size="xs"
        />
        <ActionIcon
          variant="default"
          aria-label="Previous result"
          disabled={matchCount === 0}
          onClick={() => search.step(-1)}
        >
          ‹
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label="Next result"
          disabled={matchCount === 0}
          onClick={() => search.step(1)}
        >
          ›
        </ActionIcon>
      </Group>
      {urlText !== '' && !queryError ? (
        <Text size="xs" c="dimmed" data-testid="search-results">
          {resultText(search.current, matchCount)}
        </Text>
      ) : null}
      {queryError?.kind === 'syntax' && queryError.position !== undefined ? (
        <Text size="xs" ff="monospace" data-testid="query-error-place">
          {errorExcerpt(urlText, queryError.position).before}
          <Text span c="red" fw={700}>
            ▲
          </Text>
          {errorExcerpt(urlText, queryError.position).after}
        </Text>
      ) : null}
    </Stack>
  );
}
