import { EmailSchema, PASSWORD_MIN } from '@app/contracts';

/** Spec §5: sign-in is enabled only when the email contains "@" and the password has at least 8 characters. */
export function canSignIn(email: string, password: string): boolean {
  return email.includes('@') && password.length >= PASSWORD_MIN;
}

/** Spec §5: sign-up is enabled only with a valid email (the server's own rule) and while not busy. */
export function canSignUp(email: string, isBusy: boolean): boolean {
  return !isBusy && EmailSchema.safeParse(email).success;
}
