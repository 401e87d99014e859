import { z } from 'zod'

/** The states of a user's tool server (spec 3 §4.4); `error` is the GUI's own. */
export const TOOL_STATES = ['stopped', 'starting', 'running', 'stopping'] as const
export const toolStateSchema = z.enum(TOOL_STATES)
export type ToolState = z.infer<typeof toolStateSchema>

/** A tool as GET north/ lists it: its config fields, its name and the caller's server state. */
export const toolModelSchema = z.looseObject({
  name: z.string(),
  title: z.string().optional(),
  version: z.string().optional(),
  icon: z.string().nullish(),
  short_description: z.string().nullish(),
  description: z.string().nullish(),
  file_extensions: z.array(z.string()).default([]),
  maintainer: z.array(z.looseObject({ name: z.string(), email: z.string().optional() })).default([]),
  path_prefix: z.string().nullish(),
  with_path: z.boolean().default(false),
  default_url: z.string().nullish(),
  mount_path: z.string().nullish(),
  state: toolStateSchema.nullish(),
})
export type ToolModel = z.infer<typeof toolModelSchema>

/** Whether tools can run here; `message` says plainly why not. */
export const hubStatusSchema = z.object({ available: z.boolean(), message: z.string().optional() })
export type HubStatus = z.infer<typeof hubStatusSchema>

/** GET north/: every tool of the deployment; `hub` is Strata's addition. */
export const toolsResponseSchema = z.object({ data: z.array(toolModelSchema), hub: hubStatusSchema })
export type ToolsResponse = z.infer<typeof toolsResponseSchema>

/** GET, POST and DELETE north/{name} (spec 3 §7.2). */
export const toolResponseSchema = z.object({
  tool: z.string(),
  username: z.string(),
  upload_mount_dir: z.string().nullish(),
  upload_id_is_mounted: z.boolean().optional(),
  data: toolModelSchema,
})
export type ToolResponse = z.infer<typeof toolResponseSchema>

export const toolQuerySchema = z.object({ upload_id: z.string().optional() })
export const toolParamsSchema = z.object({ name: z.string() })
