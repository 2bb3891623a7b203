import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('keeps a plain name as it is', () => {
    expect(contentDisposition('attachment', 'fatura-123.pdf')).toBe(
      `attachment; filename="fatura-123.pdf"; filename*=UTF-8''fatura-123.pdf`,
    );
  });

  it('gives old clients an ASCII name and the rest the real one', () => {
    expect(contentDisposition('inline', 'Declaração "final" 2026.pdf')).toBe(
      `inline; filename="Declaracao _final_ 2026.pdf"; filename*=UTF-8''Declara%C3%A7%C3%A3o%20%22final%22%202026.pdf`,
    );
  });
});
