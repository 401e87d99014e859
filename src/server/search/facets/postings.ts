import { TypedFastBitSet } from 'typedfastbitset'

/** Sparse lists turn into bitsets past this many rows, once the bitset is the smaller of the two. */
const SPARSE_AT_MOST = 1024

/**
 * The rows that hold one value of one column, in row order. Rare values keep a list of rows
 * (4 bytes each), common ones a bitset (one bit per row of the index): at a million entries a
 * value held by a few rows costs bytes, not the 125 KB of a bitset.
 */
export class Postings {
  private list: Uint32Array | undefined = new Uint32Array(4)
  private length = 0
  private bits: TypedFastBitSet | undefined

  /** Adds a row; rows arrive in increasing order. */
  add(row: number): void {
    if (this.bits) {
      this.bits.add(row)
      return
    }
    let list = this.list!
    if (this.length === list.length) {
      if (this.length >= SPARSE_AT_MOST && this.length * 32 > row) {
        this.densify()
        this.bits!.add(row)
        return
      }
      const grown = new Uint32Array(list.length * 2)
      grown.set(list)
      this.list = list = grown
    }
    list[this.length++] = row
  }

  private densify(): void {
    const bits = new TypedFastBitSet()
    for (let i = 0; i < this.length; i++) bits.add(this.list![i])
    this.bits = bits
    this.list = undefined
  }

  /** Sets the value's rows in `target`. */
  addTo(target: TypedFastBitSet): void {
    if (this.bits) {
      target.union(this.bits)
      return
    }
    const list = this.list!
    for (let i = 0; i < this.length; i++) target.add(list[i])
  }

  /** How many of the value's rows are in `selection`. */
  countIn(selection: TypedFastBitSet): number {
    if (this.bits) return this.bits.intersection_size(selection)
    const words = selection.words
    const list = this.list!
    let count = 0
    for (let i = 0; i < this.length; i++) {
      const row = list[i]
      count += (words[row >>> 5] >>> (row & 31)) & 1
    }
    return count
  }

  /** Rows ever added (removed rows included: the index keeps removals in its own bitset). */
  get size(): number {
    return this.bits ? this.bits.size() : this.length
  }
}
