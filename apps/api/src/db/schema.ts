import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Stored languages are the codes of `@bookshop/contract`'s languages.ts (written out here for drizzle-kit).
// Localised texts are two columns (`*_eng`, `*_esp`) so that each language can be indexed for search;
// books', authors' and publishers' may have a third, Catalan (`*_cat`, optional, migration 0027).

/**
 * Each name as search compares it: lower-cased, without accents, the ela geminada as "ll" (search_key(),
 * migrations 0002 and 0028). Stored, so that search reads and ranks names without working the keys out
 * again for every candidate. The Catalan key is the Spanish name's where there is no Catalan one.
 */
function searchKeyColumns() {
  return {
    nameEngKey: text('name_eng_key').generatedAlwaysAs(sql`public.search_key(name_eng)`),
    nameEspKey: text('name_esp_key').generatedAlwaysAs(sql`public.search_key(name_esp)`),
    nameCatKey: text('name_cat_key').generatedAlwaysAs(sql`public.search_key(coalesce(name_cat, name_esp))`),
  };
}

/**
 * The words of each name's search key as the database's 'simple' parser makes them, with positions
 * (a tsvector's text): what a search matches in the API process (migration 0020, book-search.ts).
 */
function searchTokenColumns() {
  return {
    nameEngTokens: text('name_eng_tokens').generatedAlwaysAs(
      sql`(to_tsvector('simple'::regconfig, public.search_key(name_eng)))::text`,
    ),
    nameEspTokens: text('name_esp_tokens').generatedAlwaysAs(
      sql`(to_tsvector('simple'::regconfig, public.search_key(name_esp)))::text`,
    ),
    nameCatTokens: text('name_cat_tokens').generatedAlwaysAs(
      sql`(to_tsvector('simple'::regconfig, public.search_key(coalesce(name_cat, name_esp))))::text`,
    ),
  };
}

/**
 * Word prefixes ("harr", "cien anos") through full-text indexes, other parts of a name and typos
 * through trigram indexes (src/db/search.ts).
 */
function searchIndexes(
  prefix: string,
  table: {
    nameEngKey: ExtraConfigColumn;
    nameEspKey: ExtraConfigColumn;
    nameCatKey: ExtraConfigColumn;
    nameCat: ExtraConfigColumn;
  },
) {
  return [
    index(`${prefix}_name_eng_words_idx`).using(
      'gin',
      sql`to_tsvector('simple'::regconfig, ${table.nameEngKey})`,
    ),
    index(`${prefix}_name_esp_words_idx`).using(
      'gin',
      sql`to_tsvector('simple'::regconfig, ${table.nameEspKey})`,
    ),
    index(`${prefix}_name_eng_key_idx`).using('gin', table.nameEngKey.op('gin_trgm_ops')),
    index(`${prefix}_name_esp_key_idx`).using('gin', table.nameEspKey.op('gin_trgm_ops')),
    // Catalan names only (migration 0028): the Spanish keys stand for the others'.
    index(`${prefix}_name_cat_words_idx`)
      .using('gin', sql`to_tsvector('simple'::regconfig, ${table.nameCatKey})`)
      .where(sql`${table.nameCat} IS NOT NULL`),
    index(`${prefix}_name_cat_key_idx`)
      .using('gin', table.nameCatKey.op('gin_trgm_ops'))
      .where(sql`${table.nameCat} IS NOT NULL`),
  ];
}
export const authors = pgTable(
  'authors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEng: text('name_eng').notNull(),
    nameEsp: text('name_esp').notNull(),
    nameCat: text('name_cat'),
    biographyEng: text('biography_eng').notNull(),
    biographyEsp: text('biography_esp').notNull(),
    biographyCat: text('biography_cat'),
    image: text('image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Unpublished by an admin (back office): hidden from the shop, kept for orders and history.
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    ...searchKeyColumns(),
    ...searchTokenColumns(),
  },
  (table) => [
    index('authors_name_eng_idx').on(table.nameEng),
    // Imports find an author by name as search compares names (migration 0024).
    index('authors_name_eng_key_btree_idx').on(table.nameEngKey),
    ...searchIndexes('authors', table),
  ],
);

