/**
 * The inputs, outputs and tasks of a calculation's workflow2 (NOMAD's simulation workflow), which
 * the workflow graph card draws: the input structure goes into the calculation(s), the last
 * calculation is the output. A geometry optimisation has one task per step, each taking the
 * step's structure (and the previous step's calculation) and giving the step's calculation.
 */
import type { ArchiveJson } from '../parsers/types.js'

export interface WorkflowRun {
  runIndex?: number
  systems: number
  calculations: number
  /** One task per calculation (geometry optimisation) or one task for the whole run. */
  taskPerStep: boolean
  /** The name of the single task (default 'Calculation'). */
  taskName?: string
}

const link = (name: string, section: string): ArchiveJson => ({ name, section })

export function workflowTasks(run: WorkflowRun): ArchiveJson {
  if (run.systems === 0 || run.calculations === 0) return {}
  const base = `/run/${run.runIndex ?? 0}`
  const system = (index: number) => `${base}/system/${Math.min(index, run.systems - 1)}`
  const calculation = (index: number) => `${base}/calculation/${index}`
  const last = run.calculations - 1
  const inputs = [link('Input structure', system(0))]
  const outputs = [link('Output calculation', calculation(last))]
  const tasks = run.taskPerStep
    ? Array.from({ length: run.calculations }, (_, step) => ({
        m_def: 'nomad.datamodel.metainfo.workflow.Task',
        name: `Step ${step}`,
        inputs: [link('Input structure', system(step)), ...(step > 0 ? [link('Input calculation', calculation(step - 1))] : [])],
        outputs: [link('Output calculation', calculation(step))],
      }))
    : [{ m_def: 'nomad.datamodel.metainfo.workflow.Task', name: run.taskName ?? 'Calculation', inputs, outputs }]
  return { inputs, outputs, tasks }
}
