import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy of the web app, Swagger UI at `/docs` and every API answer. Neither app has an
 * inline script (Vite emits module scripts; Swagger UI's initializer is a file). Styles may be inline:
 * Mantine writes its CSS variables in a `<style>` element and positions popovers with `style` attributes,
 * Swagger UI styles its components the same way. Icons come as `data:` URLs; the netmap's ForceAtlas2
 * worker is a module file of the app, and WebGL needs nothing from CSP. `frame-ancestors 'none'`: no page may
 * frame the app (clickjacking). No `upgrade-insecure-requests`: the server speaks plain HTTP on localhost,
 * where upgrading would break every request; a TLS front sets HSTS.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'upgrade-insecure-requests': null,
} as const;

async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    // HSTS belongs to whatever terminates TLS in front of this plain-HTTP server.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}

/** Security headers on every answer: CSP, `nosniff`, referrer policy, no framing (`@fastify/helmet`). */
export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
