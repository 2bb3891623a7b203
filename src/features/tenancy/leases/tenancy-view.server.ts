// Props for the tenancy pages, every label and date already in the page's language: the tenant's
// "My module" page, the invitation page, and the staff's tenants list, tenant page and the lease
// parts of the modules and account pages.
import { areaHeadings, moduleViews } from '@/features/site/modules';
import { listModules } from '@/features/site/modules/modules.server';
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime, formatDay, formatPhone } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { isUuid } from '@/lib/ids';
import { localizePath } from '@/lib/paths';
import { siteDay } from '@/lib/site-time';
import { defineList } from '@/server/lists';
import { siteAddress, siteConfig } from '@/server/site-config';
import { inviteByToken } from './invites.server';
import {
  accountTenancy,
  listTenants,
  moduleTenants,
  pendingInvites,
  tenantDetail,
  tenantPeople,
} from './leases.server';
import { managesPeople, tenancyOf, type Tenancy } from './tenancy.server';

export const TENANCY_LABEL_KEYS = [
  'tenancy.role.main',
  'tenancy.role.manager',
  'tenancy.role.member',
  'tenancy.lease.from',
  'tenancy.lease.to',
  'tenancy.lease.openEnded',
  'tenancy.lease.past',
  'tenancy.lease.current',
  'tenancy.lease.future',
  'tenancy.link.title',
  'tenancy.link.email',
  'tenancy.link.module',
  'tenancy.link.startsOn',
  'tenancy.link.endsOn',
  'tenancy.link.companyName',
  'tenancy.link.companyHint',
  'tenancy.link.submit',
  'tenancy.end.endsOn',
  'tenancy.end.submit',
  'tenancy.remove.submit',
  'tenancy.people.title',
  'tenancy.people.none',
  'tenancy.people.remove',
  'tenancy.invites.title',
  'tenancy.invites.none',
  'tenancy.invites.expires',
  'tenancy.invites.withdraw',
  'tenancy.invite.title',
  'tenancy.invite.email',
  'tenancy.invite.role',
  'tenancy.invite.locale',
  'tenancy.invite.submit',
  'tenancy.invite.hint',
  'tenancy.my.title',
  'tenancy.my.leased',
  'tenancy.my.areas',
  'tenancy.my.none',
  'tenancy.my.contacts',
  'tenancy.my.phone',
  'tenancy.my.whatsapp',
  'tenancy.my.email',
  'tenancy.my.address',
  'tenancy.admin.intro',
  'tenancy.admin.empty',
  'tenancy.admin.modules',
  'tenancy.admin.people',
  'tenancy.admin.noModules',
  'tenancy.admin.back',
  'tenancy.admin.leases',
  'tenancy.admin.noLeases',
  'tenancy.admin.tenant',
  'tenancy.account.title',
  'tenancy.account.none',
  'tenancy.account.tenant',
  'tenancy.optional',
  'tenancy.language.pt-BR',
  'tenancy.language.en',
] as const satisfies readonly MessageKey[];

export type TenancyLabels = Record<(typeof TENANCY_LABEL_KEYS)[number], string>;

const labels = (locale: Locale) => pick(locale, TENANCY_LABEL_KEYS);
const tenantHref = (locale: Locale, id: string) => localizePath(locale, `/admin/tenants/${id}`);

export type LeaseWhen = 'past' | 'current' | 'future';

/** A lease as a page shows it: its module, its days and whether it is past, current or future. */
function leaseView(
  lease: { id: string; moduleNumber: number; startsOn: string; endsOn: string | null },
  locale: Locale,
  today: string,
) {
  const when: LeaseWhen = lease.startsOn > today ? 'future' : lease.endsOn && lease.endsOn < today ? 'past' : 'current';
  return {
    id: lease.id,
    module: lease.moduleNumber,
    moduleLabel: translate(locale, 'modules.moduleLabel', { n: lease.moduleNumber }),
    from: formatDay(lease.startsOn, locale),
    to: lease.endsOn ? formatDay(lease.endsOn, locale) : translate(locale, 'tenancy.lease.openEnded'),
    startsOn: lease.startsOn,
    endsOn: lease.endsOn ?? '',
    when,
    whenLabel: translate(locale, `tenancy.lease.${when}`),
  };
}

