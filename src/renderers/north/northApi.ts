import type { ApiClient } from '../../engine/api/client.js'
import { toolResponseSchema, toolsResponseSchema, type ToolResponse, type ToolsResponse } from '../../engine/api/schemas/north.js'
import type { ToolStatus } from '../../machines/tool-machine.js'

/** The north calls of spec 3 §7.2, each answer checked by its schema. */

const toolPath = (tool: string) => `/north/${encodeURIComponent(tool)}`

export async function fetchTools(api: ApiClient): Promise<ToolsResponse> {
  return toolsResponseSchema.parse(await api.get('/north/'))
}

function statusOf(answer: ToolResponse): ToolStatus {
  return {
    state: answer.data.state ?? 'stopped',
    uploadIdIsMounted: answer.upload_id_is_mounted,
    username: answer.username,
    uploadMountDir: answer.upload_mount_dir,
  }
}

export async function fetchToolStatus(api: ApiClient, tool: string, uploadId?: string): Promise<ToolStatus> {
  return statusOf(toolResponseSchema.parse(await api.get(toolPath(tool), uploadId ? { upload_id: uploadId } : undefined)))
}

export async function launchTool(api: ApiClient, tool: string, uploadId?: string): Promise<ToolStatus> {
  return statusOf(toolResponseSchema.parse(await api.post(toolPath(tool), undefined, uploadId ? { query: { upload_id: uploadId } } : {})))
}

export async function stopTool(api: ApiClient, tool: string): Promise<ToolStatus> {
  return statusOf(toolResponseSchema.parse(await api.delete(toolPath(tool))))
}

/**
 * Where a tool window opens (spec 2 §2, spec 3 §2.4): {northBase}/user/{username}/{tool}, then,
 * for a tool that opens paths, its path prefix, the upload's mount folder and the file.
 */
export function toolUrl(
  northBase: string,
  username: string,
  tool: { name: string; path_prefix?: string | null; with_path?: boolean },
  place: { uploadMountDir?: string | null; filePath?: string } = {},
): string {
  const root = [northBase.replace(/\/+$/, ''), 'user', encodeURIComponent(username), encodeURIComponent(tool.name)].join('/')
  if (!place.uploadMountDir) return `${root}/`
  const inside = [...(tool.path_prefix ? [tool.path_prefix.replace(/^\/+|\/+$/g, '')] : []), place.uploadMountDir]
  if (tool.with_path && place.filePath) inside.push(...place.filePath.split('/').filter(Boolean).map(encodeURIComponent))
  return `${root}/${inside.join('/')}`
}
