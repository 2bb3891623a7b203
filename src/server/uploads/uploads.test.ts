import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hasGps, phoneJpeg, plainImage } from '@/server/site-images/photos.test-support';
import { acceptImage, acceptUpload, safeFileName, sniffKind, type UploadRule } from '.';

const bytes = (text: string) => new TextEncoder().encode(text);
const PDF = bytes('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0,
  0, 0,
]);
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0, ...new Array(100).fill(0)]);

describe('sniffKind', () => {
  it('reads the kind from the bytes', async () => {
    expect(await sniffKind(PDF)).toBe('pdf');
    expect(await sniffKind(PNG)).toBe('png');
  });

  it('accepts NF-e XML with or without a declaration', async () => {
    expect(await sniffKind(bytes('<?xml version="1.0" encoding="UTF-8"?><nfeProc versao="4.00"></nfeProc>'))).toBe(
      'xml',
    );
    expect(await sniffKind(bytes('\uFEFF<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe"><NFe/></nfeProc>'))).toBe(
      'xml',
    );
  });

  it('refuses what a browser would run, executables and plain text', async () => {
    expect(await sniffKind(EXE)).toBeUndefined();
    expect(
      await sniffKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeUndefined();
    expect(await sniffKind(bytes('<?xml version="1.0"?><html><script>alert(1)</script></html>'))).toBeUndefined();
    expect(await sniffKind(bytes('just some words'))).toBeUndefined();
    expect(await sniffKind(Uint8Array.from([0x3c, 0x61, 0x3e, 0xff, 0xfe]))).toBeUndefined();
  });
});

describe('safeFileName', () => {
  it('keeps a plain name and fixes its extension to the content', () => {
    expect(safeFileName('Nota fiscal 123.pdf', 'pdf', 'documento')).toBe('Nota fiscal 123.pdf');
    expect(safeFileName('foto.pdf', 'png', 'documento')).toBe('foto.png');
    expect(safeFileName('scan.JPEG', 'jpg', 'documento')).toBe('scan.jpeg');
    expect(safeFileName('sem-extensao', 'xlsx', 'documento')).toBe('sem-extensao.xlsx');
  });

  it('drops paths, unsafe and invisible characters', () => {
    expect(safeFileName('C:\\Users\\ana\\..\\fatura.pdf', 'pdf', 'documento')).toBe('fatura.pdf');
    expect(safeFileName('../../etc/passwd', 'pdf', 'documento')).toBe('passwd.pdf');
    expect(safeFileName('a<b>c:"d|e?.pdf', 'pdf', 'documento')).toBe('a b c d e.pdf');
    expect(safeFileName('fatura\u202Efdp.exe', 'pdf', 'documento')).toBe('fatura fdp.pdf');
    expect(safeFileName('linha\r\nquebrada.pdf', 'pdf', 'documento')).toBe('linha quebrada.pdf');
  });

  it('normalises accents to NFC and names a nameless file', () => {
    expect(safeFileName('Declarac\u0327a\u0303o.pdf', 'pdf', 'documento')).toBe('Declaração.pdf');
    expect(safeFileName('...', 'pdf', 'documento')).toBe('documento.pdf');
    expect(safeFileName('', 'xml', 'documento')).toBe('documento.xml');
  });

  it('cuts long names to 120 characters, extension kept', () => {
    const name = safeFileName(`${'a'.repeat(300)}.pdf`, 'pdf', 'documento');
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

const RULE = {
  kinds: ['pdf', 'jpg', 'png', 'webp'],
  maxBytes: 1024 * 1024,
  tooLarge: 'documents.error.tooLarge',
  notAccepted: 'documents.error.kind',
  image: { maxPixels: 10_000_000 },
} as const satisfies UploadRule<'pdf' | 'jpg' | 'png' | 'webp'>;

const refusalOf = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (error: { code?: string; message?: string }) => ({ code: error.code, key: error.message }),
  );

describe('acceptUpload', () => {
  it("refuses a file over the rule's size, or of a kind it does not take, in the rule's words", async () => {
    expect(await refusalOf(acceptUpload(new Uint8Array(1024 * 1024 + 1), RULE))).toEqual({
      code: 'CONTENT_TOO_LARGE',
      key: 'documents.error.tooLarge',
    });
    expect(await refusalOf(acceptUpload(EXE, RULE))).toEqual({ code: 'BAD_REQUEST', key: 'documents.error.kind' });
    const xml = bytes('<?xml version="1.0"?><nfeProc/>');
    expect(await refusalOf(acceptUpload(xml, RULE))).toEqual({ code: 'BAD_REQUEST', key: 'documents.error.kind' });
  });

  it('keeps a PDF as sent', async () => {
    expect(await acceptUpload(PDF, RULE)).toEqual({ bytes: PDF, kind: 'pdf', contentType: 'application/pdf' });
  });

  it('keeps a phone photo upright and without its metadata (no GPS, no camera), in its own format', async () => {
    const photo = await phoneJpeg(400, 300);
    expect(hasGps((await sharp(photo).metadata()).exif)).toBe(true);
    const kept = await acceptUpload(new Uint8Array(photo), RULE);
    expect(kept).toMatchObject({ kind: 'jpg', contentType: 'image/jpeg' });
    const meta = await sharp(kept.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 400]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const png = await acceptUpload(new Uint8Array(await plainImage(40, 30, 'png')), RULE);
    expect(png).toMatchObject({ kind: 'png', contentType: 'image/png' });
    expect((await sharp(png.bytes).metadata()).format).toBe('png');
  });

  it('refuses a picture that does not decode, or has more pixels than the rule takes', async () => {
    expect(await refusalOf(acceptUpload(PNG, RULE))).toEqual({ code: 'BAD_REQUEST', key: 'documents.error.kind' });
    const wide = await plainImage(4000, 3000, 'png');
    expect(await refusalOf(acceptUpload(new Uint8Array(wide), { ...RULE, image: { maxPixels: 1_000_000 } }))).toEqual({
      code: 'BAD_REQUEST',
      key: 'documents.error.kind',
    });
  });

  it('keeps a picture as sent when the feature encodes it later', async () => {
    const photo = new Uint8Array(await phoneJpeg(40, 30));
    expect(await acceptUpload(photo, { ...RULE, image: 'encoded-later' })).toEqual({
      bytes: photo,
      kind: 'jpg',
      contentType: 'image/jpeg',
    });
  });

  it('makes any picture a JPEG of at most the longest side asked, with its size as shown', async () => {
    const rule = { ...RULE, image: { maxPixels: 10_000_000, as: 'jpeg', maxSide: 100 } } as const;
    const kept = await acceptImage(new Uint8Array(await plainImage(400, 200, 'webp')), rule);
    expect(kept).toMatchObject({ kind: 'jpg', contentType: 'image/jpeg', width: 100, height: 50 });
    expect(await refusalOf(acceptImage(PDF, rule))).toEqual({ code: 'BAD_REQUEST', key: 'documents.error.kind' });
  });
});
