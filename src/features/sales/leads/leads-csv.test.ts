import { describe, expect, it } from 'vitest';
import { csvCell, leadsCsv } from './leads-csv';

describe('leads CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('diz "olá"')).toBe('"diz ""olá"""');
    expect(csvCell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvCell('simples')).toBe('simples');
  });

  it('neutralises cells that a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+5584999990000')).toBe("'+5584999990000");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('  =1+1')).toBe("'  =1+1");
    expect(csvCell('＝1+1')).toBe("'＝1+1");
  });

  it('has a header, one row per lead, a BOM and CRLF line ends', () => {
    const csv = leadsCsv([
      {
        createdAt: new Date('2026-11-22T10:00:00Z'),
        fullName: 'Maria da Silva',
        email: 'maria@ex.com',
        phone: '(84) 99876-5432',
        message: null,
        moduleNumber: 7,
        locale: 'pt-BR',
        page: '/',
        delivery: 'sent',
        status: 'lost',
        ownerName: 'Ana Staff',
        followUpOn: '2026-11-30',
        lostReason: 'Sem orçamento',
      },
    ]);
    expect(
      csv.startsWith(
        '\uFEFFreceived_at,name,email,phone,module,message,locale,page,email_delivery,stage,owner,follow_up,lost_reason\r\n',
      ),
    ).toBe(true);
    expect(csv).toContain(
      '2026-11-22T10:00:00.000Z,Maria da Silva,maria@ex.com,(84) 99876-5432,7,,pt-BR,/,sent,lost,Ana Staff,2026-11-30,Sem orçamento\r\n',
    );
  });
});
