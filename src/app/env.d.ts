export {}

declare global {
  interface Window {
    /** The startup configuration, written by the server's env.js before the bundle loads. */
    strataEnv?: unknown
  }
}
