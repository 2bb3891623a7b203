// The reports benchmark (not a test: skipped unless BENCH_REPORTS_OUT names where to write the
// figures; `npm run bench -- reports` runs it through scripts/bench-reports.mjs). A 10,000-row
// shipments report in each format, from a PGlite database in this process: wall time, bytes, and
// this process's peak resident memory while the file is written (sampled every 10 ms), above the
// resident memory before it started.
import fs from 'node:fs';
import { describe, it } from 'vitest';
import { buildReport } from '@/features/portal/reports/report-response.server';
import { seedShipments, shipmentSeed } from '@/features/portal/reports/report-fixtures';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import { useTestDatabase } from '@/server/db/test-database';
import type { ReportFormat } from '@/features/portal/reports/report-request.schema';

const out = process.env.BENCH_REPORTS_OUT;
const ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 10_000);
const NOW = new Date('2026-11-23T12:00:00Z');
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

describe.runIf(out)('reports benchmark', () => {
  it(`writes a ${ROWS}-row shipments report in each format`, async () => {
    const handle = await useTestDatabase();
    await addUser(handle, 'bench');
    const rows = Array.from({ length: ROWS }, (_, i) =>
      shipmentSeed('bench', i, new Date(Date.UTC(2026, 10, 1 + (i % 20), 10, i % 60)).toISOString(), {
        destination: `São José ${i}/RN`,
      }),
    );
    await seedShipments(handle.db, rows);
    const results: Record<string, unknown> = { rows: ROWS };
    for (const format of ['csv', 'xlsx', 'pdf'] as ReportFormat[]) {
      globalThis.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
      const started = performance.now();
      const { stream } = await buildReport(
        { type: 'shipments', range: 'last_30_days', format, locale: 'pt-BR', userId: 'bench' },
        NOW,
      );
      let bytes = 0;
      for await (const chunk of stream) bytes += (chunk as Uint8Array).length;
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      results[format] = {
        seconds: Number(seconds.toFixed(2)),
        kilobytes: Math.round(bytes / 1024),
        rssBeforeMb: mb(before),
        rssPeakMb: mb(peak),
        rssGrowthMb: mb(peak - before),
      };
    }
    await handle.close();
    fs.writeFileSync(out!, JSON.stringify(results, null, 2));
  }, 600_000);
});
