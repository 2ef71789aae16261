import {
  getOperationAST,
  Kind,
  parse,
  visit,
  type ArgumentNode,
  type ASTNode,
  type DocumentNode,
  type GraphQLError,
  type ObjectFieldNode,
} from 'graphql';
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../http/unavailable.ts';
import { jsonTextTooDeep, TOO_DEEP_MESSAGE, valueTooDeep } from '../lib/json-depth.ts';
import { describeError, logger } from '../lib/logger.ts';
import { findInvalidText, invalidTextMessage, isStorableText } from '../lib/valid-text.ts';

function invalidTextError(field: string): GraphQLError {
  return createGraphQLError(invalidTextMessage(field), {
    extensions: { code: 'BAD_USER_INPUT', field, http: { status: 400 } },
  });
}

/** Only a query holding a NUL or a NUL/surrogate escape can carry unstorable literals. */
const SUSPECT_ESCAPE = /\\u0000|\\u[dD][89a-fA-F]/;
const suspectLiteral = (query: string) => query.includes('\u0000') || SUSPECT_ESCAPE.test(query);

/** The argument or input field of the first unstorable string literal in the operation. */
function invalidLiteralField(query: string): string | undefined {
  if (!suspectLiteral(query)) return undefined;
  let document;
  try {
    document = parse(query);
  } catch {
    return undefined; // yoga reports the syntax error itself
  }
  let field: string | undefined;
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      if (field !== undefined || isStorableText(node.value)) return;
      const named = [...ancestors, parent]
        .reverse()
        .find(
          (ancestor): ancestor is ArgumentNode | ObjectFieldNode =>
            !!ancestor &&
            !Array.isArray(ancestor) &&
            ((ancestor as ASTNode).kind === Kind.ARGUMENT ||
              (ancestor as ASTNode).kind === Kind.OBJECT_FIELD),
        );
      field = named?.name.value ?? 'query';
    },
  });
  return field;
}

function badRequest(message: string, spec = false): GraphQLError {
  return createGraphQLError(message, {
    extensions: { code: 'BAD_REQUEST', http: { status: 400, ...(spec ? { spec } : {}) } },
  });
}

const JSON_BODY_TYPES = ['application/json', 'application/graphql+json'];

/**
 * Yoga's JSON body parser with a nesting check on the text first: JSON.parse of 1 MB of `[`
 * costs ~300 ms, the scan microseconds. Errors as yoga's own parser words them.
 */
async function parseBoundedJson(request: Request): Promise<GraphQLParams> {
  const text = await request.text();
  if (jsonTextTooDeep(text)) throw badRequest(TOO_DEEP_MESSAGE);
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw badRequest('POST body sent invalid JSON.', true);
  }
  if (body === null || typeof body !== 'object')
    throw badRequest(`POST body is expected to be object but received ${typeof body}`);
  return body as GraphQLParams;
}

/**
 * Variables and extensions nested more than MAX_JSON_DEPTH levels answer 400 before anything
 * walks them: a posted body is scanned as text before it is parsed, variables from a query
 * string (at most a few kilobytes) after.
 */
export function limitJsonDepth(): Plugin {
  return {
    onRequestParse({ request, setRequestParser }) {
      const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
      if (request.method === 'POST' && type !== undefined && JSON_BODY_TYPES.includes(type))
        setRequestParser(parseBoundedJson);
    },
    onParams({ params }) {
      if (valueTooDeep(params.variables) || valueTooDeep(params.extensions))
        throw badRequest(TOO_DEEP_MESSAGE);
    },
  };
}

/**
 * NUL and other unstorable text in variables or literals answer 400 BAD_USER_INPUT naming the
 * field, instead of reaching the database and failing there with a 500.
 */
export function rejectInvalidText(): Plugin {
  return {
    onParams({ params }) {
      const field =
        findInvalidText(params.variables ?? {}) ?? invalidLiteralField(params.query ?? '');
      if (field !== undefined) throw invalidTextError(field);
    },
  };
}

/** An error a resolver did not mean to raise (business errors are GraphQLErrors with a code). */
function unexpectedCause(error: GraphQLError): unknown {
  const original = error.originalError;
  if (!original) return undefined;
  // By name, not instanceof: graphql may be loaded twice (ESM and CommonJS builds).
  if (original.name === 'GraphQLError') return unexpectedCause(original as GraphQLError);
  return original;
}

/**
 * Logs GraphQL server errors with the operation name and field path, but never the variables
 * or the query text (they hold customers' data). Runs before yoga masks the errors.
 */
export function logServerErrors(): Plugin {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result }) {
          const errors = (result as { errors?: readonly GraphQLError[] }).errors ?? [];
          const document = args.document as DocumentNode;
          const operationName = args.operationName as string | null | undefined;
          for (const error of errors) {
            const cause = unexpectedCause(error);
            if (cause === undefined) continue;
            logger.error('graphql error', {
              operationName: getOperationAST(document, operationName)?.name?.value ?? 'anonymous',
              path: error.path?.join('.'),
              ...describeError(cause),
            });
          }
        },
      };
    },
  };
}

/**
 * Production answers no `__schema`/`__type` queries: the schema is not published. Checked by
 * field name in onParams (graphql's own rule compares type identity, which fails when graphql's
 * ESM and CommonJS builds are both loaded); `__typename` stays allowed.
 */
export function blockIntrospection(): Plugin {
  return {
    onParams({ params }) {
      if (!/__(schema|type)\b/.test(params.query ?? '')) return;
      let asked = false;
      try {
        visit(parse(params.query ?? ''), {
          Field(node) {
            if (node.name.value === '__schema' || node.name.value === '__type') asked = true;
          },
        });
      } catch {
        return; // yoga reports the syntax error itself
      }
      if (asked)
        throw createGraphQLError('GraphQL introspection is not available.', {
          extensions: { code: 'INTROSPECTION_DISABLED', http: { status: 400 } },
        });
    },
  };
}

/**
 * An operation that failed unexpectedly while the database cannot be reached answers 503 with
 * Retry-After and the message REST gives (http/unavailable.ts), not 200 "Unexpected error.":
 * clients and monitors see an outage they can wait out. Asked only after an unexpected error,
 * so the healthy path pays nothing.
 */
export function unavailableDuringOutage(databaseDown: () => Promise<boolean>): Plugin {
  return {
    async onResultProcess(event) {
      const { result } = event;
      if (Array.isArray(result) || Symbol.asyncIterator in result) return;
      const errors = (result as { errors?: readonly GraphQLError[] }).errors ?? [];
      if (!errors.some((error) => error.extensions?.['unexpected'] === true)) return;
      if (!(await databaseDown())) return;
      event.setResult({
        errors: [
          createGraphQLError(UNAVAILABLE_MESSAGE, {
            extensions: {
              code: 'SERVICE_UNAVAILABLE',
              http: { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
            },
          }),
        ],
      });
    },
  };
}
