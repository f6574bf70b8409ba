import { CliChannel } from './channel';
import { platformFromBanner, platformFromPrompt, platformFromVersion } from './detect';
import { assertReadOnly } from './guard';
import {
  commandPlan,
  isPollerPlatform,
  type PlannedCommand,
  type PlatformProfile,
  type PollerPlatform,
  PROFILES,
} from './platforms';
import {
  commandOutput,
  isRefusal,
  lastLine,
  looksLikePrompt,
  type Prompt,
  plainText,
  readPrompt,
  withoutSyslog,
} from './terminal';
import { openSsh, openTelnet } from './transport';
import { type CommandOutput, type DeviceResult, PollError, type PollOptions, type PollTarget } from './types';

export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
export const DEFAULT_COMMAND_TIMEOUT_MS = 60_000;

const ANY_KEY = /any key to continue\s*$/i;
const ASKS_USERNAME = /(?:user ?name|login)\s*:\s*$/i;
const ASKS_PASSWORD = /password\s*:\s*$/i;
const LOGIN_REFUSED = /login invalid|login incorrect|authentication failed|access denied|bad passwords/i;

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type Context = {
  channel: CliChannel;
  target: PollTarget;
  result: DeviceResult;
  prompt: Prompt;
  enter: string;
  commandTimeoutMs: number;
};

/** Sends one read-only command and reads until the prompt is back; the output without echo and prompt. */
async function run(ctx: Context, command: string): Promise<string> {
  assertReadOnly(command);
  ctx.channel.take();
  ctx.channel.send(`${command}${ctx.enter}`);
  const raw = await ctx.channel.wait((r) => ctx.prompt.matcher.test(lastLine(r)), ctx.commandTimeoutMs, {
    onTimeout: new PollError('timed out', `${command}: no prompt within ${ctx.commandTimeoutMs} ms`),
  });
  ctx.channel.take();
  return commandOutput(raw, command, ctx.prompt.matcher);
}

/**
 * Waits for the first prompt: a line shaped like one, confirmed by pressing Enter and seeing the same line again
 * (banners may hold lines that look like prompts). Enter is also pressed for `Press any key to continue` and,
 * now and then, when a device stays silent.
 */
async function firstPrompt(
  channel: CliChannel,
  timeoutMs: number,
): Promise<{ prompt: Prompt; banner: string }> {
  const deadline = Date.now() + timeoutMs;
  const nudgeMs = Math.min(2000, Math.max(250, Math.floor(timeoutMs / 5)));
  let candidate: string | undefined;
  let banner = '';
  while (Date.now() < deadline) {
    const remaining = deadline - Date.now();
    let raw: string;
    try {
      raw = await channel.wait(
        (r) => {
          const last = lastLine(r);
          return looksLikePrompt(last) || ANY_KEY.test(last);
        },
        Math.min(nudgeMs, remaining),
        { answerPager: false, onTimeout: new PollError('no prompt', 'silent') },
      );
    } catch (error) {
      if (error instanceof PollError && error.reason === 'no prompt') {
        channel.send('\n');
        continue;
      }
      throw error;
    }
    channel.take();
    const text = plainText(raw);
    const line = text.slice(text.lastIndexOf('\n') + 1);
    if (ANY_KEY.test(line)) {
      banner += text;
      channel.send('\n');
      continue;
    }
    const trimmed = line.trimEnd();
    if (candidate === trimmed) return { prompt: readPrompt(trimmed), banner: banner.trim() };
    banner += text.slice(0, text.lastIndexOf('\n') + 1);
    candidate = trimmed;
    channel.send('\n');
  }
  throw new PollError('no prompt', `no prompt within ${timeoutMs} ms`);
}

