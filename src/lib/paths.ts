// Locale-aware paths: pt-BR is unprefixed, English lives under /en with the same slugs.
import { defaultLocale, type Locale } from './i18n-types';

/** '/services' -> '/en/services' for English; '/' -> '/en'. Keeps query and hash. */
export function localizePath(locale: Locale, path: string): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return normalized;
  if (normalized === '/') return '/en';
  if (normalized.startsWith('/#') || normalized.startsWith('/?')) return `/en${normalized.slice(1)}`;
  return `/en${normalized}`;
}

/** The locale a pathname belongs to. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : defaultLocale;
}

/** '/en/services' -> '/services'; '/en' -> '/'. */
export function stripLocale(pathname: string): string {
  if (pathname === '/en') return '/';
  return pathname.startsWith('/en/') ? pathname.slice(3) : pathname;
}

/** The same page in the other language. */
export function alternatePath(pathname: string, target: Locale): string {
  return localizePath(target, stripLocale(pathname));
}
