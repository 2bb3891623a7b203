import { describe, expect, it, vi } from 'vitest';
import { createFragmentLoader, isPlainClick } from './fragment-loader';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe('fragment dialog clicks', () => {
  it('takes over a plain primary click only', () => {
    expect(isPlainClick(click)).toBe(true);
    for (const other of [
      { button: 1 },
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { defaultPrevented: true },
    ]) {
      expect(isPlainClick({ ...click, ...other })).toBe(false);
    }
  });
});

describe('fragment loader', () => {
  it('fetches each fragment once and gives its HTML to every caller', async () => {
    const fetchFn = vi.fn(async (url: string) => new Response(`<p>${url}</p>`));
    const load = createFragmentLoader(fetchFn);
    const [a, b] = await Promise.all([load('/fragmentos/plantas'), load('/fragmentos/plantas')]);
    expect(a).toBe('<p>/fragmentos/plantas</p>');
    expect(b).toBe(a);
    expect(await load('/fragmentos/quadro-de-areas')).toBe('<p>/fragmentos/quadro-de-areas</p>');
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('rejects an error status and forgets a failure, so the next call fetches again', async () => {
    const answers = [new Response('missing', { status: 404 }), new Response('<table></table>')];
    const fetchFn = vi.fn(async () => answers.shift()!);
    const load = createFragmentLoader(fetchFn);
    await expect(load('/fragmentos/quadro-de-areas/7')).rejects.toThrow('answered 404');
    expect(await load('/fragmentos/quadro-de-areas/7')).toBe('<table></table>');

    const offline = createFragmentLoader(vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(offline('/fragmentos/plantas')).rejects.toThrow('Failed to fetch');
  });
});
