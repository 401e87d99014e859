/** A text input offering the values of one quantity (POST suggestions, from 2 characters, debounced 150 ms). */
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useEffect, useState } from 'react'
import { SEARCH_CONSTANTS } from '../../engine/query/constants.js'
import { useSearchContext } from '../search/SearchContext.js'

export function SuggestionInput({ quantity, onSelect, placeholder }: { quantity: string; onSelect: (value: string) => void; placeholder?: string }) {
  const { fetchSuggestions } = useSearchContext()
  const [input, setInput] = useState('')
  const [options, setOptions] = useState<string[]>([])

  useEffect(() => {
    if (input.trim().length < SEARCH_CONSTANTS.suggestionMinCharacters) return
    let live = true
    const timer = setTimeout(() => {
      fetchSuggestions(input.trim(), [quantity])
        .then((answer) => {
          if (live) setOptions((answer[quantity] ?? []).slice(0, SEARCH_CONSTANTS.suggestionsPerField).map((s) => s.value))
        })
        .catch(() => live && setOptions([]))
    }, SEARCH_CONSTANTS.suggestionDebounceMs)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [input, quantity, fetchSuggestions])

  return (
    <Autocomplete
      freeSolo
      size="small"
      options={input.trim().length < SEARCH_CONSTANTS.suggestionMinCharacters ? [] : options}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, chosen) => {
        if (typeof chosen === 'string' && chosen.trim() !== '') {
          onSelect(chosen.trim())
          setInput('')
        }
      }}
      filterOptions={(all) => all}
      renderInput={(params) => <TextField {...params} placeholder={placeholder ?? 'Type here'} variant="outlined" />}
      sx={{ mb: 1 }}
    />
  )
}
