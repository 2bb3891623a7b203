import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const children: ChildProcess[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  children.splice(0).forEach((c) => c.kill('SIGKILL'));
  dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

const lockPath = (dir: string) => path.join(dir, 'server.lock');
const hasProc = fs.existsSync('/proc/self/stat');
const bootId = () => fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();

function unrelatedProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
  children.push(child);
  return child;
}

/** Another server process holding the lock through this module; `waitForGo` holds it back until told. */
async function lockingProcess(dir: string, waitForGo = false) {
  const script = `
    const { lockDataDir } = await import(process.env.LOCK_MODULE);
    console.log('ready');
    if (process.env.WAIT_FOR_GO) await new Promise((resolve) => process.stdin.once('data', resolve));
    try { lockDataDir(process.env.DIR); console.log('locked'); } catch { console.log('refused'); }
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], {
    env: {
      ...process.env,
      DIR: dir,
      LOCK_MODULE: new URL('./data-dir-lock.ts', import.meta.url).href,
      ...(waitForGo && { WAIT_FOR_GO: '1' }),
    },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  const said = async (pattern: RegExp) => {
    const end = Date.now() + 10_000;
    while (!pattern.test(output)) {
      if (Date.now() > end || child.exitCode !== null) throw new Error(`the locking process said only: ${output}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return pattern.exec(output)![0];
  };
  await said(waitForGo ? /ready/ : /locked/);
  const result = () => said(/locked|refused/);
  const crash = async () => {
    child.kill('SIGKILL');
    if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
  };
  return { child, crash, result };
}

describe('data directory lock', () => {
  it('takes over a stale lock left by a dead process and releases it', () => {
    const dir = tmp();
    fs.writeFileSync(lockPath(dir), '999999999');
    const release = lockDataDir(dir);
    expect(Number.parseInt(fs.readFileSync(lockPath(dir), 'utf8'), 10)).toBe(process.pid);
    release();
    expect(fs.existsSync(lockPath(dir))).toBe(false);
  });

  it('keeps honouring a PID-only lock from an earlier release while that PID runs, and says how to clear it', () => {
    // Such a file may belong to a server of an earlier release that is still running: without a
    // start time to compare, a live PID has to count as the owner.
    const dir = tmp();
    const other = unrelatedProcess();
    fs.writeFileSync(lockPath(dir), String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      `in use by another process (PID ${other.pid}). Stop that process, or set DATA_DIR to another folder. ` +
        `If process ${other.pid} is not this server, delete ${lockPath(dir)}.`,
    );
  });

  describe.runIf(hasProc)('recognising the owner by its start time and boot (Linux)', () => {
    it("records the owner's PID, start time and boot, and refuses a second start while that server runs", async () => {
      const dir = tmp();
      const server = await lockingProcess(dir);
      const lock = fs.readFileSync(lockPath(dir), 'utf8');
      const stat = fs.readFileSync(`/proc/${server.child.pid}/stat`, 'utf8');
      const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
      expect(lock).toBe(`${server.child.pid}\nstart=${startTicks}\nboot=${bootId()}\n`);
      // Releases that read only the leading number still see the owner.
      expect(Number.parseInt(lock, 10)).toBe(server.child.pid);

      let refusal: unknown;
      try {
        lockDataDir(dir);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DataDirLockedError);
      expect((refusal as Error).message).toBe(
        `The data directory ${dir} is in use by another process (PID ${server.child.pid}). ` +
          'Stop that process, or set DATA_DIR to another folder.',
      );
      expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe(lock);
    });

    it('takes over the lock of a crashed server whose PID now belongs to an unrelated live process', async () => {
      const dir = tmp();
      const crashed = await lockingProcess(dir);
      const lock = fs.readFileSync(lockPath(dir), 'utf8');
      await crashed.crash();
      // After a restart PIDs repeat: the recorded PID now names a process started later.
      const other = unrelatedProcess();
      fs.writeFileSync(lockPath(dir), lock.replace(/^\d+/, String(other.pid)));

      const release = lockDataDir(dir);
      expect(Number.parseInt(fs.readFileSync(lockPath(dir), 'utf8'), 10)).toBe(process.pid);
      expect(other.exitCode).toBeNull();
      release();
      expect(fs.existsSync(lockPath(dir))).toBe(false);
    });

    it('treats a lock from another boot as stale even when PID and start time match a live process', async () => {
      // Identical boots (containers, VMs) start the same services with the same PIDs at the same tick.
      const dir = tmp();
      const server = await lockingProcess(dir);
      const lock = fs.readFileSync(lockPath(dir), 'utf8');
      fs.writeFileSync(lockPath(dir), lock.replace(/^boot=.*$/m, 'boot=00000000-0000-4000-8000-000000000000'));

      const release = lockDataDir(dir);
      expect(Number.parseInt(fs.readFileSync(lockPath(dir), 'utf8'), 10)).toBe(process.pid);
      expect(server.child.exitCode).toBeNull();
      release();
    });
  });

  it('lets exactly one of several servers starting at once take over a stale lock', async () => {
    const dir = tmp();
    fs.writeFileSync(lockPath(dir), '999999999');
    const servers = await Promise.all(Array.from({ length: 6 }, () => lockingProcess(dir, true)));
    servers.forEach((s) => s.child.stdin!.write('go\n'));
    const results = await Promise.all(servers.map((s) => s.result()));
    expect(results.filter((r) => r === 'locked')).toHaveLength(1);
    const winner = servers[results.indexOf('locked')]!;
    expect(Number.parseInt(fs.readFileSync(lockPath(dir), 'utf8'), 10)).toBe(winner.child.pid);
    expect(fs.readdirSync(dir)).toEqual(['server.lock']);
  });
});
