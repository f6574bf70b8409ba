import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The classic script that sets `data-mantine-color-scheme` on `<html>` before the first paint, from the choice
 * remembered in local storage (`light`, `dark` or `auto`, as Mantine's local-storage manager writes it) or the
 * system's scheme: the app shell in index.html paints in the right colours, as Mantine's `ColorSchemeScript`
 * would do inline, which the Content-Security-Policy forbids. Reading storage can throw (storage disabled by the
 * browser's settings); the system's scheme is the answer then.
 */
export function colorSchemeBootScript(storageKey: string): string {
  return `(function () {
  var stored = null;
  try {
    stored = window.localStorage.getItem(${JSON.stringify(storageKey)});
  } catch (error) {
    stored = null;
  }
  var dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  var scheme = stored === 'light' || stored === 'dark' ? stored : dark ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
`;
}

/**
 * Serves the colour-scheme script as a hashed asset (cached like every asset, immutable) and loads it first in
 * `<head>`: a blocking script, a few hundred bytes, fetched while the stylesheet is.
 */
export function colorSchemeBoot(storageKey: string): Plugin {
  const source = colorSchemeBootScript(storageKey);
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const fileName = `assets/color-scheme-${hash}.js`;
  let base = '/';
  return {
    name: 'lne-color-scheme-boot',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `${base}${fileName}`) return next();
        response.setHeader('content-type', 'text/javascript');
        response.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: () => [{ tag: 'script', attrs: { src: `${base}${fileName}` }, injectTo: 'head' }],
  };
}
