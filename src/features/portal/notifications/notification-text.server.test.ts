import { describe, expect, it } from 'vitest';
import { notificationLink, notificationText, type NotificationTextColumns } from './notification-text.server';

const keyed = (row: Partial<NotificationTextColumns>): NotificationTextColumns => ({
  title: 'texto antigo',
  body: null,
  titleKey: null,
  bodyKey: null,
  params: null,
  ...row,
});

describe('a notification in the language of the page', () => {
  it('fills its messages with values rendered in that language too: a status, an amount, a day', () => {
    const charge = keyed({
      titleKey: 'charges.notify.title',
      bodyKey: 'charges.notify.body',
      params: { amount: { money: 123456 }, description: 'Armazenagem de dezembro', due: { day: '2026-12-05' } },
    });
    expect(notificationText(charge, 'pt-BR')).toEqual({
      title: 'Nova cobrança de R$ 1.234,56',
      body: 'Armazenagem de dezembro — vencimento em 05/12/2026',
    });
    expect(notificationText(charge, 'en')).toEqual({
      title: 'New charge of R$1,234.56',
      body: 'Armazenagem de dezembro — due 12/5/26',
    });
    const rejected = keyed({
      titleKey: 'documents.notify.title',
      bodyKey: 'documents.notify.rejectedBody',
      params: { name: 'nota.pdf', status: { key: 'status.document.rejected' }, reason: 'Ilegível' },
    });
    expect(notificationText(rejected, 'pt-BR')).toEqual({
      title: 'Documento nota.pdf: Rejeitado',
      body: 'Motivo: Ilegível',
    });
    expect(notificationText(rejected, 'en')).toEqual({
      title: 'Document nota.pdf: Rejected',
      body: 'Reason: Ilegível',
    });
  });

  it('shows a body in someone’s own words as written, in every language', () => {
    const moved = keyed({ titleKey: 'shipmentOps.notify.delivered', params: { tracking: 'PLP-1' }, body: 'Recife/PE' });
    expect(notificationText(moved, 'en')).toEqual({ title: 'Shipment PLP-1 was delivered', body: 'Recife/PE' });
  });

  it('shows the text it was written with when it has no key, or a key the catalogue no longer has', () => {
    expect(notificationText(keyed({ body: 'corpo' }), 'en')).toEqual({ title: 'texto antigo', body: 'corpo' });
    const gone = keyed({ titleKey: 'portal.notification.renamed', bodyKey: 'gone', body: 'corpo' });
    expect(notificationText(gone, 'en')).toEqual({ title: 'texto antigo', body: 'corpo' });
    // A value that is not what its kind says is shown as stored, never failing the page.
    const odd = keyed({ titleKey: 'charges.notify.body', params: { description: 'x', due: { day: '2026-13-45' } } });
    expect(notificationText(odd, 'en').title).toBe('x — due 2026-13-45');
  });

  it('links to the page in that language, and only ever within the site', () => {
    expect(notificationLink('/en/dashboard/shipments/abc', 'pt-BR')).toBe('/dashboard/shipments/abc');
    expect(notificationLink('/dashboard/charges?x=1', 'en')).toBe('/en/dashboard/charges?x=1');
    expect(notificationLink('/dashboard', 'pt-BR')).toBe('/dashboard');
    for (const bad of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)', null]) {
      expect(notificationLink(bad, 'en'), String(bad)).toBeUndefined();
    }
  });
});
