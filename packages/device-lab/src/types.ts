/** Public types of the device lab. */

/**
 * Fault modes of a lab host, set in `hosts.yaml` (`data.lab.faults`) or through `startLab`'s `faults` option.
 * Delays are small on purpose: they exercise a client's timing without slowing test suites.
 */
export type LabFaults = {
  /** Refuses every login, whatever the password. */
  wrongPassword?: boolean;
  /** Waits this long before each line of a command's output. */
  lineDelayMs?: number;
  /** Waits this long before each command's answer. */
  commandDelayMs?: number;
  /** Closes the connection once this many lines of command output were printed (0: at the first line). */
  dropAfterLines?: number;
  /** Prints its banner after login, then never a prompt. */
  noPrompt?: boolean;
  /** Serves a second host key, as a replaced or impostor device would. */
  changedHostKey?: boolean;
  /** Does not listen at all: a client's connection is refused. */
  noSsh?: boolean;
  /** A syslog message between output lines every this many lines (IOS, NX-OS and EOS print them). */
  chattyEvery?: number;
};

export type LabUser = {
  username: string;
  /** The password of password and keyboard-interactive logins. */
  password?: string;
  /** An OpenSSH public key line (`ssh-ed25519 AAAA…`) accepted for public-key logins. */
  publicKey?: string;
};

export type AuthMethod = 'password' | 'keyboard-interactive' | 'publickey';

/** Per-host settings: `data.lab` of `hosts.yaml`, overridden by `startLab`'s `hosts` option. */
export type HostSettings = {
  /** The name the prompt shows; defaults to the configuration's hostname, then the inventory name. */
  promptName?: string;
  /** IOS-like platforms with an enable password start in user mode (`name>`) and ask for it on `enable`. */
  enablePassword?: string;
  users?: LabUser[];
  /** Login methods offered; all three by default. */
  authMethods?: AuthMethod[];
  /** Pre-login banner (SSH authentication banner, or telnet's text before the login prompt). */
  banner?: string;
  /** Text printed after login, before the first prompt. */
  motd?: string;
  transport?: 'ssh' | 'telnet';
  /** Lines per page until the pager is turned off (24 by default). */
  pageLength?: number;
  /** Refuses the pager-off command (`terminal length 0`, `no page`, …) as a login without the right would. */
  refusePagerOff?: boolean;
  faults?: LabFaults;
};

/** One emulated device, as read from a snapshot folder. */
export type LabDeviceSpec = {
  /** The inventory name (the name its files are filed under). */
  name: string;
  /** netmiko platform name. */
  platform: string;
  /** `hostname` of `hosts.yaml`, when it gives one. */
  address?: string;
  /** `port` of `hosts.yaml`, when it gives one. */
  port?: number;
  settings: HostSettings;
  /** The running configuration, when the folder has one. */
  config?: string;
  /** Show outputs: the command (from the file name) and its text. */
  shows: { command: string; text: string }[];
};

/** A device the lab serves, with what a client needs to log into it. */
export type LabHost = {
  name: string;
  platform: string;
  address: string;
  port: number;
  transport: 'ssh' | 'telnet';
  /** The first login of the host's users. */
  username: string;
  password: string;
  enablePassword?: string;
  /** OpenSSH-style fingerprint of the key the host serves (`SHA256:…`); empty for telnet. */
  hostKeyFingerprint: string;
  /** Whether the host listens (false with the `noSsh` fault). */
  listening: boolean;
  faults: LabFaults;
};
