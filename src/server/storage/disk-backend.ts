// Files on local (or shared) disk: `<root>/<key>`, written to `.tmp/` first and renamed into place
// so that a reader or a crash never sees half a file; the content type lives in `.meta/<key>.json`.
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { StorageNotFoundError } from './storage-errors';
import type { StorageBackend, StoredFileInfo, WriteSource } from './storage-backend';

// Customer documents: readable by the app's user only.
const FILE_MODE = 0o600;

function isMissing(error: unknown) {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

export function createDiskBackend(directory: string): StorageBackend {
  const root = path.resolve(directory);
  const tmpDir = path.join(root, '.tmp');
  // Keys are validated before they get here (storage-key.ts): no segment is '..' or starts with '.'.
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  const metaOf = (key: string) => path.join(root, '.meta', ...key.split('/')) + '.json';

  // In the same tree as the targets, so that the final rename never crosses file systems.
  async function writeTemp(source: WriteSource): Promise<{ tmp: string; size: number }> {
    await mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, randomUUID());
    try {
      const handle = await open(tmp, 'wx', FILE_MODE);
      try {
        if ('bytes' in source) await handle.writeFile(source.bytes);
        else for await (const chunk of source.stream) await handle.write(chunk as Uint8Array);
        // The caller records the file in the database next: it must survive a power cut.
        await handle.sync();
        return { tmp, size: (await handle.stat()).size };
      } finally {
        await handle.close();
      }
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async function moveInto(tmp: string, target: string) {
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async function readContentType(key: string): Promise<string | undefined> {
    try {
      const meta = JSON.parse(await readFile(metaOf(key), 'utf8')) as { contentType?: unknown };
      return typeof meta.contentType === 'string' ? meta.contentType : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async function openFile(key: string): Promise<FileHandle | undefined> {
    try {
      return await open(fileOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async function infoOf(handle: FileHandle, key: string): Promise<StoredFileInfo | undefined> {
    const stats = await handle.stat();
    if (!stats.isFile()) return undefined;
    return { size: stats.size, contentType: await readContentType(key), lastModified: stats.mtime };
  }

  return {
    async write(key, source, contentType) {
      // The body first (the part that can fail half-way), then the content type, then the bytes
      // into place: a new key never shows up without its type. An overwrite that dies between
      // the two renames leaves the new type on the old bytes until it is written again.
      const data = await writeTemp(source);
      try {
        if (contentType) {
          const meta = await writeTemp({ bytes: Buffer.from(JSON.stringify({ contentType })) });
          await moveInto(meta.tmp, metaOf(key));
        } else {
          await rm(metaOf(key), { force: true });
        }
      } catch (error) {
        await rm(data.tmp, { force: true });
        throw error;
      }
      await moveInto(data.tmp, fileOf(key));
      return data.size;
    },

    async open(key) {
      const handle = await openFile(key);
      if (!handle) throw new StorageNotFoundError(key);
      try {
        // Size and bytes come from the same open file, even if the key is replaced meanwhile.
        const info = await infoOf(handle, key);
        if (!info) throw new StorageNotFoundError(key);
        return { stream: handle.createReadStream(), info };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async stat(key) {
      const handle = await openFile(key);
      try {
        return handle && (await infoOf(handle, key));
      } finally {
        await handle?.close();
      }
    },

    async remove(key) {
      await rm(fileOf(key), { force: true });
      await rm(metaOf(key), { force: true });
    },

    async check() {
      try {
        await mkdir(tmpDir, { recursive: true });
        // A file written and removed: access(W_OK) says yes to root on a read-only folder.
        const probe = path.join(tmpDir, `probe-${randomUUID()}`);
        await writeFile(probe, '', { flag: 'wx', mode: FILE_MODE });
        await rm(probe, { force: true });
      } catch (error) {
        throw new Error(`File storage folder ${root} is not writable (FILES_DIR)`, { cause: error });
      }
    },

    close() {},
  };
}
