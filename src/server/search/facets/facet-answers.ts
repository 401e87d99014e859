import type { AggregationOutcome } from '../../store/interfaces.js'

/** What a search answered, without the documents of its page (those are read anew, by id). */
export interface FacetAnswer {
  total: number
  aggregations: Record<string, AggregationOutcome>
  /** The page's entry ids, in order. */
  ids: string[]
  nextPageAfterValue?: string
}

/**
 * Answers kept until the next write (the same request asked again, as every visitor of an app's
 * start page does), the least recently asked dropped first.
 */
export class FacetAnswers {
  private version = -1
  private readonly kept = new Map<string, FacetAnswer>()

  constructor(private readonly atMost = 500) {}

  read(key: string, version: number): FacetAnswer | undefined {
    this.follow(version)
    const answer = this.kept.get(key)
    if (answer) {
      this.kept.delete(key)
      this.kept.set(key, answer)
    }
    return answer
  }

  keep(key: string, version: number, answer: FacetAnswer): void {
    this.follow(version)
    this.kept.set(key, answer)
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= this.atMost) break
      this.kept.delete(oldest)
    }
  }

  /** A write happened since the kept answers were computed: they are dropped. */
  private follow(version: number): void {
    if (version === this.version) return
    this.kept.clear()
    this.version = version
  }
}
