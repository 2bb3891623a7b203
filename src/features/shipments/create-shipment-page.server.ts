// What the create-shipment page needs: strings for the island, links, and after a POST without
// JavaScript that failed, the values and messages to show again.
import { isInputError } from 'astro:actions';
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { portal } from '@/i18n/pt-BR/portal';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import type { CreateShipmentFormProps, CreateShipmentStrings } from './create-shipment-form';
import { errorsFromActionFields, isPortalMessageKey, SHIPMENT_FIELDS } from './shipment-fields';

type ActionResult = { error?: unknown } | undefined;

const STRING_KEYS = [...(Object.keys(portal) as (keyof typeof portal)[]), 'common.close'] as const satisfies readonly MessageKey[];

export async function createShipmentPage(locale: Locale, request: Request, result: ActionResult) {
  const initial: CreateShipmentFormProps['initial'] = {};
  if (result?.error) {
    // Read a clone: the body must stay unread for the renderer (see contact-section.astro).
    const form = await request.clone().formData().catch(() => new FormData());
    initial.values = Object.fromEntries(
      SHIPMENT_FIELDS.map((f) => [f, typeof form.get(f) === 'string' ? String(form.get(f)) : undefined]),
    );
    const error = result.error;
    if (isInputError(error)) initial.errors = errorsFromActionFields(error.fields);
    else initial.formError = error instanceof Error && isPortalMessageKey(error.message) ? error.message : 'portal.toast.errorText';
  }
  return {
    title: translate(locale, 'portal.create.title'),
    intro: translate(locale, 'portal.create.intro'),
    meta: translate(locale, 'portal.meta.createShipment'),
    dashboard: localizePath(locale, '/dashboard'),
    t: pick(locale, STRING_KEYS) as CreateShipmentStrings,
    initial,
  };
}
