// After `vite build` and `tsc -p tsconfig.build.json`: makes `dist/` the package as published. Its
// declarations import with file extensions (as Node's own ESM resolution wants), the font and its
// style sheet sit beside the code, and its package.json carries what an app needs: no scripts, no
// development dependencies, no source paths.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

// './BookCard' -> './BookCard/index.js', './BookCard.styles' -> './BookCard.styles.js'.
for (const file of files(dist)) {
  if (!file.endsWith('.d.ts')) continue;
  const text = readFileSync(file, 'utf8').replace(
    /(from |import\()'(\.{1,2}\/[^']+)'/g,
    (whole, keyword, path) => {
      const target = join(dirname(file), path);
      if (existsSync(`${target}.d.ts`)) return `${keyword}'${path}.js'`;
      if (existsSync(join(target, 'index.d.ts'))) return `${keyword}'${path}/index.js'`;
      return whole;
    },
  );
  writeFileSync(file, text);
}

// A component's styles module is its own business: no public declaration imports it, and its
// declarations would name styled-components' internal types, which an app's strict type check (no
// skipLibCheck) cannot resolve. They are dropped, and the build fails if a declaration ever needs one.
for (const file of files(dist)) {
  if (!file.endsWith('.d.ts')) continue;
  if (/styled-components\/dist/.test(readFileSync(file, 'utf8')) && !file.endsWith('.styles.d.ts'))
    throw new Error(`${file} names styled-components' internal types: give it an explicit type`);
  if (/\.styles(\.js)?'/.test(readFileSync(file, 'utf8')))
    throw new Error(`${file} imports a styles module: its declaration would leak styled-components' types`);
}
for (const file of files(dist)) if (file.endsWith('.styles.d.ts')) rmSync(file);

// The font, its licence, and the style sheet that points at it.
const fontsource = dirname(createRequire(import.meta.url).resolve('@fontsource-variable/inter/package.json'));
mkdirSync(join(dist, 'fonts'), { recursive: true });
copyFileSync(
  join(fontsource, 'files/inter-latin-wght-normal.woff2'),
  join(dist, 'fonts/inter-latin-wght-normal.woff2'),
);
copyFileSync(join(fontsource, 'LICENSE'), join(dist, 'fonts/LICENSE-Inter.txt'));
writeFileSync(
  join(dist, 'font.css'),
  readFileSync(join(root, 'src/font.css'), 'utf8').replaceAll(
    '@fontsource-variable/inter/files/',
    './fonts/',
  ),
);

for (const name of ['README.md', 'LICENSE', 'CHANGELOG.md']) copyFileSync(join(root, name), join(dist, name));

// Workspace paths (`./dist/x`, the `@bookshop/source` condition) become the package's own.
const local = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const published = (value) =>
  typeof value === 'string'
    ? value.replace('./dist/', './')
    : Array.isArray(value)
      ? value.map(published)
      : Object.fromEntries(
          Object.entries(value)
            .filter(([condition]) => condition !== '@bookshop/source')
            .map(([key, entry]) => [key, published(entry)]),
        );
const manifest = {
  name: local.name,
  version: local.version,
  description: local.description,
  keywords: local.keywords,
  license: local.license,
  repository: local.repository,
  type: local.type,
  sideEffects: local.sideEffects,
  main: published(local.main),
  module: published(local.module),
  types: published(local.types),
  typesVersions: published(local.typesVersions),
  exports: published(local.exports),
  peerDependencies: local.peerDependencies,
  peerDependenciesMeta: local.peerDependenciesMeta,
};
writeFileSync(join(dist, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
