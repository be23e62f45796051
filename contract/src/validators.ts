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
export const isValidName = (value: string) => within(value, lengths.name) && patterns.name.test(value)
export const isValidAnswer = (value: string) => within(value, lengths.answer) && patterns.answer.test(value)
export const isEmail = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value)

export const PASSWORD_RULE =
  'Password must be 6 to 32 characters of letters, digits and @$!%*#?&^_+-=, with at least one digit'
