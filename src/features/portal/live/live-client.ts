// Live updates in the browser (portal pages only, ~2 KB): one EventSource to the signed-in user's
// stream; when something changes it re-reads the current page and swaps in every element marked
// `data-live-region`, so the page shows exactly what a reload would. Reconnects itself with the
// spec's delays and resumes from the last event id it saw. No framework, no server code.
import { DEAD_STREAM_MS, RECONNECT_DELAYS_MS } from './live-protocol';

type Timer = ReturnType<typeof setTimeout>;

const REGION = 'data-live-region';

/** Forms the user has typed into: a region holding one is left alone (it refreshes next time). */
const edited = new WeakSet<HTMLFormElement>();

function isBusy(region: Element) {
  const active = document.activeElement;
  if (active && active !== document.body && region.contains(active)) return true;
  const forms = region instanceof HTMLFormElement ? [region] : [...region.querySelectorAll('form')];
  return forms.some((form) => edited.has(form));
}

const regions = (root: ParentNode, name: string) => [...root.querySelectorAll(`[${REGION}="${CSS.escape(name)}"]`)];

/** Replaces each region of this page with its namesake (by order) in a fresh render of it. */
async function refreshRegions() {
  const response = await fetch(location.href, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
  // Signed out meanwhile (sent to login), or an error: the page stays as it is.
  if (!response.ok || response.redirected) return;
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
  const names = new Set([...document.querySelectorAll(`[${REGION}]`)].map((el) => el.getAttribute(REGION) ?? ''));
  for (const name of names) {
    const next = regions(fresh, name);
    regions(document, name).forEach((current, i) => {
      const replacement = next[i];
      if (!replacement || isBusy(current) || replacement.outerHTML === current.outerHTML) return;
      current.replaceWith(document.importNode(replacement, true));
    });
  }
}

/** One refresh at a time; changes during it cause one more, however many there were. */
function coalesce(task: () => Promise<void>) {
  let running = false;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    task()
      .catch(() => {
        // Offline or a failed render: the next change (or reconnect) tries again.
      })
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
  };
  return run;
}

/** Says new notifications' titles to screen readers, politely, a burst in one message. */
function announcer(template: string) {
  const region = document.querySelector('[data-live-announcer]');
  let titles: string[] = [];
  let timer: Timer | undefined;
  return (title: string) => {
    titles.push(template.replace('{title}', title));
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (region) region.textContent = titles.join(' ');
      titles = [];
    }, 200);
  };
}

export function startLiveUpdates() {
  const config = document.querySelector<HTMLElement>('[data-live-stream]');
  if (!config || typeof EventSource === 'undefined') return;
  const endpoint = config.dataset.liveStream ?? '';
  const announce = announcer(config.dataset.liveAnnounce ?? '{title}');
  const refresh = coalesce(refreshRegions);
  // The newest notification this page shows: the stream sends anything after it.
  let lastSeen = Number(config.dataset.liveSeq) || 0;
  let source: EventSource | undefined;
  let failures = 0;
  let streams = 0;
  let retry: Timer | undefined;
  let watchdog: Timer | undefined;

  // A stream silent for a minute (a ping comes every 25 s) is dead, even if nothing said so.
  const alive = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(reconnect, DEAD_STREAM_MS);
  };
  const seen = (event: Event) => {
    const id = Number((event as MessageEvent).lastEventId);
    if (Number.isSafeInteger(id) && id > lastSeen) lastSeen = id;
    alive();
  };

  function connect() {
    const url = new URL(endpoint, location.href);
    url.searchParams.set('lastEventId', String(lastSeen));
    source = new EventSource(url);
    alive();
    source.onopen = () => void (failures = 0);
    // EventSource would retry with its own delay and its own last id: ours follow spec §9.
    source.onerror = reconnect;
    source.addEventListener('ping', seen);
    source.addEventListener('ready', (event) => {
      seen(event);
      // After a drop, changes other than notifications (read in another tab) may have been missed.
      if (streams++ > 0) refresh();
    });
    source.addEventListener('notification', (event) => {
      seen(event);
      const title = (JSON.parse((event as MessageEvent<string>).data) as { title?: unknown }).title;
      if (typeof title === 'string') announce(title);
      refresh();
    });
    for (const name of ['read', 'resync']) {
      source.addEventListener(name, (event) => {
        seen(event);
        refresh();
      });
    }
  }

  function reconnect() {
    source?.close();
    source = undefined;
    clearTimeout(watchdog);
    clearTimeout(retry);
    retry = setTimeout(connect, RECONNECT_DELAYS_MS[Math.min(failures++, RECONNECT_DELAYS_MS.length - 1)]);
  }

  document.addEventListener('input', (event) => {
    const form = (event.target as Element | null)?.closest?.('form');
    if (form) edited.add(form);
  });
  document.addEventListener('submit', (event) => edited.delete(event.target as HTMLFormElement));
  // Back from the back-forward cache: the old stream is gone.
  addEventListener('pageshow', (event) => {
    if (event.persisted) reconnect();
  });
  connect();
}
