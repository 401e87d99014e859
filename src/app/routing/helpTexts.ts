import type { HelpContent } from './routeHandle.js'

export const UPLOADS_HELP: HelpContent = {
  title: 'Uploads',
  body:
    'An upload is a folder of raw files. Drop files (plain, zip or tar.gz) into a new upload; they are processed into ' +
    'entries. Uploads stay private until you publish them, optionally with an embargo of up to 36 months.',
}

export const DATASETS_HELP: HelpContent = {
  title: 'Datasets',
  body: 'A dataset groups entries under a name. Once a DOI is assigned, the dataset can no longer be changed or deleted.',
}

export const APIS_HELP: HelpContent = {
  title: 'APIs',
  body: 'Everything the GUI shows comes from the API. With an app token, your scripts can use it on your behalf.',
}

export const ENTRY_HELP: HelpContent = {
  title: 'Entry',
  body: 'An entry is what processing extracted from one main file: its metadata, files, archive data and processing logs.',
}
