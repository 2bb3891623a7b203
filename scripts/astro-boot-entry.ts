// Re-exports src/app-boot.ts (src/server/boot.ts with the features' parts) from the built server
// entry (dist/server/entry.mjs), so the custom server (scripts/serve.mjs) can run start-up work
// (config, data-dir lock, migrations, mail worker) before it takes requests, sharing the very
// module instances the pages use; `astro dev` (npm run dev) runs the same start-up itself.
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { isRunnableDevEnvironment, type EnvironmentModuleNode, type Plugin } from 'vite';

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

type BootedApp = { shutdown(): Promise<void> };

/** `astro dev`: the same start-up, run in the dev server's module runner (the very module instances
 * its pages use) before the first request is answered; run again after an edit to any module
 * start-up reaches (their state — the database, the workers — would otherwise be lost with the old
 * instances), and stopped with the dev server. Requests wait for it. */
export function bootDevPlugin(bootPath: string): Plugin {
  let started: Promise<BootedApp> | undefined;
  let bootModule: (() => Promise<BootedApp>) | undefined;
  return {
    name: 'boot-entry:dev',
    apply: 'serve',
    configureServer(server) {
      const ssr = server.environments.ssr;
      if (!ssr || !isRunnableDevEnvironment(ssr)) return;
      bootModule = () => ssr.runner.import<{ boot(): Promise<BootedApp> }>(bootPath).then((app) => app.boot());
      started = bootModule();
      started.catch((error: unknown) => server.config.logger.error(`start-up failed: ${describe(error)}`));
      server.httpServer?.once('close', () => {
        void started?.then((app) => app.shutdown()).catch(() => undefined);
      });
      server.middlewares.use((_request, response, next) => {
        void started?.then(
          () => next(),
          (error: unknown) => {
            response.statusCode = 503;
            response.setHeader('Content-Type', 'text/plain; charset=utf-8');
            response.end(`Start-up failed: ${describe(error)}\n`);
          },
        );
      });
    },
    hotUpdate({ modules, server }) {
      if (this.environment.name !== 'ssr' || !started || !bootModule) return;
      const reached = reachedFrom(this.environment.moduleGraph.getModuleById(bootPath));
      if (!modules.some((module) => reached.has(module))) return;
      const boot = bootModule;
      // The old instances stop first (the data-directory lock, the database, the workers); the
      // runner has dropped the edited modules by then, so the import evaluates them anew.
      started = started
        .then(
          (app) => app.shutdown(),
          () => undefined,
        )
        .then(() => new Promise((resolve) => setTimeout(resolve)))
        .then(boot);
      started.then(
        () => server.config.logger.info('start-up ran again after an edit', { timestamp: true }),
        (error: unknown) => server.config.logger.error(`start-up failed: ${describe(error)}`),
      );
    },
  };
}

/** Every module the given one imports, directly or not. */
function reachedFrom(root: EnvironmentModuleNode | undefined) {
  const reached = new Set<EnvironmentModuleNode>();
  const next = root ? [root] : [];
  for (let module = next.pop(); module; module = next.pop()) {
    if (reached.has(module)) continue;
    reached.add(module);
    next.push(...module.importedModules);
  }
  return reached;
}

function describe(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

export function bootEntry(file: URL): AstroIntegration {
  const bootPath = fileURLToPath(file);
  return {
    name: 'boot-entry',
    hooks: {
      'astro:config:setup': ({ updateConfig, command }) => {
        // Vitest runs Astro's Vite configuration too, without pages to serve: its tests boot what they need.
        const dev = command === 'dev' && !process.env.VITEST ? [bootDevPlugin(bootPath)] : [];
        updateConfig({ vite: { plugins: [bootEntryPlugin(bootPath), ...dev] } });
      },
    },
  };
}
