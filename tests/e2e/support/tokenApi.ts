/** Calls to an e2e server's API with a token the test already holds. */
export interface Api {
  call: <T>(path: string, init?: RequestInit) => Promise<T>
  /** A raw file of an upload as text. */
  text: (path: string) => Promise<string>
}

export function apiAs(apiUrl: string, token: string): Api {
  return {
    call: async (path, init = {}) => {
      const response = await fetch(`${apiUrl}/${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } })
      if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
      return (await response.json()) as never
    },
    text: async (path) => (await fetch(`${apiUrl}/${path}`, { headers: { Authorization: `Bearer ${token}` } })).text(),
  }
}

/** Waits until the upload processes no more (at most a minute). */
export async function untilIdle(api: Api, uploadId: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const upload = await api.call<{ data: { process_running: boolean } }>(`uploads/${uploadId}`)
    if (!upload.data.process_running) return
    await new Promise((wait) => setTimeout(wait, 500))
  }
  throw new Error(`upload ${uploadId} still processing after a minute`)
}
