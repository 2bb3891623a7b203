// `npm run bench -- pages`: anonymous public pages from the app against nginx serving the same
// bytes with gzip, measured in the same run, each with 20 keep-alive connections. nginx is Debian's
// (installed with apt-get when missing) with its defaults plus `gzip on`; both get a browser's
// Accept-Encoding. The target: the app at least half nginx's requests per second, p99
// under 100 ms, on every page; and the home page's HTML under 100 KB.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

export const PUBLIC_PAGES = [
  '/',
  '/en',
  '/services',
  '/en/services',
  '/projects',
  '/en/projects',
  '/contact',
  '/en/contact',
  '/faq',
  '/en/faq',
  '/privacy',
  '/en/privacy',
  '/terms',
  '/en/terms',
];
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** Requests per second and latency over `connections` keep-alive connections for `durationMs`; `headers` are added to each request. */
export async function loadTest(url, durationMs, connections, headers = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  const encodings = new Set();
  const end = Date.now() + durationMs;
  const worker = async () => {
    while (Date.now() < end) {
      const start = performance.now();
      await new Promise((resolve) => {
        http
          .get(url, { agent, headers: { 'accept-encoding': BROWSER_ENCODINGS, ...headers } }, (res) => {
            encodings.add(res.headers['content-encoding'] ?? 'identity');
            res.on('data', (chunk) => {
              bytes += chunk.length;
            });
            res.on('end', () => {
              if (res.statusCode === 200) latencies.push(performance.now() - start);
              else errors++;
              resolve();
            });
          })
          .on('error', () => {
            errors++;
            resolve();
          });
      });
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
  return {
    requestsPerSecond: Math.round(latencies.length / (durationMs / 1000)),
    p50Ms: pct(0.5),
    p99Ms: pct(0.99),
    errors,
    bytesPerResponse: latencies.length ? Math.round(bytes / latencies.length) : 0,
    encoding: [...encodings].join(','),
  };
}

function nginxBinary() {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
  if (found) return found;
  console.log('[bench] nginx is missing: installing it from Debian (apt-get install -y nginx-light)');
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], {
    stdio: 'inherit',
  });
  if (install.status !== 0)
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { stdio: 'inherit' });
  const installed = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
  if (!installed) throw new Error('nginx could not be installed (apt-get install -y nginx)');
  return installed;
}

const fileFor = (pagePath) => (pagePath === '/' ? '/index.html' : `${pagePath}.html`);

/** nginx on `port` serving `root`, where each page path has its .html file. */
async function startNginx(root, port) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `
worker_processes auto;
pid ${prefix}/nginx.pid;
error_log stderr error;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  default_type text/html;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  gzip on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html =404; }
  }
}
`,
  );
  const nginx = spawn(nginxBinary(), ['-c', conf, '-p', prefix], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 100; i++) {
    const up = await new Promise((resolve) =>
      http
        .get(`http://127.0.0.1:${port}/`, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on('error', () => resolve(false)),
    );
    if (up) return nginx;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  nginx.kill();
  throw new Error('nginx did not start');
}

async function fetchPage(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Both servers, page by page; `base` is the app, already listening. */
export async function pagesBench({
  base,
  pages = PUBLIC_PAGES,
  seconds = Number(process.env.BENCH_PAGES_SECONDS ?? 5),
  connections = 20,
  nginxPort = Number(process.env.BENCH_NGINX_PORT ?? 4391),
}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-root-'));
  // nginx's workers run as an unprivileged user when it is started as root.
  fs.chmodSync(root, 0o755);
  const htmlBytes = {};
  for (const pagePath of pages) {
    const body = await fetchPage(`${base}${pagePath}`);
    htmlBytes[pagePath] = body.length;
    const file = path.join(root, fileFor(pagePath));
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
    fs.writeFileSync(file, body, { mode: 0o644 });
  }
  const nginx = await startNginx(root, nginxPort);
  const rows = [];
  try {
    for (const pagePath of pages) {
      const app = await loadTest(`${base}${pagePath}`, seconds * 1000, connections);
      const reference = await loadTest(`http://127.0.0.1:${nginxPort}${pagePath}`, seconds * 1000, connections);
      const ratio = Number((app.requestsPerSecond / Math.max(1, reference.requestsPerSecond)).toFixed(2));
      rows.push({
        page: pagePath,
        htmlKB: Number((htmlBytes[pagePath] / 1024).toFixed(1)),
        app,
        nginx: reference,
        ratio,
        met: ratio >= 0.5 && app.p99Ms < 100 && app.errors === 0,
      });
    }
  } finally {
    nginx.kill('SIGQUIT');
  }
  const homeKB = Number((htmlBytes['/'] / 1024).toFixed(1));
  return {
    connections,
    seconds,
    homeHtmlKB: homeKB,
    homeUnder100KB: htmlBytes['/'] < 100 * 1024,
    pages: rows,
    allMet: rows.every((r) => r.met) && htmlBytes['/'] < 100 * 1024,
  };
}

/** The side-by-side table the bench prints. */
export function pagesTable(result) {
  const lines = ['page               app req/s  p50  p99 | nginx req/s  p50  p99 | ratio  HTML KB  target'];
  for (const r of result.pages) {
    lines.push(
      `${r.page.padEnd(18)} ${String(r.app.requestsPerSecond).padStart(9)} ${String(r.app.p50Ms).padStart(4)} ${String(r.app.p99Ms).padStart(4)} |` +
        ` ${String(r.nginx.requestsPerSecond).padStart(11)} ${String(r.nginx.p50Ms).padStart(4)} ${String(r.nginx.p99Ms).padStart(4)} |` +
        ` ${r.ratio.toFixed(2).padStart(5)} ${r.htmlKB.toFixed(1).padStart(8)}  ${r.met ? 'met' : 'NOT met'}`,
    );
  }
  lines.push(`home page HTML: ${result.homeHtmlKB} KB (${result.homeUnder100KB ? 'under' : 'NOT under'} 100 KB)`);
  return lines.join('\n');
}
