import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import {
  cleanDateiName,
  DateiUploadFieldsSchema,
  detectDateiMime,
  fileExtension,
  messages,
  type Datei,
  type DateiResource,
} from '@app/domain';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/auth';
import { FileTooLargeError, type FileStorage, type StoredFile } from '../../platform/files';
import { NotFoundError, orNotFound, ValidationError, zodFieldErrors } from '../../platform/errors';
import type { AddressPolicy } from '../../platform/address-guard';
import { dateienTable, findDatei, listDateien } from './dateien.repository';
import { findProjekt } from '../../platform/projekt';
import { requireDateiAccess, resourceExists } from './dateien.resources';
import { DownloadError, openDownload, redactUrl } from './dateien.url-download';

export interface DateienContext {
  db: Db;
  storage: FileStorage;
  maxMb: number;
  policy: AddressPolicy;
  downloadTimeoutMs: number;
  log: FastifyBaseLogger;
}

interface Target {
  resource: DateiResource;
  resource_id: number;
  projekt_id: number | null;
}

const maxBytes = (ctx: DateienContext) => ctx.maxMb * 1024 * 1024;

export async function listForResource(
  ctx: DateienContext,
  auth: AuthContext,
  resource: DateiResource,
  resourceId: number,
) {
  requireDateiAccess(auth.user, resource, 'lesen');
  return listDateien(ctx.db, resource, resourceId);
}

/** 403 without the write permission; 422 when the record (or the project) does not exist. */
async function checkTarget(ctx: DateienContext, auth: AuthContext, target: Target): Promise<Target> {
  requireDateiAccess(auth.user, target.resource, 'bearbeiten');
  if (!(await resourceExists(ctx.db, target.resource, target.resource_id))) {
    throw ValidationError.field('resource_id', messages.resourceNichtGefunden);
  }
  if (target.resource === 'projekte') return { ...target, projekt_id: target.resource_id };
  if (target.projekt_id !== null && !(await findProjekt(ctx.db, target.projekt_id))) {
    throw ValidationError.field('projekt_id', messages.resourceNichtGefunden);
  }
  return target;
}

const extensionOf: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};

/** Records stored bytes as a file of the target; removes the bytes again when the type is not allowed or saving fails. */
async function record(
  ctx: DateienContext,
  auth: AuthContext,
  target: Target,
  stored: StoredFile,
  rawName: string,
  sourceUrl: string | null,
  field: string,
): Promise<Datei> {
  let name = cleanDateiName(rawName);
  const mime = detectDateiMime(stored.head, name);
  try {
    if (!mime) {
      const errors = sourceUrl
        ? [messages.dateiNichtDownloaden, messages.dateiTypNichtErlaubt]
        : [messages.dateiTypNichtErlaubt];
      throw new ValidationError({ [field]: errors });
    }
    const ext = extensionOf[mime];
    if (ext && !fileExtension(name)) name = cleanDateiName(`${name}.${ext}`);
    const row = await dateienTable.insert(ctx.db, auth.actor, {
      ...target,
      name,
      mime,
      size: stored.size,
      storage_key: stored.key,
      source_url: sourceUrl,
    });
    const { storage_key: _key, ...datei } = (await findDatei(ctx.db, row.id))!;
    return datei;
  } catch (error) {
    await ctx.storage.remove(stored.key);
    throw error;
  }
}

function tooLarge(ctx: DateienContext, field: string, download: boolean): ValidationError {
  const message = messages.dateiZuGross(ctx.maxMb);
  return new ValidationError({ [field]: download ? [messages.dateiNichtDownloaden, message] : [message] });
}

/** Multipart upload: fields resource, resource_id, projekt_id and one file (any order). */
/**
 * The multipart parser's own errors (no boundary, body cut off) are plain Errors that name 'multipart';
 * they are the client's fault, unlike a failing disk.
 */
function isBrokenMultipart(error: unknown): boolean {
  return error instanceof Error && !('statusCode' in error) && /multipart/i.test(error.message);
}

