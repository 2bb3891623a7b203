// `npm run lint` part: the import graph has no knots (.dependency-cruiser.cjs says which), checked
// by dependency-cruiser. It cannot read .astro files, so it reads a copy of src/ in which each
// `x.astro` is `x.astro.ts` holding its frontmatter and its scripts (the only places with imports).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';

const root = path.resolve(import.meta.dirname, '..');
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'imports-'));
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---/;
const SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/g;

for (const file of fs.readdirSync(path.join(root, 'src'), { recursive: true }).map(String)) {
  const from = path.join(root, 'src', file);
  const to = path.join(copy, 'src', file);
  if (!fs.statSync(from).isFile()) continue;
  fs.mkdirSync(path.dirname(to), { recursive: true });
  if (file.endsWith('.astro')) {
    const source = fs.readFileSync(from, 'utf8');
    const scripts = [...source.matchAll(SCRIPT)].map((m) => m[1]);
    fs.writeFileSync(`${to}.ts`, [source.match(FRONTMATTER)?.[1] ?? '', ...scripts].join('\n'));
  } else if (/\.(ts|tsx|mts|js|mjs)$/.test(file)) {
    fs.copyFileSync(from, to);
  }
}

const { default: ruleSet } = await import(path.join(root, '.dependency-cruiser.cjs'));
process.chdir(copy);
const options = { ...ruleSet.options, ruleSet, validate: true, outputType: 'err' };
// tsconfig.json's one path alias.
const result = await cruise(['src'], options, { alias: { '@': path.join(copy, 'src') } });
fs.rmSync(copy, { recursive: true, force: true });
process.stdout.write(String(result.output).replaceAll('.astro.ts', '.astro'));
process.exitCode = result.exitCode;
