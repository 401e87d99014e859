import { isLocalReference, resolveReference } from '../../cards/archive.js'
import type { Archive } from '../../cards/types.js'
import { isRecord } from '../../../engine/json.js'

export type NodeKind = 'input' | 'task' | 'workflow' | 'output'

export interface GraphNode {
  id: string
  kind: NodeKind
  label: string
  /** Archive path of the section the node stands for, when it is local. */
  path?: string
  /** What the node expands into: a workflow's own section, or a task's inputs and outputs. */
  workflow?: Record<string, unknown>
  /** The reference the node's name leads to (see nodeTarget). */
  reference?: string
}

export interface GraphLink {
  from: string
  to: string
  /** How the two are linked: the names of the shared sections. */
  label: string
}

export interface WorkflowGraph {
  inputs: GraphNode[]
  tasks: GraphNode[]
  outputs: GraphNode[]
  links: GraphLink[]
}

export const LEGEND: Record<NodeKind, string> = {
  input: 'Input to a task or workflow.',
  output: 'Output from a task or workflow.',
  workflow: 'Task containing further sub-tasks.',
  task: 'Elementary task with inputs and outputs.',
}

export const HINTS = {
  back: 'Click to go back up',
  expand: 'Click to expand task/workflow',
  switchFilter: 'Click to switch inputs/outputs filter',
}

const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : [])

const sectionKey = (link: Record<string, unknown>) => (typeof link.section === 'string' ? link.section.replace(/^#/, '') : String(link.name ?? ''))
const shortName = (path: string) => path.split('/').filter(Boolean).slice(-2).join('/')

/**
 * An elementary task expands into its own inputs and outputs (those of the task link, else those of
 * the task section it references); nothing to expand when it has neither.
 */
function taskExpansion(task: Record<string, unknown>, target: unknown): Record<string, unknown> | undefined {
  const section = isRecord(target) ? target : {}
  const inputs = records(task.inputs).length > 0 ? records(task.inputs) : records(section.inputs)
  const outputs = records(task.outputs).length > 0 ? records(task.outputs) : records(section.outputs)
  if (inputs.length === 0 && outputs.length === 0) return undefined
  return { name: task.name, inputs, outputs }
}

/** A task that is a whole workflow of another entry (`../upload/archive/{id}#/workflow2`) is a sub-workflow. */
function refersToWorkflow(reference: unknown): boolean {
  return typeof reference === 'string' && !reference.startsWith('#') && /#\/?workflow2?\/?$/.test(reference)
}

/** Inputs, tasks and outputs of one workflow section (NOMAD workflow2), linked by the sections they share. */
export function workflowGraph(archive: Archive, workflow: Record<string, unknown>): WorkflowGraph {
  const node = (kind: NodeKind, link: Record<string, unknown>, index: number): GraphNode => {
    const key = sectionKey(link)
    return { id: `${kind}:${key || index}`, kind, label: String(link.name ?? (key ? shortName(key) : `${kind} ${index}`)), path: key || undefined, reference: typeof link.section === 'string' ? link.section : undefined }
  }
  const inputs = records(workflow.inputs).map((link, index) => node('input', link, index))
  const outputs = records(workflow.outputs).map((link, index) => node('output', link, index))
  const links: GraphLink[] = []
  const tasks = records(workflow.tasks).map((task, index): GraphNode => {
    const target = isLocalReference(task.task) ? resolveReference(archive, task.task) : undefined
    const sub = isRecord(target) && Array.isArray(target.tasks) && target.tasks.length > 0 ? target : undefined
    const id = `task:${index}`
    for (const input of records(task.inputs)) {
      const key = sectionKey(input)
      const from = inputs.find((candidate) => candidate.path === key)
      if (from) links.push({ from: from.id, to: id, label: String(input.name ?? shortName(key)) })
    }
    for (const output of records(task.outputs)) {
      const key = sectionKey(output)
      const to = outputs.find((candidate) => candidate.path === key)
      if (to) links.push({ from: id, to: to.id, label: String(output.name ?? shortName(key)) })
    }
    return {
      id,
      kind: sub || refersToWorkflow(task.task) ? 'workflow' : 'task',
      label: String(task.name ?? `task ${index}`),
      path: isLocalReference(task.task) ? task.task.replace(/^#/, '') : undefined,
      workflow: sub ?? taskExpansion(task, target),
      reference: typeof task.task === 'string' ? task.task : undefined,
    }
  })
  // Consecutive tasks are linked where an output of one is an input of the next.
  const taskSections = records(workflow.tasks)
  taskSections.forEach((task, index) => {
    const produced = new Set(records(task.outputs).map(sectionKey))
    taskSections.forEach((other, otherIndex) => {
      if (otherIndex === index) return
      const shared = records(other.inputs).filter((input) => produced.has(sectionKey(input)))
      if (shared.length > 0) links.push({ from: `task:${index}`, to: `task:${otherIndex}`, label: shared.map((input) => String(input.name ?? shortName(sectionKey(input)))).join(', ') })
    })
  })
  return { inputs, tasks, outputs, links }
}

/** Where clicking a node's name goes: a section of this entry's archive, another entry, or a lookup by mainfile. */
export type NodeTarget = { kind: 'section'; path: string } | { kind: 'entry'; entryId: string; sameUpload: boolean } | { kind: 'lookup'; uploadId: string; mainfile: string }

/**
 * Reads a node's reference (spec 2 §2 forms): `#/run/0` or `/run/0` (this entry),
 * `../upload/archive/{entry_id}#...`, `../uploads/{upload_id}/archive/{entry_id}#...`, and
 * `../upload/archive/mainfile/{mainfile}#...` (found by mainfile in `uploadId`).
 */
export function nodeTarget(reference: string, uploadId?: string): NodeTarget | undefined {
  const [location, fragment] = reference.split('#', 2) as [string, string | undefined]
  const path = fragment?.replace(/^\/+/, '') || undefined
  if (location === '') return path === undefined ? undefined : { kind: 'section', path }
  if (location.startsWith('/')) return { kind: 'section', path: location.replace(/^\/+/, '') }
  const byMainfile = /^\.\.\/uploads?\/(?:([^/]+)\/)?archive\/mainfile\/(.+)$/.exec(location)
  if (byMainfile) {
    const upload = byMainfile[1] ?? uploadId
    return upload ? { kind: 'lookup', uploadId: upload, mainfile: decodeURIComponent(byMainfile[2]) } : undefined
  }
  const byId = /^\.\.\/(upload|uploads\/([^/]+))\/archive\/([^/]+)$/.exec(location)
  if (!byId) return undefined
  return { kind: 'entry', entryId: byId[3], sameUpload: byId[1] === 'upload' || byId[2] === uploadId }
}
