import { configure } from '@testing-library/react'

// The machine has 2 cores shared with other work, and the first render of a file transforms the
// page's lazily imported parts: give lazy pages and polling time to appear. A failing wait only
// takes longer; a passing one is as fast as before.
configure({ asyncUtilTimeout: 15000 })
