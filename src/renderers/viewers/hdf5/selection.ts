/** Which part of a dataset the viewer reads: never more than a plot or a table can show. */

/** A 1-D dataset is plotted up to this many points. */
export const MAX_LINE_POINTS = 10000
/** A 2-D (or the last two axes of a higher) dataset is read up to this many rows and columns. */
export const MAX_IMAGE_SIDE = 200

export interface Selection {
  /** One [start, stop) range per axis, as h5wasm's `slice` takes them. */
  ranges: [number, number][]
  /** The shape of the part read: the last one or two axes. */
  shape: number[]
  /** Tells what part is shown when it is not the whole dataset. */
  note?: string
}

const range = (n: number) => `1–${n}`

/** The part of a dataset of `shape` to read: 1-D from the start, 2-D the top-left corner, higher the first frame. */
export function selectionFor(shape: readonly number[]): Selection {
  if (shape.length === 0) return { ranges: [], shape: [] }
  if (shape.length === 1) {
    const n = Math.min(shape[0], MAX_LINE_POINTS)
    return { ranges: [[0, n]], shape: [n], note: n < shape[0] ? `Showing values ${range(n)} of ${shape[0]}.` : undefined }
  }
  const leading = shape.slice(0, -2)
  const [rows, columns] = shape.slice(-2)
  const shownRows = Math.min(rows, MAX_IMAGE_SIDE)
  const shownColumns = Math.min(columns, MAX_IMAGE_SIDE)
  const notes: string[] = []
  if (leading.some((size) => size > 1)) notes.push(`Showing the frame [${[...leading.map(() => 0), ':', ':'].join(', ')}] of shape [${shape.join(', ')}].`)
  if (shownRows < rows || shownColumns < columns) notes.push(`Showing rows ${range(shownRows)} of ${rows} and columns ${range(shownColumns)} of ${columns}.`)
  return {
    ranges: [...leading.map((): [number, number] => [0, 1]), [0, shownRows], [0, shownColumns]],
    shape: [shownRows, shownColumns],
    note: notes.length > 0 ? notes.join(' ') : undefined,
  }
}
