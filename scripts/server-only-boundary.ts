// Vite plugin that fails the build (and the module load in dev) when code that ships to the browser
// pulls in server-only code or a message catalogue. It replaces a hand-kept lint list of browser files:
// the bundler knows the real client graph, the list did not.
import path from 'node:path';
import type { Plugin } from 'vite';

/** Why a module must stay out of the browser, or null when it may ship. Paths are absolute. */
export function forbiddenInBrowser(file: string, root: string): string | null {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.startsWith('../') || rel.split('/').includes('node_modules')) return null;
  if (rel.startsWith('src/server/') || /\.server\.[jt]sx?$/.test(rel)) {
    return 'server-only (database, secrets, file system)';
  }
  // `import type` is erased before resolution, so it never reaches this check; under
  // verbatimModuleSyntax `import { type X }` is kept as a bare import and rightly does.
  if (/^src\/i18n\/(translate|pt-BR|en)\.ts$/.test(rel) || /^src\/i18n\/(pt-BR|en)\/[^/]+\.ts$/.test(rel)) {
    return 'message catalogue (islands get their strings as props; importing one ships both languages)';
  }
  return null;
}

/** The path from an entry down to `id`, following the first importer not yet on it at each step. */
function importerChain(id: string, importersOf: (id: string) => readonly string[]): string[] {
  const chain = [id];
  for (let current = id; chain.length < 20;) {
    const next = importersOf(current).find((importer) => !chain.includes(importer));
    if (!next) break;
    chain.push(next);
    current = next;
  }
  return chain.reverse();
}

interface Offence {
  chain: string[];
  reason: string;
}

function boundaryMessage(root: string, offences: Offence[]): string {
  const show = (id: string) => path.relative(root, id.split('?')[0]!).split(path.sep).join('/');
  const lines = offences.flatMap(({ chain, reason }) => [
    `  ${show(chain.at(-1)!)}: ${reason}`,
    `    import chain: ${chain.map(show).join(' -> ')}`,
  ]);
  return [
    'Code that ships to the browser imports modules that must stay on the server:',
    ...lines,
    'Keep such imports in a page or a *.server.ts module and pass plain data to the island as props. ' +
      '`import type { … }` is fine; `import { type … }` still loads the module.',
  ].join('\n');
}

export function serverOnlyBoundary(): Plugin {
  let root = process.cwd();
  // Offending modules per client build, reported at buildEnd when the importers are all known.
  const found = new WeakMap<object, Map<string, string>>();
  return {
    name: 'server-only-boundary',
    // Ahead of other plugins' `load`, which would otherwise answer first and skip this check.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      found.set(this.environment, new Map());
    },
    // `load`, not `resolveId`: dev's dependency scanner resolves the imports of files it never
    // loads, so only a loaded module is really in the browser's graph. The environment API tells the
    // browser side by its consumer, whatever Astro names the environment.
    load(id) {
      if (this.environment.config.consumer !== 'client' || id.startsWith('\0')) return null;
      const reason = forbiddenInBrowser(id.split('?')[0]!, root);
      if (!reason) return null;
      const env = this.environment;
      if (env.mode === 'dev') {
        const importersOf = (child: string) =>
          [...(env.moduleGraph.getModuleById(child)?.importers ?? [])].flatMap((m) => (m.id ? [m.id] : []));
        this.error(boundaryMessage(root, [{ chain: importerChain(id, importersOf), reason }]));
      }
      // In a build the bundler only knows who imports a module once the graph is complete.
      found.get(env)?.set(id, reason);
      return null;
    },
    buildEnd(error) {
      const offending = found.get(this.environment);
      if (error || !offending?.size) return;
      const importersOf = (child: string) => this.getModuleInfo(child)?.importers ?? [];
      // Only where the graph crosses the line: what a server module imports in turn is noise.
      const all = [...offending];
      const crossings = all.filter(([id]) => {
        const importers = importersOf(id);
        return importers.length === 0 || importers.some((importer) => !offending.has(importer));
      });
      const offences = (crossings.length ? crossings : all).map(([id, reason]) => ({
        chain: importerChain(id, importersOf),
        reason,
      }));
      this.error(boundaryMessage(root, offences));
    },
  };
}
