import { useMachine } from '@xstate/react'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import { toolMachine, toolPhase, type ToolPhase, type ToolStatus } from '../../machines/tool-machine.js'
import { fetchToolStatus, launchTool, stopTool, toolUrl } from './northApi.js'
import type { ToolsContextValue } from './ToolsContext.js'
import type { ToolModel } from '../../engine/api/schemas/north.js'

export interface ToolLauncher {
  phase: ToolPhase
  status?: ToolStatus
  error?: unknown
  /** Launches (opening the window at once, so no popup blocker stops it) or opens the running tool. */
  launchOrOpen: () => void
  stop: () => void
}

/**
 * One tool for one place (an upload and maybe a file), driven by toolMachine: the window opens
 * at /user/{username}/{tool}/... once the server reports running.
 */
export function useToolLauncher(context: ToolsContextValue, tool: ToolModel, place: { uploadId?: string; filePath?: string } = {}): ToolLauncher {
  const { api, northBase, reload } = context
  const { uploadId, filePath } = place
  const pending = useRef<Window | null>(null)

  const urlOf = useCallback(
    (status: ToolStatus | undefined) => toolUrl(northBase, status?.username ?? '', tool, { uploadMountDir: uploadId ? status?.uploadMountDir : undefined, filePath }),
    [northBase, tool, uploadId, filePath],
  )

  const machine = useMemo(
    () =>
      toolMachine.provide({
        actors: {
          fetchStatus: fromPromise(() => fetchToolStatus(api, tool.name, uploadId)),
          launch: fromPromise(() => launchTool(api, tool.name, uploadId)),
          stop: fromPromise(() => stopTool(api, tool.name)),
        },
      }),
    [api, tool.name, uploadId],
  )
  const [snapshot, send] = useMachine(machine)
  const phase = toolPhase(snapshot.value)
  const status = snapshot.context.status

  // The window opened by Launch follows the machine: to the tool once running, closed if it stopped.
  const previous = useRef(phase)
  useEffect(() => {
    const from = previous.current
    previous.current = phase
    if (from === phase) return
    if (from === 'starting' && pending.current) {
      const opened = pending.current
      pending.current = null
      if (phase === 'running') opened.location.href = urlOf(status)
      else opened.close()
    }
    if ((from === 'starting' || from === 'stopping') && (phase === 'running' || phase === 'stopped')) reload()
  }, [phase, status, urlOf, reload])

  const launchOrOpen = useCallback(() => {
    if (phase === 'running') {
      window.open(urlOf(status), '_blank')
      return
    }
    const opened = window.open('', '_blank')
    if (opened) opened.document.title = `${tool.title ?? tool.name}: Launching...`
    pending.current = opened
    send({ type: 'LAUNCH' })
  }, [phase, send, status, tool, urlOf])

  const stop = useCallback(() => send({ type: 'STOP' }), [send])
  return { phase, status, error: snapshot.context.error, launchOrOpen, stop }
}
