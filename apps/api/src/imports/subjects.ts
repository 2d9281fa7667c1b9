import type { Category } from '@bookshop/contract';

/** The subject schemes a feed's codes come in: Thema (EDItEUR) and BISAC (BISG, North America). */
export type SubjectScheme = 'thema' | 'bisac';

export interface Subject {
  scheme: SubjectScheme;
  code: string;
}

/**
 * The one table from subject codes to the shop's categories (issue 38). Each entry is a code prefix:
 * codes are hierarchical (Thema `FFH` is under `FF` crime, under `F` fiction; BISAC `FIC022000` is
 * under `FIC`), so the longest prefix listed wins. A book whose codes match nothing goes to
 * `other_other`, where an admin can move it.
 */
const subjectCategories: Record<SubjectScheme, Record<string, Category>> = {
  thema: {
    F: 'novel',
    FB: 'novel',
    FBC: 'classic',
    FC: 'biography',
    FF: 'detective',
    FH: 'detective',
    FJ: 'adventure',
    FM: 'fantasy',
    FN: 'folklore',
    FV: 'history',
    DC: 'poem',
    DD: 'dramaturgy',
    DN: 'biography',
    DNB: 'biography',
    YB: 'upTo10Year',
    YBC: 'tale',
    YBG: 'gameBook',
    YBL: 'preschool',
    YD: 'poem',
    YF: 'forTeen',
    YFJ: 'folklore',
    YFN: 'tale',
    YN: 'children_educational',
    YNV: 'riddle',
    YP: 'textbook',
    CJ: 'language',
    CB: 'language',
    CBD: 'dictionarie',
    GBC: 'encyclopedia',
    GB: 'dictionarie',
    P: 'scientific',
    PB: 'scientific',
    U: 'it_and_programing',
    UMW: 'html',
    A: 'art',
    AM: 'architecture',
    AV: 'musical',
    JP: 'politic',
    JW: 'militaryScience',
    JM: 'psychology',
    K: 'economy',
    L: 'jurisprudence',
    M: 'medicine',
    NH: 'history',
    QD: 'philosophy',
    QR: 'religious',
    WT: 'tourism',
  },
  bisac: {
    FIC: 'novel',
    FIC004: 'classic',
    FIC022: 'detective',
    FIC031: 'detective',
    FIC002: 'adventure',
    FIC009: 'fantasy',
    FIC014: 'history',
    FIC010: 'folklore',
    POE: 'poem',
    DRA: 'dramaturgy',
    JUV: 'upTo10Year',
    JUV012: 'tale',
    YAF: 'forTeen',
    JNF: 'children_educational',
    FOR: 'language',
    LAN: 'language',
    REF008: 'dictionarie',
    REF007: 'encyclopedia',
    SCI: 'scientific',
    MAT: 'scientific',
    STU: 'textbook',
    COM: 'it_and_programing',
    COM051010: 'c',
    COM051070: 'c_plus_plus',
    COM051310: 'c_sharp',
    COM051270: 'html',
    COM051280: 'java',
    COM051260: 'javascript',
    COM051360: 'pyton',
    COM051400: 'php',
    MUS: 'musical',
    POL: 'politic',
    BUS: 'economy',
    LAW: 'jurisprudence',
    ART: 'art',
    ARC: 'architecture',
    PHI: 'philosophy',
    PSY: 'psychology',
    BIO: 'biography',
    MED: 'medicine',
    REL: 'religious',
    TRV: 'tourism',
    HIS: 'history',
    HIS027: 'militaryScience',
  },
};

/** Where a book none of whose subjects is known goes. */
export const UNMAPPED_CATEGORY: Category = 'other_other';

/** The category of one code, by its longest listed prefix; undefined when none is listed. */
export function categoryOfSubject({ scheme, code }: Subject): Category | undefined {
  const table = subjectCategories[scheme];
  const upper = code.trim().toUpperCase();
  for (let length = upper.length; length > 0; length--) {
    const category = table[upper.slice(0, length)];
    if (category) return category;
  }
  return undefined;
}

/** The shop's categories of a book's subjects, in their order, without repeats; `other_other` for none. */
export function categoriesOfSubjects(subjects: readonly Subject[]): Category[] {
  const found = new Set<Category>();
  for (const subject of subjects) {
    const category = categoryOfSubject(subject);
    if (category) found.add(category);
  }
  return found.size > 0 ? [...found].slice(0, 10) : [UNMAPPED_CATEGORY];
}

/** A subject code written in a CSV file: BISAC is three letters and six digits, anything else Thema. */
export function subjectOfCode(code: string): Subject {
  const trimmed = code.trim().toUpperCase();
  return { scheme: /^[A-Z]{3}\d{6}$/.test(trimmed) ? 'bisac' : 'thema', code: trimmed };
}
