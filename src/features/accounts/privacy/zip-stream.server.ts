// A ZIP archive written as it is read (fflate): each entry's bytes are compressed as they arrive,
// and the next chunk of an entry is only read once the reader has taken what came before, so a
// large archive never sits in memory and a slow download slows the reading of files too.
import { Zip, ZipDeflate } from 'fflate';

export interface ZipEntry {
  /** The path inside the archive ('documents/x.pdf'). */
  name: string;
  modified: Date;
  content: Uint8Array | AsyncIterable<Uint8Array>;
}

// Files a customer uploads are mostly compressed already (PDF, JPEG, DOCX): a quick level is enough.
const LEVEL = 4;

/** The archive of `entries`, in their order, as chunks of bytes. */
export async function* zipStream(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  function* take() {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift() as Uint8Array;
  }
  try {
    for await (const entry of entries) {
      const file = new ZipDeflate(entry.name, { level: LEVEL });
      file.mtime = entry.modified;
      zip.add(file);
      const chunks = entry.content instanceof Uint8Array ? [entry.content] : entry.content;
      for await (const chunk of chunks) {
        file.push(chunk);
        yield* take();
      }
      file.push(new Uint8Array(0), true);
      yield* take();
    }
    zip.end();
    yield* take();
  } finally {
    zip.terminate();
  }
}
