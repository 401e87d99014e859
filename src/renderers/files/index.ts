export { FileBrowser, type FileBrowserProps } from './FileBrowser.js'
export { FilePreview, READ_FAILURE_TEXT } from './FilePreview.js'
