// Live events: publish(tx, …) in a transaction; subscribe(channel, …) hears it after commit, in
// every process on the same database.
export { publish, type EventPayload } from './publish';
export { startLiveEvents, subscribe, type LiveEvents, type SubscribeOptions } from './live-events';
