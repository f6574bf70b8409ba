import {
  type AuditEntry,
  useGetLogs,
  useListAuditEntries,
  useListContainers,
  useListUsers,
} from '@lne/api-client';
import { DataTable, type DataTableColumn } from '@lne/ui';
import {
  Badge,
  Button,
  Card,
  Chip,
  Group,
  Pagination,
  ScrollArea,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { formatUnixTime } from '../../shared/format/time';
import { useUrlTableState } from '../../shared/table/use-url-table-state';
import {
  countMatches,
  filterLogEntries,
  LOG_LEVELS,
  LOG_SOURCES,
  type LogSource,
  parseLogLines,
  splitMatches,
} from './format';
import { settingsMessages as m } from './messages';
import { SettingsPage } from './SettingsPage';

const TAIL_OPTIONS = ['50', '100', '200', '500', '1000', '2000'];
const AUTO_REFRESH_MS = 5000;
const AUDIT_PAGE_SIZE = 200;

function HighlightedLine({ line, query }: { line: string; query: string }) {
  const parts = splitMatches(line, query);
  let offset = 0;
  return (
    <div>
      {parts.map((part) => {
        const key = offset;
        offset += part.text.length;
        return part.match ? (
          <mark key={key} data-testid="log-match">
            {part.text}
          </mark>
        ) : (
          <span key={key}>{part.text}</span>
        );
      })}
    </div>
  );
}

const isLogSource = (value: string): value is LogSource => (LOG_SOURCES as readonly string[]).includes(value);

function LogsCard() {
  const containers = useListContainers().data ?? [];
  const [container, setContainer] = useState('api');
  const [tail, setTail] = useState('200');
  const [autoRefresh, setAutoRefresh] = useState(false);
  const [query, setQuery] = useState('');
  const [minLevel, setMinLevel] = useState(String(LOG_LEVELS[0]?.value ?? 10));
  // The web app's own files and pages are many and rarely what one looks for: hidden until chosen.
  const [sources, setSources] = useState<LogSource[]>(['api', 'server']);
  const logs = useGetLogs(
    { container_name: container, tail: Number(tail) },
    { query: { refetchInterval: autoRefresh ? AUTO_REFRESH_MS : false, staleTime: 0 } },
  );
  const entries = useMemo(() => parseLogLines(logs.data?.lines ?? []), [logs.data]);
  const lines = useMemo(
    () => filterLogEntries(entries, { minLevel: Number(minLevel), sources }).map((entry) => entry.text),
    [entries, minLevel, sources],
  );
  const matches = countMatches(lines, query);
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={3}>{m.logsTitle}</Title>
        <Group align="flex-end" gap="md">
          <Select
            label={m.container}
            data={(containers.length > 0 ? containers.map((c) => c.name) : ['api']).map((name) => ({
              value: name,
              label: name,
            }))}
            value={container}
            allowDeselect={false}
            onChange={(value) => value && setContainer(value)}
            w={180}
          />
          <Select
            label={m.tail}
            data={TAIL_OPTIONS}
            value={tail}
            allowDeselect={false}
            onChange={(value) => value && setTail(value)}
            w={120}
          />
          <TextInput
            label={m.searchLog}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            w={280}
          />
          <Select
            label={m.logLevel}
            data={LOG_LEVELS.map((level) => ({
              value: String(level.value),
              label: m.levelAndAbove(level.name),
            }))}
            value={minLevel}
            allowDeselect={false}
            onChange={(value) => value && setMinLevel(value)}
            w={170}
          />
          <Chip.Group multiple value={sources} onChange={(value) => setSources(value.filter(isLogSource))}>
            <Group gap={6} mb={8} role="group" aria-label={m.logSources}>
              {LOG_SOURCES.map((source) => (
                <Chip key={source} value={source} size="sm">
                  {m.logSource[source]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Switch
            label={m.autoRefresh}
            checked={autoRefresh}
            onChange={(event) => setAutoRefresh(event.currentTarget.checked)}
            mb={10}
          />
          <Button variant="light" onClick={() => void logs.refetch()} loading={logs.isFetching} mb={2}>
            {m.refresh}
          </Button>
          {query ? (
            <Text size="sm" c="dimmed" mb={10} data-testid="log-match-count">
              {m.matches(matches)}
            </Text>
          ) : null}
        </Group>
        <ScrollArea
          h={420}
          type="auto"
          bg="var(--mantine-color-default-hover)"
          p="xs"
          data-testid="log-lines"
        >
          {lines.length === 0 ? (
            <Text size="sm" c="dimmed">
              {logs.isPending ? '…' : m.noLogLines}
            </Text>
          ) : (
            <Text
              component="div"
              ff="monospace"
              size="xs"
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            >
              {lines.map((line, index) => (
                // Lines have no identity of their own; their position is it.
                <HighlightedLine key={index} line={line} query={query} />
              ))}
            </Text>
          )}
        </ScrollArea>
      </Stack>
    </Card>
  );
}

const METHOD_COLORS: Record<string, string> = { POST: 'green', PUT: 'blue', PATCH: 'cyan', DELETE: 'red' };

const AUDIT_COLUMNS: DataTableColumn<AuditEntry>[] = [
  {
    id: 'time',
    header: m.auditTime,
    value: (row) => row.time,
    cell: (row) => formatUnixTime(row.time),
    width: 190,
  },
  { id: 'user', header: m.auditUser, value: (row) => row.username ?? '', filter: 'select', width: 140 },
  {
    id: 'method',
    header: m.auditMethod,
    value: (row) => row.method,
    filter: 'select',
    width: 110,
    cell: (row) => (
      <Badge variant="light" color={METHOD_COLORS[row.method] ?? 'gray'}>
        {row.method}
      </Badge>
    ),
  },
  { id: 'target', header: m.auditTarget, value: (row) => row.target, filter: 'text' },
  { id: 'path', header: m.auditPath, value: (row) => row.path, hiddenByDefault: true },
  {
    id: 'status',
    header: m.auditStatus,
    value: (row) => row.status,
    width: 100,
    cell: (row) => (
      <Badge variant="outline" color={row.status < 400 ? 'green' : 'red'}>
        {row.status}
      </Badge>
    ),
  },
];

function AuditCard() {
  const users = useListUsers().data ?? [];
  const [username, setUsername] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [tableState, setTableState] = useUrlTableState();
  const audit = useListAuditEntries(
    { page, page_size: AUDIT_PAGE_SIZE, ...(username ? { username } : {}) },
    { query: { staleTime: 0, refetchOnMount: 'always' } },
  );
  const total = audit.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{m.auditTitle}</Title>
          <Text size="sm" c="dimmed" data-testid="audit-total">
            {m.auditTotal(total)}
          </Text>
        </Group>
        <DataTable<AuditEntry>
          state={tableState}
          onStateChange={setTableState}
          data={audit.data?.items ?? []}
          columns={AUDIT_COLUMNS}
          getRowId={(row) => String(row.id)}
          loading={audit.isPending}
          error={audit.error}
          emptyText={m.noAudit}
          exportFileName="audit"
          height={420}
          toolbar={
            <Select
              aria-label={m.auditFilterUser}
              placeholder={m.auditAllUsers}
              data={users.map((user) => ({ value: user.username, label: user.username }))}
              value={username}
              onChange={(value) => {
                setUsername(value);
                setPage(1);
              }}
              clearable
              searchable
              w={200}
            />
          }
        />
        {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} /> : null}
      </Stack>
    </Card>
  );
}

/** Logs per container (tail size, auto-refresh, search with highlights) and the audit trail of every write. */
export function SystemlogPage() {
  return (
    <SettingsPage title={m.systemlogTitle} subjects={['system_settings']}>
      <LogsCard />
      <AuditCard />
    </SettingsPage>
  );
}
