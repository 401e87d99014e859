import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import InputLabel from '@mui/material/InputLabel'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { countText, DEFAULT_LEVELS, DEFAULT_LOG_KEYS, filterLogs, LOG_LEVELS, LOG_PAGE_SIZE, logKeys, logSummary, logTexts, type LogEntry } from './logs.js'

const levelColor: Record<string, string> = { ERROR: 'error.main', CRITICAL: 'error.main', WARNING: 'warning.main' }

/** Processing logs as accordions with level checkboxes, a key filter and 'Load More'. */
export function LogView({ logs }: { logs: LogEntry[] }) {
  const [levels, setLevels] = useState<string[]>([...DEFAULT_LEVELS])
  const [keys, setKeys] = useState<string[]>([...DEFAULT_LOG_KEYS])
  const [shown, setShown] = useState(LOG_PAGE_SIZE)
  const matching = useMemo(() => filterLogs(logs, levels), [logs, levels])
  const allKeys = useMemo(() => [...new Set([...DEFAULT_LOG_KEYS, ...logKeys(logs)])], [logs])
  const visible = matching.slice(0, shown)
  const toggle = (level: string) => setLevels(levels.includes(level) ? levels.filter((l) => l !== level) : [...levels, level])
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {LOG_LEVELS.map((level) => (
          <FormControlLabel key={level} label={level} control={<Checkbox size="small" checked={levels.includes(level)} onChange={() => toggle(level)} />} />
        ))}
        <FormControl size="small" sx={{ minWidth: 240 }}>
          <InputLabel id="log-keys-label">Keys</InputLabel>
          <Select labelId="log-keys-label" label="Keys" multiple value={keys} onChange={(event) => setKeys(typeof event.target.value === 'string' ? event.target.value.split(',') : event.target.value)} renderValue={(selected) => selected.join(', ')}>
            {allKeys.map((key) => (
              <MenuItem key={key} value={key}>
                <Checkbox size="small" checked={keys.includes(key)} />
                {key}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Box>
      {visible.map((log, index) => (
        <Accordion key={index} disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ color: levelColor[String(log.level)] ?? 'text.primary', wordBreak: 'break-word' }} data-testid="log-summary">
              {logSummary(log, keys)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap' }}>
              {JSON.stringify(log, null, 2)}
            </Box>
          </AccordionDetails>
        </Accordion>
      ))}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
        <Typography data-testid="log-count">{countText(visible.length, matching.length)}</Typography>
        {visible.length < matching.length && <Button onClick={() => setShown(shown + LOG_PAGE_SIZE)}>{logTexts.loadMore}</Button>}
      </Box>
    </Box>
  )
}
