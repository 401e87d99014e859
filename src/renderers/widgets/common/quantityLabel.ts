/** A readable name for a search quantity: its last part, words split: `results.material.n_elements` → `N elements`. */
export function quantityLabel(quantity: string): string {
  const last = quantity.split('#')[0].split('.').pop() ?? quantity
  const words = last.replace(/_/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
