import { isActionError } from 'astro:actions';
import { describe, expect, it, vi } from 'vitest';
import { isMessageKey } from '@/i18n/translate';
import {
  afterSignInPath,
  decideAccess,
  guardMiddleware,
  refusalDecision,
  requireAdmin,
  requireTenant,
  requireUser,
  safeRedirectTarget,
  sameSitePath,
} from './guards';

const customer = { role: 'user' };
const admin = { role: 'admin' };
const at = (path: string) => {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
};

describe('route guards', () => {
  it('sends anonymous visitors of portal pages to login, remembering the path and its language', () => {
    expect(decideAccess(at('/dashboard'), null)).toEqual({
      action: 'redirect',
      location: '/login?redirect=/dashboard',
    });
    expect(decideAccess(at('/en/dashboard'), null)).toEqual({
      action: 'redirect',
      location: '/en/login?redirect=/en/dashboard',
    });
    expect(decideAccess(at('/create-shipment/x?a=1&b=2'), null)).toEqual({
      action: 'redirect',
      location: '/login?redirect=/create-shipment/x%3Fa%3D1%26b%3D2',
    });
    expect(decideAccess(at('/en/admin/leads'), null)).toEqual({
      action: 'redirect',
      location: '/en/login?redirect=/en/admin/leads',
    });
  });

  it('lets signed-in users into the portal and only admins into /admin (others get 403)', () => {
    expect(decideAccess(at('/dashboard'), customer)).toEqual({ action: 'next' });
    expect(decideAccess(at('/en/create-shipment'), customer)).toEqual({ action: 'next' });
    expect(decideAccess(at('/admin'), customer)).toEqual({ action: 'forbidden' });
    expect(decideAccess(at('/en/admin/leads'), customer)).toEqual({ action: 'forbidden' });
    expect(decideAccess(at('/admin/leads'), admin)).toEqual({ action: 'next' });
  });

  it('sends an admin without two-factor to enrol before any admin page, when the site requires it', () => {
    const required = { adminTwoFactorRequired: true };
    // ...remembering the page, to go back to once enrolled.
    expect(decideAccess(at('/admin/charges'), admin, required)).toEqual({
      action: 'redirect',
      location: '/dashboard/settings/two-factor?obrigatorio=1&redirect=/admin/charges',
    });
    expect(decideAccess(at('/en/admin'), { ...admin, twoFactorEnabled: false }, required)).toEqual({
      action: 'redirect',
      location: '/en/dashboard/settings/two-factor?obrigatorio=1&redirect=/en/admin',
    });
    const sent = decideAccess(at('/admin/leads?etapa=nova&busca=a b'), admin, required);
    const remembered = sent.action === 'redirect' ? new URL(sent.location, 'http://localhost') : undefined;
    expect(remembered?.searchParams.get('redirect')).toBe('/admin/leads?etapa=nova&busca=a%20b');
    expect(safeRedirectTarget(remembered?.searchParams.get('redirect'))).toBe('/admin/leads?etapa=nova&busca=a%20b');
    expect(decideAccess(at('/admin'), { ...admin, twoFactorEnabled: true }, required)).toEqual({ action: 'next' });
    // The enrolment page itself, and the portal, stay open to them; customers are unaffected.
    expect(decideAccess(at('/dashboard/settings/two-factor'), admin, required)).toEqual({ action: 'next' });
    expect(decideAccess(at('/admin'), customer, required)).toEqual({ action: 'forbidden' });
    expect(decideAccess(at('/admin'), admin, { adminTwoFactorRequired: false })).toEqual({ action: 'next' });
  });

  it('remembers a page of any length within what a redirect may hold, dropping a long query first', () => {
    const longQuery = `/dashboard?q=${'%20'.repeat(1000)}`;
    expect(decideAccess(at(longQuery), null)).toEqual({ action: 'redirect', location: '/login?redirect=/dashboard' });
    expect(decideAccess(at(`/admin/${'x'.repeat(3000)}`), null)).toEqual({ action: 'redirect', location: '/login' });
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
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil',
      'javascript:alert(1)',
      '/a\nb',
      '',
      '/login',
      '/en/signup',
    ]) {
      expect(safeRedirectTarget(bad), bad).toBeUndefined();
    }
    expect(safeRedirectTarget('/en/dashboard?tab=1#top')).toBe('/en/dashboard?tab=1#top');
    expect(afterSignInPath('en', 'https://evil.example')).toBe('/en/dashboard');
    expect(afterSignInPath('pt-BR', null)).toBe('/dashboard');
    // Where a form goes after a post: any page of this site, the sign-in pages included.
    expect(sameSitePath('/en/signup#done')).toBe('/en/signup#done');
    expect(sameSitePath('//evil.example/x')).toBeUndefined();
  });
});

