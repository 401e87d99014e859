import type { Upload } from '../../../engine/api/schemas/uploads.js'

/** Texts and rules about an upload's state (spec 1 §4, §6), kept apart from the screens that show them. */

export function processStatusText(upload: Pick<Upload, 'process_running' | 'process_status' | 'errors'>): string {
  if (upload.process_running) return 'Processing ...'
  if (upload.process_status === 'SUCCESS') return 'Processing completed'
  if (upload.process_status === 'FAILURE') return `Processing failed ${upload.errors.join(', ')}`
  return 'Waiting for processing ...'
}

/** '{processed}/{total} entries processed' plus ', {n} failed' when some failed. */
export function entriesCounterText(processed: number, total: number, failed: number): string {
  return `${processed}/${total} entries processed${failed > 0 ? `, ${failed} failed` : ''}`
}

/** The upload is being deleted (a delete process is pending or running). */
export function isDeletionPending(upload: Upload): boolean {
  return (
    upload.current_process === 'delete_upload' &&
    (upload.process_status === 'PENDING' || upload.process_status === 'RUNNING')
  )
}

/** Spec 1 §4: stop processing is possible only while the process waits (PENDING). */
export function canStopProcessing(upload: Upload): boolean {
  return upload.process_status === 'PENDING'
}

/** Spec 1 §4: transfer only after publishing. */
export function canTransfer(upload: Upload): boolean {
  return upload.published
}

/** Spec 1 §4: the last external publication's outcome, if any. */
export function transferStatusText(upload: Upload): string | undefined {
  if (upload.current_process !== '_publish_externally') return undefined
  if (upload.process_status === 'FAILURE') return 'Last transfer failed'
  if (upload.process_status === 'SUCCESS') return 'Last external publication succeded'
  return undefined
}

export interface Viewer {
  userId?: string
  groupIds: readonly string[]
}

export function isMainAuthor(upload: Upload, viewer: Viewer): boolean {
  return Boolean(viewer.userId) && upload.main_author === viewer.userId
}

/** Main author or co-author, directly or through a writer group. */
export function isWriter(upload: Upload, viewer: Viewer): boolean {
  if (!viewer.userId) return false
  if (upload.main_author === viewer.userId || upload.writers.includes(viewer.userId)) return true
  return upload.writer_groups.some((group) => viewer.groupIds.includes(group))
}

/** Writers of an unpublished upload may change it (spec 1 §4, §6). */
export function isEditable(upload: Upload, viewer: Viewer): boolean {
  return !upload.published && isWriter(upload, viewer)
}

export type StatusIconState =
  | 'not-available'
  | 'published-public'
  | 'embargo-main-author'
  | 'embargo-coauthor'
  | 'embargo-reviewer'
  | 'embargo-not-accessible'
  | 'embargo-after-login'
  | 'unpublished-all'
  | 'unpublished-only-you'
  | 'unpublished-main-author'
  | 'unpublished-coauthor'
  | 'unpublished-reviewer'

function roleOf(upload: Upload, viewer: Viewer): 'main-author' | 'coauthor' | 'reviewer' | undefined {
  const { userId, groupIds } = viewer
  if (!userId) return undefined
  if (upload.main_author === userId) return 'main-author'
  if (upload.writers.includes(userId) || upload.writer_groups.some((group) => groupIds.includes(group))) return 'coauthor'
  if (upload.viewers.includes(userId) || upload.viewer_groups.some((group) => groupIds.includes(group))) return 'reviewer'
  return undefined
}

/** Spec 1 §4, upload status icon states. */
export function statusIconState(upload: Upload | undefined, viewer: Viewer): StatusIconState {
  if (!upload) return 'not-available'
  const role = roleOf(upload, viewer)
  if (upload.published) {
    if (!upload.with_embargo) return 'published-public'
    if (role === 'main-author') return 'embargo-main-author'
    if (role) return role === 'coauthor' ? 'embargo-coauthor' : 'embargo-reviewer'
    return viewer.userId ? 'embargo-not-accessible' : 'embargo-after-login'
  }
  if (upload.viewer_groups.includes('all') || upload.reviewer_groups.includes('all')) return 'unpublished-all'
  if (role === 'main-author') {
    const shared = upload.coauthors.length + upload.reviewers.length + upload.coauthor_groups.length + upload.reviewer_groups.length
    return shared === 0 ? 'unpublished-only-you' : 'unpublished-main-author'
  }
  if (role === 'coauthor') return 'unpublished-coauthor'
  return 'unpublished-reviewer'
}

export const STATUS_ICON_TOOLTIPS: Record<StatusIconState, string> = {
  'not-available': 'Upload status not available',
  'published-public': 'Published and accessible by everyone',
  'embargo-main-author': 'Published with embargo and accessible by you as the main author',
  'embargo-coauthor': 'Published with embargo and accessible by you as a co-author',
  'embargo-reviewer': 'Published with embargo and accessible by you as a reviewer',
  'embargo-not-accessible': 'Published with embargo and not accessible by you',
  'embargo-after-login': 'Published with embargo; it might become accessible after login',
  'unpublished-all': 'Unpublished but accessible by everyone',
  'unpublished-only-you': 'Unpublished, only accessible by you',
  'unpublished-main-author': 'Unpublished, accessible by you, your co-authors and reviewers',
  'unpublished-coauthor': 'Unpublished, accessible by you as a co-author',
  'unpublished-reviewer': 'Unpublished, accessible by you as a reviewer',
}
