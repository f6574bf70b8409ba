import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server as NetServer, type Socket } from 'node:net';
import ssh2, { type AuthContext, type Connection } from 'ssh2';
import { familyOf } from './platforms';
import { type DeviceCli, DeviceSession } from './session';
import type { AuthMethod, LabUser } from './types';

/** One host's listener: an SSH server (ssh2) or a telnet server, serving one emulated device. */
export type HostServer = { close(): Promise<void> };

export type HostServerOptions = {
  device: DeviceCli;
  address: string;
  port: number;
  users: LabUser[];
  authMethods: AuthMethod[];
  banner?: string;
};

/** SSH identification strings of the platforms' servers (what `ssh -v` shows). */
const IDENT: Record<string, string> = {
  ios: 'Cisco-1.25',
  nxos: 'OpenSSH_8.3',
  eos: 'OpenSSH_8.7',
  junos: 'OpenSSH_7.5',
  procurve: 'Mocana SSH 6.3',
  aoscx: 'OpenSSH_8.0',
  routeros: 'ROSSSH',
};

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** RouterOS logins carry terminal options after `+` (`admin+ct511w4098h`); the account is before it. */
function accountName(device: DeviceCli, login: string): string {
  if (familyOf(device.platform) !== 'routeros') return login;
  const plus = login.lastIndexOf('+');
  return plus > 0 ? login.slice(0, plus) : login;
}

function passwordAccepted(options: HostServerOptions, login: string, password: string): boolean {
  if (options.device.faults.wrongPassword) return false;
  const account = accountName(options.device, login);
  return options.users.some(
    (u) => u.username === account && u.password !== undefined && sameText(u.password, password),
  );
}

function listen(server: NetServer, port: number, address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, address, () => {
      server.off('error', reject);
      const bound = server.address();
      resolve(typeof bound === 'object' && bound ? bound.port : port);
    });
  });
}

function closeServer(server: NetServer, open: Set<{ end(): void }>): Promise<void> {
  for (const connection of open) connection.end();
  return new Promise((resolve) => server.close(() => resolve()));
}

function authenticate(options: HostServerOptions, ctx: AuthContext): void {
  const methods = options.authMethods;
  const offered = methods as ('password' | 'keyboard-interactive' | 'publickey')[];
  if (!methods.includes(ctx.method as AuthMethod)) {
    ctx.reject(offered);
    return;
  }
  if (ctx.method === 'password') {
    if (passwordAccepted(options, ctx.username, ctx.password)) ctx.accept();
    else ctx.reject(offered);
    return;
  }
  if (ctx.method === 'keyboard-interactive') {
    ctx.prompt([{ prompt: 'Password: ', echo: false }], (answers) => {
      if (passwordAccepted(options, ctx.username, answers[0] ?? '')) ctx.accept();
      else ctx.reject(offered);
    });
    return;
  }
  if (ctx.method === 'publickey') {
    if (options.device.faults.wrongPassword) {
      ctx.reject(offered);
      return;
    }
    const account = accountName(options.device, ctx.username);
    const allowed = options.users
      .filter((u) => u.username === account && u.publicKey)
      .map((u) => ssh2.utils.parseKey(u.publicKey ?? ''))
      .map((k) => (Array.isArray(k) ? k[0] : k))
      .find(
        (k) =>
          k !== undefined &&
          !(k instanceof Error) &&
          k.type === ctx.key.algo &&
          k.getPublicSSH().equals(ctx.key.data),
      );
    if (!allowed || allowed instanceof Error) {
      ctx.reject(offered);
      return;
    }
    if (!ctx.signature) {
      ctx.accept();
      return;
    }
    if (allowed.verify(ctx.blob ?? Buffer.alloc(0), ctx.signature, ctx.hashAlgo) === true) ctx.accept();
    else ctx.reject(offered);
    return;
  }
  ctx.reject(offered);
}

