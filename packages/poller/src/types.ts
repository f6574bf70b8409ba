/** Public types of the poller. */

/** A device to poll, with its login. */
export type PollTarget = {
  /** The inventory name: the device's files are filed under it (`configs/<name>.cfg`, `show/<name>/…`). */
  name: string;
  /** Management address or DNS name. */
  host: string;
  /** 22 for SSH, 23 for telnet by default. */
  port?: number;
  /** netmiko platform name; detected from the banner, the prompt and `show version` when absent. */
  platform?: string;
  transport?: 'ssh' | 'telnet';
  username: string;
  /** For password and keyboard-interactive logins. */
  password?: string;
  /** An OpenSSH or PEM private key, for public-key logins. */
  privateKey?: string | Buffer;
  passphrase?: string;
  /** Sent when the device asks for one after `enable`; the login password when not given. */
  enablePassword?: string;
  /** AOS-S asks a user name after `enable` too (`manager` when not given, as netmiko does). */
  enableUsername?: string;
  /** The SSH host key fingerprint trusted so far (`SHA256:…`); a different key fails the device. */
  knownHostKey?: string;
  /** Inventory data written into the exported `hosts.yaml` (`site`, …). */
  data?: Record<string, string>;
};

export type PollOptions = {
  /** Time to connect, log in and see the first prompt (default 10 s). */
  connectTimeoutMs?: number;
  /** Time for one command's whole output (default 60 s). */
  commandTimeoutMs?: number;
  signal?: AbortSignal;
};

/** Why a device failed, or why its poll stopped early. */
export type PollReason =
  | 'authentication failed'
  | 'timed out'
  | 'connection refused'
  | 'unreachable'
  | 'host key changed'
  | 'unsupported platform'
  | 'no prompt'
  | 'connection lost'
  | 'nothing collected'
  | 'cancelled'
  | 'error';

export class PollError extends Error {
  constructor(
    readonly reason: PollReason,
    detail: string,
    /** The host key the device showed, for `host key changed`. */
    readonly hostKeyFingerprint?: string,
  ) {
    super(detail);
    this.name = 'PollError';
  }
}

export type CommandStatus = 'ok' | 'rejected' | 'timed out' | 'not run';

/** One command's answer: verbatim (minus echo, prompt, pager and terminal escapes), LF line ends. */
export type CommandOutput = {
  command: string;
  kind: 'config' | 'version' | 'show';
  status: CommandStatus;
  /** What the device printed; for a rejected command, its refusal (`% Invalid input detected …`). */
  text: string;
  durationMs: number;
};

export type DeviceResult = {
  name: string;
  host: string;
  port: number;
  transport: 'ssh' | 'telnet';
  /** `ok`: every command ran; `partial`: configuration or version collected, then the poll stopped; `failed`. */
  status: 'ok' | 'partial' | 'failed';
  reason?: PollReason;
  detail?: string;
  platform?: string;
  /** How the platform was known. */
  platformSource?: 'given' | 'prompt' | 'banner' | 'show version';
  /** The device's name as its prompt shows it (may differ from the inventory's). */
  hostname?: string;
  /** The host key the device showed (`SHA256:…`), also when it differs from the known one. */
  hostKeyFingerprint?: string;
  /** Pre-login and post-login banner text. */
  banner?: string;
  outputs: CommandOutput[];
  /** Syslog messages the device printed into outputs, taken out of them. */
  messages: string[];
  /** What went differently from plan: pager-off refused, enable refused, … */
  notes: string[];
  startedAt: string;
  durationMs: number;
};

export type PollProgress = {
  /** `start`: a device's poll began; `done`: it ended (its result given). */
  type: 'start' | 'done';
  target: PollTarget;
  result?: DeviceResult;
  done: number;
  running: number;
  total: number;
};

export type PollManyOptions = PollOptions & {
  /** Devices polled at once (default 16). */
  concurrency?: number;
  onProgress?: (progress: PollProgress) => void;
};
