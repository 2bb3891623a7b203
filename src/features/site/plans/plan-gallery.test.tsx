import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { moduleSeed } from '@/server/db/seed';
import type { ModuleRow } from '@/features/site/modules/modules.server';
import { PlanGallery } from './plan-gallery';
import { SitePlan } from './site-plan';
import { sitePlanStrings } from './plans.server';

const rows: ModuleRow[] = moduleSeed.map((m) => ({ ...m, updatedAt: new Date(0) }) as ModuleRow);
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('plan gallery', () => {
  it('renders the four plans as captioned figures, each an image with a title block', () => {
    const html = renderToStaticMarkup(<PlanGallery locale="pt-BR" modules={rows} />);
    expect(count(html, '<figure')).toBe(4);
    for (const caption of [
      'Implantação do condomínio',
      'Planta baixa do galpão',
      'Cortes e fachadas',
      'Planta do térreo',
    ]) {
      expect(html).toContain(`<span class="block text-base font-semibold text-brand">${caption}</span>`);
    }
    expect(count(html, 'role="img"')).toBe(4);
    for (const sheet of ['1/4', '2/4', '3/4', '4/4']) expect(html).toContain(`>${sheet}<`);
    expect(count(html, 'data-module=')).toBe(18);
    expect(html).toContain('Vão livre 22,50');
    expect(html).toContain('Térreo: 1640 m²');
    expect(html).toContain('4 docas com niveladoras');
    expect(html).toContain('Mezanino (nível superior) · 180,00 m²');
    expect(html).toContain('Quadro de Áreas — Módulo 2');
  });

  it('speaks English under /en, numbers included', () => {
    const html = renderToStaticMarkup(<PlanGallery locale="en" modules={rows} />);
    for (const caption of [
      'Condominium site plan',
      'Warehouse floor plan',
      'Sections and elevations',
      'Ground-floor plan',
    ]) {
      expect(html).toContain(caption);
    }
    expect(html).toContain('Clear span 22.50');
    expect(html).toContain('>graphic<');
    expect(html).not.toContain('Armazenagem');
  });

  it('keeps ids unique when several drawings share the page', () => {
    const html = renderToStaticMarkup(<PlanGallery locale="pt-BR" modules={rows} />);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('site plan', () => {
  const modules = rows.map((m) => ({
    number: m.number,
    status: m.status,
    storageArea: Number(m.storageArea),
    mezzanineArea: Number(m.mezzanineArea),
    canopyArea: Number(m.canopyArea),
    statusLabel: m.status === 'available' ? 'Disponível' : 'Alugado',
    ariaLabel: `Módulo ${m.number}`,
  }));

  it('is a plain image until it is given module addresses, then every module is a named link', () => {
    const still = renderToStaticMarkup(<SitePlan modules={modules} strings={sitePlanStrings('pt-BR')} idPrefix="a" />);
    expect(still).toContain('role="img"');
    expect(count(still, '<a ')).toBe(0);
    const live = renderToStaticMarkup(
      <SitePlan modules={modules} strings={sitePlanStrings('pt-BR')} idPrefix="b" moduleHref={(n) => `#modulo-${n}`} />,
    );
    expect(live).toContain('role="group"');
    expect(count(live, '<a href="#modulo-')).toBe(18);
    expect(live).toContain('<a href="#modulo-7" aria-label="Módulo 7"');
  });

  it('stays light enough to inline: centimetre coordinates, shared dock marks, short classes', () => {
    const live = renderToStaticMarkup(
      <SitePlan modules={modules} strings={sitePlanStrings('pt-BR')} idPrefix="d" moduleHref={(n) => `#modulo-${n}`} />,
    );
    expect(live).not.toMatch(/\d\.\d{3,}/);
    expect(count(live, '<use href="#d-docks-')).toBe(18);
    // The seed's two module sizes, facing west or east.
    expect(count(live, 'id="d-docks-')).toBe(4);
    expect(count(live, '<style>')).toBe(1);
    expect(live).not.toContain('vector-effect="non-scaling-stroke" class');
    expect(live.length).toBeLessThan(20_000);
  });

  it('tells available from leased by pattern and words, not colour alone', () => {
    const html = renderToStaticMarkup(<SitePlan modules={modules} strings={sitePlanStrings('pt-BR')} idPrefix="c" />);
    expect(count(html, 'fill="url(#c-hatch)"')).toBe(6);
    expect(count(html, '>Alugado<')).toBe(6);
    expect(count(html, '>Disponível<')).toBe(12);
  });
});
