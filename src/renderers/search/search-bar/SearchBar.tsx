/**
 * The search bar (spec 2 §2, §5): 'a = b', 'a = *', ranges and free text as the app allows,
 * suggestions from the history (newest first), the quantity names and POST suggestions (from 2
 * characters, debounced 150 ms but sent at least every 300 ms while typing, spec 2 §9).
 */
import SearchIcon from '@mui/icons-material/Search'
import Autocomplete from '@mui/material/Autocomplete'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { useEffect, useMemo, useRef, useState } from 'react'
import { SEARCH_CONSTANTS } from '../../../engine/query/constants.js'
import { queryMessages } from '../../../engine/query/messages.js'
import { useSearchContext } from '../SearchContext.js'
import { quantityDef } from '../searchQuantities.js'
import { applySearchInput } from './applySearchInput.js'
import { useDebouncedValue } from './useDebouncedValue.js'

interface Suggestion {
  text: string
  kind: 'history' | 'quantity' | 'value'
}

const MAX_QUANTITY_SUGGESTIONS = 5

/** The suggestion list shows at most 8 rows (36 px each) before it scrolls (spec 3 §9). */
const SUGGESTION_LIST_HEIGHT = 8 * 36

export function SearchBar() {
  const { app, filters, setFilter, units, suggestionHistory, quantityNames, fetchSuggestions } = useSearchContext()
  const [input, setInput] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [values, setValues] = useState<Suggestion[]>([])
  const suggestionQuantities = useMemo(() => quantityNames.filter((name) => quantityDef(name)?.info?.suggestion === true), [quantityNames])

  // The option the popup highlights: Enter picks it, so an empty input is no empty query then.
  const highlighted = useRef<Suggestion | null>(null)

  const typed = input.trim()
  const settled = useDebouncedValue(typed, SEARCH_CONSTANTS.suggestionDebounceMs, SEARCH_CONSTANTS.suggestionMaxWaitMs)
  useEffect(() => {
    if (settled.length < SEARCH_CONSTANTS.suggestionMinCharacters || suggestionQuantities.length === 0 || /[=<>]/.test(settled)) return
    let live = true
    fetchSuggestions(settled, suggestionQuantities)
      .then((answer) => {
        if (!live) return
        const found = Object.entries(answer).flatMap(([name, items]) =>
          items.slice(0, SEARCH_CONSTANTS.suggestionsPerField).map((item) => ({ text: `${name} = ${item.value}`, kind: 'value' as const })),
        )
        setValues(found)
      })
      .catch(() => live && setValues([]))
    return () => {
      live = false
    }
  }, [settled, suggestionQuantities, fetchSuggestions])

  const options = useMemo<Suggestion[]>(() => {
    const lower = typed.toLowerCase()
    const history = suggestionHistory.items.filter((item) => item.toLowerCase().includes(lower)).map((text) => ({ text, kind: 'history' as const }))
    if (typed.length < SEARCH_CONSTANTS.suggestionMinCharacters) return history
    const names = /[=<>]/.test(typed)
      ? []
      : quantityNames
          .filter((name) => name.toLowerCase().includes(lower))
          .slice(0, MAX_QUANTITY_SUGGESTIONS)
          .map((name) => ({ text: `${name} = `, kind: 'quantity' as const }))
    return [...history, ...names, ...values]
  }, [typed, suggestionHistory.items, quantityNames, values])

  const submit = async (text: string) => {
    if (text.trim() === '') return setError(queryMessages.emptyValue)
    const outcome = await applySearchInput(text, app, filters, units.displayUnit)
    if (!outcome.ok) return setError(outcome.error)
    setError(undefined)
    setFilter(outcome.quantity, outcome.value)
    suggestionHistory.add(text.trim())
    setInput('')
  }

  return (
    <Autocomplete<Suggestion, false, false, true>
      freeSolo
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.text)}
      groupBy={(option) => (option.kind === 'history' ? 'History' : option.kind === 'quantity' ? 'Quantities' : 'Values')}
      slotProps={{ listbox: { style: { maxHeight: SUGGESTION_LIST_HEIGHT } } }}
      inputValue={input}
      onHighlightChange={(_, option) => {
        highlighted.current = option
      }}
      onClose={() => {
        highlighted.current = null
      }}
      onKeyDown={(event) => {
        // With nothing typed and nothing highlighted the Autocomplete ignores Enter: the query is empty.
        if (event.key === 'Enter' && input.trim() === '' && highlighted.current === null) void submit('')
      }}
      onInputChange={(_, text) => {
        setInput(text)
        setError(undefined)
      }}
      onChange={(_, chosen) => {
        if (chosen === null) return
        const text = typeof chosen === 'string' ? chosen : chosen.text
        if (typeof chosen !== 'string' && chosen.kind === 'quantity') return setInput(text)
        void submit(text)
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder="Type your query or keyword here"
          error={error !== undefined}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': 'Search' },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  )
}
