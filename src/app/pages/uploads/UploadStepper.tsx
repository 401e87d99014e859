import Box from '@mui/material/Box'
import Step from '@mui/material/Step'
import StepContent from '@mui/material/StepContent'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import type { ReactNode } from 'react'

export interface UploadStep {
  label: string
  content: ReactNode
  completed?: boolean
}

/** The upload page's steps, all open at once (a guide, not a wizard). */
export function UploadStepper({ steps }: { steps: UploadStep[] }) {
  return (
    <Stepper orientation="vertical" nonLinear activeStep={-1} data-testid="upload-steps">
      {steps.map((step) => (
        <Step key={step.label} active completed={step.completed} expanded>
          <StepLabel>{step.label}</StepLabel>
          <StepContent>
            <Box sx={{ pb: 2 }}>{step.content}</Box>
          </StepContent>
        </Step>
      ))}
    </Stepper>
  )
}
