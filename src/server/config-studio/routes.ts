import type { Context, Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../http/context.js'
import { ApiError } from '../http/errors.js'
import { formatIssue } from '../../engine/config/issues.js'
import type { StudioResult, StudioService } from './studio-service.js'

export interface StudioRoutesOptions {
  service: StudioService
  /** Usernames of the deployment's config admins (read at each request: a save may change them). */
  admins: () => readonly string[]
}

const documentBody = z.strictObject({ id: z.string().min(1), yaml: z.string() })
const restoreBody = z.strictObject({ id: z.string().min(1), version: z.number().int().positive() })

/** The config studio's API: admins only (anonymous 401, everyone else 403). */
export function registerConfigStudioRoutes(routes: Hono<AppEnv>, { service, admins }: StudioRoutesOptions): void {
  const adminOnly = (c: Context<AppEnv>): string => {
    const user = c.get('user')
    if (!user) throw new ApiError(401, 'The config studio needs a login.')
    if (!user.is_admin && !admins().includes(user.username)) throw new ApiError(403, 'Only admins of this deployment may use the config studio.')
    return user.username
  }
  const body = async <T>(c: Context<AppEnv>, schema: z.ZodType<T>): Promise<T> => {
    const parsed = schema.safeParse(await c.req.json().catch(() => undefined))
    if (!parsed.success) throw new ApiError(422, `Invalid request: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')}`)
    return parsed.data
  }
  const answer = (c: Context<AppEnv>, result: StudioResult) =>
    result.ok ? c.json(result) : c.json({ detail: result.issues.map(formatIssue).join('\n'), issues: result.issues }, 422)

  routes.get('/config-studio/kinds', (c) => {
    adminOnly(c)
    return c.json({ kinds: service.kinds() })
  })
  routes.get('/config-studio/documents', (c) => {
    adminOnly(c)
    return c.json({ kinds: service.kinds(), documents: service.documents() })
  })
  routes.post('/config-studio/validate', async (c) => {
    adminOnly(c)
    const { id, yaml } = await body(c, documentBody)
    const result = service.validate(id, yaml)
    return c.json(result.ok ? result : { ok: false, issues: result.issues })
  })
  routes.put('/config-studio/documents', async (c) => {
    const user = adminOnly(c)
    const { id, yaml } = await body(c, documentBody)
    return answer(c, service.save(id, yaml, user))
  })
  routes.get('/config-studio/versions', (c) => {
    adminOnly(c)
    const id = c.req.query('id') ?? ''
    return c.json({ id, versions: service.store.versions(id) })
  })
  routes.get('/config-studio/versions/:version', (c) => {
    adminOnly(c)
    const id = c.req.query('id') ?? ''
    const yaml = service.store.versionText(id, Number(c.req.param('version')))
    if (yaml === undefined) throw new ApiError(404, `No version ${c.req.param('version')} of '${id}'`)
    return c.json({ id, yaml })
  })
  routes.post('/config-studio/restore', async (c) => {
    const user = adminOnly(c)
    const { id, version } = await body(c, restoreBody)
    const result = service.restore(id, version, user)
    if (!result) throw new ApiError(404, `No version ${version} of '${id}'`)
    return answer(c, result)
  })
}
