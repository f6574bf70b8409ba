/**
 * @lne/poller: collects what network devices print, over SSH or telnet, and only reads. Results come back per
 * device with a clear reason when a device fails, and write straight into the snapshot-folder layout.
 */

export { platformFromBanner, platformFromPrompt, platformFromVersion } from './detect';
export { assertReadOnly, isReadOnlyCommand, ReadOnlyViolation } from './guard';
export { DEFAULT_CONCURRENCY, pollMany } from './many';
export {
  commandPlan,
  isPollerPlatform,
  type PlannedCommand,
  type PlatformProfile,
  type PollerPlatform,
  PROFILES,
} from './platforms';
export { DEFAULT_COMMAND_TIMEOUT_MS, DEFAULT_CONNECT_TIMEOUT_MS, pollDevice } from './poll';
export {
  commandFileName,
  inventoryYaml,
  pathSegment,
  type SnapshotFile,
  snapshotFiles,
  writeSnapshotFolder,
} from './snapshot';
export {
  commandOutput,
  isRefusal,
  looksLikePrompt,
  type Prompt,
  plainText,
  readPrompt,
  withoutSyslog,
} from './terminal';
export { fingerprint, privateKeyProblem } from './transport';
export {
  type CommandOutput,
  type CommandStatus,
  type DeviceResult,
  PollError,
  type PollManyOptions,
  type PollOptions,
  type PollProgress,
  type PollReason,
  type PollTarget,
} from './types';
