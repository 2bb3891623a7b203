// A message for the next page, carried by a short-lived cookie (Post/Redirect/Get): a form's
// action names it, the server sets it after a post without JavaScript and an island sets it
// before it navigates; the next page shows it once. It holds message keys only, never text, so a
// forged cookie can only show one of the site's own messages.
import type { MessageKey } from '@/i18n/translate';

/** How a message looks: a flash on the next page, or a toast. */
export type ToastVariant = 'default' | 'destructive' | 'success' | 'warning' | 'info';

export interface Flash {
  title: MessageKey;
  text?: MessageKey;
  variant?: ToastVariant;
}

/** What a form says on the next page when it did what was asked (an action, or an island that navigates). */
export function successFlash(title: MessageKey, text?: MessageKey): Flash {
  return text ? { title, text, variant: 'success' } : { title, variant: 'success' };
}

/** What a form that may change nothing says: `saved` when it made the change, `unchanged` (info) when not. */
export function changeFlash(changed: boolean, saved: MessageKey, unchanged: MessageKey): Flash {
  return changed ? successFlash(saved) : { title: unchanged, variant: 'info' };
}

export const FLASH_COOKIE = 'flash';
export const FLASH_MAX_AGE_S = 60;

const VARIANTS: readonly string[] = ['default', 'destructive', 'success', 'warning', 'info'];

export function encodeFlash(flash: Flash): string {
  return encodeURIComponent(JSON.stringify(flash));
}

/** The flash in a cookie value, or null when it is not one; `isKey` says which keys exist. */
export function decodeFlash(value: string | undefined, isKey: (key: unknown) => key is MessageKey): Flash | null {
  if (!value || value.length > 500) return null;
  try {
    const data: unknown = JSON.parse(decodeURIComponent(value));
    if (typeof data !== 'object' || data === null) return null;
    const { title, text, variant } = data as Record<string, unknown>;
    if (!isKey(title) || (text !== undefined && !isKey(text))) return null;
    if (variant !== undefined && (typeof variant !== 'string' || !VARIANTS.includes(variant))) return null;
    return { title, text, variant: variant as ToastVariant | undefined };
  } catch {
    return null;
  }
}

/** In the browser, before going to the page that shows it. */
export function writeFlashCookie(flash: Flash) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${FLASH_COOKIE}=${encodeFlash(flash)}; Path=/; Max-Age=${FLASH_MAX_AGE_S}; SameSite=Lax${secure}`;
}
