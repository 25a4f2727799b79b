import { EmailSchema, UserCreateSchema, WIZARD_PASSWORD_MIN } from '@app/contracts';

/**
 * Sign-in is enabled only when the email contains "@" and the password has at least 7 characters: the
 * wizard's account step accepts 7 (docs/users.md#passwords), so such an account must be able to sign in,
 * while every screen that sets a password still asks for 8.
 */
export function canSignIn(email: string, password: string): boolean {
  return email.includes('@') && password.length >= WIZARD_PASSWORD_MIN;
}

/** Sign-up is enabled only with a valid email (the server's own rule) and while not busy. */
export function canSignUp(email: string, isBusy: boolean): boolean {
  return !isBusy && EmailSchema.safeParse(email).success;
}

// The server's own limit, so a long address from an ad campaign is cut rather than refused.
const REFERER_MAX = UserCreateSchema.shape.referer.unwrap().maxLength ?? Number.POSITIVE_INFINITY;

/**
 * Sign-up sends the page the visitor came from (docs/users.md). Empty (typed address, stripped by the browser's
 * referrer policy) means unknown, so nothing is sent; longer than the server accepts is truncated.
 */
export function signUpReferer(referrer: string): { referer?: string } {
  return referrer === '' ? {} : { referer: referrer.slice(0, REFERER_MAX) };
}
