import { messages } from './messages';

/** Passwords (issue 10): at least this long and not containing the e-mail's local part. */
export const passwortMinLaenge = 12;

/** The problem with a new password, or null when it is acceptable. */
export function passwortProblem(passwort: string, email: string): string | null {
  if (passwort.length < passwortMinLaenge) return messages.passwortZuKurz(passwortMinLaenge);
  const lower = passwort.toLowerCase();
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (lower.includes(email.toLowerCase()) || (local.length >= 3 && lower.includes(local)))
    return messages.passwortEnthaeltEmail;
  return null;
}
