import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, passthroughImageService } from 'astro/config';
import { bootEntry } from './scripts/astro-boot-entry.ts';
import { largestBodyLimit } from './src/server/http/body-limits.ts';
import { serverOnlyBoundary } from './scripts/server-only-boundary.ts';

// Packages whose ES modules the server build bundles (see `ssr.noExternal` below). Not those that
// read files beside their code (pdfkit's fonts, pino's transports) or load native or WebAssembly
// code (sharp, PGlite): they stay in node_modules.
const SERVER_BUNDLED = ['drizzle-orm', 'better-auth', /^@better-auth\//, 'better-call', 'kysely', 'zod', 'jose'];

// The build directory can be moved so that several builds (parallel test runs) never share one.
const outDir = process.env.ASTRO_OUT_DIR ?? './dist';

export default defineConfig({
  output: 'server',
  outDir,
  // Pages are small: buffering them means an error anywhere in a page yields the 500 page, never a
  // half-sent document. Astro refuses no body a route may take: the server's guard answers 413 per
  // route first (src/server/http/body-limits.ts).
  adapter: node({ mode: 'standalone', bodySizeLimit: largestBodyLimit(), experimentalDisableStreaming: true }),
  integrations: [react(), bootEntry(new URL('./src/app-boot.ts', import.meta.url))],
  site: process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321',
  trailingSlash: 'never',
  // The site's stylesheet (about 75 KB, 13 KB with brotli) is one hashed file, cached for a year
  // and precompressed: inlined, it made every page's HTML 75 KB heavier, on every visit. Small
  // component styles stay inline.
  build: { format: 'file', inlineStylesheets: 'auto' },
  i18n: {
    defaultLocale: 'pt-BR',
    locales: ['pt-BR', 'en'],
    routing: { prefixDefaultLocale: false },
  },
  security: {
    checkOrigin: true,
    actionBodySizeLimit: largestBodyLimit(),
    // Astro sends this as a Content-Security-Policy header on rendered pages, with hashes of its own
    // inline scripts; src/server/http/ sends a strict fallback for everything else. Inline style
    // attributes (React) stay allowed.
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        'frame-src https://www.openstreetmap.org',
        "form-action 'self'",
        "base-uri 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
      ],
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  // Every image is made at build time (scripts/build-images.mjs, decision 003): the /_image
  // endpoint Astro keeps in a server build would otherwise re-encode with sharp on request (ten
  // requests took 475 MB), so it only passes files through.
  image: { service: passthroughImageService() },
  devToolbar: { enabled: false },
  // serverOnlyBoundary: the build fails when browser code imports src/server/**, *.server.ts or a catalogue.
  vite: {
    plugins: [tailwindcss(), serverOnlyBoundary()],
    worker: { format: 'es', plugins: () => [serverOnlyBoundary()] },
    // Bundled into the server build rather than loaded from node_modules: Node's ES module loader
    // took over 100 MB while linking these packages' thousands of `export *` re-exports, memory the
    // process kept (docs/decisions/025-memory-of-the-embedded-default.md).
    ssr: { noExternal: SERVER_BUNDLED },
  },
});
