import { configure } from '@testing-library/react'

// The machine has 2 cores shared with other work: give lazy pages and polling time to appear.
configure({ asyncUtilTimeout: 5000 })
