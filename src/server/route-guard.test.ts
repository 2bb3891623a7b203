import { describe, expect, it } from 'vitest';
import { afterSignInPath, decideAccess, safeRedirectTarget } from './route-guard';

const customer = { role: 'user' };
const admin = { role: 'admin' };
const at = (path: string) => {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
};

describe('route guards', () => {
  it('sends anonymous visitors of portal pages to login, remembering the path and its language', () => {
    expect(decideAccess(at('/dashboard'), null)).toEqual({ action: 'redirect', location: '/login?redirect=/dashboard' });
    expect(decideAccess(at('/en/dashboard'), null)).toEqual({ action: 'redirect', location: '/en/login?redirect=/en/dashboard' });
    expect(decideAccess(at('/create-shipment/x?a=1&b=2'), null)).toEqual({
      action: 'redirect',
      location: '/login?redirect=/create-shipment/x%3Fa%3D1%26b%3D2',
    });
    expect(decideAccess(at('/en/admin/leads'), null)).toEqual({ action: 'redirect', location: '/en/login?redirect=/en/admin/leads' });
  });

  it('lets signed-in users into the portal and only admins into /admin (others get 403)', () => {
    expect(decideAccess(at('/dashboard'), customer)).toEqual({ action: 'next' });
    expect(decideAccess(at('/en/create-shipment'), customer)).toEqual({ action: 'next' });
    expect(decideAccess(at('/admin'), customer)).toEqual({ action: 'forbidden' });
    expect(decideAccess(at('/en/admin/leads'), customer)).toEqual({ action: 'forbidden' });
    expect(decideAccess(at('/admin/leads'), admin)).toEqual({ action: 'next' });
  });

  it('does not mistake look-alike paths for guarded areas', () => {
    expect(decideAccess(at('/dashboards'), null)).toEqual({ action: 'next' });
    expect(decideAccess(at('/administration'), null)).toEqual({ action: 'next' });
    expect(decideAccess(at('/'), null)).toEqual({ action: 'next' });
  });

  it('sends signed-in visitors of login, signup and forgot-password to the dashboard of their language', () => {
    expect(decideAccess(at('/login'), customer)).toEqual({ action: 'redirect', location: '/dashboard' });
    expect(decideAccess(at('/en/signup'), customer)).toEqual({ action: 'redirect', location: '/en/dashboard' });
    expect(decideAccess(at('/en/forgot-password'), admin)).toEqual({ action: 'redirect', location: '/en/dashboard' });
    expect(decideAccess(at('/login?redirect=/en/create-shipment'), customer)).toEqual({
      action: 'redirect',
      location: '/en/create-shipment',
    });
    expect(decideAccess(at('/login'), null)).toEqual({ action: 'next' });
  });

  it('accepts only same-site relative redirect targets', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', '\\\\evil', 'javascript:alert(1)', '/a\nb', '', '/login', '/en/signup']) {
      expect(safeRedirectTarget(bad), bad).toBeUndefined();
    }
    expect(safeRedirectTarget('/en/dashboard?tab=1#top')).toBe('/en/dashboard?tab=1#top');
    expect(afterSignInPath('en', 'https://evil.example')).toBe('/en/dashboard');
    expect(afterSignInPath('pt-BR', null)).toBe('/dashboard');
  });
});
