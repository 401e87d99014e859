/**
 * The API route table: every API route is declared once, with zod schemas for its query,
 * path parameters, body and response, and becomes both a hono route and an OpenAPI operation.
 * Paths are relative to the API root (`{base}/api/v1`) and written the OpenAPI way:
 * `/uploads/{upload_id}`; a parameter that spans slashes is written `{path:path}` (as FastAPI does).
 */
import type { Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z, type ZodType } from 'zod'
import type { AuthUser } from '../auth/types.js'
import type { AppEnv } from './context.js'
import { ApiError, zodToDetail } from './errors.js'

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

type Parsed<T> = T extends ZodType ? z.output<T> : undefined

export interface RouteInput<Q, P, B, A> {
  query: Parsed<Q>
  /** The path parameters, parsed by the params schema when there is one. */
  params: P extends ZodType ? z.output<P> : Record<string, string>
  body: Parsed<B>
  user: A extends 'required' ? AuthUser : AuthUser | null
}

export interface RouteDefinition<
  Q extends ZodType | undefined = undefined,
  P extends ZodType | undefined = undefined,
  B extends ZodType | undefined = undefined,
  R extends ZodType = ZodType,
  A extends 'required' | 'optional' = 'optional',
> {
  method: HttpMethod
  /** Relative to the API root, e.g. '/users/me' or '/uploads/{upload_id}'. */
  path: string
  summary: string
  description?: string
  tags: string[]
  query?: Q
  params?: P
  body?: B
  response: R
  /** 'required' answers 401 to anonymous requests; default 'optional'. */
  auth?: A
  /** Status of a successful response; default 200. */
  status?: ContentfulStatusCode
  /**
   * Returns the response body (validated against `response` under tests) or a ready Response
   * (for files, redirects). Throw ApiError for NOMAD-shaped errors.
   */
  handler: (input: RouteInput<Q, P, B, A>, c: Context<AppEnv>) => z.input<R> | Response | Promise<z.input<R> | Response>
}

/** A definition with its type parameters erased, as kept in the route table. */
export type AnyRouteDefinition = RouteDefinition<ZodType | undefined, ZodType | undefined, ZodType | undefined, ZodType, 'required' | 'optional'>

/** 'Authorization required.' is what NOMAD answers when a route needs a logged-in user. */
export const AUTHORIZATION_REQUIRED = 'Authorization required.'

const routeTables = new WeakMap<object, AnyRouteDefinition[]>()

/** The routes declared on an app with defineRoute, in declaration order. */
export function routesOf(app: Hono<AppEnv>): readonly AnyRouteDefinition[] {
  return routeTables.get(app) ?? []
}

/** Registers an API route on app (a hono app mounted at the API root) and in its route table. */
export function defineRoute<
  Q extends ZodType | undefined = undefined,
  P extends ZodType | undefined = undefined,
  B extends ZodType | undefined = undefined,
  R extends ZodType = ZodType,
  A extends 'required' | 'optional' = 'optional',
>(app: Hono<AppEnv>, definition: RouteDefinition<Q, P, B, R, A>): void {
  const erased = definition as unknown as AnyRouteDefinition
  const table = routeTables.get(app) ?? []
  table.push(erased)
  routeTables.set(app, table)
  app.on(definition.method.toUpperCase(), honoPath(definition.path), (c) => runRoute(erased, c))
}

/** '/uploads/{upload_id}/raw/{path:path}' → '/uploads/:upload_id/raw/:path{.+}' */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)(:path)?\}/g, (_, name: string, spansSlashes?: string) => (spansSlashes ? `:${name}{.+}` : `:${name}`))
}

/** '/uploads/{upload_id}/raw/{path:path}' → '/uploads/{upload_id}/raw/{path}' */
export function openApiPath(path: string): string {
  return path.replace(/\{(\w+):path\}/g, '{$1}')
}

async function runRoute(route: AnyRouteDefinition, c: Context<AppEnv>): Promise<Response> {
  const user = c.get('user') ?? null
  if (route.auth === 'required' && !user) {
    c.header('WWW-Authenticate', 'Bearer')
    throw new ApiError(401, AUTHORIZATION_REQUIRED)
  }
  const params = route.params ? parseOrThrow(route.params, c.req.param(), 'path') : c.req.param()
  const query = route.query ? parseOrThrow(route.query, queryObject(c, route.query), 'query') : undefined
  const body = route.body ? parseOrThrow(route.body, await jsonBody(c), 'body') : undefined

  const result = await route.handler({ query, params, body, user } as RouteInput<ZodType, ZodType, ZodType, 'optional'>, c)
  if (result instanceof Response) return result
  if (process.env.VITEST) assertResponseMatches(route, result)
  return c.json(result as object, route.status ?? 200)
}

function parseOrThrow(schema: ZodType, value: unknown, where: 'body' | 'query' | 'path'): unknown {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new ApiError(422, zodToDetail(parsed.error, where))
  return parsed.data
}

/**
 * The query string as an object: a parameter given once is a string, unless the schema
 * declares an array there; a parameter given several times is an array.
 */
function queryObject(c: Context<AppEnv>, schema: ZodType): Record<string, string | string[]> {
  const arrayFields = new Set(Object.entries(objectShape(schema)).filter(([, field]) => isArraySchema(field)).map(([key]) => key))
  const result: Record<string, string | string[]> = {}
  for (const [key, values] of Object.entries(c.req.queries())) {
    result[key] = values.length === 1 && !arrayFields.has(key) ? values[0] : values
  }
  return result
}

async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text()
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new ApiError(422, [{ loc: ['body'], msg: `JSON decode error: ${(error as Error).message}`, type: 'json_invalid' }])
  }
}

function assertResponseMatches(route: AnyRouteDefinition, result: unknown): void {
  const parsed = route.response.safeParse(result)
  if (!parsed.success) {
    throw new Error(`response of ${route.method.toUpperCase()} ${route.path} does not match its schema: ${parsed.error.message}`)
  }
}

interface ZodInternals {
  _zod: { def: { type: string; shape?: Record<string, ZodType>; innerType?: ZodType; in?: ZodType; options?: ZodType[] } }
}

function def(schema: ZodType) {
  return (schema as unknown as ZodInternals)._zod.def
}

/** Unwraps optional/default/nullable/pipe wrappers down to the schema that does the work. */
function unwrap(schema: ZodType): ZodType {
  let current = schema
  for (let depth = 0; depth < 20; depth++) {
    const d = def(current)
    if (d.innerType) current = d.innerType
    else if (d.type === 'pipe' && d.in) current = d.in
    else break
  }
  return current
}

export function objectShape(schema: ZodType): Record<string, ZodType> {
  const inner = unwrap(schema)
  return def(inner).type === 'object' ? (def(inner).shape ?? {}) : {}
}

function isArraySchema(schema: ZodType): boolean {
  const inner = unwrap(schema)
  const d = def(inner)
  if (d.type === 'array') return true
  if (d.type === 'union') return (d.options ?? []).some((option) => def(unwrap(option)).type === 'array')
  return false
}

/** True when a field of an object schema accepts undefined (optional or defaulted). */
export function isOptionalField(schema: ZodType): boolean {
  return schema.safeParse(undefined).success
}
