import type {
  Author,
  AuthUser,
  BasketEntry,
  Book,
  BookDetails,
  Comment,
  Publisher,
  SliderImage,
} from '@bookshop/contract';
import {
  FIXTURE_PASSWORD,
  fixtureAdmin,
  fixtureAuthors,
  fixtureBookDetails,
  fixtureBooks,
  fixturePublishers,
  fixtureSliderImages,
  fixtureUser,
} from './fixtures';

/** An account the fake server knows, with its password. */
interface Account {
  user: AuthUser;
  password: string;
}

/** What a fake server remembers between calls: who is signed in, the catalogue and what writes change. */
export interface MswState {
  user: AuthUser | null;
  accounts: Account[];
  /** Activation codes mailed at sign-up, each with the account it activates. */
  activationTokens: Map<string, string>;
  /** The signed-in user's server basket. */
  basket: BasketEntry[];
  /** The baskets of accounts not signed in now, kept for their next sign-in. */
  savedBaskets: Map<string, BasketEntry[]>;
  /** Newest first, as `GET /books` lists them. */
  books: BookDetails[];
  authors: Author[];
  publishers: Publisher[];
  sliderImages: SliderImage[];
  /** Counts what was created, so new ids stay unique. */
  created: number;
}

export interface MswStateOptions {
  /** A reader is signed in (the fixture user). */
  signedIn?: boolean;
  /** An admin is signed in. */
  admin?: boolean;
  /** No books, authors, publishers or slides: the shop's empty states. */
  empty?: boolean;
  /** These books instead of `fixtureBooks` (e.g. `fixtureShelf(60)` for lists of several pages). */
  books?: Book[];
}

export function createMswState(options: MswStateOptions = {}): MswState {
  const empty = options.empty ?? false;
  return {
    user: options.admin ? fixtureAdmin : options.signedIn ? fixtureUser : null,
    accounts: [
      { user: fixtureUser, password: FIXTURE_PASSWORD },
      { user: fixtureAdmin, password: FIXTURE_PASSWORD },
    ],
    activationTokens: new Map(),
    basket: [],
    savedBaskets: new Map(),
    books: empty ? [] : (options.books ?? fixtureBooks).map((book) => fixtureBookDetails(book)),
    authors: empty ? [] : [...fixtureAuthors],
    publishers: empty ? [] : [...fixturePublishers],
    sliderImages: empty ? [] : [...fixtureSliderImages],
    created: 0,
  };
}

export function findComment(state: MswState, commentId: string): Comment | undefined {
  for (const book of state.books) {
    const comment = book.comments.find((c) => c._id === commentId);
    if (comment) return comment;
  }
  return undefined;
}
