/**
 * Who may do what with an upload (spec 1 §6), answered in one place for every endpoint:
 * - main author: everything; only they delete and publish;
 * - writers (main author, co-authors, members of a co-author group): view and edit while unpublished;
 * - viewers (writers, reviewers, members of a reviewer group, everybody for the group 'all'): view;
 * - others: a published upload without embargo; of an embargoed one only its metadata.
 * Admins may do what a main author may.
 */
import type { AuthUser } from '../auth/types.js'
import { ApiError } from '../http/errors.js'

/** The special group id that makes an upload visible to everybody. */
export const ALL_GROUP = 'all'

/** The member fields of an upload document that access depends on. */
export interface UploadMembers {
  main_author: string
  coauthors?: string[]
  reviewers?: string[]
  coauthor_groups?: string[]
  reviewer_groups?: string[]
  published?: boolean
  with_embargo?: boolean
}

/** The requesting user with the ids of the groups they own or belong to; null user = anonymous. */
export interface Requester {
  user: AuthUser | null
  groupIds: readonly string[]
}

export type UploadAction = 'view' | 'view-metadata' | 'edit' | 'delete' | 'publish' | 'download'

export const MESSAGES = {
  notFound: 'The specified upload_id was not found.',
  needLogin: 'You need to log in to access the specified upload.',
  noAccess: 'You do not have access to the specified upload.',
  embargo: 'You do not have access to the specified upload - published with embargo.',
  authRequired: 'User authentication required to access uploads.',
  noWriteAccess: 'You do not have write access to the specified upload.',
  onlyMainAuthor: 'Only main author has permissions for this operation.',
  published: 'Upload is already published, operation not possible.',
} as const

export function isMainAuthor(requester: Requester, upload: UploadMembers): boolean {
  return !!requester.user && (requester.user.is_admin === true || upload.main_author === requester.user.user_id)
}

export function isWriter(requester: Requester, upload: UploadMembers): boolean {
  if (!requester.user) return false
  if (isMainAuthor(requester, upload)) return true
  if ((upload.coauthors ?? []).includes(requester.user.user_id)) return true
  return (upload.coauthor_groups ?? []).some((group) => requester.groupIds.includes(group))
}

/** A member of the upload with read access (not counting publication). */
export function isViewer(requester: Requester, upload: UploadMembers): boolean {
  if ((upload.reviewer_groups ?? []).includes(ALL_GROUP) || (upload.coauthor_groups ?? []).includes(ALL_GROUP)) return true
  if (!requester.user) return false
  if (isWriter(requester, upload)) return true
  if ((upload.reviewers ?? []).includes(requester.user.user_id)) return true
  return (upload.reviewer_groups ?? []).some((group) => requester.groupIds.includes(group))
}

/** Whether the requester may do action; see denial for why not. */
export function may(requester: Requester, upload: UploadMembers, action: UploadAction): boolean {
  return denial(requester, upload, action) === undefined
}

/** The NOMAD-shaped error that refuses action, or undefined when it is allowed. */
export function denial(requester: Requester, upload: UploadMembers, action: UploadAction): ApiError | undefined {
  switch (action) {
    case 'view-metadata':
      if (upload.published) return undefined
      return readDenial(requester, upload)
    case 'view':
    case 'download':
      return readDenial(requester, upload)
    case 'edit':
      return writeDenial(requester, upload, false)
    case 'delete':
    case 'publish':
      return writeDenial(requester, upload, true)
  }
}

function readDenial(requester: Requester, upload: UploadMembers): ApiError | undefined {
  if (isViewer(requester, upload)) return undefined
  if (upload.published && !upload.with_embargo) return undefined
  if (upload.published) return new ApiError(401, MESSAGES.embargo)
  if (!requester.user) return new ApiError(401, MESSAGES.needLogin)
  return new ApiError(401, MESSAGES.noAccess)
}

function writeDenial(requester: Requester, upload: UploadMembers, mainAuthorOnly: boolean): ApiError | undefined {
  if (!requester.user) return new ApiError(401, MESSAGES.authRequired)
  if (!isWriter(requester, upload)) return new ApiError(403, MESSAGES.noWriteAccess)
  if (mainAuthorOnly && !isMainAuthor(requester, upload)) return new ApiError(403, MESSAGES.onlyMainAuthor)
  if (upload.published) return new ApiError(400, MESSAGES.published)
  return undefined
}

/** Throws the denial of action, if any. */
export function assertMay(requester: Requester, upload: UploadMembers, action: UploadAction): void {
  const error = denial(requester, upload, action)
  if (error) throw error
}

/** The roles a user has in an upload, as GET uploads?roles= filters them. */
export function rolesOf(requester: Requester, upload: UploadMembers): Set<'main_author' | 'coauthor' | 'reviewer'> {
  const roles = new Set<'main_author' | 'coauthor' | 'reviewer'>()
  const user = requester.user
  if (!user) return roles
  if (upload.main_author === user.user_id) roles.add('main_author')
  if ((upload.coauthors ?? []).includes(user.user_id) || (upload.coauthor_groups ?? []).some((g) => requester.groupIds.includes(g))) roles.add('coauthor')
  if ((upload.reviewers ?? []).includes(user.user_id) || (upload.reviewer_groups ?? []).some((g) => requester.groupIds.includes(g))) roles.add('reviewer')
  return roles
}
