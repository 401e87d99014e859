import { useParams } from 'react-router'
import { Page } from '../Page.js'

export default function UploadPage() {
  const { uploadId } = useParams()
  return <Page title="Upload">{uploadId}</Page>
}
