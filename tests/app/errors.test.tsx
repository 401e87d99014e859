// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  BadRequest,
  CannotReachApi,
  DoesNotExist,
  NotAuthorized,
  UnprocessableEntity,
  VersionMismatch,
} from '../../src/engine/api/errors.js'
import { ErrorBoundary } from '../../src/app/errors/ErrorBoundary.js'
import { ErrorSnackbar } from '../../src/app/errors/ErrorSnackbar.js'
import { ErrorsProvider, useErrors } from '../../src/app/errors/ErrorsContext.js'

afterEach(cleanup)

function Raiser({ errors }: { errors: unknown[] }) {
  const { raiseError } = useErrors()
  return <button onClick={() => errors.forEach(raiseError)}>raise</button>
}

function renderQueue(errors: unknown[]) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  render(
    <ErrorsProvider>
      <Raiser errors={errors} />
      <ErrorSnackbar />
    </ErrorsProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'raise' }))
}

const shown = () => screen.queryByTestId('error-snackbar')

function dismiss() {
  fireEvent.click(within(screen.getByTestId('error-snackbar')).getByRole('button', { name: 'Close' }))
}

describe('error snackbar queue', () => {
  it('shows the oldest error and the next one only after the first is dismissed', async () => {
    renderQueue([new DoesNotExist('gone', 404), new CannotReachApi()])
    expect(shown()?.textContent).toContain('You are trying to access information that does not exist.')
    expect(screen.queryByText('Cannot reach the product, please try again later.')).toBeNull()
    dismiss()
    expect((await screen.findByTestId('error-snackbar')).textContent).toContain('Cannot reach the product, please try again later.')
    dismiss()
    expect(shown()).toBeNull()
  })

  it('does not queue an error whose text is already waiting', () => {
    renderQueue([new CannotReachApi(), new CannotReachApi('other cause'), new CannotReachApi()])
    dismiss()
    expect(shown()).toBeNull()
  })

  it('sits at the bottom left', () => {
    renderQueue([new Error('x')])
    expect(document.querySelector('.MuiSnackbar-anchorOriginBottomLeft')).not.toBeNull()
  })

  it.each([
    [new CannotReachApi(), 'Cannot reach the product, please try again later.'],
    [
      new DoesNotExist('Not found', 404),
      'You are trying to access information that does not exist. Please try again and let us know, if this error keeps happening.',
    ],
    [new NotAuthorized('You do not have access to the specified upload.', 401), 'You do not have access to the specified upload.'],
    [new BadRequest('Malformed query', 400), 'Malformed query'],
    [
      new UnprocessableEntity('value is not a valid integer', 422),
      'Unexpected api error: value is not a valid integer. Please try again and let us know, if this error keeps happening.',
    ],
    [new VersionMismatch('1 vs 2'), 'There is a new GUI version available. Please press "shift" and reload the page.'],
    [new BadRequest('could not parse optimade filter: x', 400), 'The given OPTiMaDe query can not be parsed.'],
    [new ApiError('Internal server error', 500), 'Internal server error (500)'],
    [new Error('boom'), 'Unexpected error: "boom". Please try again and let us know, if this error keeps happening.'],
    [
      'The upload is gone.',
      'The upload is gone. Please close all tabs of the product and try again. Let us know, if this error keeps happening.',
    ],
  ])('shows %s as its catalogue text', (error, text) => {
    renderQueue([error])
    expect(shown()?.textContent).toBe(text)
  })
})

describe('error boundary', () => {
  function Broken(): never {
    throw new Error('render crash')
  }

  it("shows 'There has been a Javascript error.' instead of a crashed component", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <>
        <p>still here</p>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </>,
    )
    expect(screen.getByText('There has been a Javascript error.')).toBeTruthy()
    expect(screen.getByText('still here')).toBeTruthy()
  })

  it('renders its children again when the reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const view = render(
      <ErrorBoundary resetKey="/a">
        <Broken />
      </ErrorBoundary>,
    )
    expect(screen.getByText('There has been a Javascript error.')).toBeTruthy()
    view.rerender(
      <ErrorBoundary resetKey="/b">
        <p>next page</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText('next page')).toBeTruthy()
  })
})
