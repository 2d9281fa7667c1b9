import type { AccountExport } from '@bookshop/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from './client';
import { localisedOf } from './localised';
import { listUserOrders } from './orders';
import { books, commentEvaluations, comments, orders, ratings, users, wishlistEntries } from './schema';
import { toAuthUser, type UserRow } from './users';

const iso = (date: Date | string) => new Date(date).toISOString();

/** Everything the shop keeps about one shopper (GDPR articles 15 and 20); never the password hash. */
export async function exportAccount(db: Database, user: UserRow): Promise<AccountExport> {
  const [orderList, commentRows, ratingRows, evaluationRows, wishlistRows] = await Promise.all([
    listUserOrders(db, user.id),
    db
      .select({
        id: comments.id,
        text: comments.text,
        createdAt: comments.createdAt,
        bookId: books.id,
        nameEng: books.nameEng,
        nameEsp: books.nameEsp,
        nameCat: books.nameCat,
      })
      .from(comments)
      .innerJoin(books, eq(comments.bookId, books.id))
      .where(eq(comments.userId, user.id))
      .orderBy(asc(comments.createdAt)),
    db
      .select({
        halves: ratings.halves,
        updatedAt: ratings.updatedAt,
        bookId: books.id,
        nameEng: books.nameEng,
        nameEsp: books.nameEsp,
        nameCat: books.nameCat,
      })
      .from(ratings)
      .innerJoin(books, eq(ratings.bookId, books.id))
      .where(eq(ratings.userId, user.id))
      .orderBy(asc(ratings.updatedAt)),
    db
      .select({
        comment: commentEvaluations.commentId,
        value: commentEvaluations.value,
        createdAt: commentEvaluations.createdAt,
      })
      .from(commentEvaluations)
      .where(eq(commentEvaluations.userId, user.id))
      .orderBy(asc(commentEvaluations.createdAt)),
    // Every book kept for later (issue 37), unpublished ones too: they are the reader's data.
    db
      .select({
        addedAt: wishlistEntries.addedAt,
        bookId: books.id,
        nameEng: books.nameEng,
        nameEsp: books.nameEsp,
        nameCat: books.nameCat,
      })
      .from(wishlistEntries)
      .innerJoin(books, eq(wishlistEntries.bookId, books.id))
      .where(eq(wishlistEntries.userId, user.id))
      .orderBy(asc(wishlistEntries.addedAt)),
  ]);
  const addresses = new Map<string, AccountExport['addresses'][number]>();
  for (const { delivery } of orderList) {
    const { street, postcode, town, telephone } = delivery;
    addresses.set(JSON.stringify([street, postcode, town, telephone]), { street, postcode, town, telephone });
  }
  return {
    exportedAt: new Date().toISOString(),
    profile: { ...toAuthUser(user), language: user.language, createdAt: iso(user.createdAt) },
    addresses: [...addresses.values()],
    orders: orderList,
    comments: commentRows.map((row) => ({
      _id: row.id,
      book: { _id: row.bookId, name: localisedOf(row.nameEng, row.nameEsp, row.nameCat) },
      text: row.text,
      createdAt: iso(row.createdAt),
    })),
    ratings: ratingRows.map((row) => ({
      book: { _id: row.bookId, name: localisedOf(row.nameEng, row.nameEsp, row.nameCat) },
      rating: row.halves / 2,
      updatedAt: iso(row.updatedAt),
    })),
    commentEvaluations: evaluationRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    wishlist: wishlistRows.map((row) => ({
      book: { _id: row.bookId, name: localisedOf(row.nameEng, row.nameEsp, row.nameCat) },
      addedAt: iso(row.addedAt),
    })),
  };
}

/**
 * Deletes the account, in one transaction: its orders keep what the accounts need (amounts, dates,
 * items, status) and lose the person (address and telephone; the user link goes with the account);
 * its comments stay without an author; sessions, ratings, likes, basket, books kept for later and mailed links go with it.
 */
export async function deleteAccount(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ street: '', postcode: '', town: '', telephone: '' })
      .where(eq(orders.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
