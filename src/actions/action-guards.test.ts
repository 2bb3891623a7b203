// Every action is the staff's unless the admin surface names it open to visitors or customers
// (tests/e2e/support/admin-surface.ts), and every staff action, sent its form by a customer or by
// nobody, stops at the role check: FORBIDDEN or UNAUTHORIZED, never its input (so the browser
// test's posts reach the check too) and never its work. A new action without a guard fails here.
import { isActionError } from 'astro:actions';
import { describe, expect, it } from 'vitest';
import { actionNames, adminRoutes, OPEN_ACTIONS, staffForm } from '../../tests/e2e/support/admin-surface';
import { server } from './index';

type Callable = { orThrow: (this: unknown, input: FormData) => Promise<unknown> };

/** Every action's name ('adminModules.update') with the action itself. */
const actions = Object.entries(server).flatMap(([namespace, group]) =>
  Object.entries(group as Record<string, Callable>).map(([name, action]) => [`${namespace}.${name}`, action] as const),
);

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

/** Just enough of an action's context for its guard (which reads locals.user first). */
const context = (user: { id: string; name: string; email: string; role: string } | null) => ({
  locals: { user, locale: 'pt-BR' },
  url: new URL('http://localhost/admin'),
  request: new Request('http://localhost/admin', { method: 'POST' }),
});

const customer = { id: 'customer', name: 'Ana', email: 'ana@example.com', role: 'user' };

async function refusal(action: Callable, user: typeof customer | null, name: string) {
  try {
    await action.orThrow.call(context(user), form(staffForm(name)));
  } catch (error) {
    return isActionError(error) ? error.code : String(error);
  }
  return 'ran';
}

describe('the actions and who may call them', () => {
  it('names only actions that exist as open to visitors or customers', () => {
    expect(actions.length).toBeGreaterThan(30);
    const names = new Set<string>(actions.map(([name]) => name));
    expect([...OPEN_ACTIONS].filter((name) => !names.has(name))).toEqual([]);
  });

  const staff = actions.filter(([name]) => !OPEN_ACTIONS.has(name));
  it.each(staff)('%s refuses a customer (FORBIDDEN) and nobody (UNAUTHORIZED) past its input', async (name, action) => {
    // BAD_REQUEST here means the form did not get past the input: give the action its fields in staffForm.
    expect(await refusal(action, customer, name)).toBe('FORBIDDEN');
    expect(await refusal(action, null, name)).toBe('UNAUTHORIZED');
  });
});

describe('the browser test’s reading of the source', () => {
  it('finds every action the server has, and every admin page', () => {
    expect(actionNames().sort()).toEqual(actions.map(([name]) => name).sort());
    const routes = adminRoutes();
    expect(routes).toEqual(
      expect.arrayContaining(['/admin', '/admin/leads.csv', '/admin/modules', '/admin/shipments/x']),
    );
    expect(routes.every((r) => r === '/admin' || r.startsWith('/admin/'))).toBe(true);
  });
});