export const publishers = pgTable(
  'publishers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEng: text('name_eng').notNull(),
    nameEsp: text('name_esp').notNull(),
    nameCat: text('name_cat'),
    informationEng: text('information_eng').notNull(),
    informationEsp: text('information_esp').notNull(),
    informationCat: text('information_cat'),
    image: text('image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Unpublished by an admin (back office): hidden from the shop, kept for orders and history.
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    ...searchKeyColumns(),
  },
  (table) => [
    index('publishers_name_eng_idx').on(table.nameEng),
    index('publishers_name_eng_key_btree_idx').on(table.nameEngKey),
    ...searchIndexes('publishers', table),
  ],
);

export const books = pgTable(
  'books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEng: text('name_eng').notNull(),
    nameEsp: text('name_esp').notNull(),
    nameCat: text('name_cat'),
    titleEng: text('title_eng').notNull(),
    titleEsp: text('title_esp').notNull(),
    titleCat: text('title_cat'),
    infoEng: text('info_eng').notNull(),
    infoEsp: text('info_esp').notNull(),
    infoCat: text('info_cat'),
    image: text('image').notNull(),
    category: text('category').array().notNull().default(sql`'{}'::text[]`),
    authorId: uuid('author_id')
      .notNull()
      .references(() => authors.id),
    publisherId: uuid('publisher_id')
      .notNull()
      .references(() => publishers.id),
    pagesCount: integer('pages_count').notNull(),
    language: text('language').notNull(),
    year: integer('year').notNull(),
    // Exact money: numeric(10,2), never a float.
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Unpublished by an admin (back office): hidden from the shop, kept for orders and history.
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    // Copies the shop can sell (migration 0014): an order takes them in conditional UPDATEs, a
    // cancelled order gives them back; never below zero. 10 until an admin counts them in.
    stock: integer('stock').notNull().default(10),
    // The edition (issue 38, migration 0024): ISBN-13 as 13 digits, unique (imports upsert by it).
    isbn: text('isbn'),
    format: text('format', { enum: ['paperback', 'hardback', 'ebook'] }),
    translator: text('translator'),
    series: text('series'),
    seriesNumber: integer('series_number'),
    ...searchKeyColumns(),
    ...searchTokenColumns(),
  },
  (table) => [
    uniqueIndex('books_isbn_idx').on(table.isbn),
    check('books_isbn_shape', sql`${table.isbn} ~ '^97[89][0-9]{10}$'`),
    check('books_format_check', sql`${table.format} IN ('paperback', 'hardback', 'ebook')`),
    // Stock (migration 0014): never negative. No index on it (0035): an order's stock update then
    // changes the row in place, not every index of the book.
    check('books_stock_not_negative', sql`${table.stock} >= 0`),
    // NULLS FIRST is what a plain ORDER BY ... DESC means: only then can "newest first" read the index.
    index('books_newest_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('books_category_idx').using('gin', table.category),
    index('books_author_idx').on(table.authorId),
    index('books_publisher_idx').on(table.publisherId),
    ...searchIndexes('books', table),
  ],
);

/**
 * The distinct words of all names (lower-cased, unaccented), kept by triggers (migration 0006): a typo
 * is looked up among these few thousand words, not among the names.
 */
export const searchVocabulary = pgTable('search_vocabulary', { word: text('word').primaryKey() }, (table) => [
  index('search_vocabulary_word_idx').using('gin', table.word.op('gin_trgm_ops')),
]);

/** A transaction id that never wraps around (PostgreSQL's `xid8`), as `pg_current_xact_id()` gives it. */
const transactionId = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Which books changed what a list of books shows (their own fields or their ratings), and the
 * transaction that last changed each; written by triggers (migration 0012). Each API process keeps
 * the lists' filters, sorts and counts in memory (src/books/book-index.ts) and reads from here only
 * what changed since it last looked.
 */
