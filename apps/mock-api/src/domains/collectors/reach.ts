import { lookup } from 'node:dns/promises';
import { type Cidr, containsIp, parseCidr, parseIp } from '@lne/ip';

/**
 * Where the poller may connect at all: `POLLER_ALLOWED_SUBNETS` (comma-separated prefixes) limits every run of
 * the server, whatever its login devices say (a lab or test server keeps to `127.0.0.0/8`, a site server to
 * its management networks). Unset, a run connects to the addresses of its login devices; discovery adds only
 * addresses inside the network's allowed subnets either way.
 */
export function serverAllowedSubnets(env: NodeJS.ProcessEnv = process.env): Cidr[] | undefined {
  const text = env.POLLER_ALLOWED_SUBNETS?.trim();
  if (!text) return undefined;
  return text
    .split(',')
    .map((part) => parseCidr(part.trim()))
    .filter((cidr) => cidr !== null);
}

export const insideAny = (prefixes: readonly Cidr[], address: string): boolean => {
  const ip = parseIp(address);
  return ip !== null && prefixes.some((prefix) => containsIp(prefix, ip));
};

/**
 * The address to connect to for a login device's address or host name, or why not: a name that does not
 * resolve, or an address outside the server's allowed subnets.
 */
export async function reachableAddress(
  host: string,
  allowed: readonly Cidr[] | undefined,
): Promise<{ address: string } | { message: string }> {
  if (!allowed) return { address: host };
  let address = host;
  if (parseIp(host) === null) {
    try {
      address = (await lookup(host)).address;
    } catch {
      return { message: `${host} does not resolve` };
    }
  }
  return insideAny(allowed, address)
    ? { address }
    : { message: `${address} is outside the subnets this server may poll (POLLER_ALLOWED_SUBNETS)` };
}
