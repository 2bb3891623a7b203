import { describe, expect, it } from 'vitest';
import { markdownPlainText, renderSafeMarkdown } from './safe-markdown';

describe('renderSafeMarkdown', () => {
  it('renders paragraphs, line breaks, emphasis, lists and links', () => {
    const html = renderSafeMarkdown(
      'Primeira linha\nsegunda *linha*\n\n**Forte** e [contato](/contact)\n\n- um\n- [site](https://example.com)',
    );
    expect(html).toContain('<p>Primeira linha<br>\nsegunda <em>linha</em></p>');
    expect(html).toContain('<strong>Forte</strong> e <a href="/contact">contato</a>');
    expect(html).toContain(
      '<ul>\n<li>um</li>\n<li><a href="https://example.com" rel="noopener noreferrer nofollow">site</a></li>\n</ul>',
    );
    expect(renderSafeMarkdown('[e-mail](mailto:a@example.com) [tel](tel:+558432720000)')).toContain(
      '<a href="mailto:a@example.com">e-mail</a> <a href="tel:+558432720000">tel</a>',
    );
  });

  it('leaves a script, an event attribute and a javascript: link inert', () => {
    const html = renderSafeMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[clique](javascript:alert(3)) [b](JaVaScRiPt:alert(4)) [c](data:text/html,x) [d](//evil.example)',
    );
    expect(html).not.toMatch(/<script|<img|<a href="(javascript|data|\/\/)/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
    expect(html).not.toContain('<a ');
  });

  it('keeps headings, images, code and tables as text', () => {
    const html = renderSafeMarkdown('# Título\n\n![foto](https://example.com/a.png)\n\n`code`');
    expect(html).not.toMatch(/<h1|<img|<code/);
    expect(html).toContain('# Título');
  });

  it('gives nothing for blank text', () => {
    expect(renderSafeMarkdown('  \n ')).toBe('');
  });
});

describe('markdownPlainText', () => {
  it('keeps the words and the links’ labels, one paragraph per block', () => {
    expect(markdownPlainText('Veja *os* [serviços](/services).\n\n- um\n- dois')).toBe(
      'Veja os serviços.\n\num\n\ndois',
    );
  });
});
