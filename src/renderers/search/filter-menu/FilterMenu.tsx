/**
 * The filter menu of an app (spec 2 §2): the main menu, collapsible to 3rem, and the sub-menus
 * it opens as panels beside it, each as wide as its `size`. Items are requested (aggregations)
 * only while their panel is open.
 */
import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import Close from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Switch from '@mui/material/Switch'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import type { Menu } from '../../../engine/config/menu.js'
import { MenuItemList } from '../../menu-items/MenuItemView.js'
import '../../menu-items/register.js'
import { useSearchContext } from '../SearchContext.js'
import { UnitSettingsDialog } from '../units/UnitSettingsDialog.js'
import { FilterMenuPanelsContext, type FilterMenuPanels } from './panels.js'
import { COLLAPSED_MENU_WIDTH, menuWidth } from './sizes.js'

function Panel({ menu, depth, onClose }: { menu: Menu; depth: number; onClose: () => void }) {
  return (
    <Paper
      square
      elevation={2}
      data-testid={`filter-panel-${depth}`}
      sx={{ width: menuWidth(menu.size), flexShrink: 0, p: 2, overflowY: 'auto', maxHeight: '100%', borderLeft: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: '1rem' }}>
          {menu.title}
        </Typography>
        <IconButton size="small" aria-label="Close menu" onClick={onClose}>
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <MenuItemList items={menu.items ?? []} visible depth={depth} />
    </Paper>
  )
}

export function FilterMenu() {
  const { app, statisticsEnabled, setStatisticsEnabled, clearFilters } = useSearchContext()
  const [collapsed, setCollapsed] = useState(false)
  const [stack, setStack] = useState<Menu[]>([])
  const [unitsOpen, setUnitsOpen] = useState(false)
  const main = app.menu

  const panels = useMemo<FilterMenuPanels>(
    () => ({
      open: (menu, depth) => setStack((current) => [...current.slice(0, depth), menu]),
      close: (depth) => setStack((current) => current.slice(0, depth)),
      isOpen: (menu, depth) => stack[depth] === menu,
    }),
    [stack],
  )

  if (collapsed) {
    return (
      <Paper square elevation={1} sx={{ width: COLLAPSED_MENU_WIDTH, flexShrink: 0, display: 'flex', justifyContent: 'center', pt: 1 }}>
        <Tooltip title="Show filter menu">
          <IconButton aria-label="Show filter menu" onClick={() => setCollapsed(false)}>
            <ChevronRight />
          </IconButton>
        </Tooltip>
      </Paper>
    )
  }
  return (
    <FilterMenuPanelsContext.Provider value={panels}>
      <Box sx={{ display: 'flex', flexShrink: 0, alignItems: 'stretch', position: 'relative' }} data-testid="filter-menu">
        <Paper square elevation={1} sx={{ width: menuWidth(main?.size), flexShrink: 0, py: 1, overflowY: 'auto' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', px: 2 }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: '1.1rem' }}>
              {main?.title ?? 'Filters'}
            </Typography>
            <Tooltip title="Hide filter menu">
              <IconButton size="small" aria-label="Hide filter menu" onClick={() => setCollapsed(true)}>
                <ChevronLeft />
              </IconButton>
            </Tooltip>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', px: 2, gap: 1, flexWrap: 'wrap' }}>
            <FormControlLabel
              control={<Switch size="small" checked={statisticsEnabled} onChange={(event) => setStatisticsEnabled(event.target.checked)} />}
              label="Statistics"
            />
            <Button size="small" onClick={() => setUnitsOpen(true)}>
              Units
            </Button>
            <Button size="small" onClick={clearFilters}>
              Clear all
            </Button>
          </Box>
          {main?.items && (
            <Box sx={{ px: 0, pt: 1 }}>
              <MenuItemList items={main.items} visible depth={0} />
            </Box>
          )}
        </Paper>
        {/* sub-panels lie over the page content, beside the main menu */}
        <Box sx={{ position: 'absolute', left: '100%', top: 0, bottom: 0, display: 'flex', zIndex: 10 }}>
          {stack.map((menu, index) => (
            <Panel key={index} menu={menu} depth={index + 1} onClose={() => panels.close(index)} />
          ))}
        </Box>
      </Box>
      {unitsOpen && <UnitSettingsDialog onClose={() => setUnitsOpen(false)} />}
    </FilterMenuPanelsContext.Provider>
  )
}
