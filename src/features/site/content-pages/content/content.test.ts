import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n-types';
import { freightContent } from './index';
import type { LegalDocument, ProjectId } from './types';

const routes = ['/', '/services', '/projects', '/contact', '/faq', '/privacy', '/terms', '/dashboard/settings/privacy'];

function richTexts(locale: (typeof locales)[number]): string[] {
  const c = freightContent(locale);
  const legal = (doc: LegalDocument) => [
    doc.intro,
    ...doc.sections.flatMap((s) => s.blocks.flatMap((b) => (typeof b === 'string' ? [b] : b.list))),
  ];
  return [...legal(c.privacy), ...legal(c.terms)];
}

describe('freight content', () => {
  it('has the same amount of copy in both languages', () => {
    const pt = freightContent('pt-BR');
    const en = freightContent('en');
    for (const kind of ['privacy', 'terms'] as const) {
      expect(pt[kind].sections.map((s) => s.blocks.length)).toEqual(en[kind].sections.map((s) => s.blocks.length));
    }
    for (const id of Object.keys(pt.projects) as ProjectId[]) {
      expect(pt.projects[id].results).toHaveLength(3);
      expect(en.projects[id].results).toHaveLength(3);
    }
  });

  it.each(locales)('uses only known placeholders and links to real pages (%s)', (locale) => {
    for (const text of richTexts(locale)) {
      expect(text.replace(/\{(name|email|address)\}/g, '')).not.toMatch(/[{}]/);
      for (const [, href] of text.matchAll(/\]\(([^)]+)\)/g)) {
        if (href!.startsWith('/')) expect(routes).toContain(href!.replace(/#.*$/, '') || '/');
        else expect(href).toMatch(/^https:\/\//);
      }
    }
  });
});