export const bookListingChanges = pgTable(
  'book_listing_changes',
  {
    bookId: uuid('book_id').primaryKey(),
    changedBy: transactionId('changed_by').notNull().default(sql`pg_current_xact_id()`),
  },
  (table) => [index('book_listing_changes_changed_by_idx').on(table.changedBy)],
);

/**
 * The book indexes saved to files (src/book-lists/index-snapshot.ts), each under a token of its own: a
 * file is read at a start only where its token is here, so a file never stands for another database
 * (or for this one restored from a backup taken before the file was saved). Its horizon is where the
 * changes after it are read from.
 */
export const bookIndexSnapshots = pgTable('book_index_snapshots', {
  token: uuid('token').primaryKey(),
  horizon: transactionId('horizon').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});

export const roleEnum = pgEnum('role', ['user', 'admin']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    telephone: text('telephone').notNull(),
    // argon2id PHC string; an empty hash never verifies (demo readers who cannot sign in).
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('user'),
    profileImage: text('profile_image'),
    activated: boolean('activated').notNull().default(false),
    // SHA-256 of the token mailed at sign-up; cleared once used.
    // No longer written: activation tokens live in account_tokens (migration 0016).
    activationTokenHash: text('activation_token_hash'),
    /** The language the shopper signed up in (`esp`, `eng`, `cat`): their mails are written in it. */
    language: text('language', { enum: ['esp', 'eng', 'cat'] })
      .notNull()
      .default('esp'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One account per address whatever its case: Ana@x.com and ana@x.com are the same person.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    index('users_activation_token_idx').on(table.activationTokenHash),
    check('users_language_check', sql`${table.language} IN ('esp', 'eng', 'cat')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The cookie holds the random token; the database only its SHA-256, so a leaked table opens nothing.
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Its last use (at most a minute old): the idle timeout counts from it (auth/session-limits.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_idx').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

/**
 * Attempts that are limited (sign-ins, password changes, sign-ups; db/attempts.ts): one row per key an
 * attempt counts under, so that every API process counts the same ones.
 */
export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What was attempted: `login`, `password`, `signup`... */
    kind: text('kind').notNull(),
    /** Whom or what it counts against: an account, an address, both. */
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('attempts_kind_key_created_idx').on(table.kind, table.key, table.createdAt),
    index('attempts_created_idx').on(table.createdAt),
  ],
);

export const ratings = pgTable(
  'ratings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    // Half stars as integers (1 = 0.5 stars ... 10 = 5 stars): exact, no float comparisons.
    halves: smallint('halves').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.bookId] }),
    index('ratings_book_idx').on(table.bookId),
    check('ratings_halves_range', sql`${table.halves} BETWEEN 1 AND 10`),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    // Null once its author deleted their account: the comment stays, anonymised (migration 0016).
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('comments_book_created_idx').on(table.bookId, table.createdAt.desc().nullsFirst()),
    index('comments_created_idx').on(table.createdAt),
  ],
);

export const evaluationEnum = pgEnum('evaluation', ['like', 'dislike']);

export const commentEvaluations = pgTable(
  'comment_evaluations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    value: evaluationEnum('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.commentId] }),
    index('comment_evaluations_comment_idx').on(table.commentId),
  ],
);

export const basketEntries = pgTable(
  'basket_entries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.bookId] }),
    check('basket_entries_count_positive', sql`${table.count} > 0`),
  ],
);

/** "Para después" (issue 37): books a signed-in reader keeps for later, one row per reader and book. */
export const wishlistEntries = pgTable(
  'wishlist_entries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.bookId] }),
    index('wishlist_entries_book_idx').on(table.bookId),
  ],
);

export const sliderImages = pgTable('slider_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  image: text('image').notNull(),
  // The headline laid over the artwork; the columns keep the name they had when it was the image's alt.
  headlineEng: text('alt_eng').notNull(),
  headlineEsp: text('alt_esp').notNull(),
  // Optional, as the catalogue's Catalan texts: a missing one reads as the Spanish (issue 35).
  headlineCat: text('alt_cat'),
  /** The shop path the slide opens (issue 37: contract isSlideLink), or null. */
  link: text('link'),
  position: integer('position').notNull(),
});

export const orderStatusEnum = pgEnum('order_status', [
  'awaiting_payment',
  'placed',
  'shipped',
  'delivered',
  'cancelled',
  'return_requested',
  'returned',
]);
export const paymentMethodEnum = pgEnum('payment_method', ['card_on_delivery', 'card', 'bizum']);
export const paymentStatusEnum = pgEnum('payment_status', [
  'on_delivery',
  'pending',
  'paid',
  'refused',
  'expired',
  'refund_pending',
  'refunded',
  'refund_failed',
]);
export const deliveryPromiseEnum = pgEnum('delivery_promise', ['24h', 'operator', 'days', 'pickup']);
// Issue 37 (migration 0030): by courier to the address, or collected at the shop.
export const deliveryMethodEnum = pgEnum('delivery_method', ['courier', 'pickup']);

/** The delivery table admins change: a zone by postcode range, its price (IVA included) and working days. */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    postcodeFrom: text('postcode_from').notNull(),
    postcodeTo: text('postcode_to').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    days: integer('days').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('delivery_zones_postcodes_idx').on(table.postcodeFrom, table.postcodeTo),
    check(
      'delivery_zones_postcodes_check',
      sql`${table.postcodeFrom} ~ '^[0-9]{5}$' AND ${table.postcodeTo} ~ '^[0-9]{5}$' AND ${table.postcodeFrom} <= ${table.postcodeTo}`,
    ),
    check('delivery_zones_price_check', sql`${table.price} >= 0`),
    check('delivery_zones_days_check', sql`${table.days} BETWEEN 1 AND 30`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null once the shopper deleted their account: the order stays for the accounts (migration 0016).
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: orderStatusEnum('status').notNull().default('placed'),
    // Exact money, like book prices: the sum of the items' price × count, computed by the database.
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    town: text('town').notNull(),
    telephone: text('telephone').notNull(),
    deliveryFree: boolean('delivery_free').notNull(),
    deliveryPromise: deliveryPromiseEnum('delivery_promise').notNull(),
    // Issue 37 (migration 0030): how the books go, what delivery costs (part of `total`, IVA at 21 %),
    // the date a zone's courier delivery is expected by, and when a pickup order was ready to collect.
    deliveryMethod: deliveryMethodEnum('delivery_method').notNull().default('courier'),
    deliveryPrice: numeric('delivery_price', { precision: 10, scale: 2 }).notNull().default('0'),
    deliveryExpectedBy: date('delivery_expected_by', { mode: 'string' }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    payment: paymentMethodEnum('payment').notNull(),
    // Issue 36 (migration 0023): where the money is (payments/), the bank's number for the payment
    // (Redsys' Ds_Order, from the bank_order_numbers sequence), until when unpaid copies are held.
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('on_delivery'),
    bankOrder: text('bank_order'),
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // A process asking the bank for the refund holds it until then; another takes over after.
    refundClaimedUntil: timestamp('refund_claimed_until', { withTimezone: true }),
    // A full invoice's buyer, when the shopper asked for one (else a simplified invoice).
    invoiceTaxId: text('invoice_tax_id'),
    invoiceName: text('invoice_name'),
    // The client's Idempotency-Key and a hash of the body it came with: a retry finds the same order,
    // the same key with another body is refused. Unique per user, across every API process.
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('orders_user_idempotency_key_idx').on(table.userId, table.idempotencyKey),
    index('orders_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    index('orders_created_idx').on(table.createdAt.desc().nullsFirst()),
    uniqueIndex('orders_bank_order_idx').on(table.bankOrder),
    index('orders_hold_until_idx').on(table.holdUntil).where(sql`${table.holdUntil} IS NOT NULL`),
    index('orders_refund_pending_idx')
      .on(table.refundClaimedUntil)
      .where(sql`${table.paymentStatus} = 'refund_pending'`),
  ],
);

/** Issue 36: the last number given in each invoice series, taken in the transaction that issues one. */
export const invoiceCounters = pgTable('invoice_counters', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const invoiceKindEnum = pgEnum('invoice_kind', ['simplified', 'full', 'corrective']);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * An issued invoice (db/invoices.ts): its number, what it says (`details`) and its PDF as issued, kept
 * for good; a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0023).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: invoiceKindEnum('kind').notNull(),
    series: text('series').notNull(),
    number: integer('number').notNull(),
    correctsId: uuid('corrects_id').references((): AnyPgColumn => invoices.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    // IVA included; negative on a corrective invoice.
    totalCents: integer('total_cents').notNull(),
    details: jsonb('details').notNull(),
    pdf: bytea('pdf').notNull(),
  },
  (table) => [
    uniqueIndex('invoices_series_number_idx').on(table.series, table.number),
    index('invoices_order_idx').on(table.orderId, table.issuedAt),
  ],
);

/**
 * Mails to send (mail/dispatcher.ts): written in the transaction of what they tell (`queueMail`), sent
 * after it commits, tried again until sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments')
      .$type<{ invoiceId: string; filename: string }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [index('mail_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} IS NULL`)],
);

