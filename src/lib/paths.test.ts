import { describe, expect, it } from 'vitest';
import { alternatePath, localeOfPath, localizePath, stripLocale } from './paths';

describe('paths', () => {
  it('prefixes English and leaves Portuguese unprefixed', () => {
    expect(localizePath('pt-BR', '/services')).toBe('/services');
    expect(localizePath('en', '/services')).toBe('/en/services');
    expect(localizePath('en', '/')).toBe('/en');
    expect(localizePath('en', '/#contact-form-section')).toBe('/en#contact-form-section');
  });
  it('finds the locale and the unprefixed path', () => {
    expect(localeOfPath('/en/faq')).toBe('en');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/enterprise')).toBe('pt-BR');
    expect(stripLocale('/en/faq')).toBe('/faq');
    expect(stripLocale('/en')).toBe('/');
  });
  it('maps a page to its other-language twin', () => {
    expect(alternatePath('/faq', 'en')).toBe('/en/faq');
    expect(alternatePath('/en/faq', 'pt-BR')).toBe('/faq');
    expect(alternatePath('/en', 'pt-BR')).toBe('/');
  });
});
