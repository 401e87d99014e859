import type { LegendEntry } from './legend.js'

/** A text to draw onto the screenshot, at CSS pixels from the view's top-left corner. */
export interface ScreenshotText {
  text: string
  x: number
  y: number
  color: string
}

/**
 * A PNG data URL of the drawn canvas with the HTML overlays (axis labels, element legend) painted in,
 * so that the picture says what the view said. Without a 2D context, the bare canvas.
 */
export function composeScreenshot(source: HTMLCanvasElement, texts: readonly ScreenshotText[], legend: readonly LegendEntry[]): string {
  const copy = document.createElement('canvas')
  copy.width = source.width
  copy.height = source.height
  const context = copy.getContext('2d')
  if (!context) return source.toDataURL('image/png')
  context.drawImage(source, 0, 0)
  // Overlay positions are in CSS pixels; the canvas may hold more (device pixel ratio).
  const ratio = source.clientWidth > 0 ? source.width / source.clientWidth : 1
  context.scale(ratio, ratio)
  context.font = 'bold 14px sans-serif'
  context.textAlign = 'center'
  context.textBaseline = 'middle'
  for (const { text, x, y, color } of texts) {
    context.fillStyle = color
    context.fillText(text, x, y)
  }
  context.textAlign = 'left'
  legend.forEach(({ symbol, color }, row) => {
    const y = 12 + row * 20
    context.fillStyle = color
    context.fillRect(8, y, 14, 14)
    context.strokeStyle = '#555'
    context.strokeRect(8, y, 14, 14)
    context.fillStyle = '#222'
    context.fillText(symbol, 28, y + 7)
  })
  return copy.toDataURL('image/png')
}

/** Saves a data URL as a file through a temporary link. */
export function saveDataUrl(url: string, fileName: string): void {
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
}
