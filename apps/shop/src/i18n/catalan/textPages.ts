import type { TextPageName } from '@bookshop/contract';
import type { TextPageContent } from '../../features/text-pages/textPages';
import { adminIdleMinutes, readerIdleDays, sessionDays } from '../sessionTimes';
import { catalanShopWords } from './words';

/** The information pages (`textPages.ts`) in Catalan: the same facts, as a Barcelona bookshop writes them. */
export const catalanTextPages: Record<TextPageName, TextPageContent> = {
  about_us: {
    title: 'Qui som',
    paragraphs: [
      'Som una llibreria independent de Barcelona. Des del 2021 reunim en un sol catàleg clàssics, literatura catalana i espanyola, llibres infantils, manuals i llibres de programació.',
      "Cada llibre del catàleg l'ha triat algú que l'ha llegit o consultat. Preferim recomanar pocs llibres i bé que no pas molts a l'atzar.",
      'Pots comprar com a convidat, només amb el teu correu electrònic (t’enviem un enllaç privat per seguir la comanda), o crear un compte per conservar la cistella, valorar llibres i comentar les teves lectures amb altres lectors.',
    ],
  },
  for_authors: {
    title: 'Per a autors',
    paragraphs: [
      "Si has publicat un llibre i creus que encaixa en el nostre catàleg, escriu-nos amb una sinopsi, una mostra i les dades de la teva editorial o de l'autoedició.",
      "Organitzem presentacions i signatures a Barcelona, sobretot per Sant Jordi. Explica'ns si t'interessa participar-hi.",
      "Responem totes les propostes en el termini d'un mes.",
    ],
  },
  for_publishing_houses: {
    title: 'Per a editorials',
    paragraphs: [
      "Treballem amb editorials grans i petites. Si vols que el teu fons sigui al nostre catàleg, envia'ns el catàleg actual i les condicions de distribució.",
      'Cada editorial té una pàgina pròpia amb la seva informació i tots els llibres disponibles.',
      "Per a les novetats i les reposicions, indica'ns una persona de contacte i els terminis de lliurament habituals.",
    ],
  },
  return: {
    title: 'Devolucions i canvis',
    paragraphs: [
      "Pots tornar o canviar un llibre en els 14 dies següents a la compra si no s'ha fet servir, no està malmès i conserves el comprovant de compra.",
      'També acceptem devolucions si el llibre és defectuós o no correspon a la descripció.',
      'Per demanar una devolució, entra a Les meves comandes i tria la comanda lliurada. Et direm com ens pots enviar el llibre o quan el passarem a recollir.',
    ],
  },
  delivery: {
    title: 'Lliurament',
    paragraphs: [
      'El lliurament és gratuït dins de la ciutat de Barcelona (codis postals del 08001 al 08042) i arriba en 24 hores.',
      'Per a qualsevol altra adreça, un operador es posarà en contacte amb tu per acordar el lliurament i el preu.',
      'Pagues amb targeta en el moment del lliurament.',
    ],
  },
  legal_notice: {
    title: catalanShopWords.accounts.legalNotice,
    paragraphs: [
      "En compliment de l'article 10 de la Llei 34/2002, de serveis de la societat de la informació i de comerç electrònic (LSSI), t'informem de qui hi ha al darrere d'aquesta botiga.",
      'Titular: Llibreria Barcelona (Librería Barcelona). Domicili: carrer de Provença, 286, 08008 Barcelona, Espanya. Telèfon: +34 932 154 700. Correu electrònic: hola@libreriabarcelona.example.',
      "NIF i dades d'inscripció registral: les del titular, que les publica aquí abans d'obrir la botiga al públic.",
      "Els preus es mostren en euros, amb l'IVA inclòs. Les condicions de lliurament i de devolució s'expliquen a les pàgines Lliurament i Devolucions.",
      "Els textos, les imatges i el disseny d'aquesta botiga pertanyen als seus titulars; no es poden reproduir sense permís, tret que sigui per a ús personal.",
      "En cas de conflicte s'aplica la llei espanyola; com a consumidor, també pots adreçar-te a l'Agència Catalana del Consum o a la Junta Arbitral de Consum de Catalunya.",
    ],
  },
  privacy: {
    title: catalanShopWords.accounts.privacyPolicy,
    paragraphs: [
      'Responsable del tractament: Llibreria Barcelona (Librería Barcelona), carrer de Provença, 286, 08008 Barcelona (hola@libreriabarcelona.example).',
      "Quines dades guardem: les del teu compte (nom, cognoms, correu electrònic, telèfon, idioma i, si la puges, la teva imatge de perfil), les teves comandes amb l'adreça de lliurament, els teus comentaris, valoracions i «m'agrada», i la teva cistella. Si compres com a convidat, guardem la comanda amb el teu nom, correu electrònic, telèfon i adreça de lliurament.",
      "Per a què: per gestionar el teu compte i les teves comandes (execució del contracte, art. 6.1.b RGPD), per enviar-te els correus del compte (activació i canvi de contrasenya) i per protegir la botiga d'abusos (interès legítim, art. 6.1.f RGPD). No t'enviem publicitat ni venem les teves dades.",
      "Durant quant de temps: mentre tinguis el compte. Si el suprimeixes, se n'esborren les dades personals; els teus comentaris queden com a «compte suprimit» i de les comandes només guardem el que exigeix la llei comptable i fiscal (imports, dates i llibres), durant el termini legal.",
      "Els teus drets: pots descarregar les teves dades i suprimir el compte des d'El meu compte › Configuració, i corregir-les allà mateix. Per exercir qualsevol altre dret (accés, rectificació, supressió, oposició, limitació, portabilitat), escriu-nos. També pots presentar una reclamació a l'Agència Espanyola de Protecció de Dades (www.aepd.es).",
      'Qui més les veu: ningú de fora de la botiga, tret del servei de correu que lliura els nostres missatges.',
    ],
  },
  cookies: {
    title: catalanShopWords.accounts.cookieNotice,
    paragraphs: [
      "Aquesta botiga només fa servir galetes (cookies) tècniques, imprescindibles perquè funcioni; per això no et demanem el consentiment (art. 22.2 LSSI). No hi ha galetes de publicitat, d'analítica ni de tercers.",
      `«session»: manté la sessió iniciada. Només la pot llegir el servidor (HttpOnly), s'esborra quan tanques la sessió i dura com a màxim ${sessionDays} dies, menys si no fas servir la botiga (${readerIdleDays} dies; ${adminIdleMinutes} minuts per als administradors).`,
      "«device»: recorda que en aquest navegador ja has iniciat la sessió al teu compte, perquè hi puguis continuar entrant encara que algú intenti endevinar la teva contrasenya des d'un altre lloc. Només la pot llegir el servidor (HttpOnly) i dura un any des de l'última vegada que inicies la sessió.",
      "«language»: recorda l'idioma que has triat per mostrar-te les pàgines en aquest idioma. Dura un any.",
      "A més, el navegador desa en l'emmagatzematge local el teu idioma i la cistella de convidat; no surten del navegador fins que inicies la sessió o fas una comanda com a convidat.",
    ],
  },
};
