import { describe, expect, it } from 'vitest';
import { bodyLimitFor, checkBodyLimits, DEFAULT_BODY_LIMIT, largestBodyLimit, type BodyLimitRule } from './body-limits';
import { requestTarget } from './body-guard';
import { formatLimit, tooLargeAnswer } from './too-large';

const MiB = 1024 * 1024;
const rules: BodyLimitRule[] = [
  { action: 'documents.upload', maxBytes: 21 * MiB },
  { action: 'shipments.attach', path: /^(\/en)?\/create-shipment$/, maxBytes: 5 * MiB },
  { path: '/api/imports', maxBytes: 8 * MiB },
];
const limitOf = (url: string) => bodyLimitFor(requestTarget(url), rules);

describe('body limits', () => {
  it('lets an upload action take its larger body from an island and from a form without JavaScript', () => {
    expect(limitOf('/_actions/documents.upload')).toBe(21 * MiB);
    expect(limitOf('/dashboard/documents?_action=documents.upload')).toBe(21 * MiB);
    expect(limitOf('/en/dashboard/documents?_action=documents.upload')).toBe(21 * MiB);
  });

  it('keeps every other route at 1 MiB', () => {
    expect(limitOf('/?_action=leads.submit')).toBe(DEFAULT_BODY_LIMIT);
    expect(limitOf('/_actions/leads.submit')).toBe(DEFAULT_BODY_LIMIT);
    expect(limitOf('/api/auth/sign-in/email')).toBe(DEFAULT_BODY_LIMIT);
    expect(limitOf('/dashboard/documents')).toBe(DEFAULT_BODY_LIMIT);
    // The name must be the whole action, not a prefix.
    expect(limitOf('/_actions/documents.uploadAll')).toBe(DEFAULT_BODY_LIMIT);
  });

  it('does not lift the limit of an endpoint that is handed an upload action name', () => {
    expect(limitOf('/api/auth/sign-in/email?_action=documents.upload')).toBe(DEFAULT_BODY_LIMIT);
    expect(limitOf('/_server-islands/x?_action=documents.upload')).toBe(DEFAULT_BODY_LIMIT);
    expect(limitOf('/_actions/leads.submit?_action=documents.upload')).toBe(DEFAULT_BODY_LIMIT);
  });

  it('limits a form action with a path to those pages, and a path rule to its path', () => {
    expect(limitOf('/create-shipment?_action=shipments.attach')).toBe(5 * MiB);
    expect(limitOf('/en/create-shipment?_action=shipments.attach')).toBe(5 * MiB);
    expect(limitOf('/?_action=shipments.attach')).toBe(DEFAULT_BODY_LIMIT);
    expect(limitOf('/_actions/shipments.attach')).toBe(5 * MiB);
    expect(limitOf('/api/imports')).toBe(8 * MiB);
    expect(limitOf('/api/imports/other')).toBe(DEFAULT_BODY_LIMIT);
  });

  it('tells Astro the largest limit, never less than 1 MiB', () => {
    expect(largestBodyLimit(rules)).toBe(21 * MiB);
    expect(largestBodyLimit([])).toBe(MiB);
    expect(largestBodyLimit([{ path: '/api/ping', maxBytes: 10 }])).toBe(MiB);
  });

  it('refuses a rule that matches nothing or has no size', () => {
    expect(() => checkBodyLimits([{ maxBytes: MiB }])).toThrow(/rule 0: give an action or a path/);
    expect(() => checkBodyLimits([{ action: 'x', maxBytes: 1.5 }])).toThrow(/rule 0: maxBytes/);
    expect(() =>
      largestBodyLimit([
        { path: '/a', maxBytes: MiB },
        { path: '/b', maxBytes: -1 },
      ]),
    ).toThrow(/rule 1/);
  });

  it('writes limits the way the visitor reads them', () => {
    expect(formatLimit(MiB, 'pt-BR')).toBe('1 MB');
    expect(formatLimit(20 * MiB, 'en')).toBe('20 MB');
    expect(formatLimit(1.5 * MiB, 'pt-BR')).toBe('1,5 MB');
    expect(formatLimit(1.5 * MiB, 'en')).toBe('1.5 MB');
    expect(formatLimit(64 * 1024, 'en')).toBe('64 KB');
  });

  it('links back to a page of this site, whatever the request path', () => {
    const linkOf = (url: string) =>
      /href="([^"]*)"/.exec(tooLargeAnswer(requestTarget(url).pathname, undefined, MiB).body)?.[1];
    expect(linkOf('/en/login?_action=account.signIn')).toBe('/en/login');
    expect(linkOf('/.//evil.example/login')).toBe('/evil.example/login');
    expect(linkOf('/a"><script>')).toBe('/a%22%3E%3Cscript%3E');
  });
});
