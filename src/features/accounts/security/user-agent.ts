// A session's device for the Security page: the browser and system named in its User-Agent, read by
// a few patterns (the common browsers and systems only; anything else is left unnamed).

export interface Device {
  browser?: string;
  os?: string;
}

// Order matters: Edge, Opera and Samsung Internet also say Chrome; Chrome also says Safari.
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /\b(?:Edg|EdgA|EdgiOS|Edge)\//],
  ['Opera', /\b(?:OPR|Opera)\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Chrome', /\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

// iPhones say 'like Mac OS X' and Android says Linux: those come first.
const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['Windows', /\bWindows\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

const first = (list: [string, RegExp][], text: string) => list.find(([, pattern]) => pattern.test(text))?.[0];

export function parseUserAgent(userAgent: string | null | undefined): Device {
  // A User-Agent is the client's to write: only its start is read.
  const text = (userAgent ?? '').slice(0, 512);
  return { browser: first(BROWSERS, text), os: first(SYSTEMS, text) };
}
