// Build-time responsive images: every source in srcDir becomes hashed AVIF + WebP files per width
// and one JSON manifest of srcsets. Outputs are cached by content hash, so a rebuild is instant.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

// Each output is encoded once: libvips' cache of recent operations (50 MB and their buffers) only
// raised the build's peak (560 MB against 460 MB, in the same time), on a host that may have 1 GB
// (docs/decisions/027-memory-of-the-embedded-default.md).
sharp.cache(false);

export const DEFAULT_WIDTHS = [480, 800, 1200, 1920];

// A photo dropped next to the drawing replaces it; earlier extensions win.
const SOURCE_PRIORITY = ['.jpg', '.jpeg', '.png', '.webp', '.svg'];
const OUTPUT_PATTERN = /^([a-z0-9-]+)-(\d+)-([0-9a-f]{8})\.(avif|webp)$/;
// Part of every hash: changing the encoders' settings must invalidate the cache. The staff's uploads
// are encoded with the same settings (src/server/site-images/encode.ts).
export const ENCODING = { avif: { quality: 50, effort: 2 }, webp: { quality: 72, effort: 4 } };
const CACHE_KEY = JSON.stringify({ version: 1, ENCODING });

/** Picks one source file per image name from a directory listing. */
export function selectSources(fileNames) {
  const chosen = new Map();
  for (const fileName of fileNames) {
    const ext = path.extname(fileName).toLowerCase();
    const rank = SOURCE_PRIORITY.indexOf(ext);
    if (rank < 0) continue;
    const name = path.basename(fileName, path.extname(fileName));
    const current = chosen.get(name);
    if (!current || rank < current.rank) chosen.set(name, { fileName, rank });
  }
  return new Map([...chosen].map(([name, { fileName }]) => [name, fileName]));
}

/** Widths to render: all of them for vectors; for photos only those it can fill, plus its own. */
export function widthsFor(intrinsicWidth, isVector, widths) {
  const sorted = [...widths].sort((a, b) => a - b);
  if (isVector) return sorted;
  const fitting = sorted.filter((w) => w <= intrinsicWidth);
  const largest = sorted[sorted.length - 1] ?? intrinsicWidth;
  if (intrinsicWidth < largest && !fitting.includes(intrinsicWidth)) fitting.push(intrinsicWidth);
  return fitting;
}

export function srcset(files, publicPrefix) {
  return files.map(({ file, width }) => `${publicPrefix}/${file} ${width}w`).join(', ');
}

/** The 8 hex digits in an output's name: the source's bytes and the encoders' settings. */
export function contentHash(buffer) {
  return createHash('sha256').update(CACHE_KEY).update(buffer).digest('hex').slice(0, 8);
}

