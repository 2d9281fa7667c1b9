import type { BookFormat } from '@bookshop/contract';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { type FeedRecord, FeedUnreadable } from './records';
import type { Subject } from './subjects';

/**
 * ONIX for Books 3.0 (EDItEUR), reference or short tags, read as a stream by saxes: one <Product> is
 * held in memory at a time, as a small tree, and made a FeedRecord when it closes. saxes processes no
 * DTD: an entity the file declares is an error, never expanded.
 */

/** The short tags of the elements read here, by their reference names. */
const referenceNames: Record<string, string> = {
  ONIXmessage: 'ONIXMessage',
  header: 'Header',
  m184: 'DefaultLanguageOfText',
  x310: 'DefaultPriceType',
  m186: 'DefaultCurrencyCode',
  product: 'Product',
  a001: 'RecordReference',
  productidentifier: 'ProductIdentifier',
  b221: 'ProductIDType',
  b244: 'IDValue',
  descriptivedetail: 'DescriptiveDetail',
  b012: 'ProductForm',
  collection: 'Collection',
  x329: 'CollectionType',
  titledetail: 'TitleDetail',
  b202: 'TitleType',
  titleelement: 'TitleElement',
  x409: 'TitleElementLevel',
  x410: 'PartNumber',
  b203: 'TitleText',
  b030: 'TitlePrefix',
  b031: 'TitleWithoutPrefix',
  b029: 'Subtitle',
  contributor: 'Contributor',
  b034: 'SequenceNumber',
  b035: 'ContributorRole',
  b036: 'PersonName',
  b037: 'PersonNameInverted',
  b039: 'NamesBeforeKey',
  b040: 'KeyNames',
  b047: 'CorporateName',
  language: 'Language',
  b253: 'LanguageRole',
  b252: 'LanguageCode',
  extent: 'Extent',
  b218: 'ExtentType',
  b219: 'ExtentValue',
  b220: 'ExtentUnit',
  subject: 'Subject',
  x425: 'MainSubject',
  b067: 'SubjectSchemeIdentifier',
  b069: 'SubjectCode',
  collateraldetail: 'CollateralDetail',
  textcontent: 'TextContent',
  x426: 'TextType',
  d104: 'Text',
  publishingdetail: 'PublishingDetail',
  imprint: 'Imprint',
  b079: 'ImprintName',
  publisher: 'Publisher',
  b291: 'PublishingRole',
  b081: 'PublisherName',
  publishingdate: 'PublishingDate',
  x448: 'PublishingDateRole',
  b306: 'Date',
  productsupply: 'ProductSupply',
  supplydetail: 'SupplyDetail',
  j396: 'ProductAvailability',
  stock: 'Stock',
  j350: 'OnHand',
  price: 'Price',
  x462: 'PriceType',
  j151: 'PriceAmount',
  j152: 'CurrencyCode',
};

/**
 * Every tag read here, short or reference, to its reference name: one Map lookup per element (the
 * parser gives each tag as a new string, which a Map hashes faster than an object's keys are found).
 */
const byTag = new Map<string, string>([
  ...Object.entries(referenceNames),
  ...Object.values(referenceNames).map((name) => [name, name] as const),
]);

/** An element's reference name, whatever its tags and namespace prefix. */
function referenceName(tag: string): string {
  const known = byTag.get(tag);
  if (known !== undefined) return known;
  const local = tag.slice(tag.indexOf(':') + 1);
  return byTag.get(local) ?? local;
}

/** An element of a product, as read. */
interface Element {
  name: string;
  text: string;
  children: Element[];
}

const child = (element: Element | undefined, name: string) => element?.children.find((c) => c.name === name);
const children = (element: Element | undefined, name: string) =>
  element?.children.filter((c) => c.name === name) ?? [];
/** The trimmed text of a child; undefined when it is missing or blank. */
function textOf(element: Element | undefined, name: string): string | undefined {
  const text = child(element, name)?.text.trim();
  return text ? text : undefined;
}
/** All the text inside an element, its children's too (a description written in XHTML). */
function deepText(element: Element): string {
  return [element.text, ...element.children.map(deepText)].join(' ').replace(/\s+/g, ' ').trim();
}

/** What a message's header says for every product. */
interface HeaderDefaults {
  language?: string;
  currency?: string;
  priceType?: string;
}

/** ProductForm (ONIX list 150): B* are printed books, E* digital ones. */
function formatOf(form: string | undefined): BookFormat | undefined {
  if (form === 'BB') return 'hardback';
  if (form === 'BC') return 'paperback';
  if (form?.startsWith('E')) return 'ebook';
  return undefined;
}

/** ProductAvailability (list 65): 20-23 can be had, 10-12 and 30-52 cannot; others say nothing. */
function availabilityOf(code: string | undefined): boolean | undefined {
  const number = Number(code);
  if (!code || !Number.isInteger(number)) return undefined;
  if (number >= 20 && number <= 23) return true;
  if ((number >= 10 && number <= 12) || (number >= 30 && number <= 52)) return false;
  return undefined;
}

