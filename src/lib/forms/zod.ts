// The zod every form schema uses: zod/mini keeps the browser's share small, and in the browser
// the compiled fast path (and its eval probe) is off, since the pages' Content-Security-Policy
// forbids eval. Schemas import `z` from here, so this runs before the first one is built.
import * as z from 'zod/mini';

if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
