// Where a new search text's time goes in the database: times search_book_ids() (migration 0019)
// on the embedded database and prints the plan of each of its stages with EXPLAIN (ANALYZE,
// BUFFERS), and of one alternative for texts of several words (every word, then side by side), for
// the texts given or the ones bench:search finds slowest. Not a figure with a target: a tool to read
// before changing the search.
//   tsx bench/search-plans.ts [--data-dir DIR] [--books N] [text[:esp|eng] ...]
// Without --data-dir it builds a catalogue of N books (100,000) in a temporary folder and removes it.
import { parseArgs } from 'node:util';
import { SEARCH_BOOKS_MAX } from '@bookshop/contract';
import { createPglite } from '../apps/api/src/db/client';
import { median, removeDataDir, seedSyntheticBooks, tempDataDir } from './lib';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'data-dir': { type: 'string' }, books: { type: 'string', default: '100000' } },
});
const texts = (
  positionals.length > 0
    ? positionals
    : ['la', 'the hidden', 'la noche roja', 'biblioteca', 'harr', 'garcia marquez', 'quijotte', 'xqzw']
).map((text) => {
  const [, name = text, language = 'esp'] = /^(.*?)(?::(esp|eng))?$/.exec(text) ?? [];
  return { name, language };
});

const dataDir = values['data-dir'] ?? tempDataDir('search-plans');
if (!values['data-dir']) seedSyntheticBooks(dataDir, Number(values.books));
const db = await createPglite(`${dataDir}/pglite`);

/** The function's own settings (SET clauses of search_book_ids), so that the stages plan as inside it. */
await db.exec(`set enable_seqscan = off; set pg_trgm.word_similarity_threshold = 0.5`);
const enough = SEARCH_BOOKS_MAX + 1;

/**
 * The text's words (search keys, in their order) as a tsquery joined by `joiner`, the last one a prefix:
 * ' <-> ' is the phrase search_book_ids builds, ' & ' the every-word alternative.
 */
const wordsJoinedBy = (joiner: string) => `to_tsquery('simple', (
  select string_agg(search_term(w.lexeme) || case when w.n = l.words then ':*' else '' end, '${joiner}' order by w.n)
  from unnest(array(select x.lexeme from unnest(to_tsvector('simple'::regconfig, search_key($1))) x
    order by x.positions[1], x.lexeme)) with ordinality as w(lexeme, n),
    (select length(to_tsvector('simple'::regconfig, search_key($1))) as words) l))`;

/** The stages of search_book_ids as the function runs them, with its variables as parameters. */
function stages(english: boolean) {
  const [first, second] = english ? ['eng', 'esp'] : ['esp', 'eng'];
  const byWords = (language: string) => `select b.id, b.name_${first} from books b
      where to_tsvector('simple'::regconfig, b.name_${language}_key) @@ $4::tsquery
        and ((' ' || b.name_${language}_key) like '% ' || $3 || '%'
          or to_tsvector('simple'::regconfig, b.name_${language}_key) @@ $1::tsquery)
      limit ${enough}`;
  return {
    'first language, phrase (0019)': `select b.id, b.name_${first} from books b
      where to_tsvector('simple'::regconfig, b.name_${first}_key) @@ $1::tsquery limit ${enough}`,
    'second language, phrase (0019)': `select b.id, b.name_${first} from books b
      where to_tsvector('simple'::regconfig, b.name_${second}_key) @@ $1::tsquery limit ${enough}`,
    'first language, every word then side by side (alternative)': byWords(first),
    'second language, every word then side by side (alternative)': byWords(second),
    authors: `select b.id from books b where b.author_id in (
      (select a.id from authors a where to_tsvector('simple'::regconfig, a.name_eng_key) @@ $1::tsquery limit 50)
      union (select a.id from authors a where to_tsvector('simple'::regconfig, a.name_esp_key) @@ $1::tsquery limit 50))
      limit ${enough}`,
    'contains (trigram LIKE)': `select b.id from books b
      where b.name_eng_key like '%' || $3 || '%' or b.name_esp_key like '%' || $3 || '%' limit ${enough}`,
  } as Record<string, string>;
}

try {
  for (const { name, language } of texts) {
    const {
      rows: [vars],
    } = await db.query<{
      prefixes: string | null;
      every_word: string | null;
      like_key: string;
    }>(
      `select ${wordsJoinedBy(' & ')}::text as every_word, ${wordsJoinedBy(' <-> ')}::text as prefixes,
        search_key($1) as like_key`,
      [name],
    );
    const call = () =>
      db.query(`select search_book_ids($1, $2, ${SEARCH_BOOKS_MAX}, 24) as ids`, [name, language]);
    await call();
    // CPU time as well: the embedded database runs in this process, so a busy machine blurs it less.
    const times: number[] = [];
    const cpuTimes: number[] = [];
    let found = 0;
    for (let i = 0; i < 7; i++) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      const { rows } = await call();
      const cpu = process.cpuUsage(cpuStarted);
      times.push(performance.now() - started);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
      found = ((rows[0] as { ids: string | null }).ids ?? '').split(',').filter(Boolean).length;
    }
    console.log(
      `\n=== "${name}" (${language}): search_book_ids median ${median(times).toFixed(1)} ms (CPU ${median(cpuTimes).toFixed(1)} ms), ${found} ids; prefixes ${vars?.prefixes}`,
    );
    const oneWord = !vars?.prefixes?.includes('<->');
    for (const [stage, sql] of Object.entries(stages(language === 'eng'))) {
      if (stage.includes('every word') && oneWord) continue;
      if (!vars?.prefixes && !stage.startsWith('contains')) continue;
      // The variables as literals: each stage reads only some of them.
      const literal = (value: string | null | undefined) => `'${(value ?? '').replaceAll("'", "''")}'`;
      const filled = sql
        .replaceAll('$1', literal(vars?.prefixes))
        .replaceAll('$3', literal(vars?.like_key))
        .replaceAll('$4', literal(vars?.every_word));
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${filled}`);
      console.log(`--- ${stage}`);
      for (const row of rows) console.log(`  ${row['QUERY PLAN']}`);
    }
  }
} finally {
  await db.close();
  if (!values['data-dir']) removeDataDir(dataDir);
}
