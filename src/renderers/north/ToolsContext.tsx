import { createContext, useContext } from 'react'
import type { ApiClient } from '../../engine/api/client.js'
import type { HubStatus, ToolModel } from '../../engine/api/schemas/north.js'

/** What renderers need to offer remote tools; the app provides it when the tools hub is enabled. */
export interface ToolsContextValue {
  api: ApiClient
  /** The tools of the deployment; undefined while loading. */
  tools?: ToolModel[]
  hub?: HubStatus
  loggedIn: boolean
  /** Base of tool windows, e.g. https://host/prod/v1/develop/north */
  northBase: string
  /** Asks the server again (after a launch or stop elsewhere). */
  reload: () => void
}

export const ToolsContext = createContext<ToolsContextValue | undefined>(undefined)

/** The tools context, or undefined when the deployment has no tools hub. */
export function useTools(): ToolsContextValue | undefined {
  return useContext(ToolsContext)
}

/** The tools that open files with this name's extension (spec 3 §2.4 launch list). */
export function toolsForFile(tools: readonly ToolModel[] | undefined, fileName: string): ToolModel[] {
  const dot = fileName.lastIndexOf('.')
  if (dot < 0) return []
  const extension = fileName.slice(dot + 1).toLowerCase()
  return (tools ?? []).filter((tool) => tool.file_extensions.some((candidate) => candidate.toLowerCase() === extension))
}