describe('requireUser and requireAdmin', () => {
  const context = (user: { role?: string | null } | null) => ({ locals: { user } });

  it('give back the signed-in user, or refuse with the action error the form or page can answer', () => {
    expect(requireUser(context(customer))).toBe(customer);
    expect(requireAdmin(context(admin))).toBe(admin);
    for (const [call, code] of [
      [() => requireUser(context(null)), 'UNAUTHORIZED'],
      [() => requireAdmin(context(null)), 'UNAUTHORIZED'],
      [() => requireAdmin(context(customer)), 'FORBIDDEN'],
    ] as const) {
      let thrown: unknown;
      try {
        call();
      } catch (error) {
        thrown = error;
      }
      expect(isActionError(thrown) && thrown.code).toBe(code);
      // The message is a catalogue key, so every form can show it in its language.
      expect(isMessageKey(isActionError(thrown) && thrown.message)).toBe(true);
    }
  });

  it('turn a refusal during a page into the login redirect (remembering the page) or the 403 page', () => {
    const refusal = (call: () => unknown, path: string) => {
      try {
        call();
      } catch (error) {
        return refusalDecision(error, at(path));
      }
    };
    expect(refusal(() => requireUser(context(null)), '/en/dashboard/settings?x=1')).toEqual({
      action: 'redirect',
      location: '/en/login?redirect=/en/dashboard/settings%3Fx%3D1',
    });
    expect(refusal(() => requireAdmin(context(customer)), '/admin')).toEqual({ action: 'forbidden' });
    expect(refusalDecision(new Error('database down'), at('/dashboard'))).toBeUndefined();
  });
});

describe('requireTenant', () => {
  const person = { id: 'ana', role: 'user' };
  const tenancyAs = (role: 'main' | 'manager' | 'member') => ({
    tenantId: 'acme',
    tenantName: 'Acme Logística',
    role,
    modules: [5, 7],
  });
  const context = (user: typeof person | null, tenancy: ReturnType<typeof tenancyAs> | null) => ({
    locals: { user, tenancy: vi.fn(async () => tenancy) },
  });
  const refusalOf = (call: Promise<unknown>) =>
    call.then(
      () => undefined,
      (error: unknown) => error,
    );

  it('gives back the person and their tenancy, whatever their role in the tenant', async () => {
    for (const role of ['main', 'manager', 'member'] as const) {
      const tenant = context(person, tenancyAs(role));
      expect(await requireTenant(tenant)).toEqual({ user: person, tenancy: tenancyAs(role) });
      expect(tenant.locals.tenancy).toHaveBeenCalledTimes(1);
    }
  });

  it('refuses a visitor (sign in) without reading any tenancy', async () => {
    const visitor = context(null, null);
    expect(await refusalOf(requireTenant(visitor))).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'common.error.signInRequired',
    });
    expect(visitor.locals.tenancy).not.toHaveBeenCalled();
  });

  it('refuses a signed-in account of no tenant with the one message, in both languages', async () => {
    const thrown = await refusalOf(requireTenant(context(person, null)));
    expect(thrown).toMatchObject({ code: 'FORBIDDEN', message: 'tenancy.error.notTenant' });
    expect(isMessageKey(isActionError(thrown) && thrown.message)).toBe(true);
    // On a page, the refusal is the 403 page, showing that message.
    expect(refusalDecision(thrown, at('/en/dashboard/rooms'))).toEqual({ action: 'forbidden' });
  });

  it('is answered by the 403 page when a page refuses, which shows why', async () => {
    const locals: Record<string, unknown> = { user: person, tenancy: async () => null };
    const rewrite = vi.fn((path: string) => new Response(path, { status: 403 }));
    const page = { url: new URL('http://site.invalid/dashboard/gate-passes'), locals, rewrite, redirect: vi.fn() };
    const answer = await guardMiddleware(page as never, () => requireTenant(page as never).then(() => new Response()));
    expect(rewrite).toHaveBeenCalledWith('/403');
    expect((answer as Response).status).toBe(403);
    expect(locals.forbiddenBecause).toBe('tenancy.error.notTenant');
  });
});
