import { type Language, languageCookie } from './options.ts'
import type { I18n } from './translate.ts'

/** Switches the language and remembers it for the server's choice of page (cookie `lang`, one year). */
export async function switchLanguage(instance: I18n, lng: Language) {
  await instance.changeLanguage(lng)
  document.documentElement.lang = lng
  document.documentElement.dir = instance.dir(lng)
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads; the Cookie Store API is not everywhere
  document.cookie = `${languageCookie}=${lng}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
}
