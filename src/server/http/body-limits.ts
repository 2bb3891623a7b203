// How large a request body each route accepts: 1 MiB everywhere, more only where an upload route
// declares it here. astro.config.ts reads largestBodyLimit() so Astro itself never refuses a body
// this table allows; the guard in body-guard.ts refuses the rest with 413. Imported by the config,
// so this file imports only plain constants.
import { MAX_MAINTENANCE_BODY_BYTES, MAX_SITE_IMAGE_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from '../../lib/upload-limits';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export interface BodyLimitRule {
  /**
   * An Astro Action: covers its RPC calls (`/_actions/<name>`, from an island) and its form posts
   * without JavaScript (`?_action=<name>` on a page; with `path`, only on those pages).
   */
  action?: string;
  /** A page or endpoint path: exact pathname, or a pattern tested on the pathname. */
  path?: string | RegExp;
  /** The whole body in bytes, multipart framing included: leave room above the largest file. */
  maxBytes: number;
}

/** Upload routes. First match wins; a request no rule matches is limited to DEFAULT_BODY_LIMIT. */
export const bodyLimits: readonly BodyLimitRule[] = [
  // A customer's document (20 MB) with its form, from the Documents tab or its island.
  { action: 'documents.upload', path: /^(\/en)?\/dashboard\/documents\/?$/, maxBytes: MAX_UPLOAD_BODY_BYTES },
  // A photo for one of the site's image slots (25 MB), from its admin page.
  {
    action: 'adminSite.savePhoto',
    path: /^(\/en)?\/admin\/site\/photos\/[a-z-]+\/?$/,
    maxBytes: MAX_SITE_IMAGE_BODY_BYTES,
  },
  // A tenant's maintenance request with its photos (5 × 10 MB), from the Maintenance tab.
  {
    action: 'maintenance.create',
    path: /^(\/en)?\/dashboard\/maintenance\/?$/,
    maxBytes: MAX_MAINTENANCE_BODY_BYTES,
  },
  // A notice with its attachment (20 MB, as a document), from the staff's notices page.
  {
    action: 'adminNotices.publish',
    path: /^(\/en)?\/admin\/tenants\/notices\/?$/,
    maxBytes: MAX_UPLOAD_BODY_BYTES,
  },
];

/** What the guard matches on: the request's pathname and the `_action` of a form post. */
export interface RequestTarget {
  pathname: string;
  action: string | undefined;
}

const RPC_PATH = /^\/_actions\/([^/]+)\/?$/;
// Endpoints and Astro's own routes never run a form action, so `?_action=` there must not lift
// the limit (an auth or API endpoint would read the larger body).
const NOT_A_PAGE = /^\/(api|_[^/]*)(\/|$)/;

/** Pages (and their form posts) as opposed to API endpoints and Astro's own `/_…` routes. */
export function isPagePath(pathname: string) {
  return !NOT_A_PAGE.test(pathname);
}

export function checkBodyLimits(rules: readonly BodyLimitRule[]) {
  for (const [index, rule] of rules.entries()) {
    if (!rule.action && !rule.path) {
      throw new Error(`Body limit rule ${index}: give an action or a path.`);
    }
    if (!Number.isSafeInteger(rule.maxBytes) || rule.maxBytes <= 0) {
      throw new Error(`Body limit rule ${index}: maxBytes must be a positive whole number of bytes.`);
    }
  }
  return rules;
}

function matchesPath(path: string | RegExp, pathname: string) {
  return typeof path === 'string' ? path === pathname : path.test(pathname);
}

function matches(rule: BodyLimitRule, { pathname, action }: RequestTarget) {
  const rpc = RPC_PATH.exec(pathname)?.[1];
  if (rule.action) {
    if (rpc !== undefined) return rpc === rule.action;
    if (action !== rule.action || !isPagePath(pathname)) return false;
  }
  return rule.path === undefined || matchesPath(rule.path, pathname);
}

export function bodyLimitFor(target: RequestTarget, rules: readonly BodyLimitRule[] = bodyLimits) {
  return rules.find((rule) => matches(rule, target))?.maxBytes ?? DEFAULT_BODY_LIMIT;
}

/** The most any route accepts (never below the default): Astro's own limits are set to it. */
export function largestBodyLimit(rules: readonly BodyLimitRule[] = bodyLimits) {
  return Math.max(DEFAULT_BODY_LIMIT, ...checkBodyLimits(rules).map((rule) => rule.maxBytes));
}
