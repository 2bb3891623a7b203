// A refusal: something a user asked that the site will not do, with the HTTP status that says why
// and the message key that tells them in their language. Server modules and the guards throw it;
// it is an ActionError, so an action needs nothing more (the form shows the message, an island's
// call gets the status); a page or an endpoint answers it with `answerRefusals`.
import { ActionError, isActionError, type ActionErrorCode } from 'astro:actions';
import { isMessageKey, translate, type MessageKey, type MessageParams } from '@/i18n/translate';
import type { Flash } from '@/lib/flash';
import type { Locale } from '@/lib/i18n-types';

export type RefusalCode = ActionErrorCode;

export class Refusal extends ActionError {
  /** What to fill in the message (`{allowed}`), for the answers that are not a form's. */
  readonly params: MessageParams | undefined;

  constructor(code: RefusalCode, message: MessageKey, params?: MessageParams) {
    super({ code, message });
    this.name = 'Refusal';
    this.params = params;
  }

  /** The message key (the action's error message). */
  get messageKey(): MessageKey {
    return this.message as MessageKey;
  }
}

/** Throws a refusal: `refuse('NOT_FOUND', 'charges.error.notFound')`. */
export function refuse(code: RefusalCode, message: MessageKey, params?: MessageParams): never {
  throw new Refusal(code, message, params);
}

export const isRefusal = (error: unknown): error is Refusal => error instanceof Refusal;

/** A refusal as the flash of the page a redirect leads to. */
export function refusalFlash(refusal: Refusal): Flash {
  return { title: refusal.messageKey, variant: 'destructive' };
}

/** A refusal (or any ActionError whose message is a key) as plain text in `locale`, with its status. */
export function refusalResponse(error: ActionError, locale: Locale): Response {
  const params = isRefusal(error) ? error.params : undefined;
  const text = isMessageKey(error.message) ? translate(locale, error.message, params) : error.code;
  return new Response(text, {
    status: error.status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * Runs an endpoint's `work`; a refusal it throws (a guard's too) becomes its answer in `locale`
 * (refusalResponse). Anything else is a fault and is thrown on.
 */
export async function answerRefusals(locale: Locale, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (isActionError(error)) return refusalResponse(error, locale);
    throw error;
  }
}
