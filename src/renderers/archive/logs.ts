/** The processing log view (spec 1 §2 Logs tab), without React: filtering, paging and texts. */
export const LOG_LEVELS = ['ERROR', 'CRITICAL', 'WARNING', 'INFO', 'DEBUG'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]
/** Levels checked at first: the ones that call for attention. */
export const DEFAULT_LEVELS: readonly LogLevel[] = ['ERROR', 'CRITICAL', 'WARNING']
export const DEFAULT_LOG_KEYS = ['parser', 'event'] as const
/** Log entries shown at first and added by each 'Load More'. */
export const LOG_PAGE_SIZE = 10

export type LogEntry = Record<string, unknown> & { level?: string; event?: string }

export const logTexts = {
  none: 'No log entries matching selected criteria',
  showing: (n: number, m: number) => `Showing ${n} of ${m} matching entries`,
  found: (n: number) => `${n} matching log entry found`,
  noArchive: 'No archive log does exist for this entry. Most likely the entry itself does not exist.',
  loadMore: 'Load More',
}

/** The processing logs plus one ERROR item per processing error of the entry. */
export function withProcessingErrors(logs: readonly LogEntry[], processingErrors: readonly unknown[] = []): LogEntry[] {
  return [...logs, ...processingErrors.map((error) => ({ level: 'ERROR', event: String(error) }))]
}

export function filterLogs(logs: readonly LogEntry[], levels: readonly string[]): LogEntry[] {
  return logs.filter((log) => levels.includes(String(log.level ?? 'INFO').toUpperCase()))
}

/** Every key some log entry carries, for the key filter. */
export function logKeys(logs: readonly LogEntry[]): string[] {
  return [...new Set(logs.flatMap((log) => Object.keys(log)))].filter((key) => key !== 'level').sort()
}

/** The line a collapsed log entry shows: its level and the values of the selected keys. */
export function logSummary(log: LogEntry, keys: readonly string[]): string {
  const values = keys.filter((key) => log[key] !== undefined).map((key) => `${key}: ${typeof log[key] === 'string' ? log[key] : JSON.stringify(log[key])}`)
  return [String(log.level ?? ''), ...values].filter(Boolean).join(' | ')
}

export function countText(shown: number, total: number): string {
  if (total === 0) return logTexts.none
  return shown < total ? logTexts.showing(shown, total) : logTexts.found(total)
}
