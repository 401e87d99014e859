import { useLocation, useParams } from 'react-router'
import { UploadPageView } from '../uploads/UploadPageView.js'

/** /user/uploads/upload/id/{uploadId} (Overview) and .../files/{path} (Files). */
export default function UploadPage() {
  const { uploadId = '', '*': rest } = useParams()
  const { pathname } = useLocation()
  const filesPath = /\/files(\/|$)/.test(pathname) ? (rest ?? '') : undefined
  return <UploadPageView key={uploadId} uploadId={uploadId} filesPath={filesPath} />
}
