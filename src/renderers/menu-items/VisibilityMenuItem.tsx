/**
 * Whose entries to search (spec 2 §6): All, Public, Visible, Shared, User, Unpublished. Only Public
 * is possible without login; the default is Visible when logged in, else Public.
 */
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Tooltip from '@mui/material/Tooltip'
import { useFilter, useSearchContext } from '../search/SearchContext.js'
import { ItemHeader } from './ItemHeader.js'
import type { MenuItemRendererProps } from './types.js'

export const VISIBILITY_OPTIONS = [
  { value: 'all', label: 'All', description: 'All entries you have access to.' },
  { value: 'public', label: 'Public', description: 'Only published entries without embargo.' },
  { value: 'visible', label: 'Visible', description: 'Includes embargoed entries and your own or shared unpublished entries.' },
  { value: 'shared', label: 'Shared', description: 'Entries shared with you.' },
  { value: 'user', label: 'User', description: 'Only your own entries.' },
  { value: 'staging', label: 'Unpublished', description: 'Entries that are not yet published.' },
] as const

export function VisibilityMenuItem({ item }: MenuItemRendererProps) {
  const { owner, loggedIn, lockedFilters } = useSearchContext()
  const [, setVisibility] = useFilter<string>('visibility')
  const locked = lockedFilters.visibility !== undefined
  return (
    <div>
      {item.show_header !== false && <ItemHeader title={item.title ?? 'Visibility'} />}
      <RadioGroup value={owner} onChange={(event) => setVisibility(event.target.value)}>
        {VISIBILITY_OPTIONS.map((option) => (
          <Tooltip key={option.value} title={option.description} placement="right" describeChild disableInteractive>
            <FormControlLabel
              value={option.value}
              control={<Radio size="small" />}
              label={option.label}
              disabled={locked || (!loggedIn && option.value !== 'public')}
            />
          </Tooltip>
        ))}
      </RadioGroup>
    </div>
  )
}
