// Every admin page and endpoint checks the role itself, not only the middleware (which shows the
// branded 403 page): a routing or middleware change must never open admin data.
export function isAdmin(locals: App.Locals): boolean {
  return locals.user?.role === 'admin';
}

export const forbidden = () => new Response('Forbidden', { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
