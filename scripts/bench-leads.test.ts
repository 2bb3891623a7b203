// The leads benchmark's pure parts (the benchmark itself runs with `npm run bench -- leads`): the
// form it posts passes the contact form's own validation, and its arithmetic and reconciliation.
import { describe, expect, it } from 'vitest';
import { leadSchema } from '@/features/sales/contact-form/lead.schema';
import { validateForm } from '@/lib/forms/validate-form';
import { forwardedFor, leadBody, percentile, reconcile, TARGETS, verdict } from './bench-leads.mjs';

describe('the leads benchmark', () => {
  it('posts a form the contact form accepts, each with its own email and submission key', () => {
    const [a, b] = [new URLSearchParams(leadBody('run1', 1)), new URLSearchParams(leadBody('run1', 2))];
    const form = new FormData();
    for (const [key, value] of a) form.append(key, value);
    expect(validateForm(leadSchema, form)).toEqual({});
    expect(a.get('email')).not.toBe(b.get('email'));
    expect(a.get('submission')).not.toBe(b.get('submission'));
  });

  it('gives each post its own client address', () => {
    expect(new Set([0, 1, 255, 256, 70_000].map(forwardedFor)).size).toBe(5);
    expect(forwardedFor(256)).toBe('10.0.1.0');
  });

  it('reads percentiles from sorted latencies', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(51);
    expect(percentile(sorted, 0.99)).toBe(100);
    expect(percentile([], 0.99)).toBe(0);
  });

  it('counts an acknowledged lead as lost when its row or its email is missing, once', () => {
    expect(reconcile(['a', 'b', 'c'], ['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual({
      notStored: 0,
      notMailed: 0,
      lost: 0,
    });
    expect(reconcile(['a', 'b', 'c'], ['a', 'c'], ['a'])).toEqual({ notStored: 1, notMailed: 2, lost: 2 });
  });

  it('meets a target only with the rate, the p99 on PGlite, no error and nothing lost', () => {
    const ok = { acknowledgedPerSecond: TARGETS.pglitePerSecond, p99Ms: TARGETS.pgliteP99Ms - 1, lost: 0, errors: 0 };
    expect(verdict('pglite', ok)).toBe(true);
    expect(verdict('pglite', { ...ok, p99Ms: TARGETS.pgliteP99Ms })).toBe(false);
    expect(verdict('pglite', { ...ok, lost: 1 })).toBe(false);
    expect(verdict('postgres', { ...ok, acknowledgedPerSecond: TARGETS.postgresPerSecond - 1 })).toBe(false);
    expect(verdict('postgres', { ...ok, acknowledgedPerSecond: TARGETS.postgresPerSecond, p99Ms: 5_000 })).toBe(true);
  });
});
