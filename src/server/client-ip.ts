// The visitor's IP address for rate limits. X-Forwarded-For can be forged by any client, so its
// first hop is used only when the operator says a proxy sits in front (TRUST_PROXY=true).
import { config } from './config';

interface RequestInfo {
  request: Request;
  clientAddress: string;
}

export function clientIp(context: RequestInfo, trustProxy = config().trustProxy): string {
  if (trustProxy) {
    const first = context.request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (first) return first;
  }
  try {
    return context.clientAddress;
  } catch {
    // Astro throws when the adapter cannot tell the address; such requests share one bucket.
    return 'unknown';
  }
}
