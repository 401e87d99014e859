/**
 * The remote tools API (spec 3 §7.2, NOMAD's north router): GET north/ lists the tools with the
 * caller's server states; GET, POST and DELETE north/{name} read, launch and stop the caller's
 * server of one tool. Answers to a logged-in user carry the cookie that opens their tool windows.
 */
import type { Context, Hono } from 'hono'
import { toolParamsSchema, toolQuerySchema, toolResponseSchema, toolsResponseSchema } from '../../../engine/api/schemas/north.js'
import type { AuthUser } from '../../auth/types.js'
import type { AppEnv } from '../../http/context.js'
import { defineRoute } from '../../http/routes.js'
import { NorthSessions } from '../../north/north-sessions.js'
import type { NorthService, ToolAnswer } from '../../north/north-service.js'

export interface NorthRoutesOptions {
  service: NorthService
  sessions: NorthSessions
  /** The tools path the cookie is scoped to, e.g. /prod/v1/develop/north/ */
  northPath: string
  /** Whether browsers reach Strata over https (the cookie is then Secure). */
  secure: boolean
}

export function registerNorthRoutes(app: Hono<AppEnv>, { service, sessions, northPath, secure }: NorthRoutesOptions): void {
  const withCookie = (c: Context<AppEnv>, user: AuthUser) => c.header('Set-Cookie', NorthSessions.cookie(sessions.issue(user), northPath, secure), { append: true })
  const shaped = (answer: ToolAnswer) => ({
    tool: answer.tool.name,
    username: answer.username,
    upload_mount_dir: answer.uploadMountDir ?? null,
    ...(answer.uploadIdIsMounted === undefined ? {} : { upload_id_is_mounted: answer.uploadIdIsMounted }),
    data: answer.tool,
  })

  defineRoute(app, {
    method: 'get',
    path: '/north/',
    summary: 'The remote tools and the state of your server of each',
    description: "`hub` says whether tools can run on this deployment and, if not, why.",
    tags: ['north'],
    response: toolsResponseSchema,
    handler: async ({ user }, c) => {
      if (user) withCookie(c, user)
      const reason = service.unavailableReason()
      return { data: await service.list(user), hub: reason ? { available: false, message: reason } : { available: true } }
    },
  })

  defineRoute(app, {
    method: 'get',
    path: '/north/{name}',
    summary: 'The state of your server of a tool, and whether an upload is mounted in it',
    tags: ['north'],
    params: toolParamsSchema,
    query: toolQuerySchema,
    auth: 'required',
    response: toolResponseSchema,
    handler: async ({ user, params, query }, c) => {
      withCookie(c, user)
      return shaped(await service.status(user, params.name, query.upload_id))
    },
  })

  defineRoute(app, {
    method: 'post',
    path: '/north/{name}',
    summary: 'Launch your server of a tool, with an upload mounted (read-only unless you may edit it)',
    description: 'One server per user and tool: a running one is answered, not started twice.',
    tags: ['north'],
    params: toolParamsSchema,
    query: toolQuerySchema,
    auth: 'required',
    response: toolResponseSchema,
    handler: async ({ user, params, query }, c) => {
      withCookie(c, user)
      return shaped(await service.launch(user, params.name, query.upload_id))
    },
  })

  defineRoute(app, {
    method: 'delete',
    path: '/north/{name}',
    summary: 'Stop your server of a tool',
    tags: ['north'],
    params: toolParamsSchema,
    auth: 'required',
    response: toolResponseSchema,
    handler: async ({ user, params }) => shaped(await service.stop(user, params.name)),
  })
}