/** Serves a device over SSH on `address:port`; resolves with the port bound (useful with port 0). */
export async function startSshHost(
  options: HostServerOptions & { hostKey: string },
): Promise<HostServer & { port: number }> {
  const open = new Set<Connection>();
  const family = familyOf(options.device.platform);
  const server = new ssh2.Server(
    {
      hostKeys: [options.hostKey],
      ident: IDENT[family] ?? 'OpenSSH_8.0',
      ...(options.banner ? { banner: options.banner.replace(/\r?\n/g, '\r\n') } : {}),
    },
    (client) => {
      open.add(client);
      // Interactive sessions send small packets: without this, Nagle and delayed ACKs add ~40 ms per answer.
      // ssh2 has it on server-side connections too; its type definitions only name the client's.
      (client as Connection & { setNoDelay?: (noDelay: boolean) => void }).setNoDelay?.(true);
      let login = '';
      client.on('error', () => undefined);
      client.on('close', () => open.delete(client));
      client.on('authentication', (ctx) => {
        login = ctx.username;
        authenticate(options, ctx);
      });
      client.on('ready', () => {
        client.on('session', (acceptSession) => {
          const session = acceptSession();
          session.on('pty', (accept) => accept?.());
          session.on('window-change', (accept) => accept?.());
          session.on('env', (accept) => accept?.());
          session.on('shell', (accept) => {
            const stream = accept();
            const cli = new DeviceSession(
              options.device,
              {
                write: (text) => {
                  if (stream.writable) stream.write(text);
                },
                close: () => {
                  stream.end();
                  client.end();
                },
              },
              { login },
            );
            stream.on('data', (data: Buffer) => cli.receive(data.toString('utf8')));
            stream.on('close', () => cli.dispose());
            stream.on('error', () => cli.dispose());
            void cli.start();
          });
          session.on('exec', (accept, _reject, info) => {
            const stream = accept();
            let closed = false;
            const cli = new DeviceSession(
              options.device,
              {
                write: (text) => {
                  if (stream.writable) stream.write(text);
                },
                close: () => {
                  closed = true;
                  client.end();
                },
              },
              { login },
            );
            stream.on('close', () => cli.dispose());
            void cli.runOnce(info.command).then(() => {
              if (closed) return;
              stream.exit(0);
              stream.end();
            });
          });
        });
      });
    },
  );
  const port = await listen(server as unknown as NetServer, options.port, options.address);
  return { port, close: () => closeServer(server as unknown as NetServer, open) };
}

const IAC = 255;

/** Telnet input without its option negotiation (IAC sequences) and with `CR NUL` read as `CR`. */
export function telnetText(data: Buffer): string {
  const out: number[] = [];
  for (let i = 0; i < data.length; i += 1) {
    const byte = data[i] ?? 0;
    if (byte !== IAC) {
      if (byte === 0 && data[i - 1] === 13) continue;
      out.push(byte);
      continue;
    }
    const command = data[i + 1];
    if (command === IAC) {
      out.push(IAC);
      i += 1;
    } else if (command === 250) {
      // Subnegotiation: skip to IAC SE.
      let j = i + 2;
      while (j < data.length && !(data[j] === IAC && data[j + 1] === 240)) j += 1;
      i = j + 1;
    } else if (command !== undefined && command >= 251 && command <= 254) {
      i += 2;
    } else {
      i += 1;
    }
  }
  return Buffer.from(out).toString('utf8');
}

/** Serves a device over telnet: a login and password prompt, then the same CLI as over SSH. */
export async function startTelnetHost(options: HostServerOptions): Promise<HostServer & { port: number }> {
  const open = new Set<Socket>();
  const family = familyOf(options.device.platform);
  const loginPrompt = family === 'junos' ? 'login: ' : family === 'routeros' ? 'Login: ' : 'Username: ';
  const server = createServer({ noDelay: true }, (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => undefined);
    // WILL ECHO, WILL SUPPRESS-GO-AHEAD: the device echoes, as every network device's telnet server does.
    socket.write(Buffer.from([IAC, 251, 1, IAC, 251, 3]));
    if (options.banner) socket.write(`${options.banner.replace(/\r?\n/g, '\r\n')}\r\n`);
    let stage: 'login' | 'password' | 'cli' = 'login';
    let buffer = '';
    let login = '';
    let failures = 0;
    let cli: DeviceSession | undefined;
    socket.write(`\r\n${loginPrompt}`);
    socket.on('data', (data: Buffer) => {
      const text = telnetText(data);
      if (stage === 'cli') {
        cli?.receive(text);
        return;
      }
      for (const char of text) {
        if (stage === 'cli') {
          cli?.receive(char);
          continue;
        }
        if (char !== '\r' && char !== '\n') {
          buffer += char;
          if (stage === 'login') socket.write(char);
          continue;
        }
        if (char === '\n' && buffer === '') continue;
        const typed = buffer;
        buffer = '';
        socket.write('\r\n');
        if (stage === 'login') {
          login = typed;
          stage = 'password';
          socket.write('Password: ');
          continue;
        }
        if (!passwordAccepted(options, login, typed)) {
          failures += 1;
          socket.write(family === 'ios' ? '\r\n% Login invalid\r\n' : '\r\nLogin incorrect\r\n');
          if (failures >= 3) {
            socket.end();
            return;
          }
          stage = 'login';
          socket.write(`\r\n${loginPrompt}`);
          continue;
        }
        stage = 'cli';
        cli = new DeviceSession(
          options.device,
          {
            write: (t) => {
              if (socket.writable) socket.write(t);
            },
            close: () => socket.end(),
          },
          { login },
        );
        socket.on('close', () => cli?.dispose());
        void cli.start();
      }
    });
  });
  const port = await listen(server, options.port, options.address);
  return { port, close: () => closeServer(server, open) };
}
