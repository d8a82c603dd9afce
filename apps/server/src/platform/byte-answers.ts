import { z } from 'zod';
import { xlsxMime } from './xlsx';

/**
 * Answers that are not JSON (CSV, XLSX, PDF, stored files), declared under their real content types so
 * the document does not promise JSON. OpenAPI 3.0 writes bytes as a string of format binary. The answer is
 * a string, buffer or stream, which Fastify sends as it is: the serializer (answers.ts) never sees it.
 */
export const bytes = z.any().meta({ type: 'string', format: 'binary' }); // any: a stream is sent

export function byteAnswer(description: string, contentTypes: readonly string[]) {
  return { description, content: Object.fromEntries(contentTypes.map((type) => [type, { schema: bytes }])) };
}

export const csvAnswer = (description: string) =>
  ({ description, content: { 'text/csv': { schema: z.string() } } }) as const;
export const pdfAnswer = (description: string) => byteAnswer(description, ['application/pdf']);
/** A Sidefile of the Frontend-Monitor: XLSX or CSV. */
export const sidefileAnswer = (description: string) => byteAnswer(description, [xlsxMime, 'text/csv']);
/** A stored file: PDFs and images (shown inline), office and text documents (any other type). */
export const storedFileAnswer = (description: string) =>
  byteAnswer(description, ['application/pdf', 'image/*', 'application/octet-stream', '*/*']);
