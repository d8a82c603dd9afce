import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip, type Gzip } from 'node:zlib';

/**
 * The smallest tar (ustar) a backup needs, gzip-compressed and streamed both ways: regular files only,
 * names up to 100 bytes. `tar tzf sicherung-….tar.gz` lists what a backup holds.
 */
const block = 512;

function header(name: string, size: number, mtime: Date): Buffer {
  const bytes = Buffer.from(name, 'utf8');
  if (bytes.length > 100) throw new Error(`tar: name too long: ${name}`);
  const h = Buffer.alloc(block);
  bytes.copy(h, 0);
  const octal = (value: number, at: number, width: number) =>
    h.write(`${value.toString(8).padStart(width - 1, '0')}\0`, at, 'ascii');
  octal(0o644, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(size, 124, 12);
  octal(Math.floor(mtime.getTime() / 1000), 136, 12);
  h.write('        ', 148, 'ascii');
  h.write('0', 156, 'ascii');
  h.write('ustar\x0000', 257, 'ascii');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return h;
}

const padding = (size: number) => Buffer.alloc((block - (size % block)) % block);

/** Writes entries one after another into a new .tar.gz (the file must not exist yet). */
export class TarWriter {
  private readonly gzip: Gzip = createGzip();
  private readonly written: Promise<void>;

  /** `flags` 'wx': never over an existing file; 'w' for a file reserved before (an empty one). */
  constructor(file: string, flags: 'wx' | 'w' = 'wx') {
    this.written = pipeline(this.gzip, createWriteStream(file, { flags }));
    this.written.catch(() => {});
  }

  private async put(bytes: Uint8Array): Promise<void> {
    if (!this.gzip.write(bytes)) await once(this.gzip, 'drain');
  }

  /** One file of `size` bytes from `source`; throws when the source gives another number of bytes. */
  async add(name: string, size: number, source: AsyncIterable<Uint8Array> | Uint8Array): Promise<void> {
    await this.put(header(name, size, new Date()));
    let count = 0;
    for await (const chunk of source instanceof Uint8Array ? [source] : source) {
      count += chunk.length;
      if (count > size) break;
      await this.put(chunk);
    }
    if (count !== size) throw new Error(`tar: ${name} changed while it was written`);
    await this.put(padding(size));
  }

  async finish(): Promise<void> {
    await this.put(Buffer.alloc(2 * block));
    this.gzip.end();
    await this.written;
  }

  /** Stops writing after an error (the caller removes the file). */
  async abort(): Promise<void> {
    this.gzip.destroy();
    await this.written.catch(() => {});
  }
}

/** Reads exactly n bytes (or up to n, piece by piece) from a stream of chunks. */
class Bytes {
  private pending: Buffer = Buffer.alloc(0);
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(): Promise<boolean> {
    const next = await this.source.next();
    if (next.done) return false;
    this.pending = this.pending.length ? Buffer.concat([this.pending, next.value]) : next.value;
    return true;
  }

  async exactly(n: number): Promise<Buffer | null> {
    while (this.pending.length < n) if (!(await this.fill())) return null;
    const out = this.pending.subarray(0, n);
    this.pending = this.pending.subarray(n);
    return out;
  }

  async *pieces(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (!this.pending.length && !(await this.fill())) throw new Error('tar: archive ends early');
      const piece = this.pending.subarray(0, Math.min(left, this.pending.length));
      this.pending = this.pending.subarray(piece.length);
      left -= piece.length;
      yield piece;
    }
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes; what the reader does not consume is skipped. */
  body: AsyncIterable<Buffer>;
}

/** The entries of a .tar.gz, in order; throws on a damaged archive. */
export async function* readTar(file: string): AsyncGenerator<TarEntry> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error)); // a missing file fails the read, not the process
  source.pipe(gunzip);
  const bytes = new Bytes(gunzip[Symbol.asyncIterator]() as AsyncIterator<Buffer>);
  try {
    for (;;) {
      const h = await bytes.exactly(block);
      if (!h) throw new Error('tar: archive ends early');
      if (h.every((b) => b === 0)) return;
      const field = (at: number, width: number) => h.toString('utf8', at, at + width).replace(/\0.*$/s, '');
      const size = parseInt(field(124, 12).trim() || '0', 8);
      const prefix = field(345, 155);
      const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
      if (!Number.isSafeInteger(size) || size < 0) throw new Error('tar: damaged header');
      const body = bytes.pieces(size);
      // No `return` on the reader's iterator: a reader that stops early does not end the archive's read.
      yield { name, size, body: { [Symbol.asyncIterator]: () => ({ next: () => body.next() }) } };
      for await (const piece of body) void piece; // what the reader left unread
      await bytes.exactly((block - (size % block)) % block);
    }
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}
