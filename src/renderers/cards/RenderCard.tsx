import { createElement } from 'react'
import { DEFAULT_CARD_ERROR } from '../../engine/config/card-kinds.js'
import { cardRequired } from '../../engine/config/cardRequired.js'
import { rendererRegistry } from '../index.js'
import { CardErrorBoundary, CardFailure } from './CardErrorBoundary.js'
import type { CardRendererProps } from './types.js'

/** The kind that renders a card: its `type` when declarative, else its key (spec 3 §2.3 card keys). */
export function cardKind(cardKey: string, card: CardRendererProps['card']): string {
  return card.type ?? cardKey
}

/** One overview card looked up in the card registry, inside an error boundary with its configured error. */
export function RenderCard(props: CardRendererProps & { archiveFailed?: boolean }) {
  const { archiveFailed, ...cardProps } = props
  const message = props.card.error || DEFAULT_CARD_ERROR
  // A card that declares archive data cannot be drawn without it; one that declares none still can.
  if (archiveFailed && cardRequired(props.card) !== undefined) return <CardFailure message={message} />
  return (
    <CardErrorBoundary message={message}>
      <ResolvedCard {...cardProps} />
    </CardErrorBoundary>
  )
}

function ResolvedCard(props: CardRendererProps) {
  const registry = rendererRegistry('card')
  const kind = cardKind(props.cardKey, props.card)
  const Renderer = registry.has(kind) ? registry.resolve(kind) : undefined
  return Renderer ? createElement(Renderer, props) : <UnknownCard kind={kind} />
}

function UnknownCard({ kind }: { kind: string }): never {
  // Thrown so that the boundary shows the card's error text like for any other broken card.
  return rendererRegistry('card').resolve(kind) as never
}
