/**
 * The Catalan of the page heads the server writes (`pages.ts`) and of its skeleton page (`rendered.ts`),
 * for when Catalan is one of the shop's languages. A page's title is `${page} - ${siteName}` there.
 */
export const catalanPageTexts = {
  siteName: 'Llibreria Barcelona',
  /** The first step of a page's breadcrumb trail. */
  home: 'Inici',
  homeDescription:
    'Llibreria en línia a Barcelona: novel·les, clàssics, llibres infantils, educatius i de programació.',
  /** A category's description, given its Catalan name. */
  categoryDescription: (name: string) =>
    `${name}: llibres d'aquesta categoria a Llibreria Barcelona, amb enviament a domicili.`,
  searchTitle: (text: string) => `Resultats per a «${text}»`,
  searchDescription: (text: string) => `Llibres, autors i editorials que coincideixen amb «${text}».`,
  notFoundTitle: 'Pàgina no trobada',
  notFoundDescription: 'La pàgina que cerques no està disponible.',
  /** The skeleton page's status, read out while the page loads. */
  loading: "S'està carregant",
};
