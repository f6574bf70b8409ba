import {
  Accordion,
  ActionIcon,
  Badge,
  Box,
  Code,
  CopyButton,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { AssessmentTagChip } from '../AssessmentTag';
import { isSeverity, SEVERITY_COLORS, SeverityBadge, severityRank } from '../SeverityBadge';

/** Exact texts of the check card (spec §2). */
export const checkCardText = {
  background: 'Background',
  noBackground: 'No additional background information available.',
  suggestedAction: 'Suggested Action',
  configSnippet: 'Configuration Snippet',
  findings: 'Findings',
  noIssue: 'No issue found',
  severity: 'Severity',
  issue: 'Issue',
  copy: 'Copy snippet',
  copied: 'Copied',
  passed: 'Passed',
  findingCount: (count: number) => `${count} ${count === 1 ? 'finding' : 'findings'}`,
  deviceCount: (count: number) => `${count} ${count === 1 ? 'device' : 'devices'}`,
  evidence: 'Evidence',
  operationalState: 'Operational state',
  lineRange: (first: number, last: number) => (first === last ? `line ${first}` : `lines ${first}–${last}`),
  notApplicable: 'Not applicable',
  notApplicableMore: (shown: number, total: number) => `and ${total - shown} more`,
  fixed: 'Fixed',
  changeNew: 'New',
  changeUnchanged: 'Unchanged',
} as const;

/** The description of one check (spec §3). */
export type CheckCardCheck = {
  type: string;
  title: string;
  subtitle: string;
  tags: readonly string[];
  long_description: string | null;
  recommendation: string;
  config_suggestion: string | null;
};

/** What proves a finding: configuration lines of one device's version, or facts of its operational state. */
export type CheckCardEvidence = {
  device_id: string;
  device_name: string;
  config_id: number | null;
  file: string | null;
  lines: readonly { line: number | null; text: string }[];
  note: string | null;
};

export type CheckCardFinding = {
  severity: string;
  message: string;
  evidence?: readonly CheckCardEvidence[];
  /** Compared with a snapshot: new since then, or unchanged. */
  change?: 'new' | 'unchanged';
};

/** The findings of one device for the check. */
export type CheckCardDevice = {
  device_id: string;
  device_name: string;
  results: readonly CheckCardFinding[];
};

/** Devices the check cannot judge, for one reason. */
export type CheckCardNotApplicable = {
  reason: string;
  device_count: number;
  devices: readonly { device_id: string; device_name: string }[];
};

export type CheckCardProps = {
  check: CheckCardCheck;
  /** Devices with findings; empty when the check passed. */
  devices: readonly CheckCardDevice[];
  /** Renders the device name, e.g. as a link to the device page; plain text by default. */
  renderDeviceName?: (device: { device_id: string; device_name: string }) => ReactNode;
  /**
   * Renders the heading of configuration evidence (file and line numbers), e.g. as a link that opens the
   * configuration at its first line; plain text by default.
   */
  renderEvidenceSource?: (evidence: CheckCardEvidence, label: string) => ReactNode;
  /** Devices the check does not apply to, by reason. */
  notApplicable?: readonly CheckCardNotApplicable[];
  /** Compared with a snapshot: the findings of the snapshot that are gone now. */
  fixed?: readonly CheckCardDevice[];
  /** Render the device names and evidence of the fixed findings, which belong to the compared snapshot. */
  renderFixedDeviceName?: (device: { device_id: string; device_name: string }) => ReactNode;
  renderFixedEvidenceSource?: (evidence: CheckCardEvidence, label: string) => ReactNode;
};

/** The most severe severity among the devices' findings, or undefined when there are none. */
export function worstSeverity(devices: readonly CheckCardDevice[]): string | undefined {
  let worst: string | undefined;
  for (const device of devices)
    for (const finding of device.results)
      if (worst === undefined || severityRank(finding.severity) < severityRank(worst))
        worst = finding.severity;
  return worst;
}

export const findingCount = (devices: readonly CheckCardDevice[]) =>
  devices.reduce((sum, device) => sum + device.results.length, 0);

const iconProps = {
  width: 16,
  height: 16,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function CopyIcon() {
  return (
    <svg aria-hidden="true" {...iconProps}>
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" {...iconProps}>
      <path d="M5 12l5 5L20 7" />
    </svg>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} data-section={title}>
      <Title order={6} tt="uppercase" c="dimmed" fz="xs">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** `dist-sw-01.cfg, lines 212–214` of configuration evidence; the operational state otherwise. */
export function evidenceLabel(evidence: CheckCardEvidence): string {
  if (evidence.file === null) return checkCardText.operationalState;
  const numbers = evidence.lines.map((l) => l.line).filter((n): n is number => n !== null);
  if (numbers.length === 0) return evidence.file;
  return `${evidence.file}, ${checkCardText.lineRange(Math.min(...numbers), Math.max(...numbers))}`;
}

function EvidenceBlock({
  evidence,
  findingDevice,
  renderSource,
}: {
  evidence: CheckCardEvidence;
  findingDevice: string;
  renderSource: (evidence: CheckCardEvidence, label: string) => ReactNode;
}) {
  const label = evidenceLabel(evidence);
  return (
    <Box data-testid="finding-evidence" data-config-id={evidence.config_id ?? undefined}>
      <Text size="xs" c="dimmed" data-testid="evidence-source">
        {evidence.device_id !== findingDevice ? `${evidence.device_name}: ` : null}
        {evidence.config_id !== null ? renderSource(evidence, label) : label}
      </Text>
      {evidence.lines.length > 0 ? (
        <Code block fz="xs" py={4} data-testid="evidence-lines">
          {evidence.lines
            .map((l) => `${l.line === null ? '' : `${String(l.line).padStart(4)}  `}${l.text}`)
            .join('\n')}
        </Code>
      ) : null}
      {evidence.note ? (
        <Text size="xs" fs="italic" data-testid="evidence-note">
          {evidence.note}
        </Text>
      ) : null}
    </Box>
  );
}

function ChangeBadge({ change }: { change: CheckCardFinding['change'] }) {
  if (change === undefined) return null;
  return (
    <Badge size="xs" variant="light" color={change === 'new' ? 'red' : 'gray'} data-testid="finding-change">
      {change === 'new' ? checkCardText.changeNew : checkCardText.changeUnchanged}
    </Badge>
  );
}

function DeviceFindings({
  device,
  renderDeviceName,
  renderEvidenceSource,
  testId = 'device-findings',
}: {
  device: CheckCardDevice;
  renderDeviceName: (device: { device_id: string; device_name: string }) => ReactNode;
  renderEvidenceSource: (evidence: CheckCardEvidence, label: string) => ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder p="sm" radius="sm" data-testid={testId} data-device-id={device.device_id}>
      <Group gap="xs" mb="xs">
        <Text fw={600} size="sm">
          {renderDeviceName(device)}
        </Text>
        <Badge variant="light" color="gray" size="sm" data-testid="device-finding-count">
          {device.results.length}
        </Badge>
      </Group>
      <Table withTableBorder={false} verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={110}>{checkCardText.severity}</Table.Th>
            <Table.Th>{checkCardText.issue}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {device.results.map((finding, index) => (
            <Table.Tr key={`${finding.severity}-${finding.message}-${index}`}>
              <Table.Td>
                <SeverityBadge severity={finding.severity} />
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>
                <Stack gap={4}>
                  <Group gap={6} wrap="nowrap" align="flex-start">
                    <Text size="sm" data-testid="finding-message">
                      {finding.message}
                    </Text>
                    <ChangeBadge change={finding.change} />
                  </Group>
                  {(finding.evidence ?? []).map((evidence, position) => (
                    <EvidenceBlock
                      key={`${evidence.device_id}-${evidence.config_id}-${position}`}
                      evidence={evidence}
                      findingDevice={device.device_id}
                      renderSource={renderEvidenceSource}
                    />
                  ))}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/**
 * One check of the assessment report as an item of a Mantine `Accordion` (render it inside one): title,
 * subtitle, tag chips and a findings count; expanded, the Background, Suggested Action, optional
 * Configuration Snippet and the Findings per device, or 'No issue found'.
 */
function NotApplicableList({
  entries,
  renderDeviceName,
}: {
  entries: readonly CheckCardNotApplicable[];
  renderDeviceName: (device: { device_id: string; device_name: string }) => ReactNode;
}) {
  return (
    <Stack gap="xs">
      {entries.map((entry) => (
        <Box key={entry.reason} data-testid="not-applicable">
          <Text size="sm">
            {entry.reason}{' '}
            <Text span c="dimmed" size="sm">
              ({checkCardText.deviceCount(entry.device_count)})
            </Text>
          </Text>
          <Group gap={8} mt={2}>
            {entry.devices.map((device) => (
              <Text key={device.device_id} size="xs" component="span">
                {renderDeviceName(device)}
              </Text>
            ))}
            {entry.device_count > entry.devices.length ? (
              <Text size="xs" c="dimmed" component="span">
                {checkCardText.notApplicableMore(entry.devices.length, entry.device_count)}
              </Text>
            ) : null}
          </Group>
        </Box>
      ))}
    </Stack>
  );
}

export function CheckCard({
  check,
  devices,
  renderDeviceName = (d) => d.device_name,
  renderEvidenceSource = (_evidence, label) => label,
  notApplicable = [],
  fixed = [],
  renderFixedDeviceName = renderDeviceName,
  renderFixedEvidenceSource = renderEvidenceSource,
}: CheckCardProps) {
  const count = findingCount(devices);
  const worst = worstSeverity(devices);
  return (
    <Accordion.Item value={check.type} data-testid="check-card" data-check-type={check.type}>
      <Accordion.Control>
        <Group justify="space-between" wrap="nowrap" gap="md" pr="xs">
          <Box miw={0}>
            <Text fw={600} data-testid="check-title">
              {check.title}
            </Text>
            <Text size="sm" c="dimmed">
              {check.subtitle}
            </Text>
          </Box>
          <Group gap={6} justify="flex-end" wrap="wrap" style={{ flexShrink: 0, maxWidth: '50%' }}>
            {check.tags.map((tag) => (
              <AssessmentTagChip key={tag} tag={tag} />
            ))}
            {count > 0 ? (
              <Tooltip label={checkCardText.deviceCount(devices.length)} withArrow>
                <Badge
                  color={worst !== undefined && isSeverity(worst) ? SEVERITY_COLORS[worst] : 'gray'}
                  variant="filled"
                  data-testid="check-finding-count"
                >
                  {checkCardText.findingCount(count)}
                </Badge>
              </Tooltip>
            ) : (
              <Badge color="green" variant="light" data-testid="check-finding-count">
                {checkCardText.passed}
              </Badge>
            )}
          </Group>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md">
          <Section title={checkCardText.background}>
            {check.long_description ? (
              <Text size="sm">{check.long_description}</Text>
            ) : (
              <Text size="sm" c="dimmed" fs="italic">
                {checkCardText.noBackground}
              </Text>
            )}
          </Section>
          <Section title={checkCardText.suggestedAction}>
            <Text size="sm">{check.recommendation}</Text>
          </Section>
          {check.config_suggestion ? (
            <Section title={checkCardText.configSnippet}>
              <Box pos="relative">
                <Code block data-testid="config-snippet" pr={48}>
                  {check.config_suggestion}
                </Code>
                <CopyButton value={check.config_suggestion}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? checkCardText.copied : checkCardText.copy} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color={copied ? 'teal' : 'gray'}
                        onClick={copy}
                        aria-label={checkCardText.copy}
                        pos="absolute"
                        top={6}
                        right={6}
                        className="lne-no-print"
                      >
                        {copied ? <CheckIcon /> : <CopyIcon />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              </Box>
            </Section>
          ) : null}
          <Section title={checkCardText.findings}>
            {devices.length === 0 ? (
              <Text size="sm" c="green">
                {checkCardText.noIssue}
              </Text>
            ) : (
              <Stack gap="sm">
                {devices.map((device) => (
                  <DeviceFindings
                    key={device.device_id}
                    device={device}
                    renderDeviceName={renderDeviceName}
                    renderEvidenceSource={renderEvidenceSource}
                  />
                ))}
              </Stack>
            )}
          </Section>
          {fixed.length > 0 ? (
            <Section title={checkCardText.fixed}>
              <Stack gap="sm">
                {fixed.map((device) => (
                  <DeviceFindings
                    key={device.device_id}
                    device={device}
                    renderDeviceName={renderFixedDeviceName}
                    renderEvidenceSource={renderFixedEvidenceSource}
                    testId="fixed-findings"
                  />
                ))}
              </Stack>
            </Section>
          ) : null}
          {notApplicable.length > 0 ? (
            <Section title={checkCardText.notApplicable}>
              <NotApplicableList entries={notApplicable} renderDeviceName={renderDeviceName} />
            </Section>
          ) : null}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
