/**
 * Labels of the end points of a line-mode KPOINTS file ('0.5 0.5 0.5 ! L' or '0 0 0 G'), in order;
 * 'G' and 'Gamma' become 'Γ'. Undefined when the file is not in line mode.
 */
export function vaspKpointLabels(text: string): string[] | undefined {
  const lines = text.split(/\r\n|\r|\n/)
  if (!/^\s*l/i.test(lines[2] ?? '')) return undefined
  const labels: string[] = []
  for (const line of lines.slice(4)) {
    const match = /^\s*[-+\d.eE]+\s+[-+\d.eE]+\s+[-+\d.eE]+\s*!?\s*(\S+)?/.exec(line)
    if (!match) continue
    const label = (match[1] ?? '').replace(/^\\/, '')
    labels.push(/^(g|gamma|Γ)$/i.test(label) ? 'Γ' : label)
  }
  return labels
}
