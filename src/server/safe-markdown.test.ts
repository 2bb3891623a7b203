import { describe, expect, it } from 'vitest';
import { renderSafeMarkdown } from './safe-markdown';

describe('the owner’s long texts as HTML', () => {
  it('keeps line breaks, paragraphs, emphasis, lists and links', () => {
    expect(renderSafeMarkdown('Pé-direito de 12 m\nPiso de 6 t/m²\n\nOutro parágrafo')).toBe(
      '<p>Pé-direito de 12 m<br>\nPiso de 6 t/m²</p>\n<p>Outro parágrafo</p>',
    );
    expect(renderSafeMarkdown('**forte** e *leve*')).toBe('<p><strong>forte</strong> e <em>leve</em></p>');
    expect(renderSafeMarkdown('- docas\n- rampa')).toBe('<ul>\n<li>docas</li>\n<li>rampa</li>\n</ul>');
    expect(renderSafeMarkdown('[planta](https://example.com/planta.pdf)')).toBe(
      '<p><a href="https://example.com/planta.pdf" rel="noopener noreferrer nofollow">planta</a></p>',
    );
  });

  it('shows typed HTML as text and leaves script links out, so nothing can run', () => {
    const script = renderSafeMarkdown('<script>alert(1)</script>');
    expect(script).not.toContain('<script');
    expect(script).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const image = renderSafeMarkdown('<img src=x onerror="alert(1)">');
    expect(image).not.toMatch(/<img/i);
    expect(image).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    for (const link of ['[clique](javascript:alert(1))', '[x](JAVASCRIPT:alert(1))', '[x](data:text/html,<b>)']) {
      expect(renderSafeMarkdown(link)).not.toMatch(/<a\b|href=/i);
    }
    // Headings and images are not part of the subset: no <h1>, no image loaded from elsewhere.
    const other = renderSafeMarkdown('# Título\n![x](https://e.com/x.png)');
    expect(other).toMatch(/^<p># Título<br>/);
    expect(other).not.toMatch(/<h1|<img/);
  });

  it('gives nothing for blank text', () => {
    expect(renderSafeMarkdown('  \n ')).toBe('');
  });
});
