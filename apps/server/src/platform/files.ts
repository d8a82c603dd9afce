import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';

/** The bytes went over the limit; nothing was kept. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
  }
}

export interface StoredFile {
  /** Opaque key under which the bytes live; never derived from a user's file name. */
  key: string;
  size: number;
  /** The first bytes, for content sniffing. */
  head: Uint8Array;
}

/** Where attachment bytes live (DOMAIN 'Dateien'); the local directory is the default implementation. */
export interface FileStorage {
  /** Stores a stream; throws FileTooLargeError (and keeps nothing) beyond maxBytes. */
  write(source: AsyncIterable<Uint8Array> | Readable, maxBytes: number): Promise<StoredFile>;
  read(key: string): Promise<{ stream: Readable; size: number }>;
  /** Removes the bytes; a missing key is no error. */
  remove(key: string): Promise<void>;
}

const headLength = 64;
const keyPattern = /^[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isStorageKey(key: string): boolean {
  return keyPattern.test(key);
}

/** Storage roots whose removals wait (the keys they would remove) while a backup reads the files. */
const heldRemovals = new Map<string, string[]>();

/**
 * Runs `fn` (a backup: database first, then the files) while removals under `root` wait: every file the
 * dumped database names is still there when it is copied. The removals run when `fn` ends.
 */
export async function holdingRemovals<T>(root: string, fn: () => Promise<T>): Promise<T> {
  const key = path.resolve(root);
  if (heldRemovals.has(key)) throw new Error(`removals under ${key} are held already`);
  heldRemovals.set(key, []);
  try {
    return await fn();
  } finally {
    const waiting = heldRemovals.get(key) ?? [];
    heldRemovals.delete(key);
    for (const file of waiting) await new LocalFileStorage(key).remove(file).catch(() => {});
  }
}

/** Files under `<DATA_DIR>/files/<2 hex>/<uuid>`; writes go to a temporary name first. */
export class LocalFileStorage implements FileStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    return path.join(this.root, ...key.split('/'));
  }

  async write(source: AsyncIterable<Uint8Array> | Readable, maxBytes: number): Promise<StoredFile> {
    const id = randomUUID();
    const key = `${id.slice(0, 2)}/${id}`;
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.part`;
    let size = 0;
    const headChunks: Buffer[] = [];
    let headSize = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > maxBytes) return done(new FileTooLargeError(maxBytes));
        if (headSize < headLength) {
          headChunks.push(chunk.subarray(0, headLength - headSize));
          headSize += Math.min(chunk.length, headLength - headSize);
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, counter, createWriteStream(temp, { flags: 'wx' }));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { key, size, head: new Uint8Array(Buffer.concat(headChunks)) };
  }

  async read(key: string): Promise<{ stream: Readable; size: number }> {
    const file = this.pathOf(key);
    const { size } = await stat(file);
    return { stream: createReadStream(file), size };
  }

  async remove(key: string): Promise<void> {
    const file = this.pathOf(key);
    const held = heldRemovals.get(path.resolve(this.root));
    if (held) held.push(key);
    else await rm(file, { force: true });
  }
}

/** The configured storage: `<DATA_DIR>/files` (PGlite and PostgreSQL mode alike). */
export function fileStorageFor(dataDir: string): FileStorage {
  return new LocalFileStorage(path.resolve(dataDir, 'files'));
}

/** Content-Disposition with the original name: ASCII fallback plus RFC 5987 UTF-8 form. */
export function contentDisposition(name: string, inline: boolean): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
