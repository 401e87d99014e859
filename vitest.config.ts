import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { metainfoAsData } from './scripts/vite/metainfoAsData.js'

export default defineConfig({
  plugins: [react(), metainfoAsData()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    setupFiles: ['tests/setup/settleLazyLoads.ts'],
  },
})
