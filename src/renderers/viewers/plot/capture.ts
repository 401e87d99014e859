/** Spec 3 §9: plot captures are png, at most 1280 px wide, named plot. */
export const PLOT_CAPTURE_MAX_WIDTH = 1280
export const PLOT_CAPTURE_NAME = 'plot'

/** Capture size for a plot drawn at `width` × `height`: scaled down to the maximum width, aspect kept. */
export function captureSize(width: number, height: number): { width: number; height: number } {
  if (width <= PLOT_CAPTURE_MAX_WIDTH) return { width: Math.round(width), height: Math.round(height) }
  const scale = PLOT_CAPTURE_MAX_WIDTH / width
  return { width: PLOT_CAPTURE_MAX_WIDTH, height: Math.round(height * scale) }
}

export function downloadDataUrl(url: string, fileName: string): void {
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
}
