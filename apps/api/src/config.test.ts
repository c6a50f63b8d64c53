import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('works with no variables at all', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.DEFAULT_LOCALE).toBe('en')
    expect(config.EXCHANGE_RATE).toBe('36.8')
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.DATABASE_URL).toBeUndefined()
  })

  it('treats empty optional URLs as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: ' ' }).REDIS_URL).toBeUndefined()
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DEFAULT_LOCALE', 'fr'],
    ['DATABASE_URL', 'not a url'],
    ['EXCHANGE_RATE', '-3'],
    ['EXCHANGE_RATE', '36,8'],
    ['HOTEL_EMAIL', 'nobody'],
  ])('rejects %s=%s with one line naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError)
    try {
      loadConfig({ [name]: value })
    } catch (error) {
      const message = (error as Error).message
      expect(message).toMatch(new RegExp(`^Invalid configuration: ${name}: `))
      expect(message).not.toContain('\n')
    }
  })

  it('derives the public URL from PORT unless given', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080')
    expect(loadConfig({ PUBLIC_URL: 'https://casapinar.example/' }).publicUrl).toBe(
      'https://casapinar.example',
    )
  })
})
