import type { FastifyInstance } from 'fastify';
import OpenAPIResponseValidator from 'openapi-response-validator';

/**
 * Holds every answer of the API tests against the published OpenAPI document (issue 30, point 4): its status
 * must be declared for the operation, its content type among the declared ones, a JSON body valid against
 * the declared schema (openapi-response-validator, the validator behind jest-openapi). What does not match is
 * collected in `documentViolations`; the server tests' setup fails the test that met it (testing/setup.ts).
 */
export const documentViolations: string[] = [];

interface MediaType {
  schema?: unknown;
}
interface Operation {
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
}

const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');

/** Whether a declared media type (may be `*\/*` or `image/*`) covers the answer's. */
function covers(declared: string, actual: string): boolean {
  if (declared === '*/*' || declared === actual) return true;
  return declared.endsWith('/*') && actual.startsWith(declared.slice(0, -1));
}

export function registerDocumentCheck(app: FastifyInstance): void {
  let document: Document | undefined;
  const validators = new Map<Operation, OpenAPIResponseValidator | null>();

  /** A validator over the operation's JSON answers (null: it has none). */
  const validatorOf = (operation: Operation) => {
    if (!validators.has(operation)) {
      const responses = Object.fromEntries(
        Object.entries(operation.responses ?? {}).flatMap(([status, r]) => {
          const json = Object.entries(r.content ?? {}).find(([type]) => isJson(type));
          return json?.[1].schema
            ? [[status, { description: r.description ?? '', content: { 'application/json': json[1] } }]]
            : [];
        }),
      );
      validators.set(
        operation,
        Object.keys(responses).length
          ? new OpenAPIResponseValidator({
              responses: responses as never,
              components: document!.components as never,
            })
          : null,
      );
    }
    return validators.get(operation)!;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url || url.startsWith('/api/docs') || request.routeOptions.schema?.hide || request.method === 'HEAD')
      return payload;
    document ??= app.swagger() as unknown as Document;
    const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const operation = document.paths[path]?.[request.method.toLowerCase()];
    const where = `${request.method} ${url} → ${reply.statusCode}`;
    if (!operation) {
      documentViolations.push(`${where}: operation not in the document`);
      return payload;
    }
    const declared = operation.responses?.[String(reply.statusCode)];
    if (!declared) {
      documentViolations.push(`${where}: status not declared`);
      return payload;
    }
    const contentType = String(reply.getHeader('content-type') ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    const types = Object.keys(declared.content ?? {});
    if (!contentType || reply.statusCode === 204) {
      if (types.length && reply.statusCode !== 204) documentViolations.push(`${where}: no content type`);
      return payload;
    }
    if (!types.some((t) => covers(t, contentType))) {
      documentViolations.push(`${where}: content type ${contentType} not declared (${types.join(', ')})`);
      return payload;
    }
    if (!isJson(contentType) || typeof payload !== 'string') return payload;
    const problem = validatorOf(operation)?.validateResponse(reply.statusCode, JSON.parse(payload));
    if (problem)
      documentViolations.push(
        `${where}: body does not match the document: ${problem.errors.map((e: { path?: string; message: string }) => `${e.path ?? ''} ${e.message}`).join('; ')}`,
      );
    return payload;
  });
}
