import { LoginRequired } from '../../auth/LoginRequired.js'
import { UserDataSearch } from '../search/UserDataSearch.js'

export const USER_SEARCH_LOGIN_TEXT = 'Please login to search your data.'

export default function UserSearchPage() {
  return (
    <LoginRequired message={USER_SEARCH_LOGIN_TEXT}>
      <UserDataSearch />
    </LoginRequired>
  )
}
