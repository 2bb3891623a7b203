import { ActionError } from 'astro:actions';
import { describe, expect, it } from 'vitest';
import { requireUser } from './guards';
import { answerRefusals, isRefusal, refusalFlash, refuse, Refusal } from './refusal';

describe('a refusal', () => {
  it('is an ActionError with its status and message key, so an action gives it to the form as it is', () => {
    const refusal = new Refusal('CONFLICT', 'charges.error.notOpen');
    expect(refusal).toBeInstanceOf(ActionError);
    expect(refusal).toMatchObject({ code: 'CONFLICT', status: 409, message: 'charges.error.notOpen' });
    expect(refusal.messageKey).toBe('charges.error.notOpen');
    expect(() => refuse('NOT_FOUND', 'charges.error.notFound')).toThrow(Refusal);
    expect(isRefusal(new Error('x'))).toBe(false);
  });

  it("is an endpoint's answer in the request's language, with its status and the values filled in", async () => {
    const work = () => refuse('BAD_REQUEST', 'reports.error.badFormat', { allowed: 'csv, pdf' });
    const pt = await answerRefusals('pt-BR', work);
    const en = await answerRefusals('en', work);
    expect(pt.status).toBe(400);
    expect(pt.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(pt.headers.get('cache-control')).toBe('no-store');
    expect(await pt.text()).toContain('csv, pdf');
    const english = await en.text();
    expect(english).toContain('csv, pdf');
    expect(english).toBe('Unknown file format. Use one of: csv, pdf.');
  });

  it("answers a guard's refusal too, and throws anything else on", async () => {
    const signIn = await answerRefusals('en', async () => {
      requireUser({ locals: { user: null } });
      return new Response('signed in');
    });
    expect(signIn.status).toBe(401);
    expect(await signIn.text()).toBe('Please sign in to continue.');
    await expect(answerRefusals('en', () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
  });

  it("is the next page's flash after a redirect", () => {
    expect(refusalFlash(new Refusal('NOT_FOUND', 'charges.error.notFound'))).toEqual({
      title: 'charges.error.notFound',
      variant: 'destructive',
    });
  });
});
