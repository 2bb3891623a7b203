// The pages and odd paths the fuzz test asks with odd methods, headers and query strings.
import { staticPublicPaths } from '@/features/site/seo/public-pages';
import { pageRoutes, queryParamNames, routePath, type PageRoute } from '../page-routes';
import { NO_RECORD } from './types';

// A route's parameters as the fuzz fills them: the records made before the run ({lead},
// {customer}, {mail}: fillPage), or a record nobody has.
const ROUTE_VALUES: Record<string, string> = {
  '/admin/accounts/[id]': '{customer}',
  '/admin/leads/[id]': '{lead}',
  '/admin/mail/[id]': '{mail}',
  id: NO_RECORD,
  slot: 'facility-gatehouse',
  name: 'facility-gatehouse-480-0000aaaa.avif',
  numero: '5',
  slug: 'x',
  file: 'x',
  // A signed link's token (a pass, an invitation, a visit, a calendar feed) nobody was given.
  token: 'x',
  '...all': 'get-session',
};

const routePaths = (routes: PageRoute[]) =>
  routes.map((route) => {
    const filled = routePath(route, ROUTE_VALUES);
    if (filled === undefined)
      throw new Error(`The fuzz has no value for a parameter of ${route.pattern} (ROUTE_VALUES)`);
    return filled;
  });

/** Every GET route of src/pages, filled as above (HEAD on each). */
export const ROUTE_PATHS: readonly string[] = routePaths(pageRoutes());

/** The routes that need a session: the portal, the admin area and the signed-in endpoints. */
export const SIGNED_IN_PATHS: readonly string[] = routePaths(
  pageRoutes().filter((route) =>
    /^\/(en\/)?(dashboard|admin|support|create-shipment|api\/(reports|customers|privacy|documents|notices|live|maintenance))(\/|\.|$)/.test(
      route.pattern,
    ),
  ),
);

/** Every query parameter the site reads (src/server/lists' schemas and queryText). */
export const QUERY_PARAMS: readonly string[] = queryParamNames();

/** Pages and endpoints for odd methods, odd headers and huge query strings. */
export const PAGES: readonly string[] = [
  ...staticPublicPaths,
  ...staticPublicPaths.map((p) => (p === '/' ? '/en' : `/en${p}`)),
  '/projects/x',
  '/login',
  '/login/two-factor',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/en/login',
  '/dashboard',
  '/dashboard/settings',
  '/dashboard/shipments',
  '/create-shipment',
  '/en/create-shipment',
  '/admin',
  '/admin/leads',
  '/admin/leads.csv',
  '/admin/leads/00000000-0000-0000-0000-000000000000',
  '/admin/leads/x',
  '/admin/leads/report?de=2026-13&ate=%00',
  '/en/admin/leads/report?de=2099-01&ate=1999-12',
  '/admin/leads/duplicates?tipo=telefone&apos=%00%25_',
  `/admin/leads/duplicates?manter=${NO_RECORD}&unir=x`,
  '/robots.txt',
  '/admin/shipments',
  '/en/admin/shipments?status=zzz&de=2026-99-99&ate=x&pagina=-1',
  '/admin/shipments?q=%00%25&cliente=_',
  '/admin/shipments/00000000-0000-4000-8000-000000000000',
  '/admin/shipments/x',
  "/en/admin/shipments/1'%20OR%201=1",
  '/dashboard/shipments/00000000-0000-4000-8000-000000000000',
  '/dashboard/shipments/x',
  '/rastreamento?codigo=PLP-00000-00000',
  '/rastreamento?codigo=%00',
  '/en/tracking?codigo=x',
  '/dashboard/shipments?busca=%25_%5C',
  '/dashboard/notifications',
  '/en/dashboard/notifications?pagina=99999999999999999999',
  '/dashboard/notifications?pagina=-1',
  '/sitemap.xml',
  '/api/auth/ok',
  '/api/auth/get-session',
  '/_actions/leads.submit',
  '/_image?href=/x.png&w=10',
  '/api/reports?type=shipments&range=last_30_days&format=csv',
  '/api/reports?type=%00&range=__proto__&format=pdf&customer=%25&lang=xx',
  '/api/reports?type=payments&range=this_year&format=xlsx&type=documents',
  '/dashboard/settings/privacy',
  '/en/admin/privacy?email=%00%25',
  '/admin/privacy?email=admin@example.com',
  '/api/privacy/export',
  '/modulos/0/ficha-tecnica.pdf',
  '/en/modulos/99999999999999999999/ficha-tecnica.pdf',
  '/modulos/%00/ficha-tecnica.pdf',
];

/** Paths that are wrong in themselves. */
export const ODD_PATHS: readonly string[] = [
  '/500',
  '/403',
  '/404',
  '/en/500',
  '/%00',
  '/%00/x',
  '/x%00',
  '/%2e%2e/%2e%2e/etc/passwd',
  '//x',
  '///',
  '//evil.example/',
  '/en/../admin',
  '/./dashboard',
  '/en/./',
  '/%C0%AE%C0%AE/',
  '/%FF',
  '/%E2%80%AE',
  '/%',
  '/%zz',
  '/api/auth/%00',
  '/api/auth/',
  '/api/auth/nope',
  '/api/auth/sign-in/email/extra',
  '/_actions/',
  '/_actions/nope',
  '/_actions/leads.submit/x',
  '/_actions/__proto__',
  '/_actions/leads.constructor',
  '/_astro/',
  '/_astro/%00.js',
  '/_image',
  '/_image?href=%00',
  '/_image?href=http://169.254.169.254/&w=1',
  '/?_action=',
  '/?_action=nope',
  '/?_action=%00',
  '/?_action=__proto__',
  '/?_action=leads.submit&_action=account.signOut',
  '/admin/leads/%00',
  '/projects/%00',
  '/projects/..%2f..%2fx',
  `/${'a'.repeat(2000)}`,
  '/%F0%9F%98%80',
  '/dashboard?next=//evil.example',
  '/login?redirect=//evil.example',
];
