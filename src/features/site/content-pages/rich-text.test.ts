import { describe, expect, it } from 'vitest';
import { parseRichText, plainText } from './rich-text';

const values = { name: 'Parque X', email: 'ola@example.com', address: 'Rua A, 1' };

describe('parseRichText', () => {
  it('fills in the brand and address as text and the email as its own segment', () => {
    expect(parseRichText('O {name}, em {address}, responde em {email}.', values)).toEqual([
      { kind: 'text', text: 'O Parque X, em Rua A, 1, responde em ' },
      { kind: 'email', address: 'ola@example.com' },
      { kind: 'text', text: '.' },
    ]);
  });
  it('reads [label](href) links and leaves other brackets alone', () => {
    expect(parseRichText('Veja [os serviços](/services) [sic] e {outro}.', values)).toEqual([
      { kind: 'text', text: 'Veja ' },
      { kind: 'link', label: 'os serviços', href: '/services' },
      { kind: 'text', text: ' [sic] e {outro}.' },
    ]);
  });
  it('flattens to plain text for structured data', () => {
    expect(plainText('Escreva para {email} ou veja [a página](/contact).', values)).toBe(
      'Escreva para ola@example.com ou veja a página.',
    );
  });
});
