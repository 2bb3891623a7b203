// What the operator sees of the app: JSON logs (logger.ts), the request being served
// (request-context.ts) and the counters behind /metrics (metrics.ts). Boot alone uses the
// readiness checks (readiness.ts) and the scrape-time metrics (collectors.ts), which read the
// database, the jobs and the storage that themselves log through here.
export { logger, maskEmails, moduleLogger } from './logger';
export { requestContext, requestIdFor, runInRequestContext, type RequestContext } from './request-context';
export {
  emailsFailed,
  emailsSent,
  httpRequestDuration,
  httpRequests,
  jobRuns,
  liveStreamsOpen,
  pageCacheRequests,
  renderMetrics,
} from './metrics';