async function exists(file) {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** A sharp pipeline that yields the source at `width` px wide, vectors rasterised at that size. */
export function render(buffer, isVector, intrinsicWidth, width) {
  const density = isVector ? Math.min(100_000, (72 * width) / intrinsicWidth) : undefined;
  return sharp(buffer, density ? { density } : {})
    .rotate()
    .resize({ width });
}

async function buildOne({ name, buffer, isVector, outDir, publicPrefix, widths, written }) {
  const meta = await sharp(buffer).metadata();
  const intrinsicWidth = meta.autoOrient?.width ?? meta.width;
  const intrinsicHeight = meta.autoOrient?.height ?? meta.height;
  if (!intrinsicWidth || !intrinsicHeight) throw new Error(`Cannot read the size of image "${name}"`);
  const hash = contentHash(buffer);
  const files = { avif: [], webp: [] };
  for (const width of widthsFor(intrinsicWidth, isVector, widths)) {
    for (const format of /** @type {const} */ (['avif', 'webp'])) {
      const file = `${name}-${width}-${hash}.${format}`;
      files[format].push({ file, width });
      const target = path.join(outDir, file);
      if (await exists(target)) continue;
      await render(buffer, isVector, intrinsicWidth, width)[format](ENCODING[format]).toFile(target);
      written.push(file);
    }
  }
  const largest = files.webp[files.webp.length - 1];
  const mid = files.webp.find(({ width }) => width >= 800) ?? largest;
  if (!largest || !mid) throw new Error(`Image "${name}" produced no output`);
  const entry = {
    width: largest.width,
    height: Math.round((largest.width * intrinsicHeight) / intrinsicWidth),
    avif: srcset(files.avif, publicPrefix),
    webp: srcset(files.webp, publicPrefix),
    src: `${publicPrefix}/${mid.file}`,
  };
  return { entry, keep: [...files.avif, ...files.webp].map(({ file }) => file), hash };
}

/** The social-sharing card: the source cropped to 1200x630 under a soft dark gradient. */
async function buildOgImage({ buffer, isVector, hash, outDir, ogPath }) {
  const stamp = path.join(outDir, `.og-${hash}`);
  if ((await exists(stamp)) && (await exists(ogPath))) return false;
  const meta = await sharp(buffer).metadata();
  const base = await render(buffer, isVector, meta.width ?? 1200, 1200)
    .png()
    .toBuffer();
  const shade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs>
      <linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#0b1424" stop-opacity="0.05"/>
        <stop offset="1" stop-color="#0b1424" stop-opacity="0.55"/>
      </linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/></svg>`,
  );
  await fs.mkdir(path.dirname(ogPath), { recursive: true });
  await sharp(base)
    .resize({ width: 1200, height: 630, fit: 'cover', position: 'centre' })
    .composite([{ input: shade }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(ogPath);
  for (const old of await fs.readdir(outDir)) {
    if (old.startsWith('.og-')) await fs.rm(path.join(outDir, old));
  }
  await fs.writeFile(stamp, '');
  return true;
}

/**
 * @typedef {{ width: number, height: number, avif: string, webp: string, src: string }} ManifestEntry
 * @typedef {object} BuildOptions
 * @property {string} srcDir sources: <name>.svg, or a .jpg/.jpeg/.png/.webp photo that wins over it
 * @property {string} outDir where <name>-<width>-<hash>.{avif,webp} go
 * @property {string} publicPrefix URL path of outDir, e.g. "/img"
 * @property {string} manifestPath the JSON manifest to write
 * @property {number[]} [widths]
 * @property {{ name: string, path: string }} [og] also render this image as a 1200x630 JPEG card
 */

/**
 * Renders every source in `srcDir` to `outDir` and writes the manifest.
 * Stale outputs (older hashes, removed sources) are deleted; existing ones are reused.
 * @param {BuildOptions} options
 * @returns {Promise<{ manifest: Record<string, ManifestEntry>, written: string[], removed: string[], ogWritten: boolean }>}
 */
export async function buildImages({ srcDir, outDir, publicPrefix, manifestPath, widths = DEFAULT_WIDTHS, og }) {
  await fs.mkdir(outDir, { recursive: true });
  const sources = selectSources(await fs.readdir(srcDir));
  /** @type {Record<string, ManifestEntry>} */
  const manifest = {};
  const keep = new Set();
  /** @type {string[]} */
  const written = [];
  let ogWritten = false;
  for (const [name, fileName] of [...sources].sort(([a], [b]) => a.localeCompare(b))) {
    const buffer = await fs.readFile(path.join(srcDir, fileName));
    const isVector = fileName.toLowerCase().endsWith('.svg');
    const built = await buildOne({ name, buffer, isVector, outDir, publicPrefix, widths, written });
    manifest[name] = built.entry;
    built.keep.forEach((file) => keep.add(file));
    if (og && og.name === name) {
      ogWritten = await buildOgImage({ buffer, isVector, hash: built.hash, outDir, ogPath: og.path });
    }
  }
  const removed = [];
  for (const file of await fs.readdir(outDir)) {
    if (OUTPUT_PATTERN.test(file) && !keep.has(file)) {
      await fs.rm(path.join(outDir, file));
      removed.push(file);
    }
  }
  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  const previous = await fs.readFile(manifestPath, 'utf8').catch(() => null);
  if (previous !== json) {
    await fs.mkdir(path.dirname(manifestPath), { recursive: true });
    await fs.writeFile(manifestPath, json);
  }
  return { manifest, written, removed, ogWritten };
}
