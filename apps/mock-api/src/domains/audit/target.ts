/** Names what a write call changed, from its route pattern, parameters, query and body (never secrets). */
export function auditTarget(
  routeUrl: string | undefined,
  path: string,
  params: Record<string, unknown>,
  query: Record<string, unknown>,
  body: unknown,
): string {
  const pattern = routeUrl ?? path;
  const filled = pattern.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : `:${name}`;
  });
  let target = filled.replace(/^\/api\/(system\/)?/, '').replace(/^\//, '');
  const network = query.explorer_network_id;
  if (typeof network === 'string' || typeof network === 'number') target += ` in network ${network}`;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    const name = [record.name, record.username].find(
      (value): value is string => typeof value === 'string' && value.trim() !== '',
    );
    if (name) target += ` (${name.trim().slice(0, 80)})`;
  }
  return target;
}
