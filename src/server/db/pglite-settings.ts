// How much memory the embedded database may take, and what it trades for it
// (docs/decisions/027-memory-of-the-embedded-default.md). Shared by the configuration (PGLITE_*)
// and the database's own thread (pglite-worker.ts), so it imports nothing.

export interface PgliteSettings {
  /** PostgreSQL's shared_buffers: its page cache, inside PGlite's WebAssembly memory ('16MB'). */
  sharedBuffers: string;
  /**
   * 'baseline' runs PostgreSQL's WebAssembly with V8's baseline compiler only; 'optimizing' also
   * recompiles its hot functions, which takes several hundred MB for seconds (once per start).
   */
  compiler: 'baseline' | 'optimizing';
}

/** A small server's: measured to keep the idle process near 250 MB (decision 025). */
export const DEFAULT_PGLITE_SETTINGS: PgliteSettings = { sharedBuffers: '16MB', compiler: 'baseline' };

/** A PostgreSQL memory size as its settings take it: a whole number of kB, MB or GB. */
export const MEMORY_SIZE = /^[1-9]\d*(kB|MB|GB)$/;

/** The size in kB of a MEMORY_SIZE value. */
export function kilobytes(size: string): number {
  const match = /^(\d+)(kB|MB|GB)$/.exec(size);
  if (!match) throw new Error(`Not a PostgreSQL memory size: ${size}`);
  return Number(match[1]) * { kB: 1, MB: 1024, GB: 1024 * 1024 }[match[2] as 'kB' | 'MB' | 'GB'];
}
