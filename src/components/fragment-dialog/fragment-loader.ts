// The browser side of the fragment dialog that needs no DOM: which clicks it takes over, and the
// fetches of fragments, each made once and kept (a failed one is forgotten, so a retry fetches).

/** A plain primary click: anything else (new tab, new window, download) is left to the browser. */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

export type FetchText = (url: string) => Promise<Response>;

export function createFragmentLoader(fetchFn: FetchText) {
  const cache = new Map<string, Promise<string>>();
  return function load(url: string): Promise<string> {
    const cached = cache.get(url);
    if (cached) return cached;
    const pending = fetchFn(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.text();
    });
    cache.set(url, pending);
    pending.catch(() => cache.delete(url));
    return pending;
  };
}
