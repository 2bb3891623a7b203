// For tests: a counter's or gauge's value as /metrics would report it now (the sum of the series
// whose labels include `labels`).
import { registry } from './metrics';

export async function metricValue(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = registry.getSingleMetric(name);
  if (!metric) throw new Error(`No metric named ${name}`);
  const { values } = await metric.get();
  return values
    .filter((v) => Object.entries(labels).every(([key, value]) => String(v.labels[key]) === value))
    .reduce((sum, v) => sum + v.value, 0);
}
