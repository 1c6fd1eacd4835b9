import { z } from 'zod';
import type { AuthKind, Route } from './route.js';

/**
 * OpenAPI 3.1 generated from the route table. 3.1 uses JSON Schema 2020-12, which is what zod 4 emits, so
 * schemas pass through without translation.
 */

type JsonSchema = Record<string, unknown>;

const SECURITY: Record<AuthKind, Record<string, string[]>[] | undefined> = {
  none: undefined,
  operator: [{ operatorBearer: [] }, { operatorCookie: [] }],
  teach: [{ teachingKey: [] }],
  operator_or_teach: [{ operatorBearer: [] }, { operatorCookie: [] }, { teachingKey: [] }],
  // The empty requirement marks the header optional.
  optional_teach: [{}, { teachingKey: [] }],
};

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // `any` for what JSON Schema cannot say (transforms, dates) keeps one odd field from hiding a whole route.
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  const { $schema: _dialect, ...rest } = json;
  return rest;
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = schemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

const errorResponse = { $ref: '#/components/responses/Error' };

export function buildOpenApi(routes: readonly Route[], info: { title: string; version: string }): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const media = route.produces ?? 'application/json';
    const operation: Record<string, unknown> = {
      operationId: `${route.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ? c.toUpperCase() : ''))}`,
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      ...(route.tags ? { tags: route.tags } : {}),
      'x-auth': route.auth,
      parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')],
      ...(route.body
        ? {
            requestBody: { required: true, content: { 'application/json': { schema: schemaOf(route.body, 'input') } } },
          }
        : {}),
      responses: {
        '200': {
          description: 'OK',
          content: { [media]: { schema: route.response ? schemaOf(route.response, 'output') : {} } },
        },
        ...(route.body || route.query || route.params ? { '400': errorResponse } : {}),
        ...(route.auth === 'none' ? {} : { '401': errorResponse }),
        default: errorResponse,
      },
    };
    const security = SECURITY[route.auth];
    if (security) operation.security = security;
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      securitySchemes: {
        operatorBearer: { type: 'http', scheme: 'bearer', description: 'token from POST /api/auth/login' },
        operatorCookie: { type: 'apiKey', in: 'cookie', name: 'ngram_session' },
        teachingKey: {
          type: 'apiKey',
          in: 'header',
          name: 'x-ngram-auth',
          description: '<address>:<ts>:<sig>:v2, single use, 5 minutes; x-ainize-auth is accepted too',
        },
      },
      responses: {
        Error: {
          description: 'The node error envelope; a lower-case word before the colon is the machine code',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['error'],
                properties: { error: { type: 'string', examples: ['invalid_signature: …'] } },
                additionalProperties: true,
              },
            },
          },
        },
      },
    },
  };
}