export type LeaseView = ReturnType<typeof leaseView>;

function peopleViews(people: Awaited<ReturnType<typeof tenantPeople>>, locale: Locale) {
  return people.map((p) => ({
    userId: p.userId,
    name: p.name,
    email: p.email,
    role: p.role,
    roleLabel: translate(locale, `tenancy.role.${p.role}`),
  }));
}

function inviteViews(invites: Awaited<ReturnType<typeof pendingInvites>>, locale: Locale) {
  return invites.map((i) => ({
    id: i.id,
    email: i.email,
    roleLabel: translate(locale, `tenancy.role.${i.role}`),
    expires: translate(locale, 'tenancy.invites.expires', { when: formatDateTime(i.expiresAt, locale) }),
  }));
}

export type PersonView = ReturnType<typeof peopleViews>[number];
export type InviteLine = ReturnType<typeof inviteViews>[number];

/** The administration's contacts, as the tenant's page lists them. */
function contacts() {
  const site = siteConfig();
  const digits = site.whatsapp.replace(/\D/g, '');
  return {
    phone: { text: formatPhone(site.phone), href: `tel:${site.phone}` },
    whatsapp: { text: formatPhone(site.whatsapp), href: `https://wa.me/${digits}` },
    email: { text: site.email, href: `mailto:${site.email}` },
    address: siteAddress(site),
  };
}

/** The tenant's "My module" page for `userId`, of `tenancy` (requireTenant's). */
export async function myModuleProps(userId: string, tenancy: Tenancy, locale: Locale, now = new Date()) {
  const l = labels(locale);
  const today = siteDay(now);
  const canManage = managesPeople(tenancy.role);
  const [allModules, account, people, invites] = await Promise.all([
    listModules(),
    accountTenancy(userId),
    tenantPeople(tenancy.tenantId),
    canManage ? pendingInvites(tenancy.tenantId, now) : Promise.resolve([]),
  ]);
  const views = moduleViews(allModules, locale).modules;
  const current = (account?.leases ?? []).map((lease) => leaseView(lease, locale, today));
  return {
    labels: l,
    tenant: {
      name: tenancy.tenantName,
      role: tenancy.role,
      roleLabel: translate(locale, `tenancy.role.${tenancy.role}`),
      canManage,
      headings: areaHeadings(locale),
      modules: views
        .filter((m) => tenancy.modules.includes(m.number))
        .map((m) => ({
          number: m.number,
          label: m.label,
          cells: m.cells,
          leases: current.filter((lease) => lease.module === m.number && lease.when === 'current'),
        })),
      people: peopleViews(people, locale),
      invites: inviteViews(invites, locale),
      contacts: contacts(),
      locale,
      localeOptions: [
        { value: 'pt-BR', label: l['tenancy.language.pt-BR'] },
        { value: 'en', label: l['tenancy.language.en'] },
      ],
    },
  };
}

export type MyModuleProps = Awaited<ReturnType<typeof myModuleProps>>;
export type MyTenantView = MyModuleProps['tenant'];

const tenantsList = defineList({
  path: '/admin/tenants',
  params: {},
  messages: {
    countOne: 'tenancy.admin.countOne',
    countOther: 'tenancy.admin.countOther',
    pages: 'tenancy.admin.pages',
    previous: 'tenancy.admin.previous',
    next: 'tenancy.admin.next',
  },
});

/** The staff's tenants list at `url` (?pagina=). */
export async function tenantsListProps(url: URL, locale: Locale) {
  const params = tenantsList.read(url.searchParams);
  const page = await listTenants(params.pagina);
  return {
    labels: labels(locale),
    tenants: page.rows.map((t) => ({
      id: t.id,
      name: t.name,
      href: tenantHref(locale, t.id),
      modules: t.modules.map((n) => translate(locale, 'modules.moduleLabel', { n })).join(', '),
      people: t.people,
    })),
    ...tenantsList.view(locale, page, params),
  };
}

export type TenantsListProps = Awaited<ReturnType<typeof tenantsListProps>>;

