// Props for the staff's modules page, every label and date already in the page's language.
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime, formatDay } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { moduleStatusKey } from '@/lib/statuses/labels';
import { MODULE_STATUSES } from '@/lib/statuses/module';
import { queryText } from '@/server/lists';
import { moduleTenants } from '@/features/tenancy/leases/leases.server';
import { siteDay } from '@/lib/site-time';
import { lastModuleChanges, listStaffModules } from './admin-modules.server';

export const ADMIN_MODULE_KEYS = [
  'adminModules.title',
  'adminModules.intro',
  'adminModules.field.status',
  'adminModules.leasedHint',
  'adminModules.untrackedHint',
  'adminModules.field.note',
  'adminModules.save',
] as const satisfies readonly MessageKey[];

/** The modules page; with `url`'s ?status=<module status>, only the modules in that status. */
export async function staffModulesProps(locale: Locale, url?: URL, now = new Date()) {
  const [rows, changes, current] = await Promise.all([
    listStaffModules(),
    lastModuleChanges(),
    moduleTenants(siteDay(now)),
  ]);
  const status = MODULE_STATUSES.find((s) => url && s === queryText(url.searchParams, 'status'));
  return {
    labels: pick(locale, ADMIN_MODULE_KEYS),
    statusOptions: MODULE_STATUSES.map((s) => ({ value: s, label: translate(locale, moduleStatusKey(s)) })),
    filter: status && {
      text: translate(locale, 'adminOverview.modulesFilter', { status: translate(locale, moduleStatusKey(status)) }),
      clear: translate(locale, 'adminOverview.modulesFilterClear'),
      clearHref: localizePath(locale, '/admin/modules'),
    },
    modules: rows
      .filter((row) => !status || row.status === status)
      .map((row) => {
        const change = changes.get(row.number);
        const leased = current.has(row.number);
        return {
          number: row.number,
          label: translate(locale, 'modules.moduleLabel', { n: row.number }),
          status: row.status,
          /** What the status field offers and holds: "leased" only while the module is leased. */
          choices: row.status === 'leased' ? MODULE_STATUSES : MODULE_STATUSES.filter((s) => s !== 'leased'),
          choice: row.reserved ? 'reserved' : row.status,
          /** Leased by a lease (the hold waits for its end), or recorded as leased without one. */
          lease: row.status !== 'leased' ? undefined : leased ? ('current' as const) : ('untracked' as const),
          earlierRecord: row.tenantName
            ? row.contractEnd
              ? translate(locale, 'adminModules.earlierRecord', {
                  tenant: row.tenantName,
                  end: formatDay(row.contractEnd, locale),
                })
              : translate(locale, 'adminModules.earlierRecordOpen', { tenant: row.tenantName })
            : undefined,
          privateNote: row.privateNote ?? '',
          lastChange: change
            ? translate(locale, 'adminModules.lastChange', {
                who: change.actorLabel,
                when: formatDateTime(change.at, locale),
              })
            : translate(locale, 'adminModules.neverChanged'),
        };
      }),
  };
}

export type StaffModulesProps = Awaited<ReturnType<typeof staffModulesProps>>;
export type StaffModuleView = StaffModulesProps['modules'][number];
