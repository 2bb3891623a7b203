// What the create-shipment page needs: strings for the island, links, and after a POST without
// JavaScript that failed, the values and messages to show again (failed-form-post.ts).
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { portal } from '@/i18n/pt-BR/portal';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { failedFormPost } from '@/server/failed-form-post';
import type { CreateShipmentFormProps, CreateShipmentStrings } from './create-shipment-form';
import { errorsFromActionFields, isPortalMessageKey, SHIPMENT_FIELDS } from './shipment-fields';

type ActionResult = { error?: unknown } | undefined;

const STRING_KEYS = [...(Object.keys(portal) as (keyof typeof portal)[]), 'common.close'] as const satisfies readonly MessageKey[];

export async function createShipmentPage(locale: Locale, request: Request, result: ActionResult) {
  const initial: CreateShipmentFormProps['initial'] = result?.error
    ? await failedFormPost(request, result.error, {
        fields: SHIPMENT_FIELDS,
        fromActionFields: errorsFromActionFields,
        isKey: isPortalMessageKey,
        fallback: 'portal.toast.errorText',
      })
    : {};
  return {
    title: translate(locale, 'portal.create.title'),
    intro: translate(locale, 'portal.create.intro'),
    meta: translate(locale, 'portal.meta.createShipment'),
    dashboard: localizePath(locale, '/dashboard'),
    t: pick(locale, STRING_KEYS) as CreateShipmentStrings,
    initial,
  };
}