/** One tenant for the staff; null for a malformed or unknown id (a 404). */
export async function tenantDetailProps(id: string, locale: Locale, now = new Date()) {
  if (!isUuid(id)) return null;
  const detail = await tenantDetail(id, now);
  if (!detail) return null;
  const today = siteDay(now);
  return {
    labels: labels(locale),
    id: detail.tenant.id,
    name: detail.tenant.name,
    backHref: localizePath(locale, '/admin/tenants'),
    people: peopleViews(detail.people, locale).map((p) => ({
      ...p,
      href: localizePath(locale, `/admin/accounts/${p.userId}`),
    })),
    leases: detail.leases.map((lease) => leaseView(lease, locale, today)),
    invites: inviteViews(detail.invites, locale),
    today,
  };
}

export type TenantDetailProps = NonNullable<Awaited<ReturnType<typeof tenantDetailProps>>>;

/** The lease part of each module card on the staff's modules page: its current tenant, by number. */
export async function moduleLeaseProps(locale: Locale) {
  const current = await moduleTenants();
  return {
    labels: labels(locale),
    today: siteDay(new Date()),
    tenants: Object.fromEntries(
      [...current].map(([module, t]) => [
        module,
        {
          name: t.tenantName,
          href: tenantHref(locale, t.tenantId),
          term: t.endsOn
            ? translate(locale, 'tenancy.admin.leaseUntil', { day: formatDay(t.endsOn, locale) })
            : translate(locale, 'tenancy.admin.leaseOpen'),
        },
      ]),
    ) as Record<number, { name: string; href: string; term: string } | undefined>,
  };
}

export type ModuleLeaseProps = Awaited<ReturnType<typeof moduleLeaseProps>>;

/** The tenancy part of an account's staff page: its tenant and leases, and the form to add one. */
export async function accountLeaseProps(userId: string, email: string, locale: Locale, now = new Date()) {
  const tenancy = await accountTenancy(userId);
  const today = siteDay(now);
  return {
    labels: labels(locale),
    email,
    today,
    modules: Array.from({ length: 18 }, (_, i) => ({
      value: String(i + 1),
      label: translate(locale, 'modules.moduleLabel', { n: i + 1 }),
    })),
    tenant: tenancy && {
      name: tenancy.tenantName,
      href: tenantHref(locale, tenancy.tenantId),
      roleLabel: translate(locale, `tenancy.role.${tenancy.role}` as const),
      leases: tenancy.leases.map((lease) => leaseView(lease, locale, today)),
    },
  };
}

export type AccountLeaseProps = Awaited<ReturnType<typeof accountLeaseProps>>;

/** The invitation page of `token`, for `userId` (null: signed out). */
export async function invitePageProps(token: string, userId: string | null, locale: Locale, now = new Date()) {
  const invite = /^[A-Za-z0-9_-]{43}$/.test(token) ? await inviteByToken(token, now) : null;
  const tenancy = userId && invite?.state === 'open' ? await tenancyOf(userId) : null;
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  const state = !invite
    ? 'gone'
    : invite.state !== 'open'
      ? invite.state
      : !userId
        ? 'signedOut'
        : tenancy
          ? 'alreadyTenant'
          : 'ready';
  // Signing in, or signing up and confirming the address, comes back here.
  const back = encodeURIComponent(localizePath(locale, `/convite/${token}`)).replace(/%2F/g, '/');
  return {
    state,
    token,
    title: t('tenancy.invite.pageTitle'),
    text: invite
      ? t('tenancy.invite.text', { tenant: invite.tenantName, role: t(`tenancy.role.${invite.role}`) })
      : undefined,
    message: state === 'ready' || state === 'signedOut' ? undefined : t(`tenancy.invite.state.${state}`),
    signInText: t('tenancy.invite.signIn'),
    signInHref: `${localizePath(locale, '/login')}?redirect=${back}`,
    signUpText: t('tenancy.invite.signUp'),
    signUpHref: `${localizePath(locale, '/signup')}?redirect=${back}`,
    signUpHint: t('tenancy.invite.signUpHint'),
    accept: t('tenancy.invite.accept'),
  };
}

export type InvitePageProps = Awaited<ReturnType<typeof invitePageProps>>;
