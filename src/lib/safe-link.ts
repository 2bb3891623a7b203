// Which link targets the site shows from text the staff type: http(s), mailto, tel, or a relative
// address of this site ('/faq', '#top'); never javascript:, data: or another scheme.
const ALLOWED_SCHEME = /^(https?:|mailto:|tel:)/i;

export function isSafeLink(href: string): boolean {
  const target = href.trim();
  // '//host' leaves the site with the page's scheme; a backslash is read as '/' by browsers.
  if (target.startsWith('//') || target.includes('\\')) return false;
  // A scheme is what comes before the first ':' when no '/', '?' or '#' precedes it.
  const scheme = /^[^/?#]*:/.exec(target);
  return !scheme || ALLOWED_SCHEME.test(target);
}

/** A banner's link: an http(s) address or a path of this site. */
export function isPageLink(href: string): boolean {
  return isSafeLink(href) && (/^https?:\/\/[^/]/i.test(href) || /^\/(?!\/)/.test(href));
}