export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // No cascade: a book that was sold stays in the order history.
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id),
    // The basket's order, kept for the order's lines.
    position: integer('position').notNull(),
    count: integer('count').notNull(),
    // The book's price when the order was placed; later price changes do not touch it.
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.bookId] }),
    check('order_items_count_positive', sql`${table.count} > 0`),
  ],
);

/** Issue 37 (migration 0031): who placed an order without an account, and their Idempotency-Key. */
export const guestOrders = pgTable(
  'guest_orders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    language: text('language', { enum: ['esp', 'eng', 'cat'] }).notNull(),
    // Unique per address (whatever its case): a guest's retry finds the same order, another's key is theirs.
    idempotencyKey: text('idempotency_key').notNull(),
    // When an account that verified this address took the order (orders.user_id set then).
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('guest_orders_email_idempotency_key_idx').on(
      sql`lower(${table.email})`,
      table.idempotencyKey,
    ),
    check('guest_orders_language_check', sql`${table.language} IN ('esp', 'eng', 'cat')`),
    index('guest_orders_unattached_email_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.attachedAt} IS NULL`),
  ],
);

/** A private link to follow an order (issue 37): only the SHA-256 of its random token is kept. */
export const orderFollowLinks = pgTable(
  'order_follow_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_follow_links_order_idx').on(table.orderId)],
);

