// Re-exports src/server/boot.ts from the built server entry (dist/server/entry.mjs), so the custom
// server (scripts/serve.mjs) can run start-up work (config, data-dir lock, migrations, mail worker)
// before it takes requests, sharing the very module instances the pages use.
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

export function bootEntry(file: URL): AstroIntegration {
  const bootPath = fileURLToPath(file);
  return {
    name: 'boot-entry',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'boot-entry:reexport',
                apply: 'build',
                transform(code, id) {
                  if (!/@astrojs[\\/]node[\\/]dist[\\/]server\.js$/.test(id)) return;
                  return `${code}\nexport * as boot from ${JSON.stringify(bootPath)};\n`;
                },
              },
            ],
          },
        });
      },
    },
  };
}
