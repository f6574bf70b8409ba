import type { NormalizedDevice } from '@lne/netparse';
import type { DeviceRecord, HostRecord, VlanRecord, Zone } from '../../model/documents';

/**
 * The assessment's vocabulary: checks (a description of spec §3 and an evaluation), findings with the evidence
 * that proves them, and the devices as the checks see them (the stored document and the parsed configuration).
 */

/** Platforms that share a configuration syntax and its defaults, as the checks tell them apart. */
export type PlatformFamily = 'ios' | 'nxos' | 'eos' | 'junos' | 'aos-s' | 'aos-cx' | 'routeros';

export type Severity = 'critical' | 'high' | 'medium' | 'low' | 'info';
export type CheckTag = 'NetDevice' | 'Security' | 'Reliability' | 'Interface' | 'Performance' | 'Suspicious';

/** One line of evidence: a configuration line (with its 1-based number) or a fact of the operational state. */
export type EvidenceLine = { line: number | null; text: string };

/**
 * What proves a finding: lines of one device's configuration version, or facts of its operational state (the
 * stored ports, hosts and spanning tree, `file` and `config_id` null). `note` says what the lines show when
 * the proof is an absence or a platform default.
 */
export type Evidence = {
  device_id: string;
  device_name: string;
  config_id: number | null;
  file: string | null;
  lines: EvidenceLine[];
  note: string | null;
};

export type Finding = {
  severity: Severity;
  message: string;
  interface: string | null;
  evidence: Evidence[];
};

export type CheckDescription = {
  type: string;
  category: 'configuration' | 'operational';
  title: string;
  subtitle: string;
  tags: CheckTag[];
  long_description: string | null;
  recommendation: string;
  config_suggestion: string | null;
};

/** A device's newest configuration version, read by `@lne/netparse`. */
export type ParsedConfig = {
  configId: number;
  /** The version's file name, as findings name it. */
  file: string;
  /** The path the text was parsed under: the file the model's line references name. */
  source: string;
  /** The platform the text was read as, and the family of platforms whose syntax and defaults it has. */
  platform: string;
  family: PlatformFamily;
  /** The text's lines, as the model's line numbers count them (index 0 is line 1). */
  lines: readonly string[];
  model: NormalizedDevice;
};

/** A device as the checks see it. */
export type AssessedDevice = {
  record: DeviceRecord;
  /** The parsed newest configuration, or null with the reason it could not be read as a model. */
  config: ParsedConfig | null;
  /** Why there is no parsed configuration: none stored, or a platform without a configuration model. */
  noConfig: string | null;
};

/** What the whole network offers a check beside the device itself. */
export type NetworkFacts = {
  hosts: readonly HostRecord[];
  vlans: readonly VlanRecord[];
  zones: readonly Zone[];
};

/** The outcome of a check on one device: findings (none when it passed), or the reason it does not apply. */
export type CheckOutcome = Finding[] | { notApplicable: string };