// Social sign-in (issue 19, migration 0017).

/** Which provider account (its `sub`) signs in as which shopper. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('social_identities_user_idx').on(table.userId),
  ],
);

/**
 * A browser that signed in to an account (db/known-devices.ts, migration 0021): the `device` cookie
 * holds a random token, this row its SHA-256; one browser has a row per account it signed in to.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tokenHash, table.userId] }),
    index('known_devices_user_idx').on(table.userId),
  ],
);

/** A social sign-in under way (db/social.ts): used once, within minutes. */
export const socialSignIns = pgTable(
  'social_sign_ins',
  {
    idHash: text('id_hash').primaryKey(),
    provider: text('provider').notNull(),
    state: text('state').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    next: text('next').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('social_sign_ins_expires_idx').on(table.expiresAt)],
);

/**
 * One-time links mailed to a shopper (issue 19): account activation (48 hours) and password reset
 * (1 hour). Only the token's SHA-256 is stored; a used link keeps its row (`used_at`), so the page can
 * say "already used" rather than "unknown".
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activation', 'password_reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('account_tokens_token_hash_idx').on(table.tokenHash),
    index('account_tokens_user_idx').on(table.userId, table.purpose),
    check('account_tokens_purpose_check', sql`${table.purpose} IN ('activation', 'password_reset')`),
  ],
);

// The audit log (issue 20, migration 0015): every admin change, append-only (a trigger refuses UPDATE,
// DELETE and TRUNCATE). No foreign keys: an entry outlives what it names.
export const auditEntityEnum = pgEnum('audit_entity', [
  'book',
  'author',
  'publisher',
  'comment',
  'user',
  'import',
]);
export const auditActionEnum = pgEnum('audit_action', [
  'create',
  'update',
  'unpublish',
  'publish',
  'delete',
  'role',
]);

export const auditLog = pgTable(
  'audit_log',
  {
    // In the order the entries were written: newest first is the highest id first.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').notNull(),
    // The admin's name when they made the change.
    userName: text('user_name').notNull(),
    entity: auditEntityEnum('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    // What the entry is about as a reader names it then (a book's name, a user's full name).
    labelEng: text('label_eng').notNull(),
    labelEsp: text('label_esp').notNull(),
    action: auditActionEnum('action').notNull(),
    // Only the fields that changed, as the API shows them.
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entity, table.entityId, table.id.desc()),
    index('audit_log_user_idx').on(table.userId, table.id.desc()),
  ],
);

// The catalogue (issue 38, migration 0024): imports kept as jobs, and "tell me when it is back".

/**
 * A feed an admin sent (src/imports): `done` records are settled, with the counts, in the same
 * transaction as their books (the checkpoint a restart goes on from). `runner` holds it until
 * `lease_until`, renewed at each checkpoint.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status', { enum: ['running', 'done', 'failed', 'cancelled'] })
      .notNull()
      .default('running'),
    format: text('format', { enum: ['onix', 'csv'] }).notNull(),
    fileName: text('file_name').notNull(),
    total: integer('total'),
    done: integer('done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    startedBy: uuid('started_by').notNull(),
    startedByName: text('started_by_name').notNull(),
    runner: uuid('runner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('catalogue_imports_created_idx').on(table.createdAt.desc()),
    index('catalogue_imports_running_idx').on(table.leaseUntil).where(sql`${table.status} = 'running'`),
    check(
      'catalogue_imports_status_check',
      sql`${table.status} IN ('running', 'done', 'failed', 'cancelled')`,
    ),
    check('catalogue_imports_format_check', sql`${table.format} IN ('onix', 'csv')`),
  ],
);

/** A record an import could not take: its place, its field and why (a code of the contract's messages). */
export const catalogueImportErrors = pgTable(
  'catalogue_import_errors',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => catalogueImports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    record: text('record').notNull(),
    field: text('field').notNull(),
    message: text('message').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'catalogue_import_errors_pk',
      columns: [table.importId, table.position, table.field],
    }),
  ],
);

