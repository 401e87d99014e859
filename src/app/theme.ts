import { createTheme } from '@mui/material/styles'

export const BRAND_PRIMARY = '#2A4CDF'
export const BRAND_SECONDARY = '#008A67'
export const FONT_FAMILY = '"Titillium Web", "Helvetica Neue", Arial, sans-serif'

/** The brand theme (spec 1 §9): primary #2A4CDF, secondary #008A67, font Titillium Web. */
export const theme = createTheme({
  palette: {
    primary: { main: BRAND_PRIMARY },
    secondary: { main: BRAND_SECONDARY },
  },
  typography: {
    fontFamily: FONT_FAMILY,
    button: { textTransform: 'none' },
  },
})