export async function saveUpload(
  ctx: DateienContext,
  auth: AuthContext,
  parts: AsyncIterable<Multipart>,
): Promise<Datei> {
  // Field names come from the client: no prototype to reach through '__proto__'.
  const fields: Record<string, string> = Object.create(null);
  let stored: { file: StoredFile; name: string } | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (stored) {
        part.file.resume();
      } else {
        stored = { file: await ctx.storage.write(part.file, maxBytes(ctx)), name: part.filename };
      }
    }
  } catch (error) {
    if (stored) await ctx.storage.remove(stored.file.key);
    if (error instanceof FileTooLargeError) throw tooLarge(ctx, 'file', false);
    if (isBrokenMultipart(error)) throw ValidationError.field('file', messages.uploadUngueltig);
    throw error;
  }
  const parsed = DateiUploadFieldsSchema.safeParse(fields);
  try {
    if (!parsed.success) throw new ValidationError(zodFieldErrors(parsed.error));
    if (!stored) throw ValidationError.field('file', messages.dateiFehlt);
    const target = await checkTarget(ctx, auth, parsed.data);
    if (stored.file.size === 0) throw ValidationError.field('file', messages.dateiFehlt);
    return await record(ctx, auth, target, stored.file, stored.name, null, 'file');
  } catch (error) {
    if (stored) await ctx.storage.remove(stored.file.key);
    throw error;
  }
}

/** SPEC §7 POST /api/dateien/download: fetches `url` (SSRF-guarded) into the record's files. */
export async function downloadFromUrl(
  ctx: DateienContext,
  auth: AuthContext,
  input: { resource: DateiResource; data: { id: number; projekt_id: number | null; url: string } },
): Promise<Datei> {
  const target = await checkTarget(ctx, auth, {
    resource: input.resource,
    resource_id: input.data.id,
    projekt_id: input.data.projekt_id,
  });
  const url = input.data.url;
  let stored: StoredFile;
  let name: string;
  try {
    const download = await openDownload(url, {
      policy: ctx.policy,
      maxBytes: maxBytes(ctx),
      timeoutMs: ctx.downloadTimeoutMs,
    });
    try {
      stored = await ctx.storage.write(download.response as Readable, maxBytes(ctx));
      name = download.suggestedName;
    } finally {
      download.finish();
    }
  } catch (error) {
    ctx.log.info(
      { url: redactUrl(url), reason: error instanceof Error ? error.message : String(error) },
      'download by URL failed',
    );
    if (error instanceof FileTooLargeError || (error instanceof DownloadError && error.tooLarge))
      throw tooLarge(ctx, 'url', true);
    throw ValidationError.field('url', messages.dateiNichtDownloaden);
  }
  if (stored.size === 0) {
    await ctx.storage.remove(stored.key);
    throw ValidationError.field('url', messages.dateiNichtDownloaden);
  }
  return record(ctx, auth, target, stored, name || 'Download', redactUrl(url), 'url');
}

export async function openDatei(
  ctx: DateienContext,
  auth: AuthContext,
  id: number,
): Promise<{ datei: Datei; stream: Readable; size: number }> {
  const row = orNotFound(await findDatei(ctx.db, id));
  requireDateiAccess(auth.user, row.resource, 'lesen');
  try {
    const { stream, size } = await ctx.storage.read(row.storage_key);
    const { storage_key: _key, ...datei } = row;
    return { datei, stream, size };
  } catch (error) {
    ctx.log.warn({ id, err: error }, 'file bytes missing');
    throw new NotFoundError();
  }
}

/**
 * DELETE /api/dateien/{id} with resource: the record goes (audited) to the Papierkorb; its bytes stay on
 * disk until the bin entry is purged.
 */
export async function deleteDatei(
  ctx: DateienContext,
  auth: AuthContext,
  id: number,
  resource: string | undefined,
): Promise<void> {
  const row = await findDatei(ctx.db, id);
  if (!row || (resource !== undefined && resource !== row.resource)) throw new NotFoundError();
  requireDateiAccess(auth.user, row.resource, 'bearbeiten');
  await dateienTable.remove(ctx.db, auth.actor, id);
}
