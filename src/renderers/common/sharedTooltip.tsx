import Tooltip from '@mui/material/Tooltip'
import { useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react'

const TOOLTIP_ATTRIBUTE = 'data-tooltip'

/** Props that give an element `title` as its tooltip, shown by the shared tooltip of a container around it. */
export const tooltipTitle = (title: string) => ({ [TOOLTIP_ATTRIBUTE]: title })

export interface SharedTooltip {
  /** For the container: they show the tooltip of the element the pointer or the keyboard focus is on. */
  listeners: {
    onMouseOver: (event: MouseEvent) => void
    onMouseOut: (event: MouseEvent) => void
    onFocus: (event: FocusEvent) => void
    onBlur: (event: FocusEvent) => void
  }
  /** Rendered once, anywhere near the container (outside it is best). */
  tooltip: ReactNode
}

/**
 * One MUI tooltip for all the elements of a container that name theirs with tooltipTitle. Result rows
 * have two or three tooltips each: a MUI Tooltip for each took tens of ms of the search page's first
 * render on two cores, for tooltips most rows never show. Elements name themselves (aria-label):
 * the shared tooltip only shows the text.
 */
export function useSharedTooltip(): SharedTooltip {
  // The last element and its title stay while the tooltip closes (its exit transition still shows them).
  const [shown, setShown] = useState<{ element: HTMLElement | null; last: HTMLElement | null }>({ element: null, last: null })
  const show = (element: HTMLElement) => setShown((state) => (state.element === element ? state : { element, last: element }))
  const titled = (node: EventTarget | null, container: Element) => {
    const element = node instanceof Element ? node.closest(`[${TOOLTIP_ATTRIBUTE}]`) : null
    return element instanceof HTMLElement && container.contains(element) ? element : null
  }
  /** The pointer or focus left `left` for `to`: moving onto a part of it (its icon) keeps the tooltip. */
  const leave = (left: HTMLElement, to: EventTarget | null) => {
    if (to instanceof Node && left.contains(to)) return
    setShown((state) => (state.element === left ? { element: null, last: state.last } : state))
  }
  const listeners: SharedTooltip['listeners'] = {
    onMouseOver: (event) => {
      const element = titled(event.target, event.currentTarget)
      if (element) show(element)
    },
    onMouseOut: (event) => {
      const element = titled(event.target, event.currentTarget)
      if (element) leave(element, event.relatedTarget)
    },
    onFocus: (event) => {
      const element = titled(event.target, event.currentTarget)
      // As MUI's own tooltip: a focus from the keyboard shows it, the focus a click gives does not.
      if (element && focusVisible(event.target as Element)) show(element)
    },
    onBlur: (event) => {
      const element = titled(event.target, event.currentTarget)
      if (element) leave(element, event.relatedTarget)
    },
  }
  const title = shown.last?.getAttribute(TOOLTIP_ATTRIBUTE) ?? ''
  const tooltip = (
    <Tooltip title={title} open={shown.element?.isConnected ?? false} slotProps={{ popper: { anchorEl: shown.last } }}>
      <span aria-hidden />
    </Tooltip>
  )
  return { listeners, tooltip }
}

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible')
  } catch {
    // A DOM without the selector (test DOMs): every focus counts.
    return true
  }
}
