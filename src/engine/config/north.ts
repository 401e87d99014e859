import { z } from 'zod'
import { includeExcludeShape, integer } from './common.js'

/** A maintainer of a tool, shown as '{name} ({email})' on the tools page. */
const maintainerSchema = z.looseObject({ name: z.string(), email: z.string().optional() })

/**
 * One remote tool, in NOMAD's north tool shape (spec 3 §3.7). Strata runs `command` on this machine
 * through the hub; `image` is for a hub that runs containers (KubeSpawner, DockerSpawner).
 */
export const northToolSchema = z
  .looseObject({
    title: z.string().optional().describe('Name shown on the tools page; the key when absent.'),
    version: z.string().optional(),
    icon: z.string().optional().describe('Image path or URL.'),
    short_description: z.string().optional(),
    description: z.string().optional().describe('Markdown shown when the tool is expanded.'),
    file_extensions: z.array(z.string()).default([]).describe('Files this tool opens; it is offered in their file lanes.'),
    maintainer: z.array(maintainerSchema).default([]),
    path_prefix: z.string().nullish().describe("Path inside the tool before the mounted upload's path, e.g. 'tree'."),
    with_path: z.boolean().default(false).describe('Whether the tool opens at the path of the file it was launched for.'),
    default_url: z.string().nullish().describe('Page the tool opens with, e.g. /tree.'),
    mount_path: z.string().nullish().describe('Folder the tool sees as home (NOMAD: /home/jovyan).'),
    image: z.string().nullish().describe('Container image, for hubs that spawn containers.'),
    command: z
      .array(z.string())
      .min(1)
      .optional()
      .describe("Command that starts the tool's server on this machine; '{workspace}' is the folder the tool sees."),
    cmd: z.string().nullish().describe("NOMAD's container command; read as a one-word command when `command` is absent."),
    environment: z.record(z.string(), z.string()).default({}).describe('Extra environment of the tool process.'),
  })
  .refine((tool) => tool.command !== undefined || Boolean(tool.image) || Boolean(tool.cmd), {
    message: 'A tool needs a command (or an image, for a hub that runs containers).',
  })
  .describe('A remote tool (north tool).')

export type NorthTool = z.infer<typeof northToolSchema>

/** Where the tools run: a JupyterHub Strata starts itself, or one it is pointed at. */
export const hubSchema = z
  .discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('managed'),
      start_timeout_seconds: integer().default(60).describe('How long a starting hub or tool server may take.'),
    }),
    z.strictObject({
      type: z.literal('external'),
      url: z.url().describe("The hub's public address including its base URL, e.g. https://hub.example.org/north/."),
      api_token: z.string().min(1).describe("A token of a hub service with the scopes admin:users, admin:servers and tokens."),
    }),
  ])
  .describe('The JupyterHub that runs the tools.')

/** The remote tools hub of a deployment (server side). */
export const northConfigSchema = z
  .strictObject({
    enabled: z.boolean().default(true).describe('Run tools; off, analyze/north says the hub is off.'),
    hub: hubSchema.prefault({ type: 'managed' }),
    tools: z
      .looseObject({ ...includeExcludeShape, options: z.record(z.string(), northToolSchema).prefault({}) })
      .prefault({})
      .describe('The tools, from configs/tools/<name>.tool.yaml; `include` gives their order.'),
  })
  .describe('The remote tools hub (NOMAD: north).')

export type NorthConfig = z.infer<typeof northConfigSchema>
