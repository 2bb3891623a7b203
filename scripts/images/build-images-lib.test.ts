import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildImages } from './build-images-lib.mjs';

const WIDTHS = [160, 320];
let root: string;
let dirs: { srcDir: string; outDir: string; manifestPath: string; ogPath: string };

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${fill}"/></svg>`;

function run() {
  return buildImages({
    ...dirs,
    publicPrefix: '/img',
    widths: WIDTHS,
    og: { name: 'scene', path: dirs.ogPath },
  });
}

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'build-images-'));
  dirs = {
    srcDir: path.join(root, 'src'),
    outDir: path.join(root, 'public/img'),
    manifestPath: path.join(root, 'images.json'),
    ogPath: path.join(root, 'public/og-image.jpg'),
  };
  await fs.mkdir(dirs.srcDir);
  await fs.writeFile(path.join(dirs.srcDir, 'scene.svg'), svg('#1b2a4a'));
});

afterEach(() => fs.rm(root, { recursive: true, force: true }));

describe('buildImages', () => {
  it('renders every width in AVIF and WebP and describes them in the manifest', async () => {
    const { manifest, written } = await run();
    const files = (await fs.readdir(dirs.outDir)).filter((f) => !f.startsWith('.'));
    expect(files).toHaveLength(4);
    expect(written.sort()).toEqual(files.sort());
    const hash = /scene-160-([0-9a-f]{8})\.avif/.exec(files.join(' '))?.[1];
    expect(hash).toBeDefined();
    expect(manifest.scene).toEqual({
      width: 320,
      height: 240,
      avif: `/img/scene-160-${hash}.avif 160w, /img/scene-320-${hash}.avif 320w`,
      webp: `/img/scene-160-${hash}.webp 160w, /img/scene-320-${hash}.webp 320w`,
      src: `/img/scene-320-${hash}.webp`,
    });
    const meta = await sharp(path.join(dirs.outDir, `scene-160-${hash}.avif`)).metadata();
    expect([meta.width, meta.height]).toEqual([160, 120]);
    expect(JSON.parse(await fs.readFile(dirs.manifestPath, 'utf8'))).toEqual(manifest);
    const og = await sharp(dirs.ogPath).metadata();
    expect([og.format, og.width, og.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('does nothing on a second run with unchanged sources', async () => {
    await run();
    const manifestTime = (await fs.stat(dirs.manifestPath)).mtimeMs;
    const again = await run();
    expect(again.written).toEqual([]);
    expect(again.removed).toEqual([]);
    expect(again.ogWritten).toBe(false);
    expect((await fs.stat(dirs.manifestPath)).mtimeMs).toBe(manifestTime);
  });

  it('replaces the outputs of a changed source and drops those of a removed one', async () => {
    await fs.writeFile(path.join(dirs.srcDir, 'gone.svg'), svg('#f59e0b'));
    const first = await run();
    await fs.writeFile(path.join(dirs.srcDir, 'scene.svg'), svg('#f59e0b'));
    await fs.rm(path.join(dirs.srcDir, 'gone.svg'));
    const second = await run();
    expect(second.removed.sort()).toEqual(first.written.sort());
    expect(second.written).toHaveLength(4);
    expect(second.ogWritten).toBe(true);
    expect(Object.keys(second.manifest)).toEqual(['scene']);
  });

  it('prefers a photo over the drawing and never upscales it', async () => {
    const photo = sharp({ create: { width: 240, height: 180, channels: 3, background: '#888' } });
    await photo.jpeg().toFile(path.join(dirs.srcDir, 'scene.jpg'));
    const { manifest } = await run();
    expect(manifest.scene?.width).toBe(240);
    expect(manifest.scene?.height).toBe(180);
    expect(manifest.scene?.webp).toMatch(/scene-160-\w{8}\.webp 160w, \/img\/scene-240-\w{8}\.webp 240w$/);
  });
});
