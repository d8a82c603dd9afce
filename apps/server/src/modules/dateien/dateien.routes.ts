import multipart from '@fastify/multipart';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dateiPermissions,
  DateiDownloadSchema,
  DateiSchema,
  DateiUploadFieldsSchema,
  idParam,
  isInlineMime,
  messages,
  searchText,
} from '@app/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { requireAuth } from '../../platform/access';
import { idAnswer, okAnswer, statusOk } from '../../platform/answers';
import { bytes, storedFileAnswer } from '../../platform/byte-answers';
import { ValidationError } from '../../platform/errors';
import { contentDisposition, fileStorageFor, type FileStorage } from '../../platform/files';
import { AddressPolicy } from '../../platform/address-guard';
import {
  deleteDatei,
  downloadFromUrl,
  listForResource,
  openDatei,
  saveUpload,
  type DateienContext,
} from './dateien.service';

export interface DateienRoutesOptions {
  db: Db;
  config: Config;
  /** Default: LocalFileStorage under DATA_DIR/files. */
  storage?: FileStorage;
}

const listQuery = DateiUploadFieldsSchema.pick({ resource: true, resource_id: true });
const deleteQuery = z.object({ resource: searchText(100).optional() });

/**
 * The upload's form (SPEC §7) for the document: its parts are read as they stream in and checked by
 * saveUpload (the fields with DateiUploadFieldsSchema), so there is no parsed body for Fastify to validate.
 */
const uploadForm = DateiUploadFieldsSchema.extend({ file: bytes.describe('Die Datei') });
/** Validates the route's other parts as usual and lets the (unparsed) multipart body through. */
function formNotValidatedHere<S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult {
  if (route.httpPart === 'body') return (value: unknown) => ({ value });
  return validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}

/** SPEC §7: an uploaded or downloaded file is answered as `tpl`. */
const tplAnswer = statusOk.extend({ tpl: DateiSchema });

const fileBytes = storedFileAnswer('Die Bytes der Datei, unter ihrem Typ');

const fileContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const dateienRoutes: FastifyPluginAsyncZod<DateienRoutesOptions> = async (
  app,
  { db, config, storage },
) => {
  const ctx: DateienContext = {
    db,
    storage: storage ?? fileStorageFor(config.DATA_DIR),
    maxMb: config.UPLOAD_MAX_MB,
    policy: new AddressPolicy(config.DOWNLOAD_ALLOWED_NETWORKS),
    downloadTimeoutMs: 20_000,
    log: app.log,
  };
  // Busboy cuts a file one byte past the limit; the storage then refuses it with the German message.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: ctx.maxMb * 1024 * 1024 + 1, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
  });
  // Permissions depend on the resource (dateiResources). Before anything is looked up or read, a user
  // needs the read (or write) permission of at least one resource that can have files: without it 403,
  // never a 404 or 422 that tells which files exist (issue 24). The service then checks the resource's own.
  const lesen = { access: dateiPermissions('lesen') };
  const bearbeiten = { access: dateiPermissions('bearbeiten') };
  const tags = ['Dateien'];

  app.get(
    '/api/dateien',
    {
      config: lesen,
      schema: { tags, querystring: listQuery, response: { 200: okAnswer(z.array(DateiSchema)) } },
    },
    async (req) => ({
      status: 'ok' as const,
      data: await listForResource(ctx, requireAuth(req), req.query.resource, req.query.resource_id),
    }),
  );

  // Upload: form data with resource, resource_id, projekt_id and file (SPEC §7); answers the file as tpl.
  app.post(
    '/api/dateien',
    {
      config: bearbeiten,
      schema: { tags, consumes: ['multipart/form-data'], body: uploadForm, response: { 200: tplAnswer } },
      validatorCompiler: formNotValidatedHere,
    },
    async (req) => {
      const auth = requireAuth(req);
      if (!req.isMultipart()) throw ValidationError.field('file', messages.dateiFehlt);
      return { status: 'ok' as const, tpl: await saveUpload(ctx, auth, req.parts()) };
    },
  );

  app.post(
    '/api/dateien/download',
    { config: bearbeiten, schema: { tags, body: DateiDownloadSchema, response: { 200: tplAnswer } } },
    async (req) => ({
      status: 'ok' as const,
      tpl: await downloadFromUrl(ctx, requireAuth(req), req.body),
    }),
  );

  // The bytes; PDFs and images inline (viewer), everything else as attachment, always under the original name.
  app.get(
    '/api/dateien/:id/download',
    { config: lesen, schema: { tags, params: idParam, response: { 200: fileBytes } } },
    async (req, reply) => {
      const { datei, stream, size } = await openDatei(ctx, requireAuth(req), req.params.id);
      return (
        reply
          .type(datei.mime)
          .header('content-length', size)
          .header('content-disposition', contentDisposition(datei.name, isInlineMime(datei.mime)))
          .header('cache-control', 'private, no-cache')
          // Uploaded bytes are untrusted: even shown inline they run in an opaque sandbox, never as our origin.
          .header('content-security-policy', fileContentSecurityPolicy)
          .header('x-content-type-options', 'nosniff')
          .send(stream)
      );
    },
  );

  // SPEC §7 'with resource': in the query string or a JSON body; it must match the file's resource.
  const deleteSchema = {
    tags,
    params: idParam,
    querystring: deleteQuery,
    body: deleteQuery.nullish(),
    response: { 200: idAnswer },
  };
  app.delete('/api/dateien/:id', { config: bearbeiten, schema: deleteSchema }, async (req) => {
    await deleteDatei(ctx, requireAuth(req), req.params.id, req.query.resource ?? req.body?.resource);
    return { status: 'ok' as const, data: { id: req.params.id } };
  });
};
