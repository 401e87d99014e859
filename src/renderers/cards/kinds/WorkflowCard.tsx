import { WorkflowGraphView } from '../../viewers/workflow/WorkflowGraphView.js'
import { asRecord, logSectionMissing } from '../archive.js'
import { CardFrame } from '../CardFrame.js'
import type { CardRendererProps } from '../types.js'

/** Workflow graph card (spec 3 §2.6) of the entry's workflow2 section. */
export function WorkflowCard({ card, archive, entry }: CardRendererProps) {
  const workflow = asRecord(archive.workflow2)
  if (!workflow || (!Array.isArray(workflow.tasks) && !Array.isArray(workflow.inputs))) {
    logSectionMissing('workflow2')
    return null
  }
  return (
    <CardFrame title={card.title ?? 'Workflow Graph'}>
      <WorkflowGraphView archive={archive} workflow={workflow} uploadId={entry.upload_id} />
    </CardFrame>
  )
}
