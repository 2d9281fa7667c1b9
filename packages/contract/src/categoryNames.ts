import type { Category } from './categories';
import { catalanCategoryNames } from './categoryNamesCat';
import { type Language, textIn } from './languages';

// The category names, in both languages: one source for the shop's navigation, breadcrumbs and
// titles and for the server's page heads and structured data.
/** The name of every category slug of the SPEC, in both languages. */
const names: Record<Category, [esp: string, eng: string]> = {
  imaginative: ['Ficción', 'Fiction'],
  classic: ['Clásicos', 'Classics'],
  poem: ['Poesía', 'Poetry'],
  history: ['Novela histórica', 'Historical fiction'],
  detective: ['Novela negra', 'Crime and detective'],
  adventure: ['Aventuras', 'Adventure'],
  bestseller: ['Superventas', 'Bestsellers'],
  novel: ['Novela', 'Novels'],
  folklore: ['Folclore', 'Folklore'],
  dramaturgy: ['Teatro', 'Drama'],
  fantasy: ['Fantasía', 'Fantasy'],
  educational: ['Educación', 'Educational'],
  language: ['Idiomas', 'Languages'],
  scientific: ['Ciencia', 'Science'],
  manual: ['Manuales', 'Manuals'],
  textbook: ['Libros de texto', 'Textbooks'],
  preschool: ['Preescolar', 'Preschool'],
  dictionarie: ['Diccionarios', 'Dictionaries'],
  children: ['Infantil', 'Children'],
  upTo10Year: ['Hasta 10 años', 'Up to 10 years'],
  tale: ['Cuentos', 'Tales'],
  gameBook: ['Libros de juegos', 'Game books'],
  riddle: ['Adivinanzas', 'Riddles'],
  children_educational: ['Educativos infantiles', 'Learning for children'],
  fable: ['Fábulas', 'Fables'],
  forTeen: ['Juvenil', 'Teens'],
  it_and_programing: ['Informática y programación', 'IT and programming'],
  html: ['HTML', 'HTML'],
  css: ['CSS', 'CSS'],
  javascript: ['JavaScript', 'JavaScript'],
  c: ['C', 'C'],
  c_plus_plus: ['C++', 'C++'],
  c_sharp: ['C#', 'C#'],
  pyton: ['Python', 'Python'],
  java: ['Java', 'Java'],
  swift: ['Swift', 'Swift'],
  php: ['PHP', 'PHP'],
  typescript: ['TypeScript', 'TypeScript'],
  kotlin: ['Kotlin', 'Kotlin'],
  other: ['Otros', 'Other'],
  musical: ['Música', 'Music'],
  politic: ['Política', 'Politics'],
  economy: ['Economía', 'Economics'],
  encyclopedia: ['Enciclopedias', 'Encyclopedias'],
  militaryScience: ['Ciencia militar', 'Military science'],
  jurisprudence: ['Derecho', 'Law'],
  art: ['Arte', 'Art'],
  architecture: ['Arquitectura', 'Architecture'],
  philosophy: ['Filosofía', 'Philosophy'],
  psychology: ['Psicología', 'Psychology'],
  biography: ['Biografías', 'Biographies'],
  medicine: ['Medicina', 'Medicine'],
  religious: ['Religión', 'Religion'],
  publicism: ['Periodismo y ensayo', 'Journalism and essays'],
  tourism: ['Viajes y turismo', 'Travel and tourism'],
  other_other: ['Varios', 'Miscellaneous'],
};

/** A category's name in a language (`imaginative` → `Ficción` / `Fiction` / `Ficció`). */
export function categoryName(slug: Category, language: Language): string {
  const [esp, eng] = names[slug];
  return textIn({ esp, eng, cat: catalanCategoryNames[slug] }, language);
}