/** PriceType (list 58) 04 fixed retail price and 02 recommended retail price, both including tax. */
const pricesWithTax = ['04', '02'];

/** A title element's text: TitleText, or TitlePrefix and TitleWithoutPrefix. */
function titleText(element: Element | undefined): string | undefined {
  const without = textOf(element, 'TitleWithoutPrefix');
  return (
    textOf(element, 'TitleText') ?? (without && [textOf(element, 'TitlePrefix'), without].join(' ').trim())
  );
}

/** A person as the shop names them: "Carlos Ruiz Zafón" (an inverted "Ruiz Zafón, Carlos" turned round). */
function contributorName(contributor: Element): string | undefined {
  const keyNames = textOf(contributor, 'KeyNames');
  const inverted = textOf(contributor, 'PersonNameInverted');
  const turned = inverted?.includes(',')
    ? `${inverted.slice(inverted.indexOf(',') + 1).trim()} ${inverted.slice(0, inverted.indexOf(',')).trim()}`
    : inverted;
  return (
    textOf(contributor, 'PersonName') ??
    (keyNames && [textOf(contributor, 'NamesBeforeKey'), keyNames].join(' ').trim()) ??
    turned ??
    textOf(contributor, 'CorporateName')
  );
}

/** The record of one <Product>. */
function productRecord(product: Element, defaults: HeaderDefaults): FeedRecord {
  const identifiers = children(product, 'ProductIdentifier');
  const identifier = (type: string) =>
    textOf(
      identifiers.find((id) => textOf(id, 'ProductIDType') === type),
      'IDValue',
    );
  // ISBN-13 (15), else a GTIN-13 (03) that is one, else an ISBN-10 (02).
  const gtin = identifier('03');
  const isbn = identifier('15') ?? (gtin && /^97[89]/.test(gtin) ? gtin : undefined) ?? identifier('02');

  const descriptive = child(product, 'DescriptiveDetail');
  const titleDetails = children(descriptive, 'TitleDetail');
  const titleDetail = titleDetails.find((detail) => textOf(detail, 'TitleType') === '01') ?? titleDetails[0];
  const elements = children(titleDetail, 'TitleElement');
  const productTitle = elements.find((e) => textOf(e, 'TitleElementLevel') !== '02') ?? elements[0];
  // The series: a Collection's title, or a collection-level element of the product's own title.
  const collection = children(descriptive, 'Collection').find(
    (c) => (textOf(c, 'CollectionType') ?? '10') === '10',
  );
  const collectionTitle = children(child(collection, 'TitleDetail'), 'TitleElement')[0];
  const seriesElement = collectionTitle ?? elements.find((e) => textOf(e, 'TitleElementLevel') === '02');

  const contributors = children(descriptive, 'Contributor').sort(
    (a, b) => Number(textOf(a, 'SequenceNumber') ?? 0) - Number(textOf(b, 'SequenceNumber') ?? 0),
  );
  const withRole = (role: (code: string) => boolean) =>
    contributors.find((c) => children(c, 'ContributorRole').some((r) => role(r.text.trim())));
  const author = withRole((code) => code === 'A01') ?? withRole((code) => code.startsWith('A'));
  const translator = withRole((code) => code === 'B06');

  const languages = children(descriptive, 'Language');
  const language =
    textOf(
      languages.find((l) => textOf(l, 'LanguageRole') === '01'),
      'LanguageCode',
    ) ?? defaults.language;

  const extents = children(descriptive, 'Extent').filter((e) => (textOf(e, 'ExtentUnit') ?? '03') === '03');
  const extent = ['00', '11', '07', '08']
    .map((type) => extents.find((e) => textOf(e, 'ExtentType') === type))
    .find(Boolean);

  const subjects: Subject[] = [];
  for (const subject of children(descriptive, 'Subject')) {
    const scheme = textOf(subject, 'SubjectSchemeIdentifier');
    const code = textOf(subject, 'SubjectCode');
    if (!code) continue;
    const main = child(subject, 'MainSubject') !== undefined;
    const found: Subject | undefined =
      scheme === '93' ? { scheme: 'thema', code } : scheme === '10' ? { scheme: 'bisac', code } : undefined;
    if (found) main ? subjects.unshift(found) : subjects.push(found);
  }

  const texts = children(child(product, 'CollateralDetail'), 'TextContent');
  const text = (type: string) => {
    const found = child(
      texts.find((t) => textOf(t, 'TextType') === type),
      'Text',
    );
    return found && deepText(found);
  };

  const publishing = child(product, 'PublishingDetail');
  const publishers = children(publishing, 'Publisher');
  const publisher =
    textOf(publishers.find((p) => textOf(p, 'PublishingRole') === '01') ?? publishers[0], 'PublisherName') ??
    textOf(child(publishing, 'Imprint'), 'ImprintName');
  const dates = children(publishing, 'PublishingDate');
  const date = textOf(dates.find((d) => textOf(d, 'PublishingDateRole') === '01') ?? dates[0], 'Date');

  const supplies = children(child(product, 'ProductSupply'), 'SupplyDetail');
  const prices = supplies.flatMap((supply) => children(supply, 'Price'));
  const withTax = prices.filter(
    (price) =>
      pricesWithTax.includes(textOf(price, 'PriceType') ?? defaults.priceType ?? '') &&
      (textOf(price, 'CurrencyCode') ?? defaults.currency) === 'EUR' &&
      textOf(price, 'PriceAmount') !== undefined,
  );
  const price = pricesWithTax
    .map((type) => withTax.find((p) => (textOf(p, 'PriceType') ?? defaults.priceType) === type))
    .find(Boolean);
  const availability = supplies.map((supply) => textOf(supply, 'ProductAvailability')).find(Boolean);
  const onHand = supplies.map((supply) => textOf(child(supply, 'Stock'), 'OnHand')).find(Boolean);

  const form = textOf(descriptive, 'ProductForm');
  return {
    reference: textOf(product, 'RecordReference'),
    isbn,
    title: titleText(productTitle),
    subtitle: textOf(productTitle, 'Subtitle'),
    author: author && contributorName(author),
    translator: translator && contributorName(translator),
    publisher,
    language,
    year: date,
    pages: textOf(extent, 'ExtentValue'),
    price: textOf(price, 'PriceAmount'),
    priceRefused: prices.length > 0 && price === undefined,
    description: text('03') ?? text('02'),
    subjects,
    format: formatOf(form),
    series: titleText(seriesElement),
    seriesNumber: textOf(seriesElement, 'PartNumber') ?? textOf(productTitle, 'PartNumber'),
    stock: onHand,
    available: availabilityOf(availability),
  };
}

