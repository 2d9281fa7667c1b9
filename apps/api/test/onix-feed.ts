import { isbn13From } from '@bookshop/contract';

/**
 * ONIX 3.0 messages as publishers send them (EDItEUR's reference or short tags), written for the
 * import's tests, its journey and `pnpm bench:import`.
 */

/** One product of a feed; what is left out is left out of the XML. */
export interface OnixBook {
  isbn?: string;
  reference?: string;
  title?: string;
  subtitle?: string;
  author?: string;
  /** Written inverted (`Ruiz Zafón, Carlos`), as many feeds write names. */
  authorInverted?: string;
  translator?: string;
  publisher?: string;
  language?: string;
  year?: string;
  pages?: string;
  /** EUR including tax (price type 04); `priceType`, `currency` change it. */
  price?: string;
  priceType?: string;
  currency?: string;
  description?: string;
  thema?: string[];
  bisac?: string[];
  /** ONIX ProductForm: BB hardback, BC paperback, ED ebook. */
  form?: string;
  series?: string;
  seriesNumber?: string;
  /** ONIX ProductAvailability (21 in stock, 31 out of stock). */
  availability?: string;
  onHand?: string;
}

/** The short tag of each reference tag written here. */
const short: Record<string, string> = {
  ONIXMessage: 'ONIXmessage',
  Header: 'header',
  Sender: 'sender',
  SenderName: 'x298',
  SentDateTime: 'x307',
  Product: 'product',
  RecordReference: 'a001',
  NotificationType: 'a002',
  ProductIdentifier: 'productidentifier',
  ProductIDType: 'b221',
  IDValue: 'b244',
  DescriptiveDetail: 'descriptivedetail',
  ProductComposition: 'x314',
  ProductForm: 'b012',
  Collection: 'collection',
  CollectionType: 'x329',
  TitleDetail: 'titledetail',
  TitleType: 'b202',
  TitleElement: 'titleelement',
  TitleElementLevel: 'x409',
  PartNumber: 'x410',
  TitleText: 'b203',
  Subtitle: 'b029',
  Contributor: 'contributor',
  SequenceNumber: 'b034',
  ContributorRole: 'b035',
  PersonName: 'b036',
  PersonNameInverted: 'b037',
  Language: 'language',
  LanguageRole: 'b253',
  LanguageCode: 'b252',
  Extent: 'extent',
  ExtentType: 'b218',
  ExtentValue: 'b219',
  ExtentUnit: 'b220',
  Subject: 'subject',
  MainSubject: 'x425',
  SubjectSchemeIdentifier: 'b067',
  SubjectCode: 'b069',
  CollateralDetail: 'collateraldetail',
  TextContent: 'textcontent',
  TextType: 'x426',
  ContentAudience: 'x427',
  Text: 'd104',
  PublishingDetail: 'publishingdetail',
  Publisher: 'publisher',
  PublishingRole: 'b291',
  PublisherName: 'b081',
  PublishingDate: 'publishingdate',
  PublishingDateRole: 'x448',
  Date: 'b306',
  ProductSupply: 'productsupply',
  SupplyDetail: 'supplydetail',
  Supplier: 'supplier',
  SupplierRole: 'j292',
  SupplierName: 'j137',
  ProductAvailability: 'j396',
  Stock: 'stock',
  OnHand: 'j350',
  Price: 'price',
  PriceType: 'x462',
  PriceAmount: 'j151',
  CurrencyCode: 'j152',
};

export type OnixTags = 'reference' | 'short';

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** An element and its content (text, or elements already written). */
function element(tags: OnixTags, name: string, content: string | (string | false | undefined)[]): string {
  const tag = tags === 'short' ? (short[name] ?? name) : name;
  const inner = typeof content === 'string' ? escapeXml(content) : content.filter(Boolean).join('');
  return `<${tag}>${inner}</${tag}>`;
}

