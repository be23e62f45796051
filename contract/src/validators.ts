/**
 * The spec's shared validators (section 5) as plain character sets, lengths and checks: the
 * dashboard's forms build their zod fields from them and the sandbox gateway enforces the same
 * rules on writes, so a value one accepts the other accepts too.
 *
 * Each pattern also compiles with the 'v' flag browsers use for the HTML pattern attribute (every
 * '-' in a class is escaped). Credentials and identifiers (password, username, id) take ASCII
 * letters; human text (names, answers) takes any Unicode letter and combining mark ('José').
 */
export const patterns = {
  /** Password characters: letters, digits and @$!%*#?&^_+-= */
  passwordCharacters: /^[A-Za-z0-9@$!%*#?&^_+=\-]*$/,
  /** "with at least one digit" */
  passwordDigit: /[0-9]/,
  /** Name: letters, apostrophe, comma, backtick, hyphen, spaces and periods. */
  name: /^[\p{L}\p{M}',`\-. ]*$/u,
  /** Username: letters and digits. */
  username: /^[A-Za-z0-9]*$/,
  /**
   * Answer: "letters, digits, listed symbols and space". The list is not given; our reading: the
   * password symbols @$!%*#?&^_+-= plus period, comma and apostrophe (common in answers such as
   * "St. Mary's, Portland"), plus space.
   */
  answer: /^[\p{L}\p{M}0-9@$!%*#?&^_+=\-.,' ]*$/u,
  /** "A 9 to 10 letter/digit pattern (likely an ID)": the characters; the length is min/max. */
  id: /^[A-Za-z0-9]*$/,
} as const

/** Lengths of the shared validators, [min, max]. */
export const lengths = {
  password: [6, 32],
  name: [1, 30],
  username: [3, 16],
  length: [3, 30],
  answer: [3, 30],
  id: [9, 10],
} as const satisfies Record<string, readonly [number, number]>

/**
 * Characters no text field takes (issue 16, decision 100): the C0 controls U+0000-U+001F (NUL, tab,
 * line breaks included: every field is one line), DEL and the C1 controls U+007F-U+009F, and the
 * bidirectional embeddings, overrides and isolates U+202A-U+202E and U+2066-U+2069, which make
 * stored text read differently from what it holds. The marks U+200E/U+200F stay allowed: they
 * reorder nothing and right-to-left keyboards type them.
 */
export const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/
export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value)
/** The field message for a value with control characters (the same text in the dashboard and the sandbox). */
export const CONTROL_CHARACTERS_MESSAGE = 'Remove the control characters from this field.'

/**
 * The first string in a parsed request body (any depth) holding a control character, as its path,
 * or null: the sandbox refuses such a write whatever field it is in.
 */
export function controlCharacterPath(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : null
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, [...path, index])
      if (found) return found
    }
    return null
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharacterPath(item, [...path, key])
      if (found) return found
    }
  }
  return null
}

/** Upper bound for an e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const within = (value: string, [min, max]: readonly [number, number]) =>
  value.length >= min && value.length <= max

export const isValidPassword = (value: string) =>
  within(value, lengths.password) &&
  patterns.passwordCharacters.test(value) &&
  patterns.passwordDigit.test(value)
export const isValidUsername = (value: string) =>
  within(value, lengths.username) && patterns.username.test(value)
export const isValidAnswer = (value: string) => within(value, lengths.answer) && patterns.answer.test(value)
export const isEmail = (value: string) =>
  value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value) && !hasControlCharacters(value)

export const PASSWORD_RULE =
  'Password must be 6 to 32 characters of letters, digits and @$!%*#?&^_+-=, with at least one digit'
