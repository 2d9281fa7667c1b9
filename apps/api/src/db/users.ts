import type { AuthUser, Language, Role } from '@bookshop/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { users } from './schema';

export type UserRow = typeof users.$inferSelect;

export function toAuthUser(user: UserRow): AuthUser {
  return {
    _id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    telephone: user.telephone,
    profileImage: user.profileImage,
    role: user.role,
    activated: user.activated,
  };
}

/** Emails are compared case-insensitively, as the unique index on lower(email) does. */
const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(sameEmail(email)).limit(1);
  return user;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export interface NewUser {
  name: string;
  surname: string;
  email: string;
  telephone: string;
  passwordHash: string;
  activationTokenHash: string | null;
  role?: Role;
  activated?: boolean;
  /** The language of the shopper's mails. */
  language?: Language;
}

/** Creates the user; undefined when the email is already registered (also when two sign-ups race). */
export async function createUser(db: Database, user: NewUser): Promise<UserRow | undefined> {
  const [created] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return created;
}

export async function updateUser(
  db: Database,
  id: string,
  changes: { name?: string; surname?: string; telephone?: string; profileImage?: string | null },
): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return updated;
}

/** ADMIN_EMAIL/ADMIN_PASSWORD at start: create that admin, or make the existing account an admin. */
export async function upsertAdmin(db: Database, email: string, passwordHash: string): Promise<UserRow> {
  const existing = await findUserByEmail(db, email);
  if (existing) {
    const [updated] = await db
      .update(users)
      .set({ role: 'admin', passwordHash, activated: true, updatedAt: new Date() })
      .where(eq(users.id, existing.id))
      .returning();
    return updated ?? existing;
  }
  const [created] = await db
    .insert(users)
    .values({
      name: 'Admin',
      surname: 'Bookshop',
      email,
      telephone: '+34 900 000 000',
      passwordHash,
      role: 'admin',
      activated: true,
      activationTokenHash: null,
    })
    .returning();
  if (!created) throw new Error(`Could not create the admin ${email}`);
  return created;
}
