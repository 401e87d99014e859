/** Spec 1 §2: links that start with http or the app base are plain links; all others are in-app links. */
export function isPlainLink(target: string, appBase: string): boolean {
  return /^https?:/.test(target) || (appBase !== '' && target.startsWith(appBase))
}
