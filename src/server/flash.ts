// The flash message on the server: set after a form post without JavaScript (form-post
// middleware), read into Astro.locals.flash for the next page, and cleared once a page shows it.
import type { AstroCookies } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { isMessageKey } from '@/i18n/translate';
import { decodeFlash, encodeFlash, FLASH_COOKIE, FLASH_MAX_AGE_S, type Flash } from '@/lib/flash';
import { config } from '@/server/config';

// Readable by script: an island clears nothing, but writes one before navigating (lib/flash.ts).
const cookieOptions = () => ({ path: '/', sameSite: 'lax' as const, secure: config().secureCookies, httpOnly: false });

export function setFlash(cookies: AstroCookies, flash: Flash) {
  cookies.set(FLASH_COOKIE, encodeFlash(flash), { ...cookieOptions(), maxAge: FLASH_MAX_AGE_S, encode: (v) => v });
}

/** A page that shows this flash itself (a form's own confirmation) takes it from the layout. */
export function takeFlash(locals: App.Locals, title: Flash['title']): boolean {
  if (locals.flash?.title !== title) return false;
  locals.flash = null;
  return true;
}

export const flashMiddleware = defineMiddleware(async (context, next) => {
  if (context.locals.flash !== undefined) return next();
  const raw = context.cookies.get(FLASH_COOKIE, { decode: (v) => v })?.value;
  context.locals.flash = decodeFlash(raw, isMessageKey);
  const response = await next();
  // Cleared once a page was shown with it (not by a redirect or a failed request on the way, nor
  // by a script re-reading a page, as live updates do: fetch() says Sec-Fetch-Dest "empty").
  const shown =
    response.status === 200 &&
    response.headers.get('content-type')?.startsWith('text/html') &&
    context.request.headers.get('sec-fetch-dest') !== 'empty';
  if (raw !== undefined && (shown || !context.locals.flash)) context.cookies.delete(FLASH_COOKIE, cookieOptions());
  return response;
});