/** One <Product>. */
export function onixProduct(book: OnixBook, tags: OnixTags = 'reference'): string {
  const e = (name: string, content: string | (string | false | undefined)[]) => element(tags, name, content);
  const subject = (scheme: string, code: string, main: boolean) =>
    e('Subject', [
      main && e('MainSubject', ''),
      e('SubjectSchemeIdentifier', scheme),
      e('SubjectCode', code),
    ]);
  const contributor = (sequence: number, role: string, name: string, inverted = false) =>
    e('Contributor', [
      e('SequenceNumber', String(sequence)),
      e('ContributorRole', role),
      e(inverted ? 'PersonNameInverted' : 'PersonName', name),
    ]);
  return e('Product', [
    e('RecordReference', book.reference ?? `bookshop.test.${book.isbn ?? 'none'}`),
    e('NotificationType', '03'),
    book.isbn !== undefined && e('ProductIdentifier', [e('ProductIDType', '15'), e('IDValue', book.isbn)]),
    e('DescriptiveDetail', [
      e('ProductComposition', '00'),
      e('ProductForm', book.form ?? 'BC'),
      book.series !== undefined &&
        e('Collection', [
          e('CollectionType', '10'),
          e('TitleDetail', [
            e('TitleType', '01'),
            e('TitleElement', [
              e('TitleElementLevel', '02'),
              book.seriesNumber !== undefined && e('PartNumber', book.seriesNumber),
              e('TitleText', book.series),
            ]),
          ]),
        ]),
      book.title !== undefined &&
        e('TitleDetail', [
          e('TitleType', '01'),
          e('TitleElement', [
            e('TitleElementLevel', '01'),
            e('TitleText', book.title),
            book.subtitle !== undefined && e('Subtitle', book.subtitle),
          ]),
        ]),
      book.author !== undefined && contributor(1, 'A01', book.author),
      book.authorInverted !== undefined && contributor(1, 'A01', book.authorInverted, true),
      book.translator !== undefined && contributor(2, 'B06', book.translator),
      book.language !== undefined &&
        e('Language', [e('LanguageRole', '01'), e('LanguageCode', book.language)]),
      book.pages !== undefined &&
        e('Extent', [e('ExtentType', '00'), e('ExtentValue', book.pages), e('ExtentUnit', '03')]),
      ...(book.thema ?? []).map((code, i) => subject('93', code, i === 0)),
      ...(book.bisac ?? []).map((code) => subject('10', code, false)),
    ]),
    book.description !== undefined &&
      e('CollateralDetail', [
        e('TextContent', [e('TextType', '03'), e('ContentAudience', '00'), e('Text', book.description)]),
      ]),
    e('PublishingDetail', [
      book.publisher !== undefined &&
        e('Publisher', [e('PublishingRole', '01'), e('PublisherName', book.publisher)]),
      book.year !== undefined &&
        e('PublishingDate', [e('PublishingDateRole', '01'), e('Date', `${book.year}0101`)]),
    ]),
    e('ProductSupply', [
      e('SupplyDetail', [
        e('Supplier', [e('SupplierRole', '01'), e('SupplierName', 'Distribuciones Bookshop')]),
        e('ProductAvailability', book.availability ?? '21'),
        book.onHand !== undefined && e('Stock', [e('OnHand', book.onHand)]),
        book.price !== undefined &&
          e('Price', [
            e('PriceType', book.priceType ?? '04'),
            e('PriceAmount', book.price),
            e('CurrencyCode', book.currency ?? 'EUR'),
          ]),
      ]),
    ]),
  ]);
}

export function onixHeader(tags: OnixTags = 'reference'): string {
  const namespace = `http://ns.editeur.org/onix/3.0/${tags}`;
  const root = tags === 'short' ? 'ONIXmessage' : 'ONIXMessage';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} release="3.0" xmlns="${namespace}">${element(
    tags,
    'Header',
    [
      element(tags, 'Sender', [element(tags, 'SenderName', 'Distribuciones Bookshop')]),
      element(tags, 'SentDateTime', '20260101T0900'),
    ],
  )}\n`;
}

export const onixFooter = (tags: OnixTags = 'reference') =>
  tags === 'short' ? '</ONIXmessage>\n' : '</ONIXMessage>\n';

/** A whole message of these books. */
export function onixMessage(books: OnixBook[], tags: OnixTags = 'reference'): string {
  return `${onixHeader(tags)}${books.map((book) => `${onixProduct(book, tags)}\n`).join('')}${onixFooter(tags)}`;
}

/** The ISBN-13 of a generated book: 979-8-… (an English-language range), numbered from 1. */
export function generatedIsbn(n: number, prefix = '9798'): string {
  return isbn13From(`${prefix}${String(n).padStart(12 - prefix.length, '0')}`);
}

const themes = ['FBA', 'FF', 'FM', 'FV', 'DC', 'YFB', 'CJ', 'PB', 'UMW', 'JP'];
const surnames = ['Ferrer', 'Soler', 'Navarro', 'Castells', 'Ibáñez', 'Roca', 'Medina', 'Bosch', 'Herrera'];

/** The n-th book of a generated catalogue (n from 1): plausible, varied, every field given. */
export function generatedBook(n: number, prefix?: string): OnixBook {
  return {
    isbn: generatedIsbn(n, prefix),
    title: `La biblioteca del puerto ${n}`,
    subtitle: n % 3 === 0 ? `Una novela de ${surnames[n % surnames.length]}` : undefined,
    author: `Autora ${surnames[n % surnames.length]} ${n % 5000}`,
    translator: n % 7 === 0 ? `Traductor ${surnames[(n + 3) % surnames.length]}` : undefined,
    publisher: `Ediciones ${surnames[(n * 7) % surnames.length]} ${n % 200}`,
    language: n % 4 === 0 ? 'eng' : 'spa',
    year: String(1960 + (n % 66)),
    pages: String(96 + (n % 900)),
    price: `${8 + (n % 40)}.${String(n % 100).padStart(2, '0')}`,
    description: `Una historia que empieza en el puerto de Barcelona, la número ${n} de esta colección.`,
    thema: [themes[n % themes.length] as string],
    bisac: n % 2 === 0 ? ['FIC000000'] : undefined,
    form: n % 10 === 0 ? 'BB' : n % 10 === 1 ? 'ED' : 'BC',
    series: n % 11 === 0 ? `Serie del puerto ${n % 50}` : undefined,
    seriesNumber: n % 11 === 0 ? String(1 + (n % 12)) : undefined,
    availability: n % 40 === 7 ? '31' : '21',
    onHand: n % 3 === 0 ? String(n % 60) : undefined,
  };
}

/** A generated feed of `records` books, in pieces of about a hundred records (for a file stream). */
export function* generatedFeed(records: number, { tags = 'reference' as OnixTags, prefix = '9798' } = {}) {
  yield onixHeader(tags);
  let piece = '';
  for (let n = 1; n <= records; n++) {
    piece += `${onixProduct(generatedBook(n, prefix), tags)}\n`;
    if (n % 100 === 0) {
      yield piece;
      piece = '';
    }
  }
  yield `${piece}${onixFooter(tags)}`;
}
