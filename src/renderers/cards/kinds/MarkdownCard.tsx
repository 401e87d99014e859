import Typography from '@mui/material/Typography'
import { lazy, Suspense } from 'react'
import { lazyModule } from '../../lazyModule.js'
import { CardFrame } from '../CardFrame.js'
import type { CardRendererProps } from '../types.js'

/** react-markdown and its parser (about 36 KB gzipped) come with the first markdown card: no other card needs them. */
const loadMarkdown = lazyModule(() => import('react-markdown'))
const Markdown = lazy(loadMarkdown)

/** Declarative card `type: markdown`: static text from the configuration (as plain text until the markdown renderer is there). */
export function MarkdownCard({ cardKey, card }: CardRendererProps) {
  if (card.type !== 'markdown') throw new Error(`card ${cardKey} is not a markdown card`)
  return (
    <CardFrame title={card.title ?? cardKey}>
      <Suspense fallback={<Typography sx={{ whiteSpace: 'pre-wrap' }}>{card.content}</Typography>}>
        <Markdown>{card.content}</Markdown>
      </Suspense>
    </CardFrame>
  )
}