/** Telnet's login is text on the line: the user name when asked, then the password. */
async function telnetLogin(channel: CliChannel, target: PollTarget, timeoutMs: number): Promise<string> {
  const asked = (r: string) => {
    const last = lastLine(r);
    return ASKS_USERNAME.test(last) || ASKS_PASSWORD.test(last) || looksLikePrompt(last);
  };
  let banner = '';
  const deadline = Date.now() + timeoutMs;
  let sentPassword = false;
  let sentUsername = false;
  while (Date.now() < deadline) {
    const raw = await channel.wait(asked, Math.max(1, deadline - Date.now()), {
      answerPager: false,
      onTimeout: new PollError('no prompt', `no login prompt within ${timeoutMs} ms`),
    });
    channel.take();
    const text = plainText(raw);
    const last = lastLine(raw);
    if (LOGIN_REFUSED.test(text) || (sentPassword && ASKS_USERNAME.test(last))) {
      throw new PollError('authentication failed', 'the device refused the login');
    }
    if (ASKS_USERNAME.test(last)) {
      banner += text.slice(0, text.lastIndexOf('\n') + 1);
      if (sentUsername && !sentPassword)
        throw new PollError('authentication failed', 'asked for the user again');
      channel.send(`${target.username}\r\n`);
      sentUsername = true;
    } else if (ASKS_PASSWORD.test(last)) {
      if (sentPassword) throw new PollError('authentication failed', 'the device refused the login');
      channel.send(`${target.password ?? ''}\r\n`);
      sentPassword = true;
    } else {
      return `${banner}${text}`;
    }
  }
  throw new PollError('no prompt', `no login prompt within ${timeoutMs} ms`);
}

/** Raises an IOS-like session to privileged mode, answering the user name and password the device asks. */
async function enable(ctx: Context): Promise<void> {
  const { channel, target } = ctx;
  assertReadOnly('enable');
  channel.take();
  channel.send(`enable${ctx.enter}`);
  const answered = { username: false, password: false };
  for (let round = 0; round < 4; round += 1) {
    const raw = await channel.wait(
      (r) => {
        const last = lastLine(r);
        return ctx.prompt.matcher.test(last) || ASKS_PASSWORD.test(last) || ASKS_USERNAME.test(last);
      },
      ctx.commandTimeoutMs,
      { onTimeout: new PollError('timed out', `enable: no answer within ${ctx.commandTimeoutMs} ms`) },
    );
    channel.take();
    const last = lastLine(raw);
    if (ctx.prompt.matcher.test(last)) {
      if (last.trimEnd().endsWith('#')) {
        ctx.prompt = { ...ctx.prompt, privileged: true };
        return;
      }
      const refusal = plainText(raw)
        .split('\n')
        .find((l) => isRefusal(l));
      ctx.result.notes.push(
        `enable refused${refusal ? ` (${refusal.trim()})` : ''}: the session stays unprivileged`,
      );
      return;
    }
    if (ASKS_USERNAME.test(last) && !answered.username) {
      answered.username = true;
      channel.send(`${target.enableUsername ?? 'manager'}${ctx.enter}`);
    } else if (ASKS_PASSWORD.test(last) && !answered.password) {
      answered.password = true;
      channel.send(`${target.enablePassword ?? target.password ?? ''}${ctx.enter}`);
    } else {
      // Asked twice: the secret was wrong. An empty answer lets the device give up and print its prompt.
      channel.send(ctx.enter);
    }
  }
  ctx.result.notes.push('enable refused: the session stays unprivileged');
}

function outputOf(
  planned: PlannedCommand,
  text: string,
  startedAt: number,
  result: DeviceResult,
): CommandOutput {
  const { text: clean, messages } = withoutSyslog(text, planned.command);
  result.messages.push(...messages);
  return {
    command: planned.command,
    kind: planned.kind,
    status: isRefusal(clean) ? 'rejected' : 'ok',
    text: clean,
    durationMs: Date.now() - startedAt,
  };
}

/** The platform from the prompt, the banners, or `show version` (whose answer is kept for the version). */
async function detect(
  ctx: Context,
  banner: string,
): Promise<{ platform: PollerPlatform; version?: CommandOutput }> {
  const byPrompt = platformFromPrompt(ctx.prompt);
  if (byPrompt) {
    ctx.result.platformSource = 'prompt';
    return { platform: byPrompt };
  }
  const byBanner = platformFromBanner(banner);
  if (byBanner) {
    ctx.result.platformSource = 'banner';
    return { platform: byBanner };
  }
  const started = Date.now();
  const text = await run(ctx, 'show version');
  const byVersion = platformFromVersion(text);
  if (!byVersion) {
    throw new PollError(
      'unsupported platform',
      'neither the prompt, the banner nor show version name a known platform',
    );
  }
  ctx.result.platformSource = 'show version';
  const version =
    PROFILES[byVersion].version === 'show version'
      ? outputOf({ command: 'show version', kind: 'version' }, text, started, ctx.result)
      : undefined;
  return { platform: byVersion, version };
}

/**
 * Polls one device: logs in, detects the platform when needed, raises privileges, turns the pager off, and runs
 * the platform's read-only command list. Never throws: every failure is the result's `reason`.
 */
