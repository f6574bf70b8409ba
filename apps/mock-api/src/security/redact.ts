/** Query parameters whose values are secrets: tokens, keys, passwords, one-time codes. */
const SECRET_PARAMETER =
  /^(access_token|refresh_token|id_token|token|jwt|auth|authorization|api_?key|key|secret|password|passwd|code|signature|sig)$/i;

/** The URL with the values of secret query parameters replaced, as it may be written to a log. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // A malformed escape is kept as it is; the name is compared as written.
      }
      return equals >= 0 && SECRET_PARAMETER.test(name.replace(/\[\]$/, '')) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string | undefined;
  hostname?: string | undefined;
  ip?: string | undefined;
  socket?: { remotePort?: number | undefined } | undefined;
};

/** Fastify's request serializer for pino, with secrets taken out of the URL. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host ?? request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
