import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useEffect, useState } from 'react'
import { fetchSuggestions, type SuggestionsApi } from '../../../engine/api/suggestions.js'
import { SEARCH_CONSTANTS } from '../../../engine/query/constants.js'
import { ENTRY_SEARCH_DEBOUNCE_MS, SECTION_SELECT_SUGGESTIONS, suggestionOptions } from './sectionSelectQuery.js'

export const SEARCH_ENTRIES = 'search entries'

export interface SectionSearchFieldProps {
  api: SuggestionsApi
  text: string
  /** `picked` is true when a suggestion was chosen (the search then runs at once). */
  onText: (text: string, picked: boolean) => void
}

/** The dialog's search field: free text, with entry names and mainfiles the server suggests (POST suggestions) after the typing pause. */
export function SectionSearchField({ api, text, onText }: SectionSearchFieldProps) {
  const [typed, setTyped] = useState('')
  const [options, setOptions] = useState<string[]>([])
  const input = typed.trim()
  const asks = input.length >= SEARCH_CONSTANTS.suggestionMinCharacters
  useEffect(() => {
    if (!asks) return
    let live = true
    const timer = setTimeout(() => {
      fetchSuggestions(api, input, SECTION_SELECT_SUGGESTIONS).then(
        (answer) => live && setOptions(suggestionOptions(answer)),
        // Suggestions are a help only: without them the field still searches.
        () => live && setOptions([]),
      )
    }, ENTRY_SEARCH_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [api, input, asks])
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      size="small"
      options={asks ? options : []}
      filterOptions={(all) => all}
      inputValue={text}
      onInputChange={(_, value, reason) => {
        if (reason === 'input') {
          setTyped(value)
          onText(value, false)
        } else if (reason === 'clear') {
          setTyped('')
          onText('', true)
        }
      }}
      onChange={(_, chosen) => {
        if (typeof chosen === 'string') onText(chosen, true)
      }}
      sx={{ flexGrow: 1 }}
      renderInput={(params) => <TextField {...params} label={SEARCH_ENTRIES} />}
    />
  )
}
