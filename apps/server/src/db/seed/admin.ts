import { count, eq } from 'drizzle-orm';
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
  await db
    .insert(users)
    .values({ email: email.toLowerCase(), name: 'Administrator', password_hash: await hashPassword(plain), is_admin: true })
    .onConflictDoNothing();
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return { created: !!admin, generatedPassword: password ? null : plain };
}