/**
 * A reader's "tell me when it is back" (src/stock-alerts). A trigger makes `waiting` requests `due`
 * when their book's stock goes from 0 to more; each is made `sent` in the transaction that writes its
 * mail into the outbox (migration 0026).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    // Null for a guest, who gave `email` and confirmed it.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    language: text('language', { enum: ['esp', 'eng', 'cat'] }).notNull(),
    status: text('status', {
      enum: ['unconfirmed', 'waiting', 'due', 'sent', 'cancelled'],
    }).notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('stock_alerts_open_idx')
      .on(table.bookId, sql`lower(${table.email})`)
      .where(sql`${table.status} IN ('unconfirmed', 'waiting', 'due')`),
    index('stock_alerts_waiting_idx').on(table.bookId).where(sql`${table.status} = 'waiting'`),
    index('stock_alerts_due_idx').on(table.dueAt).where(sql`${table.status} = 'due'`),
    index('stock_alerts_user_idx').on(table.userId, table.createdAt.desc()),
    uniqueIndex('stock_alerts_confirm_token_idx').on(table.confirmTokenHash),
    uniqueIndex('stock_alerts_unsubscribe_token_idx').on(table.unsubscribeTokenHash),
    index('stock_alerts_email_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.status} IN ('unconfirmed', 'waiting', 'due')`),
    check(
      'stock_alerts_status_check',
      sql`${table.status} IN ('unconfirmed', 'waiting', 'due', 'sent', 'cancelled')`,
    ),
    check('stock_alerts_language_check', sql`${table.language} IN ('esp', 'eng', 'cat')`),
  ],
);
