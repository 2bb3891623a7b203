import { describe, expect, it } from 'vitest';
import { enrolmentReturn, twoFactorSettingsPath } from './two-factor-paths.server';

describe('the two-factor section after a form', () => {
  it('keeps the page the admin area sent the person from, to go back to once enrolled', () => {
    const from = new URLSearchParams({ _action: 'twoFactor.start', obrigatorio: '1', redirect: '/en/admin/leads?x=1' });
    expect(twoFactorSettingsPath('en', from)).toBe(
      '/en/dashboard/settings/two-factor?obrigatorio=1&redirect=/en/admin/leads%3Fx%3D1',
    );
    expect(enrolmentReturn(new URL(`http://h${twoFactorSettingsPath('en', from)}`).searchParams)).toBe(
      '/en/admin/leads?x=1',
    );
  });

  it('never keeps a page of another site, or a sign-in page', () => {
    for (const redirect of ['https://evil.example/admin', '//evil.example', '/\\evil', '/login']) {
      const from = new URLSearchParams({ obrigatorio: '1', redirect });
      expect(twoFactorSettingsPath('pt-BR', from), redirect).toBe('/dashboard/settings/two-factor');
      expect(enrolmentReturn(from), redirect).toBeUndefined();
    }
    expect(twoFactorSettingsPath('pt-BR', new URLSearchParams())).toBe('/dashboard/settings/two-factor');
  });
});
