import { describe, expect, it } from 'vitest'
import { RETURN_PATH_MAX, returnPath, safeRedirectTarget, safeRelativePath } from './redirects'

const appOrigin = 'https://dashboard.example.com'
const allowed = [
  'https://ebill.example.com',
  'https://crm.example.org:8443',
  'not a url',
  'javascript:alert(1)',
]
const target = (redirect: string | null | undefined) => safeRedirectTarget(redirect, allowed, appOrigin)

describe('safeRedirectTarget: allowed', () => {
  it('returns a URL on an allowed origin, with its path', () => {
    expect(target('https://ebill.example.com/pay?x=1#top')).toBe('https://ebill.example.com/pay?x=1#top')
  })
  it('normalises case and the default port of an allowed origin', () => {
    expect(target('HTTPS://EBILL.EXAMPLE.COM:443/pay')).toBe('https://ebill.example.com/pay')
  })
  it('matches a non-default port exactly', () => {
    expect(target('https://crm.example.org:8443/sso')).toBe('https://crm.example.org:8443/sso')
  })
  it('accepts an allow-list entry written with a trailing slash or path', () => {
    expect(safeRedirectTarget('https://ebill.example.com/a', ['https://ebill.example.com/'], appOrigin)).toBe(
      'https://ebill.example.com/a',
    )
  })
})

describe('safeRedirectTarget: same origin gives only a relative path', () => {
  it('an absolute URL on the app origin becomes its path', () => {
    expect(target('https://dashboard.example.com/benefits/dental?asOfDate=2025-01-01#x')).toBe(
      '/benefits/dental?asOfDate=2025-01-01#x',
    )
  })
  it('a relative path stays a relative path', () => {
    expect(target('/benefits')).toBe('/benefits')
  })
  it('the app origin itself becomes /', () => {
    expect(target('https://dashboard.example.com')).toBe('/')
  })
  it('the app origin need not be on the allow-list', () => {
    expect(safeRedirectTarget('https://dashboard.example.com/home', [], appOrigin)).toBe('/home')
  })
})

describe('safeRedirectTarget: nothing to do', () => {
  it.each([null, undefined, ''])('%s gives null', (value) => {
    expect(target(value)).toBeNull()
  })
})

