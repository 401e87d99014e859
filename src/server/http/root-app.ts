import { Hono } from 'hono'
import { API_PATH, BASE_PATH, GUI_PATH } from '../paths.js'
import { apiErrorHandler } from './api-errors.js'
import type { AppEnv } from './context.js'
import { apiSecurityHeaders, guiSecurityHeaders } from './security-headers.js'

/** Everything hono serves: redirects to the GUI, the GUI and the API. */
export function createRootApp(parts: { gui: Hono; api: Hono<AppEnv> }): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.onError(apiErrorHandler)
  app.use(`${GUI_PATH}/*`, guiSecurityHeaders)
  app.use(`${API_PATH}/*`, apiSecurityHeaders)
  const toGui = (c: { redirect: (location: string, status: 302) => Response }) => c.redirect(`${GUI_PATH}/`, 302)
  for (const path of ['/', BASE_PATH, `${BASE_PATH}/`, GUI_PATH]) app.get(path, toGui)
  app.route(GUI_PATH, parts.gui)
  app.route(API_PATH, parts.api)
  app.notFound((c) => c.text('Not Found', 404))
  return app
}
