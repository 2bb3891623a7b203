// Exclusive ownership of the data directory: PGlite has no inter-process lock, so a second
// process opening the same folder would corrupt it.
//
// server.lock names its owner, one item per line:
//   <pid>
//   start=<the process's start time: field 22 of /proc/<pid>/stat, clock ticks since boot>
//   boot=<the kernel's boot id: /proc/sys/kernel/random/boot_id>
// A live PID alone proves nothing after a restart (PIDs repeat, in a container almost always), so
// the lock is held only while that PID runs with the recorded start time in the same boot. Without
// /proc (macOS) only the PID is written and a live PID holds the lock, as does a PID-only file from
// earlier releases: one may still be running. The PID stays the first line so that those releases,
// which read only the number, still see a live owner.
// Not a lock the OS releases on death: Node has no flock()/fcntl() without a native addon.
// Like any PID check, this cannot see processes in another PID namespace: two containers must not
// share one DATA_DIR.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

interface Owner {
  pid: number;
  start?: string;
  boot?: string;
}

function read(file: string) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function startTime(pid: number) {
  const stat = read(`/proc/${pid}/stat`);
  // Field 2 is the command name in parentheses, which may itself hold spaces and ')'.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19] || undefined;
}

function owner(pid: number): Owner {
  return { pid, start: startTime(pid), boot: read('/proc/sys/kernel/random/boot_id')?.trim() || undefined };
}

function format({ pid, start, boot }: Owner) {
  return [String(pid), start && `start=${start}`, boot && `boot=${boot}`].filter(Boolean).join('\n') + '\n';
}

function parse(text: string): Owner {
  const [first = '', ...rest] = text.split('\n');
  const fields = new Map(
    rest.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1).trim()]),
  );
  return { pid: Number(first.trim()), start: fields.get('start') || undefined, boot: fields.get('boot') || undefined };
}

function isAlive(pid: number) {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** 'stale', or whether the live owner was recognised by its identity or by its PID alone. */
function check(recorded: Owner): 'stale' | 'identified' | 'pid-only' {
  if (!isAlive(recorded.pid)) return 'stale';
  const current = owner(recorded.pid);
  if (recorded.boot && current.boot && recorded.boot !== current.boot) return 'stale';
  if (!recorded.start || !current.start) return 'pid-only';
  return recorded.start === current.start ? 'identified' : 'stale';
}

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Creates the lock with `content` unless it exists. */
function create(lockFile: string, content: string) {
  // Written in full, then linked into place: link() fails when the lock exists, like an exclusive
  // create, and no reader ever sees a half-written lock (an empty one would look stale).
  const draft = `${lockFile}.${process.pid}.new`;
  fs.writeFileSync(draft, content);
  try {
    fs.linkSync(draft, lockFile);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  // A file system without hard links: an exclusive create, with the short empty moment that brings.
  try {
    fs.writeFileSync(lockFile, content, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Deletes the lock if it still holds `seen`. Several processes starting together may all find the
 * same stale lock; only the one that creates the takeover file for that content may delete it, so
 * none deletes the new lock another has written in the meantime.
 */
function removeStale(lockFile: string, seen: string) {
  const takeover = `${lockFile}.${createHash('sha256').update(seen).digest('hex').slice(0, 16)}.takeover`;
  try {
    fs.closeSync(fs.openSync(takeover, 'wx'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = Date.now() - (fs.statSync(takeover, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    // It lives for microseconds: an old one was left by a process that died while taking over.
    if (age > 10_000) fs.rmSync(takeover, { force: true });
    else sleep(10);
    return;
  }
  try {
    if (read(lockFile) === seen) fs.rmSync(lockFile, { force: true });
  } finally {
    fs.rmSync(takeover, { force: true });
  }
}

/** Takes the lock or throws DataDirLockedError. Returns a function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  const content = format(owner(process.pid));
  for (const deadline = Date.now() + 5_000; Date.now() < deadline;) {
    if (!create(lockFile, content)) {
      const seen = read(lockFile);
      if (seen === undefined) continue; // released in between
      const recorded = parse(seen);
      const state = check(recorded);
      if (state !== 'stale') {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another process (PID ${recorded.pid}). ` +
            'Stop that process, or set DATA_DIR to another folder.' +
            (state === 'pid-only' ? ` If process ${recorded.pid} is not this server, delete ${lockFile}.` : ''),
        );
      }
      removeStale(lockFile, seen);
      continue;
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      if (read(lockFile) === content) fs.rmSync(lockFile, { force: true });
    };
    process.once('exit', release);
    return release;
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
