/** A configuration value is missing or invalid: start-up stops with this message. */
export class ConfigError extends Error {}
