/** Builds the OpenAPI 3.1 document of the API from the route tables (see routes.ts). */
import type { Hono } from 'hono'
import { z, type ZodType } from 'zod'
import type { AppEnv } from './context.js'
import { isOptionalField, objectShape, openApiPath, routesOf, type AnyRouteDefinition } from './routes.js'

export interface OpenApiOptions {
  /** Apps whose route tables make up the API (all mounted at the API root). */
  apps: Hono<AppEnv>[]
  title: string
  version: string
  description?: string
  /** The API root as clients reach it, e.g. 'http://127.0.0.1:8000/prod/v1/develop/api/v1'. */
  serverUrl: string
}

type JsonSchema = Record<string, unknown>

const validationErrorSchema: JsonSchema = {
  type: 'object',
  properties: {
    detail: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          loc: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
          msg: { type: 'string' },
          type: { type: 'string' },
        },
        required: ['loc', 'msg', 'type'],
      },
    },
  },
  required: ['detail'],
}

const errorSchema: JsonSchema = {
  type: 'object',
  properties: { detail: { type: 'string' } },
  required: ['detail'],
}

export function buildOpenApi(options: OpenApiOptions): JsonSchema {
  const components: Record<string, JsonSchema> = {
    HTTPValidationError: validationErrorSchema,
    HTTPError: errorSchema,
  }
  const toSchema = (schema: ZodType, io: 'input' | 'output') => jsonSchemaOf(schema, io, components)
  const paths: Record<string, Record<string, unknown>> = {}
  const usedOperationIds = new Set<string>()
  for (const route of options.apps.flatMap((app) => routesOf(app))) {
    const path = openApiPath(route.path)
    paths[path] ??= {}
    paths[path][route.method] = operation(route, toSchema, uniqueOperationId(route, usedOperationIds))
  }
  return {
    openapi: '3.1.0',
    info: { title: options.title, version: options.version, ...(options.description ? { description: options.description } : {}) },
    servers: [{ url: options.serverUrl }],
    paths,
    components: {
      schemas: components,
      securitySchemes: { OpenIDConnect: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  }
}

function operation(route: AnyRouteDefinition, toSchema: (schema: ZodType, io: 'input' | 'output') => JsonSchema, operationId: string) {
  const parameters = [
    ...pathParameters(route).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: route.params && objectShape(route.params)[name] ? toSchema(objectShape(route.params)[name], 'input') : { type: 'string' },
    })),
    ...Object.entries(route.query ? objectShape(route.query) : {}).map(([name, field]) => ({
      name,
      in: 'query',
      required: !isOptionalField(field),
      schema: toSchema(field, 'input'),
      ...(field.description ? { description: field.description } : {}),
    })),
  ]
  const status = String(route.status ?? 200)
  const responses: Record<string, unknown> = {
    [status]: { description: 'Successful Response', content: { 'application/json': { schema: toSchema(route.response, 'output') } } },
  }
  if (route.auth === 'required') responses['401'] = errorResponseOf('Authorization required', 'HTTPError')
  if (parameters.length > 0 || route.body) responses['422'] = errorResponseOf('Validation Error', 'HTTPValidationError')
  return {
    operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: route.tags,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? { requestBody: { required: !isOptionalField(route.body), content: { 'application/json': { schema: toSchema(route.body, 'input') } } } }
      : {}),
    responses,
    ...(route.auth ? { security: route.auth === 'required' ? [{ OpenIDConnect: [] }] : [{ OpenIDConnect: [] }, {}] } : {}),
  }
}

function errorResponseOf(description: string, component: string) {
  return { description, content: { 'application/json': { schema: { $ref: `#/components/schemas/${component}` } } } }
}

function pathParameters(route: AnyRouteDefinition): string[] {
  return [...openApiPath(route.path).matchAll(/\{(\w+)\}/g)].map((match) => match[1])
}

function uniqueOperationId(route: AnyRouteDefinition, used: Set<string>): string {
  const base = `${route.method}_${openApiPath(route.path).replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`
  let id = base
  for (let n = 2; used.has(id); n++) id = `${base}_${n}`
  used.add(id)
  return id
}

/**
 * JSON Schema of a zod schema; named sub-schemas (given an id with .meta({id})) move into
 * components.schemas so that their $refs resolve inside the OpenAPI document.
 */
function jsonSchemaOf(schema: ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>): JsonSchema {
  const generated = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as JsonSchema
  const { $schema: _dialect, $defs, ...rest } = generated
  for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
    components[name] = rewriteRefs(definition) as JsonSchema
  }
  return rewriteRefs(rest) as JsonSchema
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/') ? `#/components/schemas/${inner.slice('#/$defs/'.length)}` : rewriteRefs(inner),
    ]),
  )
}
