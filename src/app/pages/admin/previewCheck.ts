import type { z } from 'zod'
import { appConfigSchema } from '../../../engine/config/app.js'
import { entryCardsSchema } from '../../../engine/config/cards.js'
import { validateConfig } from '../../../engine/config/validate.js'

/** A document the preview can draw, or why it cannot: one `path: message` line per problem. */
export type PreviewCheck<T> = { ok: true; value: T } | { ok: false; problems: string[] }

/** The studio's data has no file positions: the problems name paths only. */
const nowhere = () => ({ file: '', line: 0, column: 0 })

/** Parses unsaved document data with the engine's schema, as the GUI parses the deployment's config. */
export function checkForPreview<S extends z.ZodType>(schema: S, data: unknown): PreviewCheck<z.output<S>> {
  const result = validateConfig(schema, data, nowhere)
  if (result.ok) return { ok: true, value: result.value }
  return { ok: false, problems: result.issues.map((issue) => `${issue.path || '(root)'}: ${issue.message}`) }
}

export const checkApp = (data: unknown) => checkForPreview(appConfigSchema, data)
export const checkCards = (data: unknown) => checkForPreview(entryCardsSchema, data)
