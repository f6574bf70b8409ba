import { formatCidr, networkOf, parseCidr } from '@lne/ip';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { collectorSettings, loginCredentials } from '../../db/schema';
import { badRequest } from '../../errors';

/**
 * A network's collector settings: the poller's timeouts and concurrency, and discovery (off by default: when
 * on, neighbours with a management address inside the allowed subnets are added as login devices, up to the
 * hop limit from the devices people entered).
 */
export type CollectorSettings = {
  explorer_network_id: number;
  /** Time to connect, log in and see the first prompt. */
  connect_timeout_seconds: number;
  /** Time for one command's whole output. */
  command_timeout_seconds: number;
  /** Devices polled at once. */
  concurrency: number;
  discovery_enabled: boolean;
  /** How many neighbour hops from the login devices people entered discovery may go. */
  discovery_hop_limit: number;
  /** The only subnets discovery adds devices from (and so the only addresses a run connects to beyond the entered ones). */
  discovery_subnets: string[];
  /** The credential discovered devices get; the network's first credential when null. */
  default_login_credential_id: number | null;
};

export type CollectorSettingsInput = Partial<Omit<CollectorSettings, 'explorer_network_id'>>;

export const DEFAULT_COLLECTOR_SETTINGS: Omit<CollectorSettings, 'explorer_network_id'> = {
  connect_timeout_seconds: 10,
  command_timeout_seconds: 60,
  concurrency: 16,
  discovery_enabled: false,
  discovery_hop_limit: 2,
  discovery_subnets: [],
  default_login_credential_id: null,
};

function toSettings(
  networkId: number,
  row: typeof collectorSettings.$inferSelect | undefined,
): CollectorSettings {
  if (!row) return { explorer_network_id: networkId, ...DEFAULT_COLLECTOR_SETTINGS };
  return {
    explorer_network_id: networkId,
    connect_timeout_seconds: row.connectTimeoutSeconds,
    command_timeout_seconds: row.commandTimeoutSeconds,
    concurrency: row.concurrency,
    discovery_enabled: row.discoveryEnabled,
    discovery_hop_limit: row.discoveryHopLimit,
    discovery_subnets: row.discoverySubnets,
    default_login_credential_id: row.defaultLoginCredentialId,
  };
}

export async function getCollectorSettings(ctx: AppContext, networkId: number): Promise<CollectorSettings> {
  const [row] = await ctx.db
    .select()
    .from(collectorSettings)
    .where(eq(collectorSettings.explorerNetworkId, networkId));
  return toSettings(networkId, row);
}

/** Allowed subnets as the prefixes they name (host bits cleared), each once; a text that is no prefix is refused. */
export function normalizeSubnets(subnets: readonly string[]): string[] {
  const out: string[] = [];
  for (const text of subnets) {
    const cidr = parseCidr(text.trim());
    if (!cidr)
      throw badRequest(
        `Not a subnet: ${text}. Write it as an address and a prefix length, e.g. 10.1.0.0/16.`,
      );
    const formatted = formatCidr(networkOf(cidr));
    if (!out.includes(formatted)) out.push(formatted);
  }
  return out;
}

export async function updateCollectorSettings(
  ctx: AppContext,
  networkId: number,
  input: CollectorSettingsInput,
): Promise<CollectorSettings> {
  const current = await getCollectorSettings(ctx, networkId);
  const next = {
    connectTimeoutSeconds: input.connect_timeout_seconds ?? current.connect_timeout_seconds,
    commandTimeoutSeconds: input.command_timeout_seconds ?? current.command_timeout_seconds,
    concurrency: input.concurrency ?? current.concurrency,
    discoveryEnabled: input.discovery_enabled ?? current.discovery_enabled,
    discoveryHopLimit: input.discovery_hop_limit ?? current.discovery_hop_limit,
    discoverySubnets: normalizeSubnets(input.discovery_subnets ?? current.discovery_subnets),
    defaultLoginCredentialId:
      input.default_login_credential_id !== undefined
        ? input.default_login_credential_id
        : current.default_login_credential_id,
  };
  if (next.defaultLoginCredentialId !== null) {
    const [credential] = await ctx.db
      .select({ id: loginCredentials.id })
      .from(loginCredentials)
      .where(
        and(
          eq(loginCredentials.id, next.defaultLoginCredentialId),
          eq(loginCredentials.explorerNetworkId, networkId),
        ),
      );
    if (!credential) throw badRequest('The login credential does not belong to this network.');
  }
  if (next.discoveryEnabled && next.discoverySubnets.length === 0)
    throw badRequest('Discovery needs at least one allowed subnet: it never connects outside them.');
  const [row] = await ctx.db
    .insert(collectorSettings)
    .values({ explorerNetworkId: networkId, ...next })
    .onConflictDoUpdate({ target: collectorSettings.explorerNetworkId, set: next })
    .returning();
  return toSettings(networkId, row);
}
