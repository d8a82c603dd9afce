import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
import { generatePassword, hashPassword } from '../../platform/passwords';

/**
 * On an empty user table: creates the first admin. Answers the generated password when none was
 * configured (printed once by main.ts), otherwise null.
 */
export async function ensureFirstAdmin(
  db: Db,
  email: string,
  password: string | undefined,
): Promise<{ created: boolean; generatedPassword: string | null }> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(users);
  if (n > 0) return { created: false, generatedPassword: null };
  const plain = password ?? generatePassword();
  const inserted = await db
    .insert(users)
    .values({
      email: email.toLowerCase(),
      name: 'Administrator',
      password_hash: await hashPassword(plain),
      is_admin: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Someone else created it meanwhile: their password holds, ours was never stored.
  if (!inserted.length) return { created: false, generatedPassword: null };
  return { created: true, generatedPassword: password ? null : plain };
}
