export { ArchiveBrowser, type ArchiveBrowserProps } from './ArchiveBrowser.js'
export { archivePathOf, laneKeysOf, laneKeyText, parseLaneKey, type LaneKey } from './lanes.js'
