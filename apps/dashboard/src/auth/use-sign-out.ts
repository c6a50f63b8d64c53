import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { useErrorText } from '../components/error-text.ts'
import { useAuth } from './auth.tsx'

/**
 * Signing out from a button: the server ends the session, then the sign-in page opens without a page to return
 * to (whoever signs in next starts at the overview). When the server cannot be reached the session still
 * lives, and the toast says so.
 */
export function useSignOut() {
  const { t } = useTranslation()
  const { signOut } = useAuth()
  const navigate = useNavigate()
  const errorText = useErrorText()
  const mutation = useMutation({
    mutationFn: () => signOut(),
    onSuccess: () => navigate('/login', { replace: true }),
    onError: (error) => toast.error(t('auth.signOutFailed'), { description: errorText(error) }),
  })
  return { signOut: () => mutation.mutate(), pending: mutation.isPending }
}
