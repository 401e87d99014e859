import Alert from '@mui/material/Alert'

/** Shown instead of the preview while the document is not valid. */
export function PreviewProblems({ problems }: { problems: string[] }) {
  return (
    <Alert severity="warning" aria-label="preview problems">
      <div>Fix the document to see the preview:</div>
      {problems.map((problem) => (
        <div key={problem}>{problem}</div>
      ))}
    </Alert>
  )
}
