import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google'
import { useLayoutEffect, useRef, useState } from 'react'

/** Google's own button (Google Identity Services); loaded only when the hotel configured a client id. */
export default function GoogleSignIn({
  clientId,
  locale,
  text,
  onCredential,
  onError,
  onUnavailable,
}: {
  clientId: string
  locale: string
  text: 'signin_with' | 'signup_with'
  onCredential: (credential: string) => void
  onError: () => void
  onUnavailable: () => void
}) {
  const box = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  // Google draws the button at a fixed width (200 to 400 px): as wide as the card allows.
  useLayoutEffect(() => {
    setWidth(Math.max(200, Math.min(400, Math.floor(box.current?.clientWidth ?? 320))))
  }, [])
  return (
    <GoogleOAuthProvider clientId={clientId} locale={locale} onScriptLoadError={onUnavailable}>
      <div ref={box} className="flex min-h-11 justify-center">
        {width ? (
          <GoogleLogin
            onSuccess={({ credential }) => (credential ? onCredential(credential) : onError())}
            onError={onError}
            text={text}
            shape="rectangular"
            size="large"
            width={width}
          />
        ) : null}
      </div>
    </GoogleOAuthProvider>
  )
}
