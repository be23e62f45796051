/** The spec's shared validators (section 5), as the gateway enforces them on writes. */
export const PASSWORD = /^(?=.*\d)[A-Za-z\d@$!%*#?&^_+\-=]{6,32}$/
export const USERNAME = /^[A-Za-z\d]{3,16}$/
export const NAME = /^[A-Za-z'`,.\- ]{1,30}$/
export const ANSWER = /^[A-Za-z\d@$!%*#?&^_+\-=.,'` ]{3,30}$/
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const PASSWORD_RULE =
  'Password must be 6 to 32 characters of letters, digits and @$!%*#?&^_+-=, with at least one digit'

export const isEmail = (value: string) => value.length <= 254 && EMAIL.test(value)
