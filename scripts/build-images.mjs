// `npm run build` step: rasterises src/assets/images/* into public/img/ and writes the manifest
// that src/server/images.ts reads. See README "Replacing the images".
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildImages } from './images/build-images-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();

const { manifest, written, removed, ogWritten } = await buildImages({
  srcDir: path.join(root, 'src/assets/images'),
  outDir: path.join(root, 'public/img'),
  publicPrefix: '/img',
  manifestPath: path.join(root, 'src/assets/images.generated.json'),
  og: { name: 'hero-complex', path: path.join(root, 'public/og-image.jpg') },
});

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.info(
  `[images] ${Object.keys(manifest).length} images: ${written.length} files written, ` +
    `${removed.length} stale removed${ogWritten ? ', og-image.jpg rendered' : ''} (${seconds} s)`,
);
