// Preloaded into a server by a test (NODE_OPTIONS=--import=<this file>, LOADED_PACKAGES_FILE=<path>):
// appends to that file each package under node_modules the process resolves, once, as it does.
// tests/e2e/memory.spec.ts reads it to check what an idle server has loaded.
import fs from 'node:fs';
import { registerHooks } from 'node:module';

const file = process.env.LOADED_PACKAGES_FILE;
const seen = new Set();

if (file) {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      const name = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(resolved.url)?.[1];
      if (name && !seen.has(name)) {
        seen.add(name);
        fs.appendFileSync(file, `${name}\n`);
      }
      return resolved;
    },
  });
}
