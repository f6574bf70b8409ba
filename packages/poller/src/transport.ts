import { createHash } from 'node:crypto';
import { connect as connectTcp } from 'node:net';
import ssh2, { type Algorithms } from 'ssh2';
import type { Link } from './channel';
import { PollError, type PollReason, type PollTarget } from './types';

/** An open CLI session: the link, and what the connection showed before it (host key, pre-login banner). */
export type Session = { link: Link; hostKeyFingerprint?: string; banner: string };

export function fingerprint(blob: Buffer): string {
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}

/**
 * Why a private key cannot be used for a login (not a key ssh2 reads, encrypted without the right
 * passphrase), or undefined when it can.
 */
export function privateKeyProblem(key: string, passphrase?: string): string | undefined {
  const parsed = ssh2.utils.parseKey(key, passphrase);
  if (parsed instanceof Error) return parsed.message;
  return parsed.isPrivateKey() ? undefined : 'not a private key';
}

function sameFingerprint(a: string, b: string): boolean {
  const strip = (f: string) =>
    f
      .trim()
      .replace(/^SHA256:/i, '')
      .replace(/=+$/, '');
  return strip(a) === strip(b);
}

function networkReason(error: unknown): PollReason | undefined {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ETIMEDOUT') return 'timed out';
  if (['EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EADDRNOTAVAIL'].includes(code))
    return 'unreachable';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'connection lost';
  return undefined;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Algorithms older devices still offer, appended after ssh2's modern defaults (which stay preferred): network
 * gear of a few years' age often knows only SHA-1 key exchange, `ssh-rsa` host keys and CBC ciphers.
 */
const LEGACY_ALGORITHMS: Algorithms = {
  kex: {
    append: [
      'diffie-hellman-group14-sha1',
      'diffie-hellman-group-exchange-sha1',
      'diffie-hellman-group1-sha1',
    ],
    prepend: [],
    remove: [],
  },
  serverHostKey: { append: ['ssh-rsa', 'ssh-dss'], prepend: [], remove: [] },
  cipher: { append: ['aes128-cbc', 'aes192-cbc', 'aes256-cbc', '3des-cbc'], prepend: [], remove: [] },
};

/** Opens an SSH shell (ssh2): password, keyboard-interactive or public key; host key checked against the known one. */
export function openSsh(
  target: PollTarget,
  login: string,
  connectTimeoutMs: number,
  signal?: AbortSignal,
): Promise<Session> {
  return new Promise((resolve, reject) => {
    const client = new ssh2.Client();
    let seenKey: string | undefined;
    let keyChanged = false;
    let banner = '';
    let settled = false;
    const fail = (error: PollError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      client.end();
      reject(error);
    };
    const onAbort = () => fail(new PollError('cancelled', 'the poll was cancelled'));
    signal?.addEventListener('abort', onAbort, { once: true });
    // ssh2's readyTimeout covers the handshake; this one covers the whole login, shell included.
    const timer = setTimeout(
      () => fail(new PollError('timed out', `no login within ${connectTimeoutMs} ms`)),
      connectTimeoutMs,
    );
    client.on('banner', (text: string) => {
      banner += text;
    });
    client.on('keyboard-interactive', (_name, _instructions, _lang, prompts, finish) => {
      finish(prompts.map(() => target.password ?? ''));
    });
    client.on('error', (error: Error & { level?: string }) => {
      if (keyChanged) {
        fail(new PollError('host key changed', `the device showed ${seenKey ?? 'another key'}`, seenKey));
      } else if (error.level === 'client-authentication') {
        fail(new PollError('authentication failed', 'the device refused the login'));
      } else if (error.level === 'client-timeout') {
        fail(new PollError('timed out', message(error)));
      } else {
        fail(new PollError(networkReason(error) ?? 'error', message(error)));
      }
    });
    client.on('close', () => fail(new PollError('connection lost', 'the connection closed during login')));
    client.on('ready', () => {
      client.shell({ term: 'vt100', cols: 511, rows: 24, width: 0, height: 0 }, (error, stream) => {
        if (error) {
          fail(new PollError('error', `no shell: ${message(error)}`));
          return;
        }
        if (settled) {
          stream.close();
          return;
        }
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const link: Link = {
          write: (text) => {
            if (stream.writable) stream.write(text);
          },
          onData: (listener) => {
            stream.on('data', (data: Buffer) => listener(data.toString('utf8')));
            stream.stderr.on('data', (data: Buffer) => listener(data.toString('utf8')));
          },
          onClose: (listener) => {
            stream.on('close', listener);
            client.on('close', listener);
          },
          close: () => {
            stream.close();
            client.end();
          },
        };
        resolve({ link, hostKeyFingerprint: seenKey, banner });
      });
    });
    try {
      client.connect({
        host: target.host,
        port: target.port ?? 22,
        username: login,
        ...(target.password !== undefined ? { password: target.password } : {}),
        ...(target.privateKey !== undefined ? { privateKey: target.privateKey } : {}),
        ...(target.passphrase !== undefined ? { passphrase: target.passphrase } : {}),
        tryKeyboard: target.password !== undefined,
        readyTimeout: connectTimeoutMs,
        algorithms: LEGACY_ALGORITHMS,
        hostVerifier: (key: Buffer) => {
          seenKey = fingerprint(key);
          if (target.knownHostKey && !sameFingerprint(target.knownHostKey, seenKey)) {
            keyChanged = true;
            return false;
          }
          return true;
        },
      });
      // Interactive use: small packets each way, so Nagle's algorithm would only add delay.
      client.setNoDelay(true);
    } catch (error) {
      fail(new PollError('error', message(error)));
    }
  });
}

const IAC = 255;

/** Telnet data without option negotiation; a DO is answered WONT and a WILL is answered DO (echo, go-ahead). */
function telnetData(data: Buffer, reply: (bytes: number[]) => void): string {
  const out: number[] = [];
  for (let i = 0; i < data.length; i += 1) {
    const byte = data[i] ?? 0;
    if (byte !== IAC) {
      out.push(byte);
      continue;
    }
    const command = data[i + 1];
    const option = data[i + 2] ?? 0;
    if (command === IAC) {
      out.push(IAC);
      i += 1;
    } else if (command === 253) {
      reply([IAC, 252, option]);
      i += 2;
    } else if (command === 251) {
      reply([IAC, option === 1 || option === 3 ? 253 : 254, option]);
      i += 2;
    } else if (command === 252 || command === 254) {
      i += 2;
    } else if (command === 250) {
      let j = i + 2;
      while (j < data.length && !(data[j] === IAC && data[j + 1] === 240)) j += 1;
      i = j + 1;
    } else {
      i += 1;
    }
  }
  return Buffer.from(out).toString('utf8');
}

/** Opens a telnet connection; the login dialogue is the caller's (it is text on the line). */
export function openTelnet(
  target: PollTarget,
  connectTimeoutMs: number,
  signal?: AbortSignal,
): Promise<Session> {
  return new Promise((resolve, reject) => {
    const socket = connectTcp({ host: target.host, port: target.port ?? 23, noDelay: true });
    let settled = false;
    const fail = (error: PollError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      reject(error);
    };
    const timer = setTimeout(
      () => fail(new PollError('timed out', `no connection within ${connectTimeoutMs} ms`)),
      connectTimeoutMs,
    );
    if (signal?.aborted) fail(new PollError('cancelled', 'the poll was cancelled'));
    const early: string[] = [];
    const listeners: ((text: string) => void)[] = [];
    socket.on('data', (data: Buffer) => {
      const text = telnetData(data, (bytes) => socket.write(Buffer.from(bytes)));
      if (text === '') return;
      if (listeners.length === 0) early.push(text);
      for (const listener of listeners) listener(text);
    });
    socket.on('error', (error) => fail(new PollError(networkReason(error) ?? 'error', message(error))));
    socket.on('connect', () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const link: Link = {
        write: (text) => {
          if (socket.writable) socket.write(text);
        },
        onData: (listener) => {
          listeners.push(listener);
          for (const text of early.splice(0)) listener(text);
        },
        onClose: (listener) => socket.on('close', listener),
        close: () => socket.destroy(),
      };
      resolve({ link, banner: '' });
    });
  });
}
