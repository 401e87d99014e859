import Markdown from 'react-markdown'
import { CardFrame } from '../CardFrame.js'
import type { CardRendererProps } from '../types.js'

/** Declarative card `type: markdown`: static text from the configuration. */
export function MarkdownCard({ cardKey, card }: CardRendererProps) {
  if (card.type !== 'markdown') throw new Error(`card ${cardKey} is not a markdown card`)
  return (
    <CardFrame title={card.title ?? cardKey}>
      <Markdown>{card.content}</Markdown>
    </CardFrame>
  )
}
