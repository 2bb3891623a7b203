import { describe, expect, it } from 'vitest';
import { detectFileKind, safeFileName } from './file-content';

const bytes = (text: string) => new TextEncoder().encode(text);
const PDF = bytes('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0,
  0, 0,
]);
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0, ...new Array(100).fill(0)]);

describe('detectFileKind', () => {
  it('reads the kind from the bytes', async () => {
    expect(await detectFileKind(PDF)).toBe('pdf');
    expect(await detectFileKind(PNG)).toBe('png');
  });

  it('accepts NF-e XML with or without a declaration', async () => {
    expect(await detectFileKind(bytes('<?xml version="1.0" encoding="UTF-8"?><nfeProc versao="4.00"></nfeProc>'))).toBe(
      'xml',
    );
    expect(
      await detectFileKind(bytes('\uFEFF<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe"><NFe/></nfeProc>')),
    ).toBe('xml');
  });

  it('refuses what a browser would run, executables and plain text', async () => {
    expect(await detectFileKind(EXE)).toBeUndefined();
    expect(
      await detectFileKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeUndefined();
    expect(await detectFileKind(bytes('<?xml version="1.0"?><html><script>alert(1)</script></html>'))).toBeUndefined();
    expect(await detectFileKind(bytes('just some words'))).toBeUndefined();
    expect(await detectFileKind(Uint8Array.from([0x3c, 0x61, 0x3e, 0xff, 0xfe]))).toBeUndefined();
  });
});

describe('safeFileName', () => {
  it('keeps a plain name and fixes its extension to the content', () => {
    expect(safeFileName('Nota fiscal 123.pdf', 'pdf')).toBe('Nota fiscal 123.pdf');
    expect(safeFileName('foto.pdf', 'png')).toBe('foto.png');
    expect(safeFileName('scan.JPEG', 'jpg')).toBe('scan.jpeg');
    expect(safeFileName('sem-extensao', 'xlsx')).toBe('sem-extensao.xlsx');
  });

  it('drops paths, unsafe and invisible characters', () => {
    expect(safeFileName('C:\\Users\\ana\\..\\fatura.pdf', 'pdf')).toBe('fatura.pdf');
    expect(safeFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(safeFileName('a<b>c:"d|e?.pdf', 'pdf')).toBe('a b c d e.pdf');
    expect(safeFileName('fatura\u202Efdp.exe', 'pdf')).toBe('fatura fdp.pdf');
    expect(safeFileName('linha\r\nquebrada.pdf', 'pdf')).toBe('linha quebrada.pdf');
  });

  it('normalises accents to NFC and names a nameless file', () => {
    expect(safeFileName('Declarac\u0327a\u0303o.pdf', 'pdf')).toBe('Declaração.pdf');
    expect(safeFileName('...', 'pdf')).toBe('documento.pdf');
    expect(safeFileName('', 'xml')).toBe('documento.xml');
  });

  it('cuts long names to 120 characters, extension kept', () => {
    const name = safeFileName(`${'a'.repeat(300)}.pdf`, 'pdf');
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
