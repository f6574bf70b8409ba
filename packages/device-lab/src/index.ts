/**
 * @lne/device-lab: emulated network devices over SSH and telnet, served from a snapshot folder, for tests and
 * demos of the poller.
 */

export { CommandBook, commandWords, type KnownCommand, type Lookup } from './commands';
export { configBanner, configHostname, deviceBook, deviceCli, synthesizedVersion } from './device';
export { commandOfFile, type LabFolder, loadLabFolder, readFaults, readSettings } from './folder';
export {
  DEFAULT_KEYS_DIR,
  fingerprintOfBlob,
  fingerprintOfKey,
  generateHostKey,
  hostKey,
  readableKeyPair,
} from './keys';
export {
  DEFAULT_USERS,
  type Lab,
  labHostKeyFingerprint,
  nthAddress,
  type StartLabOptions,
  startLab,
} from './lab';
export { type Family, familyOf, profileOf } from './platforms';
export { startSshHost, startTelnetHost, telnetText } from './servers';
export { type DeviceCli, DeviceSession, routerosLogin, type Terminal } from './session';
export type { AuthMethod, HostSettings, LabDeviceSpec, LabFaults, LabHost, LabUser } from './types';
