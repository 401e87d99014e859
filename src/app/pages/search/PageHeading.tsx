import Typography from '@mui/material/Typography'

/** Hidden from sight (the breadcrumb shows the name) but there for screen readers and page outlines. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

export function PageHeading({ title }: { title: string }) {
  return (
    <Typography component="h1" sx={visuallyHidden}>
      {title}
    </Typography>
  )
}