/** A record read, by its place in the file (from 1). */
export interface ReadRecord {
  position: number;
  record: FeedRecord;
}

/**
 * Every product of an ONIX 3.0 message, in order; `count` only counts them (the first pass that
 * gives an import its total). Throws FeedUnreadable where the XML breaks.
 */
export async function* readOnix(
  stream: AsyncIterable<Buffer | string>,
  { count = false } = {},
): AsyncGenerator<ReadRecord> {
  const parser = new SaxesParser();
  // Node's TextDecoder decodes UTF-8 about twice as fast as a StringDecoder; a bad byte becomes U+FFFD.
  const decoder = new TextDecoder('utf-8');
  const read: ReadRecord[] = [];
  const defaults: HeaderDefaults = {};
  let position = 0;
  let depth = 0;
  let inProduct = false;
  /** The open elements of the product or header being read (none between them). */
  const open: Element[] = [];

  parser.on('opentag', (tag: SaxesTagPlain) => {
    depth++;
    // Counting needs only the message's own children named, not every element of every product.
    if (count && depth !== 2) return;
    const name = referenceName(tag.name);
    if (depth === 2 && name === 'Product') {
      position++;
      inProduct = true;
    }
    if (count) return;
    if (depth === 2 && (name === 'Product' || name === 'Header')) {
      open.push({ name, text: '', children: [] });
    } else if (open.length > 0) {
      const element = { name, text: '', children: [] };
      open.at(-1)?.children.push(element);
      open.push(element);
    }
  });
  const addText = (text: string) => {
    const element = open.at(-1);
    if (element) element.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    depth--;
    if (depth === 1 && inProduct) {
      inProduct = false;
      if (count) read.push({ position, record: { subjects: [] } });
    }
    if (count) return;
    const element = open.pop();
    if (!element || open.length > 0) return;
    if (element.name === 'Header') {
      defaults.language = textOf(element, 'DefaultLanguageOfText');
      defaults.currency = textOf(element, 'DefaultCurrencyCode');
      defaults.priceType = textOf(element, 'DefaultPriceType');
    } else {
      read.push({ position, record: productRecord(element, defaults) });
    }
  });

  try {
    for await (const chunk of stream) {
      parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
      // The records this chunk completed; the next chunk is read once they are taken.
      yield* read.splice(0);
    }
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    yield* read.splice(0);
    throw new FeedUnreadable(inProduct ? position : position + 1, error);
  }
  yield* read.splice(0);
}

/**
 * Whether a file's start is an ONIX 3.0 message (its root element, `release="3.x"`, UTF-8): read with
 * the same parser until the root element opens.
 */
export function looksLikeOnix3(start: string): boolean {
  const parser = new SaxesParser();
  let verdict: boolean | undefined;
  parser.on('xmldecl', (declaration) => {
    if (declaration.encoding && !/^utf-?8$/i.test(declaration.encoding)) verdict = false;
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (verdict !== undefined) return;
    verdict =
      referenceName(tag.name) === 'ONIXMessage' && /^3(\.|$)/.test(String(tag.attributes.release ?? ''));
  });
  try {
    parser.write(start);
  } catch {
    // What comes after the root element is read by the import, which says where it breaks.
  }
  return verdict === true;
}
