// After `astro build`: the hashed text assets (scripts, styles, SVG) compressed once at the best
// settings — brotli quality 11 and gzip level 9 — next to each file (`.br`, `.gz`). The server
// sends those as they are (src/server/http/precompressed.ts) instead of compressing each request
// at a fast, weaker level: fewer bytes for every visitor and no CPU spent per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const outDir = path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist');
const assets = path.join(outDir, 'client', '_astro');
const TEXT = /\.(js|mjs|css|svg|json|txt)$/;

let files = 0;
let before = 0;
let after = 0;
for (const name of fs.existsSync(assets) ? fs.readdirSync(assets) : []) {
  if (!TEXT.test(name)) continue;
  const file = path.join(assets, name);
  const data = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = zlib.gzipSync(data, { level: 9 });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gz);
  files++;
  before += data.length;
  after += br.length;
}
console.info(
  `[precompress] ${files} assets: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB with brotli`,
);