describe('safeRedirectTarget: hostile inputs give null', () => {
  it.each([
    ['another origin', 'https://evil.example.net/'],
    ['http instead of https of an allowed origin', 'http://ebill.example.com/pay'],
    ['an allowed host on another port', 'https://ebill.example.com:444/'],
    ['a look-alike subdomain', 'https://ebill.example.com.evil.net/'],
    ['a look-alike suffix', 'https://evilebill.example.com/'],
    ['a trailing-dot host', 'https://ebill.example.com./'],
    ['the allowed origin in the path', 'https://evil.net/https://ebill.example.com'],
    ['the allowed origin in the query', 'https://evil.net/?next=https://ebill.example.com'],
    ['the allowed origin in the fragment', 'https://evil.net#@ebill.example.com'],
    ['userinfo: allowed as user, evil host', 'https://ebill.example.com@evil.net/'],
    ['userinfo: evil as user, allowed host', 'https://evil.net@ebill.example.com/'],
    ['userinfo with password', 'https://user:pass@ebill.example.com/'],
    ['encoded userinfo', 'https://ebill.example.com%2f@evil.net/'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: mixed case', 'JaVaScRiPt:alert(document.cookie)'],
    ['javascript: with a tab inside', 'java\tscript:alert(1)'],
    ['javascript: with a newline inside', 'java\nscript:alert(1)'],
    ['javascript: with leading space', ' javascript:alert(1)'],
    ['javascript: dressed as the allowed origin', 'javascript://ebill.example.com/%0aalert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://ebill.example.com/'],
    ['protocol-relative //evil', '//evil.net'],
    ['protocol-relative to an allowed host', '//ebill.example.com/pay'],
    ['triple slash', '///evil.net'],
    ['slash-backslash', '/\\evil.net'],
    ['backslash-backslash', '\\\\evil.net'],
    ['backslash in an allowed URL', 'https://ebill.example.com\\@evil.net'],
    ['backslash after the scheme', 'https:\\\\evil.net'],
    ['scheme without slashes', 'https:evil.net'],
    ['scheme with one slash', 'https:/evil.net'],
    ['tab in a path', '/\t/evil.net'],
    ['newline in a path', '/\n/evil.net'],
    ['carriage return in a URL', 'https://ebill.example.com/\r\nSet-Cookie:x=1'],
    ['NUL byte', '/home\u0000'],
    ['non-breaking space prefix', '\u00a0https://ebill.example.com/'],
    ['encoded double slash', '/%2F%2Fevil.net'],
    ['encoded lowercase slash', '/%2fevil.net'],
    ['encoded backslash', '/%5Cevil.net'],
    ['a bare host name', 'evil.net'],
    ['a relative path without a leading slash', 'home'],
    ['dot-relative path', './home'],
    ['an allowed origin whose entry is not http(s)', 'javascript:alert(1)'],
  ])('%s: %j', (_label, value) => {
    expect(target(value)).toBeNull()
  })
  it('nothing passes an empty allow-list except the app origin', () => {
    expect(safeRedirectTarget('https://ebill.example.com/', [], appOrigin)).toBeNull()
  })
  it('an unparseable app origin matches nothing', () => {
    expect(safeRedirectTarget('https://ebill.example.com/pay', allowed, 'nonsense')).toBe(
      'https://ebill.example.com/pay',
    )
    expect(safeRedirectTarget('https://dashboard.example.com/pay', allowed, 'nonsense')).toBeNull()
  })
})

describe('safeRelativePath', () => {
  it('keeps a path with search and hash', () => {
    expect(safeRelativePath('/benefits/summary?asOfDate=2025-01-01#top', '/home')).toBe(
      '/benefits/summary?asOfDate=2025-01-01#top',
    )
  })
  it('normalises dot segments', () => {
    expect(safeRelativePath('/account/../home', '/home')).toBe('/home')
  })
  it('cannot climb above the root', () => {
    expect(safeRelativePath('/../../etc/passwd', '/home')).toBe('/etc/passwd')
  })
  it('returns the fallback for null or undefined', () => {
    expect([safeRelativePath(null, '/home'), safeRelativePath(undefined, '/home')]).toEqual([
      '/home',
      '/home',
    ])
  })
  it('accepts null as the fallback', () => {
    expect(safeRelativePath('//evil.net', null)).toBeNull()
  })
  it.each([
    '',
    'home',
    './home',
    '../home',
    'https://dashboard.example.com/home',
    'https://evil.net',
    '//evil.net',
    '///evil.net',
    '/\\evil.net',
    '\\/evil.net',
    '/home\\..\\..\\evil',
    '/%2F/evil.net',
    '/%5cevil.net',
    '/\t/evil.net',
    ' /home',
    'javascript:alert(1)',
    'data:text/html,x',
  ])('rejects %j', (value) => {
    expect(safeRelativePath(value, '/home')).toBe('/home')
  })
})

describe('returnPath: the page asked for before signing in (decision 097)', () => {
  it.each([
    ['/account/summary', '/account/summary'],
    ['/claims?page=2#list', '/claims?page=2#list'],
    ['/benefits/dental', '/benefits/dental'],
    ['/a/../account/summary', '/account/summary'],
  ])('%s -> %s', (value, expected) => {
    expect(returnPath(value)).toBe(expected)
  })

  it.each([
    '//evil.example',
    '//evil.example/account/summary',
    'https://evil.example',
    'https://evil.example/account/summary',
    'http:evil.example',
    '/\\evil.example',
    '\\evil.example',
    '/%2Fevil.example',
    '/%2fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '%2F%2Fevil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    ' /account/summary',
    'account/summary',
    '',
  ])('refuses %j (never an open redirect)', (value) => {
    expect(returnPath(value)).toBeNull()
  })

  it.each([
    '/',
    '/login',
    '/login?redirectTo=%2Fhome',
    '/logout',
    '/LOGOUT',
    '/sso-landing',
    '/login-as',
    '/group-selection',
    '/update-email',
    '/registration-policies',
    '/registration',
    '/recovery/password',
    '/crm-hand-off',
    '/verify-device',
    '/resources/id-card',
    '/%2e%2e/logout',
  ])('refuses the sign-in door %s (no loop, no second sign-out)', (value) => {
    expect(returnPath(value)).toBeNull()
  })

  it('refuses missing values and anything longer than RETURN_PATH_MAX', () => {
    expect(returnPath(null)).toBeNull()
    expect(returnPath(undefined)).toBeNull()
    expect(returnPath(`/claims?q=${'x'.repeat(RETURN_PATH_MAX)}`)).toBeNull()
  })
})
