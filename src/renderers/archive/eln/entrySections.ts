/** Loads one entry's archive with the definitions it needs and lists its sections of the referenced type. */
import { bundledStrataMetainfo } from '../../../engine/metainfo/bundled.js'
import { entryModel, type Post } from '../entryModel.js'
import { matchingSections, SECTION_ARCHIVE_REQUEST, type MatchingSection } from './matchingSections.js'

type Json = Record<string, unknown>

export async function loadMatchingSections(post: Post, entryId: string, sectionType: string): Promise<MatchingSection[]> {
  const answer = (await post(`entries/${entryId}/archive/query`, SECTION_ARCHIVE_REQUEST)) as { data?: { archive?: Json } }
  const archive = answer.data?.archive ?? {}
  // Without its schema the sections are still found by their m_def.
  const model = await entryModel(bundledStrataMetainfo(), archive, entryId, post).catch(() => bundledStrataMetainfo())
  return matchingSections(archive, model, sectionType)
}
