// Re-exports src/app-boot.ts (src/server/boot.ts with the features' parts) from the built server entry (dist/server/entry.mjs), so the custom
// server (scripts/serve.mjs) can run start-up work (config, data-dir lock, migrations, mail worker)
// before it takes requests, sharing the very module instances the pages use.
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The node adapter's server module, which Astro bundles into the server entry. */
const adapterServer = /@astrojs[\\/]node[\\/]dist[\\/]server\.js$/;

export function bootEntryPlugin(bootPath: string): Plugin {
  // Per build environment: did the adapter's module pass through the transform?
  const matched = new WeakMap<object, boolean>();
  return {
    name: 'boot-entry:reexport',
    apply: 'build',
    buildStart() {
      matched.set(this.environment, false);
    },
    transform(code, id) {
      if (!adapterServer.test(id)) return;
      matched.set(this.environment, true);
      return `${code}\nexport * as boot from ${JSON.stringify(bootPath)};\n`;
    },
    // Without this check an adapter that moved its module would build fine and yield a server that
    // starts without configuration checks, the data-dir lock or migrations. Only the server build
    // bundles the adapter; the browser and prerender builds never see it.
    buildEnd(error) {
      if (error || this.environment.name !== 'ssr' || matched.get(this.environment)) return;
      this.error(
        'The server entry has no `boot` export: no module matching @astrojs/node/dist/server.js was ' +
          'bundled, so start-up work (configuration, data-dir lock, migrations, mail worker) would never run. ' +
          'The node adapter has moved its server module: update the pattern in scripts/astro-boot-entry.ts ' +
          '(see docs/decisions/001-custom-server-entry.md).',
      );
    },
  };
}

export function bootEntry(file: URL): AstroIntegration {
  const bootPath = fileURLToPath(file);
  return {
    name: 'boot-entry',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [bootEntryPlugin(bootPath)] } });
      },
    },
  };
}