export async function pollDevice(target: PollTarget, options: PollOptions = {}): Promise<DeviceResult> {
  const started = Date.now();
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const commandTimeoutMs = options.commandTimeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS;
  const transport = target.transport ?? 'ssh';
  const result: DeviceResult = {
    name: target.name,
    host: target.host,
    port: target.port ?? (transport === 'telnet' ? 23 : 22),
    transport,
    status: 'failed',
    outputs: [],
    messages: [],
    notes: [],
    startedAt: new Date(started).toISOString(),
    durationMs: 0,
  };
  let channel: CliChannel | undefined;
  let plan: PlannedCommand[] = [];
  try {
    let platform: PollerPlatform | undefined;
    if (target.platform) {
      if (!isPollerPlatform(target.platform)) {
        throw new PollError('unsupported platform', `the poller does not know ${target.platform}`);
      }
      platform = target.platform;
      result.platformSource = 'given';
    }
    const suffix = platform ? PROFILES[platform].loginSuffix : undefined;
    const session =
      transport === 'telnet'
        ? await openTelnet(target, connectTimeoutMs, options.signal)
        : await openSsh(target, `${target.username}${suffix ?? ''}`, connectTimeoutMs, options.signal);
    result.hostKeyFingerprint = session.hostKeyFingerprint;
    channel = new CliChannel(session.link, options.signal);
    let banner = session.banner;
    if (transport === 'telnet') {
      banner += await telnetLogin(channel, target, connectTimeoutMs);
      // The login ended on a prompt, already read: ask for the next one at once.
      channel.send('\n');
    }
    const first = await firstPrompt(channel, connectTimeoutMs);
    banner = `${banner}\n${first.banner}`.trim();
    if (banner !== '') result.banner = banner;
    result.hostname = first.prompt.hostname;
    const ctx: Context = {
      channel,
      target,
      result,
      prompt: first.prompt,
      enter: platform ? PROFILES[platform].enter : '\n',
      commandTimeoutMs,
    };
    let version: CommandOutput | undefined;
    if (!platform) {
      const detected = await detect(ctx, banner);
      platform = detected.platform;
      version = detected.version;
    }
    result.platform = platform;
    const profile: PlatformProfile = PROFILES[platform];
    ctx.enter = profile.enter;
    if (profile.enable && !ctx.prompt.privileged) await enable(ctx);
    for (const command of profile.pagerOff) {
      const answer = await run(ctx, command);
      if (isRefusal(answer)) {
        result.notes.push(
          `${command} refused (${answer.trim().split('\n').pop() ?? ''}): pager prompts are answered instead`,
        );
      }
    }
    plan = commandPlan(platform);
    for (const planned of plan) {
      if (planned.kind === 'version' && version) {
        result.outputs.push(version);
        continue;
      }
      const commandStarted = Date.now();
      try {
        const text = await run(ctx, planned.command);
        result.outputs.push(outputOf(planned, text, commandStarted, result));
      } catch (error) {
        if (error instanceof PollError && error.reason === 'timed out') {
          result.outputs.push({
            command: planned.command,
            kind: planned.kind,
            status: 'timed out',
            text: plainText(channel.peek()),
            durationMs: Date.now() - commandStarted,
          });
        }
        throw error;
      }
    }
    if (channel.pagerAnswers > 0) result.notes.push(`answered ${channel.pagerAnswers} pager prompt(s)`);
  } catch (error) {
    const failure = error instanceof PollError ? error : new PollError('error', message(error));
    result.reason = failure.reason;
    result.detail = failure.message;
    if (failure.hostKeyFingerprint) result.hostKeyFingerprint = failure.hostKeyFingerprint;
    const done = new Set(result.outputs.map((o) => o.command));
    for (const planned of plan) {
      if (!done.has(planned.command)) {
        result.outputs.push({
          command: planned.command,
          kind: planned.kind,
          status: 'not run',
          text: '',
          durationMs: 0,
        });
      }
    }
  } finally {
    channel?.dispose();
  }
  const collected = result.outputs.some(
    (o) => (o.kind === 'config' || o.kind === 'version') && o.status === 'ok',
  );
  if (result.reason) {
    result.status = collected ? 'partial' : 'failed';
  } else if (!collected) {
    result.status = 'failed';
    result.reason = 'nothing collected';
    result.detail = 'the device gave neither its configuration nor its version';
  } else {
    result.status = 'ok';
  }
  result.durationMs = Date.now() - started;
  return result;
}
