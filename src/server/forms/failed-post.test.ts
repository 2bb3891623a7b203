import { describe, expect, it } from 'vitest';
import { readFailedPost } from './failed-post';

const post = (fields: Record<string, string>) =>
  new Request('http://site.test/admin/site?_action=adminSite.saveIdentity', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });

describe('a failed post', () => {
  it('keeps what was typed to show it again, but never a password, token, secret or two-factor code', async () => {
    const { values } = await readFailedPost(
      post({
        postalCode: '59150000',
        whatsapp: '+1 202 555 0100',
        password: 'Senha1234',
        newPassword: 'Senha12345',
        token: 't',
        secret: 's',
        code: '123456',
        _action: 'x',
      }),
      'adminSite.saveIdentity',
    );
    expect(values).toEqual({ postalCode: '59150000', whatsapp: '+1 202 555 0100' });
  });
});
