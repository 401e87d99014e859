/**
 * The value of `results.material.elements_exclusive` for an exclusive element search: the
 * symbols sorted and joined by single spaces (`["Si", "O"]` gives `"O Si"`).
 */
export function exclusiveElementsValue(elements: Iterable<string>): string {
  return [...new Set(elements)].sort().join(' ')
}
