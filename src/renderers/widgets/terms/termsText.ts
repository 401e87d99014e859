/** The footer of a terms widget (spec 2 §9). */
export function termsShowingText(shown: number, requested: number): string {
  if (shown === 1) return 'Showing the only item'
  if (shown < requested) return `Showing all ${shown}`
  return `Showing top ${shown}`
}
