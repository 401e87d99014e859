import { describe, expect, it } from 'vitest'
import { formatAuthors, formatDate, formatDateTime, formatNumber, formatSI, formatStatistic } from '../../src/engine/format.js'

describe('formatNumber', () => {
  it('shows 3 decimals at most, without trailing zeros', () => {
    expect(formatNumber(3.14159)).toBe('3.142')
    expect(formatNumber(1.5)).toBe('1.5')
    expect(formatNumber(42)).toBe('42')
    expect(formatNumber(-0.5)).toBe('-0.5')
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(1000)).toBe('1000')
    expect(formatNumber(0.01)).toBe('0.01')
  })

  it('switches to scientific notation above 1000 and below 0.01 in absolute value', () => {
    expect(formatNumber(12345.678)).toBe('1.235e+4')
    expect(formatNumber(-1000.5)).toBe('-1.001e+3')
    expect(formatNumber(0.001234)).toBe('1.234e-3')
    expect(formatNumber(-0.005)).toBe('-5e-3')
  })

  it('honours the column format options', () => {
    expect(formatNumber(3.14159, { decimals: 1 })).toBe('3.1')
    expect(formatNumber(2.5, { mode: 'scientific', decimals: 2 })).toBe('2.5e+0')
    expect(formatNumber(1234567.891, { mode: 'separators' })).toBe('1,234,567.891')
    expect(formatNumber(-1234567, { mode: 'separators', separator: ' ' })).toBe('-1 234 567')
  })

  it('writes non-finite values', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN')
    expect(formatNumber(Infinity)).toBe('∞')
  })
})

describe('formatDate', () => {
  it('writes dd/MM/yyyy', () => {
    expect(formatDate(new Date(2024, 0, 5, 13, 7))).toBe('05/01/2024')
    expect(formatDate('2023-10-25T23:30:00Z', { utc: true })).toBe('25/10/2023')
    expect(formatDateTime(new Date(2024, 11, 31, 9, 4))).toBe('31/12/2024 09:04')
  })

  it('gives an empty text for an invalid date', () => {
    expect(formatDate('not a date')).toBe('')
  })
})

describe('formatSI', () => {
  it('uses the prefixes k, M, G, T, P, E', () => {
    expect(formatSI(999, 'B')).toBe('999 B')
    expect(formatSI(32_000_000_000, 'B')).toBe('32 GB')
    expect(formatSI(1234)).toBe('1.2 k')
    expect(formatSI(2.5e15, 'B')).toBe('2.5 PB')
    expect(formatSI(3e21, 'B')).toBe('3000 EB')
    expect(formatSI(12)).toBe('12')
  })
})

describe('formatAuthors', () => {
  it('lists up to three names in full', () => {
    expect(formatAuthors(['Ada Lovelace', 'Alan Turing', 'Grace Hopper'])).toBe('Ada Lovelace, Alan Turing, Grace Hopper')
    expect(formatAuthors([{ name: 'Marie Curie' }])).toBe('Marie Curie')
  })

  it('shortens longer lists to the first and last name plus et al', () => {
    expect(formatAuthors(['A', 'B', 'C', 'D'])).toBe('A, D et al')
  })
})

describe('formatStatistic', () => {
  it('abbreviates with thousand, million, billion', () => {
    expect(formatStatistic(999)).toBe('999')
    expect(formatStatistic(1000)).toBe('1 thousand')
    expect(formatStatistic(12345)).toBe('12.3 thousand')
    expect(formatStatistic(2_500_000)).toBe('2.5 million')
    expect(formatStatistic(7_000_000_000)).toBe('7 billion')
  })

  it('carries rounding over to the next word', () => {
    expect(formatStatistic(999_999)).toBe('1 million')
    expect(formatStatistic(999_960_000)).toBe('1 billion')
  })
})
