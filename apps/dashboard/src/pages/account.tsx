import { permissions as catalogueOrder } from '@hotel/contract'
import { Check, LogOut, ShieldCheck } from 'lucide-react'
import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../auth/auth.tsx'
import { useSignOut } from '../auth/use-sign-out.ts'
import { buttonClass } from '../components/button-styles.ts'
import { useDocumentTitle } from '../components/document-title.ts'
import { EmptyState } from '../components/empty-state.tsx'
import { Spinner } from '../components/loading-state.tsx'
import { NotGiven, PhoneOrNotGiven } from '../components/not-given.tsx'
import { initials } from '../lib/format.ts'
import { useStaffLabels } from '../lib/staff-labels.ts'
import { AccountSection, PasswordChangeSection, SignOutEverywhereSection } from './account-security.tsx'

/** The signed-in person's own page: who they are to the hotel, what they may do, and signing out. */
export default function AccountPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('account.title'))
  const { user, permissions } = useSession()
  const labels = useStaffLabels()
  const { signOut, pending } = useSignOut()
  const fullName = `${user.name} ${user.last_name}`.trim()
  // The catalogue's order groups a resource's permissions together (rooms, then prices...).
  const held = catalogueOrder.filter((permission) => permissions.includes(permission))

  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="font-semibold text-xl tracking-tight">{t('account.title')}</h1>
        <p className="mt-2 text-ink-soft">{t('account.intro')}</p>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex flex-col gap-6">
          <section
            aria-labelledby="details-heading"
            className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
          >
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="flex size-14 shrink-0 items-center justify-center rounded-full bg-coffee-100 font-semibold text-coffee-700 text-lg"
              >
                {initials(user.name, user.last_name)}
              </span>
              <div className="min-w-0">
                <h2 id="details-heading" className="sr-only">
                  {t('account.detailsHeading')}
                </h2>
                <p className="truncate font-semibold text-lg">{fullName}</p>
                <p className="truncate text-ink-soft text-sm">{user.email}</p>
              </div>
            </div>
            <dl className="mt-6 flex flex-col gap-4 border-line border-t pt-5">
              <Detail label={t('account.name')}>{fullName}</Detail>
              <Detail label={t('account.email')}>
                <span className="break-all">{user.email}</span>
              </Detail>
              <Detail label={t('account.phone')}>
                <PhoneOrNotGiven phone={user.phone} notGiven={t('account.notGiven')} />
              </Detail>
              <Detail label={t('account.identification')}>
                {user.identification ?? <NotGiven text={t('account.notGiven')} />}
              </Detail>
              <Detail label={t('account.roles')}>
                {user.roles.length > 0 ? (
                  <ul className="flex flex-wrap gap-2">
                    {user.roles.map((role) => (
                      <li
                        key={role}
                        className="rounded-full bg-pine-50 px-3 py-1 font-medium text-pine-800 text-sm"
                      >
                        {labels.role(role)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <NotGiven text={t('account.noRoles')} />
                )}
              </Detail>
            </dl>
          </section>

          <AccountSection
            id="sign-out-heading"
            title={t('account.signOutHeading')}
            intro={t('account.signOutIntro')}
          >
            <button
              type="button"
              onClick={signOut}
              disabled={pending}
              className={buttonClass('secondary', { className: 'mt-4 w-full sm:w-auto' })}
            >
              {pending ? <Spinner className="size-4" /> : <LogOut className="size-4" aria-hidden="true" />}
              {pending ? t('auth.signingOut') : t('auth.signOut')}
            </button>
          </AccountSection>
          <PasswordChangeSection email={user.email} />
          <SignOutEverywhereSection />
        </div>

        <section
          aria-labelledby="permissions-heading"
          className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id="permissions-heading" className="font-semibold text-base">
                {t('account.permissionsHeading')}
              </h2>
              <p className="mt-1 text-ink-soft text-sm">{t('account.permissionsIntro')}</p>
            </div>
            {held.length > 0 && (
              <span className="shrink-0 rounded-full bg-pine-50 px-3 py-1 font-semibold text-pine-800 text-sm tabular-nums">
                {held.length}
              </span>
            )}
          </div>
          {held.length > 0 ? (
            <ul className="mt-5 grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {held.map((permission) => (
                <li key={permission} className="flex items-start gap-2.5">
                  <Check className="mt-0.5 size-4 shrink-0 text-pine-700" aria-hidden="true" />
                  <span className="min-w-0 text-sm">
                    {labels.permission(permission)}
                    <code className="block font-mono text-ink-soft text-sm">
                      <BreakableName name={permission} />
                    </code>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-5">
              <EmptyState icon={ShieldCheck} title={t('account.noPermissions')} />
            </div>
          )}
        </section>
      </div>
    </div>
  )
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-ink-soft text-sm">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  )
}

/** "reservations.override_deadline" may wrap after its dots and underscores, never inside a word. */
function BreakableName({ name }: { name: string }) {
  return name.split(/(?<=[._])/).map((part, index, parts) => (
    <Fragment key={part}>
      {part}
      {index < parts.length - 1 && <wbr />}
    </Fragment>
  ))
}
