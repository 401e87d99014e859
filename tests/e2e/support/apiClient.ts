/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are read field by field */
/** Calls to a running e2e server's API, to prepare data the browser then shows. */

export interface E2eApi {
  json(path: string, init?: RequestInit): Promise<any>
  /** An answer as text (a raw file of an upload). */
  text(path: string): Promise<string>
}

/** The API of the server whose GUI is at `guiUrl`, as `username` (token from GET auth/token). */
export async function apiAs(guiUrl: string, username: string, password: string): Promise<E2eApi> {
  const apiUrl = guiUrl.replace(/gui\/?$/, 'api/v1')
  const answer = await fetch(`${apiUrl}/auth/token?username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}`)
  if (!answer.ok) throw new Error(`no token for ${username}: ${answer.status}`)
  const token = ((await answer.json()) as { access_token: string }).access_token
  return {
    async json(path, init = {}) {
      const headers = new Headers(init.headers)
      headers.set('authorization', `Bearer ${token}`)
      const response = await fetch(`${apiUrl}/${path}`, { ...init, headers })
      const text = await response.text()
      if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`)
      return text ? JSON.parse(text) : undefined
    },
    async text(path) {
      return (await fetch(`${apiUrl}/${path}`, { headers: { authorization: `Bearer ${token}` } })).text()
    },
  }
}

/** Waits until the upload processes no more (at most two minutes) and returns it. */
export async function untilIdle(api: E2eApi, uploadId: string): Promise<any> {
  const started = Date.now()
  for (;;) {
    const { data } = await api.json(`uploads/${uploadId}`)
    if (!data.process_running) return data
    if (Date.now() - started > 120000) throw new Error(`upload ${uploadId} still processing`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Uploads one file, waits for processing and returns the upload. */
export async function processedUpload(api: E2eApi, fileName: string, content: Uint8Array<ArrayBuffer> | string): Promise<any> {
  const created = await api.json(`uploads?file_name=${encodeURIComponent(fileName)}`, { method: 'POST', body: content })
  return untilIdle(api, created.upload_id)
}
