/**
 * The demo catalogue's texts in Catalan, keyed by the `key` of its authors, publishers, books and slides
 * (`demo-catalogue.ts`), for when Catalan is one of the shop's languages. A name is here only where Catalan
 * calls the author otherwise (Homer, Isop). A book's `title` is the line under its name, a description
 * like its `info` (the English one translates the Spanish), so it is written for a Catalan reader too,
 * except where the Spanish line reads as Catalan already. Books keep their published names: the Catalan
 * editions of the catalogue already carry their Catalan ones. Characters keep the names of the edition
 * the shop sells (Bilbo Bolsón, Picaporte); real people and places take their Catalan names.
 */

export interface CatalanDemoTexts {
  authors: Record<string, { biography: string; name?: string }>;
  publishers: Record<string, { information: string; name?: string }>;
  books: Record<string, { info: string; name?: string; title?: string }>;
  slides: Record<string, { headline: string }>;
}

const authors: CatalanDemoTexts['authors'] = {
  // ── Spanish, Catalan and Latin American literature ──
  'miguel-de-cervantes': {
    biography:
      "Miguel de Cervantes (1547–1616) va ser soldat, recaptador d'impostos i escriptor, i va perdre l'ús de la mà esquerra a la batalla de Lepant. El seu Quixot es considera la primera novel·la moderna.",
  },
  'gabriel-garcia-marquez': {
    biography:
      'Gabriel García Márquez (1927–2014) va ser un novel·lista i periodista colombià que va viure a Barcelona entre el 1967 i el 1975. Va rebre el premi Nobel de Literatura el 1982 i és el gran nom del realisme màgic.',
  },
  'carlos-ruiz-zafon': {
    biography:
      "Carlos Ruiz Zafón (1964–2020) va néixer a Barcelona i va treballar en publicitat abans de dedicar-se a la ficció. El seu cicle del Cementiri dels Llibres Oblidats ha venut milions d'exemplars arreu del món.",
  },
  'merce-rodoreda': {
    biography:
      "Mercè Rodoreda (1908–1983) va néixer a Barcelona i va passar molts anys a l'exili, a França i a Suïssa. És la novel·lista catalana del segle XX més traduïda.",
  },
  'federico-garcia-lorca': {
    biography:
      'Federico García Lorca (1898–1936) va ser un poeta i dramaturg granadí, figura central de la Generació del 27. El van assassinar al començament de la Guerra Civil espanyola.',
  },
  'antonio-machado': {
    biography:
      "Antonio Machado (1875–1939) va ser un poeta sevillà que va ensenyar francès a Sòria, Baeza i Segòvia. Va morir a l'exili, a Cotlliure, poc després de travessar la frontera francesa.",
  },
  'benito-perez-galdos': {
    biography:
      "Benito Pérez Galdós (1843–1920) va néixer a Las Palmas i es va convertir en el gran cronista del Madrid del segle XIX. Els seus Episodios nacionales recorren un segle d'història d'Espanya en quaranta-sis novel·les.",
  },
  'miguel-delibes': {
    biography:
      'Miguel Delibes (1920–2010) va ser novel·lista, periodista i un gran afeccionat a la caça, nascut a Valladolid. Els seus llibres retraten la Castella rural amb un estil planer, exacte i profundament humà.',
  },
  'carmen-laforet': {
    biography:
      'Carmen Laforet (1921–2004) va néixer a Barcelona i va créixer a les Canàries. Amb vint-i-tres anys va guanyar el primer premi Nadal amb Nada.',
  },
  'ana-maria-matute': {
    biography:
      'Ana María Matute (1925–2014) va ser una novel·lista barcelonina que va explorar en la seva obra la infantesa i les ferides de la Guerra Civil. Va rebre el premi Cervantes el 2010.',
  },
  'enrique-vila-matas': {
    biography:
      "Enrique Vila-Matas (1948) és un escriptor barceloní que barreja en les seves novel·les assaig, autobiografia i ficció. Els seus llibres estan obsessionats amb la literatura mateixa i amb els escriptors que deixen d'escriure.",
  },
  'almudena-grandes': {
    biography:
      'Almudena Grandes (1960–2021) va ser una novel·lista i columnista madrilenya. La seva sèrie Episodios de una guerra interminable explica la història dels qui van perdre la Guerra Civil.',
  },
  'manuel-vazquez-montalban': {
    biography:
      'Manuel Vázquez Montalbán (1939–2003) va ser un periodista, poeta i novel·lista barceloní nascut al Raval. Va crear Pepe Carvalho, un detectiu privat gurmet que crema llibres a la llar de foc.',
  },
  'eduardo-mendoza': {
    biography:
      'Eduardo Mendoza (1943) és un novel·lista barceloní que va treballar de traductor a les Nacions Unides, a Nova York. Va rebre el premi Cervantes el 2016.',
  },
  'juan-marse': {
    biography:
      "Juan Marsé (1933–2020) va créixer als barris barcelonins de Gràcia i el Guinardó i va treballar d'aprenent de joier. Les seves novel·les retraten la ciutat de la postguerra i li van valer el premi Cervantes el 2008.",
  },
  'javier-cercas': {
    biography:
      'Javier Cercas (1962) és un novel·lista i columnista que viu a Girona. Els seus llibres barregen història, reportatge i ficció per qüestionar com recordem el passat.',
  },
  'jaume-cabre': {
    biography:
      "Jaume Cabré (1947) és un novel·lista, guionista i filòleg barceloní que escriu en català. Les seves grans novel·les s'han traduït a més de trenta llengües.",
  },
  'quim-monzo': {
    biography:
      'Quim Monzó (1952) és un contista, columnista i traductor barceloní. Els seus relats són breus, irònics i implacables amb els costums de la vida moderna.',
  },
  'jorge-luis-borges': {
    biography:
      'Jorge Luis Borges (1899–1986) va ser un escriptor, poeta i bibliotecari argentí. Les seves ficcions breus sobre laberints, miralls i biblioteques infinites van canviar la literatura universal.',
  },
  'julio-cortazar': {
    biography:
      'Julio Cortázar (1914–1984) va ser un escriptor argentí que va viure a París la major part de la seva vida adulta. Va ser un mestre del conte fantàstic i un autor clau del boom llatinoamericà.',
  },
  'mario-vargas-llosa': {
    biography:
      'Mario Vargas Llosa (1936–2025) va ser un novel·lista i assagista peruà que va viure a Barcelona a principis dels anys setanta. Va rebre el premi Nobel de Literatura el 2010.',
  },
  'isabel-allende': {
    biography:
      'Isabel Allende (1942) és una novel·lista xilena i nord-americana que abans havia estat periodista. És una de les autores en llengua castellana més llegides del món.',
  },
  'arturo-perez-reverte': {
    biography:
      'Arturo Pérez-Reverte (1951) va ser corresponsal de guerra durant vint-i-un anys abans de dedicar-se a la novel·la. És membre de la Reial Acadèmia Espanyola.',
  },
  'maria-duenas': {
    biography:
      'María Dueñas (1964) era professora universitària de filologia anglesa quan la seva primera novel·la es va convertir en un fenomen. Els seus llibres combinen història, aventura i protagonistes amb caràcter.',
  },
  'ildefonso-falcones': {
    biography:
      'Ildefonso Falcones (1959) és un advocat i novel·lista barceloní. La seva primera novel·la, ambientada a la Barcelona del segle XIV, va ser un èxit internacional i es va convertir en una sèrie de televisió.',
  },
  'fernando-aramburu': {
    biography:
      'Fernando Aramburu (1959) és un novel·lista donostiarra que viu a Alemanya des del 1985. Les seves novel·les tornen una vegada i una altra al País Basc i als anys del terrorisme.',
  },
  'irene-vallejo': {
    biography:
      "Irene Vallejo (1979) és una filòloga i escriptora saragossana especialitzada en el món clàssic. El seu assaig sobre la història del llibre s'ha convertit en un èxit mundial.",
  },
  'pedro-calderon-de-la-barca': {
    biography:
      "Pedro Calderón de la Barca (1600–1681) va ser dramaturg, soldat i sacerdot del Segle d'Or espanyol. Va escriure més de cent comèdies i actes sacramentals.",
  },
  'santa-teresa-de-jesus': {
    biography:
      "Santa Teresa de Jesús (1515–1582) va ser una monja carmelita, mística i reformadora que va fundar disset convents. Va ser la primera dona declarada doctora de l'Església.",
  },
  // ── World classics ──
  'jane-austen': {
    biography:
      "Jane Austen (1775–1817) va ser una novel·lista anglesa que va escriure sobre l'amor, els diners i el matrimoni entre la petita noblesa rural. La seva ironia i els seus diàlegs esmolats no han passat mai de moda.",
  },
  'charles-dickens': {
    biography:
      "Charles Dickens (1812–1870) va treballar de petit en una fàbrica de betum abans de convertir-se en el novel·lista més popular de l'Anglaterra victoriana. Les seves novel·les per entregues van denunciar la pobresa i la injustícia.",
  },
  'george-orwell': {
    biography:
      'George Orwell (1903–1950) va ser un novel·lista i assagista anglès que va combatre amb les milícies del POUM a la Guerra Civil espanyola. Les seves novel·les han fet entrar expressions com el Gran Germà en el llenguatge de cada dia.',
  },
  'jrr-tolkien': {
    biography:
      "J. R. R. Tolkien (1892–1973) va ser professor d'anglès antic a Oxford i inventava llengües per plaer. La Terra Mitjana va néixer d'aquestes llengües i va donar forma a la fantasia moderna.",
  },
  'jk-rowling': {
    biography:
      "J. K. Rowling (1965) és una autora britànica que va escriure el primer llibre de Harry Potter en cafeteries d'Edimburg. La sèrie de set llibres s'ha traduït a més de vuitanta llengües.",
  },
  'agatha-christie': {
    biography:
      "Agatha Christie (1890–1976) va aprendre molt sobre verins treballant a la farmàcia d'un hospital durant la Primera Guerra Mundial. Va crear Hercule Poirot i Miss Marple, i és la novel·lista més venuda de la història.",
  },
  'jules-verne': {
    name: 'Jules Verne',
    biography:
      'Jules Verne (1828–1905) va ser un escriptor francès que va imaginar submarins, viatges a la Lluna i voltes al món. Els seus Viatges extraordinaris van convertir la ciència en aventura per a generacions de lectors.',
  },
  'robert-louis-stevenson': {
    biography:
      "Robert Louis Stevenson (1850–1894) va ser un novel·lista i viatger escocès que va morir a Samoa. Va escriure L'illa del tresor i L'estrany cas del doctor Jekyll i el senyor Hyde.",
  },
  homer: {
    name: 'Homer',
    biography:
      "Homer és el nom que els grecs van donar al poeta de la Ilíada i l'Odissea, compostes probablement al segle VIII aC. Encara es discuteix si va ser un sol home o una tradició d'aedes.",
  },
  'brothers-grimm': {
    name: 'Germans Grimm',
    biography:
      'Jacob (1785–1863) i Wilhelm Grimm (1786–1859) van ser dos filòlegs alemanys que van recollir contes de boca de narradors populars. La seva col·lecció inclou La Blancaneu, Hansel i Gretel i La Caputxeta Vermella.',
  },
  'william-shakespeare': {
    biography:
      "William Shakespeare (1564–1616) va ser actor, poeta i dramaturg de Stratford-upon-Avon. Va morir el mateix any que Cervantes, i el 23 d'abril, diada de Sant Jordi, és el Dia del Llibre en honor de tots dos.",
  },
  'umberto-eco': {
    biography:
      'Umberto Eco (1932–2016) va ser un semiòleg, filòsof i novel·lista italià, professor de la Universitat de Bolonya. La seva primera novel·la va convertir un misteri medieval en un èxit mundial.',
  },
  'truman-capote': {
    biography:
      "Truman Capote (1924–1984) va ser un escriptor nord-americà nascut a Nova Orleans i una celebritat de l'alta societat de Nova York. Amb la crònica d'un assassinat a Kansas va inventar la novel·la de no-ficció.",
  },
  // ── Children and young readers ──
  'roald-dahl': {
    biography:
      'Roald Dahl (1916–1990) va ser un escriptor britànic de pares noruecs i pilot de caça a la Segona Guerra Mundial. Els seus llibres infantils es posen de part dels nens espavilats contra els adults cruels.',
  },
  'gloria-fuertes': {
    biography:
      'Gloria Fuertes (1917–1998) va ser una poeta madrilenya que es va fer famosa amb la televisió infantil dels anys setanta. Els seus versos juganers, endevinalles i embarbussaments encara es reciten a les escoles.',
  },
  'elvira-lindo': {
    biography:
      "Elvira Lindo (1962) és una escriptora, periodista i guionista nascuda a Cadis. Manolito Gafotas va néixer com a personatge de ràdio abans de convertir-se en una de les sèries infantils més estimades d'Espanya.",
  },
  aesop: {
    name: 'Isop',
    biography:
      "Isop va ser un faulista grec del segle VI aC que, segons la tradició, havia estat esclau. Les faules que se li atribueixen fa més de dos mil anys que s'expliquen.",
  },
  'felix-maria-samaniego': {
    biography:
      'Félix María Samaniego (1745–1801) va ser un escriptor basc de la Il·lustració. Va escriure les seves faules en vers per als alumnes del seminari de Bergara.',
  },
  'antoine-de-saint-exupery': {
    biography:
      'Antoine de Saint-Exupéry (1900–1944) va ser un aviador francès que va pilotar rutes de correu per damunt del Sàhara i dels Andes. Va desaparèixer sobre la Mediterrània en un vol de reconeixement.',
  },
  'lewis-carroll': {
    biography:
      "Lewis Carroll era el pseudònim de Charles Dodgson (1832–1898), matemàtic i fotògraf d'Oxford. Va inventar les aventures d'Alícia durant un passeig en barca per entretenir tres germanes petites.",
  },
  'michael-ende': {
    biography:
      "Michael Ende (1929–1995) va ser un escriptor alemany que es va formar com a actor. Les seves novel·les fantàstiques defensen la imaginació i el temps davant d'un món que sempre té pressa.",
  },
  'laura-gallego': {
    biography:
      'Laura Gallego (1977) és una autora valenciana de literatura fantàstica juvenil. Va escriure la primera novel·la als onze anys i ha guanyat dues vegades el premi Barco de Vapor.',
  },
  'jordi-sierra-i-fabra': {
    biography:
      'Jordi Sierra i Fabra (1947) és un escriptor i periodista musical barceloní amb més de quatre-cents llibres publicats. La seva fundació dona suport a escriptors joves a Catalunya i a Colòmbia.',
  },
  'anna-llenas': {
    biography:
      'Anna Llenas (1977) és una il·lustradora, dissenyadora i artterapeuta barcelonina. Els seus àlbums ajuden els més petits a posar nom a les emocions.',
  },
  'martin-handford': {
    biography:
      'Martin Handford (1956) és un il·lustrador britànic especialitzat en escenes multitudinàries. El 1987 va amagar entre la gentada un noi amb un jersei de ratlles, i així va néixer Wally.',
  },
  'edward-packard': {
    biography:
      "Edward Packard (1931) és un advocat nord-americà que va inventar les històries amb bifurcacions que explicava a les seves filles abans d'anar a dormir. D'aquí va sortir la col·lecció Elige tu propia aventura.",
  },
  'ivan-tapia': {
    biography:
      "Iván Tapia (1980) és un escriptor barceloní que dissenya enigmes per a jocs d'escapada. La seva sèrie Escape Book converteix el lector en jugador.",
  },
  'hans-magnus-enzensberger': {
    biography:
      'Hans Magnus Enzensberger (1929–2022) va ser un poeta, assagista i traductor alemany. Va escriure una famosa aventura matemàtica per a una filla que odiava els deures de matemàtiques.',
  },
  'jostein-gaarder': {
    biography:
      'Jostein Gaarder (1952) és un escriptor noruec que havia estat professor de filosofia a secundària. És conegut per unes novel·les que acosten les grans preguntes als lectors joves.',
  },
  'anne-frank': {
    name: 'Anne Frank',
    biography:
      "Anne Frank (1929–1945) va ser una noia jueva que va passar dos anys amagada amb la seva família a l'annex d'una casa d'Amsterdam. Va morir a Bergen-Belsen, i el seu pare va publicar el diari després de la guerra.",
  },
  // ── Reference, science and education ──
  'real-academia-espanola': {
    name: 'Reial Acadèmia Espanyola',
    biography:
      "La Reial Acadèmia Espanyola es va fundar a Madrid el 1713 per vetllar pel castellà. Amb vint-i-tres acadèmies germanes publica el diccionari, la gramàtica i l'ortografia oficials de la llengua.",
  },
  'maria-moliner': {
    biography:
      'María Moliner (1900–1981) va ser una bibliotecària aragonesa que va escriure un diccionari en dos volums a la taula de la cuina durant quinze anys. La Reial Acadèmia Espanyola no la va admetre mai com a membre.',
  },
  'institut-estudis-catalans': {
    biography:
      "L'Institut d'Estudis Catalans es va fundar a Barcelona el 1907 i té la seu a l'antiga Casa de Convalescència. És l'autoritat acadèmica de la llengua catalana.",
  },
  'raymond-murphy': {
    biography:
      "Raymond Murphy és un professor britànic d'anglès com a llengua estrangera amb una llarga experiència en escoles d'Oxford i Cambridge. Les seves gramàtiques d'autoaprenentatge han venut milions d'exemplars.",
  },
  'rosario-alonso-raya': {
    biography:
      "Rosario Alonso Raya és professora d'espanyol com a llengua estrangera a la Universitat de Granada. És coautora d'una de les gramàtiques que més fan servir els estudiants d'espanyol.",
  },
  'jaime-corpas': {
    biography:
      "Jaime Corpas és professor i formador de professors d'espanyol com a llengua estrangera a Barcelona. És coautor del curs Aula internacional.",
  },
  'stephen-hawking': {
    biography:
      "Stephen Hawking (1942–2018) va ser un físic teòric de Cambridge que va estudiar els forats negres i l'origen de l'univers. Va treballar durant més de cinquanta anys amb una malaltia de la motoneurona.",
  },
  'carl-sagan': {
    biography:
      "Carl Sagan (1934–1996) va ser un astrònom nord-americà que va participar en les missions Viking i Voyager de la NASA. La seva sèrie de televisió Cosmos va portar l'astronomia a milions de llars.",
  },
  'charles-darwin': {
    biography:
      "Charles Darwin (1809–1882) va ser un naturalista anglès que va fer la volta al món a bord del Beagle. La seva teoria de l'evolució per selecció natural va canviar la biologia per sempre.",
  },
  'paul-tipler': {
    biography:
      "Paul A. Tipler (1933–2023) va ser un físic nord-americà, professor de la Universitat d'Oakland. Fa dècades que els estudiants universitaris aprenen física amb el seu manual.",
  },
  'tom-apostol': {
    biography:
      "Tom M. Apostol (1923–2016) va ser un matemàtic nord-americà d'origen grec, professor del Caltech. El seu Calculus en dos volums és un clàssic de l'ensenyament rigorós.",
  },
  'yuval-noah-harari': {
    biography:
      'Yuval Noah Harari (1976) és un historiador israelià, professor de la Universitat Hebrea de Jerusalem. Els seus llibres expliquen la història de la humanitat a molt gran escala.',
  },
  // ── Programming ──
  'marijn-haverbeke': {
    biography:
      'Marijn Haverbeke és un programador neerlandès que viu a Berlín i escriu eines de codi obert per al web. Va crear els editors CodeMirror i ProseMirror.',
  },
  'douglas-crockford': {
    biography:
      'Douglas Crockford és un programador nord-americà que va popularitzar el format de dades JSON. Fa anys que explica quines parts de JavaScript val la pena fer servir.',
  },
  'boris-cherny': {
    biography:
      'Boris Cherny és un enginyer i responsable de producte que ha treballat a Facebook i en altres empreses tecnològiques. Va fundar un grup de trobades sobre TypeScript a San Francisco.',
  },
  'dan-vanderkam': {
    biography:
      'Dan Vanderkam és un enginyer de programari que va treballar en el cercador de Google i fa servir TypeScript des dels primers temps. Escriu i fa xerrades sobre la programació amb el sistema de tipus.',
  },
  'eric-matthes': {
    biography:
      'Eric Matthes va ser durant molts anys professor de ciències i matemàtiques de secundària a Alaska. Escriu llibres de programació per a principiants absoluts.',
  },
  'al-sweigart': {
    biography:
      'Al Sweigart és un desenvolupador de programari i professor de San Francisco. Escriu llibres de Python gratuïts que ensenyen a programar amb jocs i scripts pràctics.',
  },
  'luciano-ramalho': {
    biography:
      "Luciano Ramalho és un programador brasiler i membre d'honor de la Python Software Foundation. Ensenya Python a desenvolupadors des del 1998.",
  },
  'joshua-bloch': {
    biography:
      "Joshua Bloch va dirigir el disseny de moltes parts de la plataforma Java a Sun Microsystems, entre les quals el marc de col·leccions. Després va ser l'arquitecte en cap de Java a Google.",
  },
  'kathy-sierra': {
    biography:
      'Kathy Sierra és una formadora de programació i desenvolupadora de videojocs nord-americana. És cocreadora de la col·lecció Head First, que ensenya amb imatges, passatemps i humor.',
  },
  'robert-c-martin': {
    biography:
      'Robert C. Martin, conegut com a Uncle Bob, programa des del 1970. És un dels signants del Manifest Àgil.',
  },
  'brian-kernighan': {
    biography:
      "Brian W. Kernighan va treballar als Laboratoris Bell amb els creadors d'Unix i del C. És catedràtic d'informàtica a la Universitat de Princeton.",
  },
  'bjarne-stroustrup': {
    biography:
      'Bjarne Stroustrup és un informàtic danès que va dissenyar i implementar el C++ als Laboratoris Bell el 1979. És professor a la Universitat de Columbia.',
  },
  'jon-skeet': {
    biography:
      "Jon Skeet és un enginyer de programari britànic que treballa a Google i és l'usuari més famós de Stack Overflow. Segueix el llenguatge C# des de la primera versió.",
  },
  'joseph-albahari': {
    biography:
      'Joseph Albahari és un desenvolupador australià, autor de LINQPad, una eina molt popular entre els programadors de .NET. Ha escrit obres de referència sobre totes les versions de C#.',
  },
  'kevin-tatroe': {
    biography:
      "Kevin Tatroe és un desenvolupador web nord-americà que crea aplicacions en PHP des de finals dels anys noranta. És coautor d'una obra de referència sobre PHP amb una llarga trajectòria.",
  },
  'paris-buttfield-addison': {
    biography:
      "Paris Buttfield-Addison és un dissenyador de videojocs australià i cofundador de l'estudi Secret Lab, a Hobart. Escriu sobre Swift i les plataformes d'Apple.",
  },
  'svetlana-isakova': {
    biography:
      "Svetlana Isakova va treballar en el compilador de Kotlin a JetBrains i després en va ser divulgadora. Ha ensenyat Kotlin en conferències d'arreu del món.",
  },
  'dawn-griffiths': {
    biography:
      'Dawn Griffiths és una matemàtica i desenvolupadora de programari britànica. Amb David Griffiths ha escrit diversos llibres de la col·lecció Head First.',
  },
  'jon-duckett': {
    biography:
      "Jon Duckett és un dissenyador i desenvolupador web britànic que ha treballat per a empreses emergents i grans marques. Els seus llibres són coneguts pel disseny a tot color, com el d'una revista.",
  },
  'eric-meyer': {
    biography:
      "Eric A. Meyer treballa amb CSS des del 1996 i va ajudar a definir com l'implementen els navegadors. És un dels fundadors del congrés An Event Apart.",
  },
  'lea-verou': {
    biography:
      "Lea Verou és una desenvolupadora i investigadora web grega que ha estat membre del Grup d'Arquitectura Tècnica del W3C. És coneguda per les seves tècniques enginyoses de CSS.",
  },
  'jennifer-robbins': {
    biography:
      'Jennifer Niederst Robbins va dissenyar un dels primers llocs web comercials, el 1993. Fa més de vint-i-cinc anys que ensenya disseny web.',
  },
  // ── Essays, arts and society ──
  'alex-ross': {
    biography:
      "Alex Ross (1968) és el crític musical de The New Yorker des del 1996. Escriu sobre música clàssica per a lectors que no l'han estudiada mai.",
  },
  'patti-smith': {
    biography:
      'Patti Smith (1946) és una cantant, poeta i fotògrafa nord-americana coneguda com la padrina del punk. Les seves memòries van guanyar el National Book Award.',
  },
  'niccolo-machiavelli': {
    name: 'Nicolau Maquiavel',
    biography:
      'Nicolau Maquiavel (1469–1527) va ser un diplomàtic i pensador polític florentí. Va escriure el seu tractat sobre el poder mentre estava apartat de la vida pública.',
  },
  'thomas-piketty': {
    biography:
      "Thomas Piketty (1971) és un economista francès de l'Escola d'Economia de París. Estudia la història de la desigualtat de la riquesa i dels ingressos.",
  },
  'daniel-kahneman': {
    biography:
      "Daniel Kahneman (1934–2024) va ser un psicòleg israelià i nord-americà que va estudiar com prenem decisions. Va rebre el premi Nobel d'Economia el 2002.",
  },
  'adam-smith': {
    biography:
      "Adam Smith (1723–1790) va ser un filòsof moral escocès i una figura destacada de la Il·lustració escocesa. Es considera el pare de l'economia moderna.",
  },
  'jean-chevalier': {
    biography:
      'Jean Chevalier (1906–1993) va ser un filòsof, teòleg i funcionari francès de la UNESCO. Va dedicar anys a recopilar símbols de cultures de tot el món.',
  },
  'sun-tzu': {
    biography:
      'Sun Tzu va ser un general i estrateg xinès que la tradició situa al segle V aC. El tractat que se li atribueix encara es llegeix en acadèmies militars i escoles de negocis.',
  },
  'antony-beevor': {
    biography:
      "Antony Beevor (1946) és un historiador militar britànic i antic oficial de l'exèrcit. Els seus llibres sobre Stalingrad, Berlín i la Guerra Civil espanyola són èxits internacionals.",
  },
  'cesare-beccaria': {
    biography:
      'Cesare Beccaria (1738–1794) va ser un jurista i economista italià de la Il·lustració milanesa. El seu breu tractat es va pronunciar contra la tortura i la pena de mort.',
  },
  montesquieu: {
    biography:
      'Montesquieu (1689–1755) va ser un magistrat i filòsof francès de la Il·lustració. La seva teoria de la separació de poders va inspirar moltes constitucions modernes.',
  },
  'ernst-gombrich': {
    biography:
      "Ernst Gombrich (1909–2001) va ser un historiador de l'art britànic d'origen austríac que va dirigir l'Institut Warburg de Londres. Escrivia per al gran públic amb una claredat poc habitual.",
  },
  'john-berger': {
    biography:
      "John Berger (1926–2017) va ser un crític d'art, novel·lista i pintor anglès que va viure durant dècades en un llogaret dels Alps francesos. La seva sèrie de televisió Ways of Seeing va canviar la manera de mirar la pintura.",
  },
  'gilles-neret': {
    biography:
      "Gilles Néret (1933–2005) va ser un historiador de l'art, periodista i comissari d'exposicions francès. Va escriure nombroses monografies sobre artistes del segle XX.",
  },
  'rainer-zerbst': {
    biography:
      'Rainer Zerbst és un escriptor i periodista alemany especialitzat en art i arquitectura. Fa més de trenta anys que escriu sobre Gaudí.',
  },
  'robert-venturi': {
    biography:
      "Robert Venturi (1925–2018) va ser un arquitecte nord-americà guanyador del premi Pritzker. Amb Denise Scott Brown va defensar la complexitat i allò quotidià en l'arquitectura.",
  },
  'friedrich-nietzsche': {
    biography:
      'Friedrich Nietzsche (1844–1900) va ser un filòsof i filòleg alemany que als vint-i-quatre anys ja era catedràtic a Basilea. La seva obra aforística va qüestionar la moral, la religió i la veritat.',
  },
  'marcus-aurelius': {
    name: 'Marc Aureli',
    biography:
      'Marc Aureli (121–180) va ser emperador romà i filòsof estoic. Va escriure les seves notes personals en grec durant les campanyes militars del Danubi.',
  },
  'augustine-of-hippo': {
    name: 'Sant Agustí',
    biography:
      "Sant Agustí (354–430) va ser bisbe, teòleg i filòsof del nord d'Àfrica. El relat de la seva pròpia conversió és una de les primeres autobiografies.",
  },
  'viktor-frankl': {
    biography:
      'Viktor Frankl (1905–1997) va ser un neuròleg i psiquiatre austríac que va sobreviure a Auschwitz. Va fundar la logoteràpia, una teràpia centrada en la recerca de sentit.',
  },
  'walter-isaacson': {
    biography:
      'Walter Isaacson (1952) és un periodista nord-americà, expresident de la CNN i exdirector de la revista Time. Escriu biografies de grans innovadors.',
  },
  'siddhartha-mukherjee': {
    biography:
      'Siddhartha Mukherjee (1970) és un oncòleg i investigador indi i nord-americà de la Universitat de Columbia. Va guanyar el premi Pulitzer amb la seva història del càncer.',
  },
  'oliver-sacks': {
    biography:
      'Oliver Sacks (1933–2015) va ser un neuròleg britànic que va exercir a Nova York. Va convertir en literatura els historials clínics dels seus pacients.',
  },
  'ryszard-kapuscinski': {
    biography:
      "Ryszard Kapuściński (1932–2007) va ser un reporter polonès que va cobrir guerres i revolucions a l'Àfrica, l'Àsia i l'Amèrica Llatina. Es considera un mestre del periodisme literari.",
  },
  'regis-st-louis': {
    biography:
      "Regis St Louis és un escriptor de viatges que ha participat en desenes de guies de Lonely Planet. Ha recorregut Barcelona i la resta d'Espanya en molts viatges de documentació.",
  },
  'robert-hughes': {
    biography:
      "Robert Hughes (1938–2012) va ser un crític d'art australià que va escriure a la revista Time durant tres dècades. Estimava Barcelona i en va escriure una història molt celebrada.",
  },
  'ferran-adria': {
    biography:
      "Ferran Adrià (1962) és un cuiner de l'Hospitalet de Llobregat que va dirigir El Bulli, a la Costa Brava. La seva cuina creativa va canviar l'alta gastronomia de tot el món.",
  },
};

const publishers: CatalanDemoTexts['publishers'] = {
  anagrama: {
    information:
      "Jorge Herralde va fundar Anagrama a Barcelona el 1969, i l'editorial és coneguda per la narrativa literària i l'assaig. Els premis Herralde de Novel·la i Anagrama d'Assaig han llançat moltes carreres en llengua castellana.",
  },
  planeta: {
    information:
      "José Manuel Lara va fundar l'Editorial Planeta a Barcelona el 1949, i avui és el grup editorial més gran del món hispanoparlant. El seu premi Planeta és un dels guardons literaris més ben dotats del món.",
  },
  alfaguara: {
    information:
      'Alfaguara va néixer a Madrid el 1964 i publica grans autors espanyols i llatinoamericans. El seu segell infantil ha acompanyat generacions de lectors joves.',
  },
  tusquets: {
    information:
      "Beatriz de Moura i Óscar Tusquets van fundar Tusquets Editores a Barcelona el 1969. La col·lecció La Sonrisa Vertical i el catàleg de narrativa l'han convertida en un referent de l'edició espanyola.",
  },
  salamandra: {
    information:
      "Ediciones Salamandra es va fundar a Barcelona el 1989 i publica ficció internacional en castellà. És l'editorial en castellà de Harry Potter i d'El petit príncep.",
  },
  'penguin-random-house': {
    information:
      'Penguin Random House Grupo Editorial té la seu espanyola a Barcelona i reuneix segells com Lumen, Debate, Debolsillo i Grijalbo. Publica narrativa, assaig i llibres de butxaca per a tota mena de lectors.',
  },
  'edicions-62': {
    information:
      "Edicions 62 es va fundar a Barcelona el 1962 per publicar llibres en català en uns anys en què l'ús de la llengua estava restringit. Continua sent una de les grans editorials de la literatura catalana.",
  },
  'seix-barral': {
    information:
      'Seix Barral és una editorial barcelonina: als anys seixanta, el seu premi Biblioteca Breve va impulsar el boom llatinoamericà. Avui forma part del Grup Planeta.',
  },
  catedra: {
    information:
      'Ediciones Cátedra es va fundar a Madrid el 1973 i és coneguda sobretot per la col·lecció Letras Hispánicas. Les seves edicions anotades dels clàssics es fan servir a instituts i universitats.',
  },
  sm: {
    information:
      'SM és una editorial educativa i infantil espanyola fundada el 1937. Convoca els premis Barco de Vapor i Gran Angular de literatura infantil i juvenil, i a Catalunya publica en català amb el segell Cruïlla.',
  },
  oreilly: {
    information:
      "Tim O'Reilly va fundar O'Reilly Media el 1978, i l'editorial és famosa pels gravats d'animals dels seus llibres tècnics. Publica guies pràctiques per a programadors i administradors de sistemes.",
  },
  'no-starch-press': {
    information:
      'No Starch Press és una editorial independent de San Francisco fundada el 1994. Publica llibres amens sobre programació, seguretat, hacking i ciència per a gent curiosa.',
  },
  'anaya-multimedia': {
    information:
      "Anaya Multimedia és el segell d'informàtica del Grup Anaya, amb seu a Madrid. Publica manuals de programació i tradueix al castellà els llibres tècnics més importants.",
  },
  destino: {
    information:
      'Ediciones Destino va néixer el 1942 i convoca el premi Nadal des del 1944. Va publicar Carmen Laforet, Miguel Delibes i Ana María Matute.',
  },
  siruela: {
    information:
      "Jacobo Siruela va fundar Ediciones Siruela a Madrid el 1982. L'editorial és coneguda pel disseny acurat, els clàssics fantàstics i l'assaig.",
  },
  'penguin-classics': {
    information:
      "Penguin Classics va néixer a Londres el 1946 amb una nova traducció de l'Odissea. Els seus llibres de butxaca de llom negre acosten les grans obres del món als lectors en anglès.",
  },
  alianza: {
    information:
      'Alianza Editorial es va fundar a Madrid el 1966 i va revolucionar el llibre de butxaca a Espanya. El seu catàleg abasta filosofia, història, ciència i clàssics.',
  },
  minotauro: {
    information:
      "Minotauro va néixer a Buenos Aires el 1955 i es va traslladar a Barcelona, on va passar a formar part del Grup Planeta. És l'editorial en castellà de Tolkien i de la ciència-ficció clàssica.",
  },
  espasa: {
    information:
      "Espasa es va fundar a Barcelona el 1860 i és famosa per la seva gran enciclopèdia. Publica els diccionaris i l'ortografia de la Reial Acadèmia Espanyola.",
  },
  critica: {
    information:
      "L'Editorial Crítica es va fundar a Barcelona el 1976 i està especialitzada en història i divulgació científica. Entre els seus autors hi ha grans historiadors espanyols i estrangers.",
  },
  herder: {
    information:
      "Herder Editorial publica a Barcelona des del 1943 com a branca espanyola d'una editorial alemanya fundada el 1801. El seu catàleg abasta psicologia, filosofia, religió i obres de referència.",
  },
  'gustavo-gili': {
    information:
      "L'Editorial Gustavo Gili es va fundar a Barcelona el 1902. És una editorial de referència en arquitectura, disseny, fotografia i arts visuals.",
  },
  taschen: {
    information:
      "Benedikt Taschen va fundar Taschen a Colònia el 1980. L'editorial fa assequibles els llibres d'art, arquitectura i disseny, amb moltes imatges i preus baixos.",
  },
  phaidon: {
    information:
      "Phaidon es va fundar a Viena el 1923 i avui té la seu a Londres. Publica llibres d'art, arquitectura, fotografia, disseny i gastronomia.",
  },
  'lonely-planet': {
    information:
      "Lonely Planet va néixer el 1973, quan Tony i Maureen Wheeler van publicar una guia per travessar l'Àsia amb pocs diners. Avui és el nom més conegut de les guies de viatge.",
  },
  'addison-wesley': {
    information:
      'Addison-Wesley va néixer a Massachusetts el 1942 i avui és un segell de Pearson. Ha publicat molts dels llibres clàssics de la informàtica.',
  },
  'prentice-hall': {
    information:
      "Prentice Hall va ser una editorial nord-americana de llibres de text fundada el 1913 i absorbida més tard per Pearson. El seu catàleg d'informàtica inclou el llibre original del llenguatge C.",
  },
  manning: {
    information:
      "Manning Publications és una editorial tècnica independent fundada el 1990 a Shelter Island, Nova York. Va ser pionera en els llibres d'accés anticipat, que els lectors poden seguir mentre s'escriuen.",
  },
  wiley: {
    information:
      'John Wiley & Sons es va fundar a Nova York el 1807 i és una de les editorials independents més antigues dels Estats Units. Publica llibres científics, tècnics i professionals.',
  },
  cambridge: {
    information:
      "Cambridge University Press va rebre el privilegi reial el 1534 i és l'editorial universitària més antiga del món. Els seus llibres per aprendre anglès es fan servir a escoles de tot Espanya.",
  },
  difusion: {
    information:
      "Difusión és una editorial barcelonina fundada el 1988 i especialitzada en l'ensenyament de l'espanyol com a llengua estrangera. Els seus cursos es fan servir en escoles d'idiomes de tots els continents.",
  },
  reverte: {
    information:
      "L'Editorial Reverté publica llibres científics i tècnics a Barcelona des del 1947. Les seves traduccions de manuals universitaris han format generacions d'enginyers.",
  },
  flamboyant: {
    information:
      "Flamboyant és una editorial barcelonina d'àlbums il·lustrats fundada el 2011. Publica en català i en castellà i té molta cura de la il·lustració.",
  },
  gredos: {
    information:
      "L'Editorial Gredos es va fundar a Madrid el 1944 i és coneguda pel catàleg de lingüística i per la Biblioteca Clásica d'autors grecs i llatins. També publica el diccionari de María Moliner.",
  },
  gedisa: {
    information:
      'Gedisa és una editorial independent barcelonina fundada el 1977. Està especialitzada en ciències socials, filosofia i escriptura acadèmica.',
  },
};

const slides: CatalanDemoTexts['slides'] = {
  'sant-jordi-2026': { headline: 'Sant Jordi: un llibre i una rosa' },
  'free-delivery-barcelona': { headline: 'Enviament gratuït a Barcelona en 24 h' },
  'new-in-childrens-books': { headline: 'Novetats en llibres infantils' },
  'back-to-school': { headline: "Tornada a l'escola" },
  'code-week': { headline: 'Aprèn a programar' },
};

const books: CatalanDemoTexts['books'] = {
  // ── Fiction, poetry and drama ──
  'la-sombra-del-viento': {
    title: 'Una biblioteca secreta a la Barcelona de postguerra',
    info: "Un matí del 1945, un llibreter porta el seu fill Daniel al Cementiri dels Llibres Oblidats, on el noi tria una novel·la d'un autor desconegut. Aviat descobreix que fa anys que algú en crema tots els altres exemplars. Un misteri gòtic que recorre els carrers de la ciutat vella.",
  },
  'el-juego-del-angel': {
    title: 'Un escriptor, una casa torre i un encàrrec estrany',
    info: 'A la Barcelona dels anys vint, el jove David Martín escriu novel·les per entregues fins que un editor misteriós li ofereix una fortuna per un llibre molt especial. El preu podria ser la seva ànima. La segona novel·la del cicle del Cementiri dels Llibres Oblidats.',
  },
  marina: {
    title: 'Un conte gòtic pels carrers de Sarrià',
    info: "L'Òscar, alumne d'un internat, s'escapa per explorar els vells casalots de Sarrià i coneix la Marina i el seu pare. Junts segueixen una dama de negre fins a un cementiri oblidat. La novel·la juvenil més personal de Ruiz Zafón.",
  },
  'cien-anos-de-soledad': {
    title: 'Set generacions de la família Buendía',
    info: "L'esplendor i la decadència de Macondo i de la família Buendía, on les papallones grogues, la pesta de l'insomni i una pluja de quatre anys semblen la cosa més natural del món. García Márquez la va acabar a Mèxic i la va veure convertir-se en un clàssic en vida.",
  },
  'el-amor-en-los-tiempos-del-colera': {
    title: 'Un amor que espera cinquanta-un anys',
    info: "Florentino Ariza s'enamora de Fermina Daza quan és molt jove i espera més de mig segle una segona oportunitat. Una novel·la tendra i irònica sobre la vellesa, la fidelitat i la costa del Carib.",
  },
  'cronica-de-una-muerte-anunciada': {
    title: 'Tothom ho sabia i ningú no ho va impedir',
    info: 'Mataran Santiago Nasar i tot el poble ho sap menys ell. Dècades després, el narrador reconstrueix com un reporter el matí del crim. Una novel·la breu i perfecta.',
  },
  'don-quijote-de-la-mancha': {
    title: 'Edició de la Reial Acadèmia Espanyola',
    info: "Un gentilhome de la Manxa llegeix tants llibres de cavalleries que surt pels camins com a cavaller errant amb el seu escuder Sancho Panza. Barcelona és l'única ciutat real que visita el cavaller, i a la seva platja és finalment derrotat. Text complet a cura de Francisco Rico.",
  },
  'novelas-ejemplares': {
    title: "Dotze novel·les curtes del Segle d'Or",
    info: 'Gitanos, gossos que parlen, vells gelosos i un llicenciat que es creu fet de vidre. Les dotze novel·les curtes de Cervantes mostren la varietat de la vida espanyola de principis del segle XVII. Edició anotada.',
  },
  'la-placa-del-diamant': {
    title: 'La Gràcia de la Colometa, abans i després de la guerra',
    info: 'La Natàlia coneix en Quimet en un ball a la plaça del Diamant, i ell comença a dir-li Colometa. A través de la seva veu vivim la República, la guerra i la gana de la postguerra al barri de Gràcia. El gran clàssic de la literatura catalana, en català.',
  },
  'mirall-trencat': {
    title: 'Tres generacions en una torre de Sant Gervasi',
    info: "L'esplendor i la decadència d'una família benestant de Barcelona, explicats a través de senyors i criats al llarg de tres generacions. Rodoreda la va compondre com un mirall trencat en molts bocins. En català.",
  },
  'romancero-gitano': {
    title: 'Divuit romanços de lluna i verd',
    info: 'El llibre de poemes més popular de Lorca uneix el romanç tradicional amb imatges modernes i agosarades. Andalusia, la Guàrdia Civil i la lluna apareixen en versos inoblidables. Edició anotada amb introducció.',
  },
  'la-casa-de-bernarda-alba': {
    title: "Drama de dones als pobles d'Espanya",
    info: "Després de la mort del seu marit, la Bernarda imposa vuit anys de dol a les seves cinc filles. Les filles viuen tancades a casa, i el desig i la rivalitat creixen entre elles fins que esclata la tragèdia. Lorca la va acabar dos mesos abans que l'assassinessin.",
  },
  'bodas-de-sangre': {
    title: 'Tragèdia en tres actes',
    info: "El dia del casament, la núvia fuig amb el seu antic amant i el nuvi surt a perseguir-los cap al bosc. Inspirada en un crim real d'Almeria, barreja realisme, poesia i figures simbòliques com la Lluna i la Mort.",
  },
  'poeta-en-nueva-york': {
    title: 'Lorca davant la ciutat moderna',
    info: "Escrits durant l'estada de Lorca a la Universitat de Columbia el 1929 i el 1930, aquests poemes s'enfronten a la solitud i la injustícia de la gran ciutat. El seu llibre més surrealista i arriscat.",
  },
  'campos-de-castilla': {
    title: "El Duero, Sòria i la terra d'Espanya",
    info: "Machado contempla el paisatge auster de Castella i la gent que l'habita. El llibre també inclou els seus famosos proverbis i cantars, entre els quals els versos sobre fer camí en caminar.",
  },
  'fortunata-y-jacinta': {
    title: 'Dues històries de casades',
    info: 'Juanito Santa Cruz, un jove ric, està casat amb la dolça Jacinta i enamorat de la Fortunata, una dona del poble. Al seu voltant, Galdós pinta tot el Madrid de la dècada del 1870. Una de les grans novel·les europees del segle XIX.',
  },
  trafalgar: {
    title: 'El primer dels Episodios nacionales',
    info: "El vell Gabriel Araceli recorda com, amb catorze anys, va navegar a bord del Santísima Trinidad a la batalla del 1805. Galdós obre la seva vasta història de l'Espanya del segle XIX amb una aventura al mar.",
  },
  'el-camino': {
    title: "L'última nit d'en Daniel, el Mochuelo",
    info: "La nit abans de marxar a estudiar a la ciutat, en Daniel, d'onze anys, recorda els seus amics, la seva vall i el seu poble. El retrat tendre que fa Delibes de la infantesa a la Cantàbria rural.",
  },
  'los-santos-inocentes': {
    title: 'Criats i senyors en una finca extremenya',
    info: "En Paco, la Régula i els seus fills serveixen els amos d'una finca als anys seixanta amb la dignitat de qui no ha tingut mai res. L'Azarías i la seva milana són dels personatges més inoblidables de la narrativa espanyola.",
  },
  'cinco-horas-con-mario': {
    title: "El monòleg d'una vídua al costat del taüt",
    info: 'La Carmen vetlla tota la nit el cadàver del seu marit i li parla durant cinc hores. Els seus retrets revelen un matrimoni, una classe social i tot un país als anys seixanta.',
  },
  nada: {
    title: "Un any a la casa del carrer d'Aribau",
    info: "L'Andrea arriba a Barcelona el 1939 per estudiar a la universitat i s'instal·la amb els seus parents en un pis ombrívol del carrer d'Aribau. La gana, la violència i l'amistat marquen el seu primer any a la ciutat. Primer premi Nadal.",
  },
  'primera-memoria': {
    title: 'Un estiu en una illa durant la guerra',
    info: 'La Matia, de catorze anys, passa el primer estiu de la Guerra Civil a Mallorca amb la seva àvia i el seu cosí Borja. Lluny del front, la crueltat dels adults també arriba als nens.',
  },
  'olvidado-rey-gudu': {
    title: 'Un conte de fades medieval per a adults',
    info: "Al regne d'Olar, la reina Ardid vol que el seu fill Gudú sigui un gran rei i fa que un bruixot li arrenqui el cor. La gran novel·la fantàstica de Matute és plena de follets, sirenes i ambició humana.",
  },
  'bartleby-y-compania': {
    title: "Notes a peu de pàgina d'un llibre sobre escriptors que van deixar d'escriure",
    info: "Un oficinista solitari de Barcelona decideix seguir la pista dels escriptors del No: els que, com l'escrivent de Melville, preferirien no fer-ho. Una enginyosa novel·la-assaig sobre el silenci i la literatura.",
  },
  'paris-no-se-acaba-nunca': {
    title: 'Un aprenentatge irònic a la ciutat de Hemingway',
    info: 'El narrador recorda els dos anys que va passar a París als anys setanta, llogant unes golfes a Marguerite Duras i intentant escriure la seva primera novel·la. Va ser molt pobre i gens feliç.',
  },
  'ines-y-la-alegria': {
    title: "La invasió de la Vall d'Aran, 1944",
    info: "L'octubre del 1944, milers de guerrillers espanyols travessen els Pirineus per alliberar Espanya de Franco, i la Inés fuig per unir-s'hi. El primer dels Episodios de una guerra interminable d'Almudena Grandes.",
  },
  'el-corazon-helado': {
    title: "Dues famílies i els secrets d'un segle",
    info: "A l'enterrament del seu pare, l'Álvaro veu una desconeguda molt bella, la Raquel Fernández. La història d'ella i la del seu pare estan lligades per la guerra, l'exili i un deute que no es va saldar mai.",
  },
  'los-pacientes-del-doctor-garcia': {
    title: "Una història d'espies del Madrid de postguerra a l'Argentina",
    info: "El doctor Guillermo García Medina salva la vida d'un diplomàtic republicà el 1936 i rep a canvi una identitat. Anys després, tots dos s'uneixen a una operació secreta contra una xarxa que ajudava els nazis a fugir. Premi Nacional de Narrativa.",
  },
  'los-mares-del-sur': {
    title: 'Una novel·la de Pepe Carvalho',
    info: 'Un empresari que somiava escapar-se a la Polinèsia apareix apunyalat en una obra de Barcelona. El detectiu Pepe Carvalho en segueix el rastre des de les mansions de la part alta fins als nous barris obrers. Premi Planeta 1979.',
  },
  tatuaje: {
    title: 'El primer cas de Pepe Carvalho',
    info: "En una platja propera a Barcelona apareix el cadàver d'un home amb un tatuatge que diu «He nascut per revolucionar l'infern». Un perruquer contracta Carvalho per esbrinar qui era. El cas el porta del Raval als canals d'Amsterdam.",
  },
  'la-ciudad-de-los-prodigios': {
    title: 'Barcelona entre dues exposicions universals',
    info: "L'Onofre Bouvila arriba a Barcelona sense un cèntim el 1887 i passa de repartir propaganda anarquista a ser l'home més ric de la ciutat. La seva història és també la d'una ciutat que es reinventa.",
  },
  'el-misterio-de-la-cripta-embrujada': {
    title: 'Un detectiu sonat en un col·legi de monges',
    info: "La policia treu d'un manicomi un intern sense nom perquè investigui la desaparició d'una alumna d'un col·legi de monges. Mendoza parodia la novel·la negra amb un humor irresistible.",
  },
  'sin-noticias-de-gurb': {
    title: "El diari d'un extraterrestre perdut a Barcelona",
    info: "Un extraterrestre aterra a Bellaterra, i el seu company Gurb desapareix a la ciutat disfressat de Marta Sánchez. El diari de la recerca és un dels llibres més divertits que s'han escrit sobre Barcelona.",
  },
  'ultimas-tardes-con-teresa': {
    title: 'Un lladre de motos i una universitària rica',
    info: 'En Manolo, el Pijoaparte, roba motos al barri del Carmel i somia amb una vida millor. El seu idil·li amb la Teresa, una estudiant progressista de bona família, revela la distància entre dues Barcelones.',
  },
  'soldados-de-salamina': {
    title: 'El soldat que va deixar viure un enemic',
    info: "Un periodista investiga l'afusellament fallit de l'escriptor falangista Rafael Sánchez Mazas el 1939, a prop de la frontera francesa. Acaba obsessionat amb el soldat republicà que el va trobar i el va deixar escapar.",
  },
  'jo-confesso': {
    title: 'Un violí, una biblioteca i la història del mal',
    info: "L'Adrià Ardèvol, un erudit barceloní que està perdent la memòria, escriu una llarga carta en què explica la història de la seva família i d'un valuós violí del segle XVIII. Per la carta hi desfila la història del mal a Europa. En català.",
  },
  'les-veus-del-pamano': {
    title: 'Un poble del Pirineu i els seus morts',
    info: "Una mestra d'un poble del Pallars troba un quadern que hi va amagar un mestre durant la Guerra Civil. Present i passat s'entrellacen en una història de culpa i memòria. En català.",
  },
  'ochenta-y-seis-cuentos': {
    title: 'Trenta anys de relats',
    info: "Els relats aplegats de Quim Monzó, de finals dels anys setanta al canvi de segle, traduïts al castellà de l'original català, Vuitanta-sis contes. Parelles, buròcrates i personatges de conte atrapats en situacions tan absurdes com reconeixibles.",
  },
  ficciones: {
    title: 'Laberints, biblioteques i senders que es bifurquen',
    info: 'La biblioteca de Babel, Funes el memoriós i El jardí de senders que es bifurquen són en aquest llibre, que va canviar la manera de llegir ficció a tot el món. El Borges essencial en edició de butxaca.',
  },
  rayuela: {
    title: 'Una novel·la que es pot llegir en diversos ordres',
    info: "L'Horacio Oliveira vaga per París amb la Maga i més tard torna a Buenos Aires. El lector pot seguir els capítols en l'ordre habitual o saltar pel llibre segons un tauler de direcció.",
  },
  'la-ciudad-y-los-perros': {
    title: 'Cadets en un col·legi militar de Lima',
    info: "El robatori d'un examen al col·legi militar Leoncio Prado desferma una espiral de violència i silenci entre els cadets. La primera novel·la de Vargas Llosa va guanyar el premi Biblioteca Breve a Barcelona el 1962.",
  },
  'la-casa-de-los-espiritus': {
    title: 'Quatre generacions de la família Trueba',
    info: "La Clara, la clarivident, el seu marit Esteban Trueba i els seus descendents travessen un segle d'història xilena. La primera novel·la d'Allende barreja saga familiar, màgia i política.",
  },
  'el-capitan-alatriste': {
    title: 'Espases i intrigues al Madrid del segle XVII',
    info: "Diego Alatriste, veterà dels terços de Flandes, es guanya la vida com a espadatxí a sou al Madrid de Felip IV. Un encàrrec fosc el posa enmig d'una perillosa intriga de la cort. La primera entrega d'una sèrie d'aventures molt estimada.",
  },
  'el-club-dumas': {
    title: 'Un caçador de llibres entre Madrid, Sintra i París',
    info: "Lucas Corso, un caçador de llibres mercenari, rep l'encàrrec d'autenticar un capítol manuscrit d'Els tres mosqueters i un llibre rar per invocar el diable. Un misteri per a bibliòfils.",
  },
  'el-nombre-de-la-rosa': {
    title: 'Set dies i set morts en una abadia medieval',
    info: 'El 1327, el franciscà Guillermo de Baskerville i el seu novici Adso arriben a una abadia italiana on els monjos moren de manera estranya. La clau dels crims és a la laberíntica biblioteca.',
  },
  'el-tiempo-entre-costuras': {
    title: 'Una cosidora convertida en espia',
    info: "La Sira Quiroga, una jove modista madrilenya, es queda abandonada a Tànger i refà la seva vida al Tetuan colonial. Durant la Segona Guerra Mundial, el seu taller de costura es converteix en una tapadora de l'espionatge britànic.",
  },
  'la-catedral-del-mar': {
    title: "Santa Maria del Mar s'alça a la Barcelona medieval",
    info: "L'Arnau Estanyol, fill d'un serf fugitiu, creix a la Barcelona del segle XIV mentre la gent de la Ribera aixeca pedra a pedra Santa Maria del Mar. La pesta, la Inquisició i l'ambició es creuen en el seu camí.",
  },
  patria: {
    title: 'Dues famílies dividides per ETA',
    info: "La Bittori torna al seu poble el dia que ETA anuncia que deixa les armes, decidida a saber la veritat sobre l'assassinat del seu marit. La seva presència trasbalsa la família de la Miren, la que havia estat la seva millor amiga.",
  },
  'el-infinito-en-un-junco': {
    title: 'La invenció dels llibres en el món antic',
    info: "De la Biblioteca d'Alexandria a les llibreries de Roma, Irene Vallejo explica l'aventura del llibre amb el pols d'una novel·la. Un assaig que es va convertir en un fenomen entre llibreters i lectors.",
  },
  'la-vida-es-sueno': {
    title: 'El príncep tancat en una torre',
    info: "El rei Basilio tanca el seu fill Segismundo en una torre perquè els astres van anunciar que seria un tirà. Alliberat durant un sol dia, el príncep ja no distingeix el somni de la realitat. El gran drama filosòfic del Segle d'Or.",
  },
  hamlet: {
    title: 'La tragèdia de Hamlet, príncep de Dinamarca',
    info: "El fantasma del rei assassinat de Dinamarca demana venjança al seu fill, i Hamlet dubta. L'obra més extensa de Shakespeare és una meditació sobre el dubte, la bogeria i la mort. Edició de Penguin en anglès, amb notes i introducció.",
  },
  'pride-and-prejudice': {
    title: "L'Elizabeth Bennet coneix el senyor Darcy",
    info: "La senyora Bennet té cinc filles per casar, i quan el ric senyor Bingley lloga la finca veïna tota la casa s'esvalota. L'Elizabeth, la més aguda de totes, sent una antipatia immediata pel seu orgullós amic Darcy. En anglès.",
  },
  'sense-and-sensibility': {
    title: "Dues germanes, dues maneres d'estimar",
    info: "Després de la mort del seu pare, l'assenyada Elinor i l'apassionada Marianne Dashwood s'han de traslladar a una modesta casa de camp a Devon. La primera novel·la que va publicar Austen sospesa amb enginy la raó i el sentiment. En anglès.",
  },
  emma: {
    title: 'Bonica, intel·ligent, rica i casamentera',
    info: "L'Emma Woodhouse està convençuda que té un do per arreglar els matrimonis dels altres, i gairebé sempre s'equivoca. Una comèdia d'equívocs en un petit poble anglès. En anglès.",
  },
  'great-expectations': {
    title: 'En Pip, un presidiari i una núvia abandonada',
    info: "El jove Pip ajuda un presidiari fugat als aiguamolls i més tard rep una fortuna d'un benefactor desconegut. La seva vida de senyor a Londres li ensenya què és el que de debò importa. En anglès.",
  },
  'oliver-twist': {
    title: 'Si us plau, senyor, en vull una mica més',
    info: "Un orfe s'escapa de l'hospici i cau en mans de la banda de joves carteristes de Fagin, a Londres. La segona novel·la de Dickens és un atac indignat contra el tracte que rebien els pobres. En anglès.",
  },
  'a-christmas-carol': {
    title: 'Scrooge i els tres esperits',
    info: "La nit de Nadal, l'avar Ebenezer Scrooge rep la visita del fantasma del seu soci i dels esperits dels Nadals passats, del present i dels que han de venir. Un clàssic breu per llegir en veu alta en família. En anglès.",
  },
  'nineteen-eighty-four': {
    title: 'El Gran Germà et vigila',
    info: "Winston Smith reescriu la història al Ministeri de la Veritat i porta d'amagat un diari, una cosa prohibida a Oceania. Quan s'enamora de la Julia, desafia el Partit. La gran distopia del segle XX, en anglès.",
  },
  'animal-farm': {
    title: 'Tots els animals són iguals, però alguns ho són més',
    info: "Els animals de la Granja Manor expulsen el granger i es governen sols, fins que els porcs comencen a comportar-se com els humans. La faula d'Orwell sobre la corrupció de les revolucions. En anglès.",
  },
  'homenaje-a-cataluna': {
    title: 'Orwell a la Guerra Civil espanyola',
    info: "Orwell va arribar a Barcelona el desembre del 1936, es va allistar a les milícies del POUM i va rebre un tret al coll al front d'Aragó. El seu relat de la guerra i dels combats de carrer dels Fets de Maig del 1937 és un clàssic del reportatge polític.",
  },
  'el-hobbit': {
    title: "Història d'una anada i una tornada",
    info: "En Bilbo Bolsón, un hòbbit que estima el seu còmode forat, és arrossegat pel mag Gandalf i tretze nans a una expedició per recuperar un tresor que guarda el drac Smaug. El preludi d'El Senyor dels Anells.",
  },
  'la-comunidad-del-anillo': {
    title: 'Un Anell per governar-los a tots',
    info: "En Frodo hereta un anell del seu oncle Bilbo i descobreix que és l'Anell Únic del Senyor Fosc, Sauron. Amb vuit companys, surt a destruir-lo al foc de la Muntanya del Destí. El primer volum de la trilogia.",
  },
  'el-silmarillion': {
    title: 'Els dies antics de la Terra Mitjana',
    info: 'La creació del món, les guerres dels elfs i les tres joies anomenades Silmarils. Christopher Tolkien va editar la mitologia en què el seu pare va treballar tota la vida.',
  },
  'harry-potter-y-la-piedra-filosofal': {
    title: 'El nen que va sobreviure arriba a Hogwarts',
    info: 'El dia que fa onze anys, en Harry Potter descobreix que és un mag i que té plaça al Col·legi Hogwarts de Màgia i Bruixeria. Allà hi troba amics, el quidditch i un secret amagat al més profund del castell.',
  },
  'harry-potter-y-la-camara-secreta': {
    title: 'El segon curs a Hogwarts',
    info: 'Un elf domèstic adverteix en Harry que no torni a Hogwarts, i aviat comencen a aparèixer alumnes petrificats. Algú ha obert la llegendària Cambra dels Secrets.',
  },
  'harry-potter-y-el-prisionero-de-azkaban': {
    title: "Un presoner perillós s'ha escapat",
    info: "Sirius Black s'ha escapat de la presó d'Azkaban, i tothom diu que busca en Harry. Els dementors vigilen l'escola, i el tercer curs resulta ser el més fosc fins ara.",
  },
  'asesinato-en-el-orient-express': {
    title: 'Hércules Poirot i un tren atrapat per la neu',
    info: "Una tempesta de neu atura l'Orient Express als Balcans, i al matí apareix un passatger nord-americà amb dotze ganivetades. Poirot té un vagó ple de sospitosos i cap sortida.",
  },
  'y-no-quedo-ninguno': {
    title: 'Deu convidats en una illa',
    info: "Algú convida deu desconeguts a una illa davant de la costa de Devon, i durant el sopar una veu enregistrada acusa cadascun d'ells d'un crim. Un per un, comencen a morir seguint una vella cançó infantil.",
  },
  'la-vuelta-al-mundo-en-ochenta-dias': {
    title: 'La famosa aposta de Phileas Fogg',
    info: 'El puntual Phileas Fogg aposta la meitat de la seva fortuna que pot fer la volta al món en vuitanta dies, i surt de Londres aquella mateixa nit amb el seu criat Picaporte. Trens, vapors i fins i tot un elefant els porten a contrarellotge.',
  },
  'veinte-mil-leguas-de-viaje-submarino': {
    title: 'A bord del Nautilus del capità Nemo',
    info: 'El professor Aronnax surt a caçar un monstre marí i acaba presoner a bord del Nautilus, el submarí del misteriós capità Nemo. Junts exploren les meravelles de les profunditats.',
  },
  'treasure-island': {
    title: 'Long John Silver i el mapa',
    info: "El jove Jim Hawkins troba el mapa d'un tresor al bagul d'un vell pirata i salpa a bord de la Hispaniola per buscar-lo. Però el cuiner del vaixell, el coix Long John Silver, té els seus propis plans. En anglès.",
  },
  odisea: {
    title: "El llarg retorn d'Ulisses",
    info: "Després de la caiguda de Troia, Ulisses passa deu anys intentant tornar a Ítaca i s'enfronta al cíclop, a Circe i a les sirenes. Traducció en prosa amb introducció i notes.",
  },
  'cuentos-de-grimm': {
    title: 'La col·lecció completa dels germans Grimm',
    info: 'La Blancaneu, Hansel i Gretel, Rapunzel i dos-cents contes més, recollits de narradors alemanys. Una traducció fidel que conserva els contes tal com els van anotar els Grimm.',
  },
  'a-sangre-fria': {
    title: 'Un assassinat múltiple a Kansas',
    info: 'El novembre del 1959, els quatre membres de la família Clutter van ser assassinats a la seva granja de Holcomb, a Kansas. Capote va dedicar sis anys a investigar el crim i els dos assassins.',
  },
  // ── Children and young readers ──
  matilda: {
    title: 'Una nena geni contra la directora',
    info: "La Matilda llegeix Dickens amb quatre anys, però als seus pares només els interessa la tele. A l'escola s'enfronta a la terrible directora Tronchatoro i descobreix que té un poder sorprenent. Amb il·lustracions de Quentin Blake.",
  },
  'charlie-y-la-fabrica-de-chocolate': {
    title: 'Cinc bitllets daurats',
    info: "Willy Wonka amaga cinc bitllets daurats a les seves rajoles de xocolata, i el pobre Charlie Bucket troba l'últim. A dins de la fàbrica l'esperen rius de xocolata, els Oompa-Loompas i lliçons per a quatre nens malcriats.",
  },
  'las-brujas': {
    title: 'Les bruixes de debò porten guants',
    info: "Un nen i la seva àvia noruega ensopeguen amb el congrés anual de les bruixes d'Anglaterra, que planegen convertir tots els nens en ratolins. Dahl en la seva versió més deliciosament terrorífica.",
  },
  'poemas-de-la-oca-loca': {
    title: 'Versos per llegir en veu alta',
    info: "Una oca que va a l'escola, un ratolí que no pot dormir i molts altres personatges en poemes breus i musicals. El llibre ideal per als nens que comencen a llegir sols.",
  },
  'adivinanzas-de-gloria': {
    title: 'Endevina, endevinalla: què serà?',
    info: "Endevinalles en vers sobre animals, fruites, el temps i objectes de cada dia, amb les solucions amagades al final. L'humor de Gloria Fuertes converteix les endevinalles en un joc per a tota la família.",
  },
  'manolito-gafotas': {
    title: "La vida d'un nen de Carabanchel",
    info: "En Manolito García Moreno, àlies Gafotas, viu a Carabanchel amb la seva mare, el seu avi i el seu germà petit, a qui diu l'Imbècil. Explica les seves aventures amb una barreja d'innocència i saviesa involuntària.",
  },
  'pobre-manolito': {
    title: "Més aventures d'en Manolito Gafotas",
    info: "En Manolito torna amb noves desgràcies: una visita al metge, un viatge amb el seu avi i l'eterna guerra amb el seu amic Orejones López. Divertit i tendre a parts iguals.",
  },
  'fabulas-de-esopo': {
    title: 'La tortuga, la llebre i tres-centes més',
    info: 'La cigala i la formiga, la guineu i el raïm, la llebre i la tortuga: les faules que fa segles que ensenyen moralitats als nens. Col·lecció completa amb notes.',
  },
  'fabulas-de-samaniego': {
    title: 'Les lliçons de la Il·lustració espanyola',
    info: 'La lletera, els dos conills, el ratolí de ciutat i el de camp, en les versions rimades que els nens espanyols fa dos segles que aprenen de memòria. Edició completa amb una introducció sobre la Il·lustració espanyola.',
  },
  'el-principito': {
    title: "L'essencial és invisible als ulls",
    info: "Un aviador perdut al Sàhara coneix un petit príncep arribat d'un asteroide on va deixar una rosa. Un conte per a nens que els adults llegeixen una vegada i una altra. Amb les aquarel·les de l'autor.",
  },
  'alicia-en-el-pais-de-las-maravillas': {
    title: 'Pel cau del conill',
    info: "L'Alícia segueix un conill blanc amb rellotge de butxaca i cau en un món absurd, amb un gat que somriu, un berenar de bojos i una reina que vol tallar el cap a tothom. Amb les il·lustracions originals de John Tenniel.",
  },
  'la-historia-interminable': {
    title: 'Un llibre que necessita el seu lector',
    info: "En Bastián roba un llibre estrany d'una vella llibreria i s'amaga a les golfes de l'escola per llegir-lo. El No-res devora Fantàsia, i només ell la pot salvar. Imprès a dues tintes, com l'edició original.",
  },
  momo: {
    title: 'La nena que es va enfrontar als lladres de temps',
    info: "La Momo viu a les ruïnes d'un amfiteatre i sap escoltar com ningú. Quan els homes grisos comencen a robar el temps de la gent, ella és l'única que els pot aturar.",
  },
  'memorias-de-idhun-la-resistencia': {
    title: 'Dos adolescents entre dos mons',
    info: "En Jack i la Victoria formen part d'un grup secret que lluita contra Kirtash, un assassí arribat del món d'Idhún. El primer llibre de la trilogia fantàstica que va fer famosa Laura Gallego.",
  },
  'finis-mundi': {
    title: 'Un monjo contra la fi del món',
    info: "L'any 997, el jove monjo Michel recorre Europa amb un joglar per trobar els tres eixos del temps i evitar la fi del món. La primera novel·la publicada de Laura Gallego, premi Barco de Vapor.",
  },
  'campos-de-fresas': {
    title: 'Una pastilla, una nit, una llarga espera',
    info: "La Luci està en coma després de prendre's una pastilla en una festa, i els seus amics passen el dia més llarg de la seva vida esperant notícies. Una novel·la juvenil sobre les decisions, l'amistat i la responsabilitat.",
  },
  'el-monstruo-de-colores': {
    title: 'Posar ordre a les emocions',
    info: "El monstre de colors s'ha llevat fet un embolic, amb totes les emocions barrejades. Una nena l'ajuda a posar cada sentiment al seu pot: l'alegria, la tristesa, la ràbia, la por i la calma. Un dels preferits de les escoles bressol.",
  },
  'el-monstruo-de-colores-va-al-cole': {
    title: "El primer dia d'escola",
    info: "El monstre de colors va a l'escola per primera vegada i no té ni idea de com serà. L'aula, el pati, el menjador i la classe de música, explicats per ajudar la mainada en el gran dia.",
  },
  'donde-esta-wally': {
    title: "Troba'l entre la gentada",
    info: "En Wally, amb el seu jersei de ratlles vermelles i blanques, s'amaga en algun racó de cada doble pàgina: a la platja, a la ciutat, a l'aeroport. Sabràs trobar també la Wenda, l'Odlaw i el mag Barbablanca?",
  },
  'la-cueva-del-tiempo': {
    title: 'Col·lecció Elige tu propia aventura, 1',
    info: "Ets d'excursió al canyó de la Serp quan trobes una cova que porta a diferents moments de la història. Tu decideixes què fas a cada pàgina, i hi ha quaranta finals possibles.",
  },
  'escape-book': {
    title: "Seràs capaç d'escapar d'aquest llibre?",
    info: "Estàs tancat en un laboratori misteriós, i l'única sortida és resoldre els enigmes amagats a les seves pàgines. Un joc d'escapada en forma de llibre, amb endevinalles, codis i pistes per retallar.",
  },
  'el-diablo-de-los-numeros': {
    title: 'Una aventura matemàtica en dotze nits',
    info: "En Robert odia les matemàtiques fins que un petit diable vermell el comença a visitar en somnis. En dotze nits descobreix els nombres primers, Fibonacci i l'infinit com si fossin un joc. Per a lectors a partir de deu anys.",
  },
  'el-mundo-de-sofia': {
    title: 'Novel·la sobre la història de la filosofia',
    info: "La Sofía Amundsen, de catorze anys, troba dues notes a la bústia: Qui ets? D'on ve el món? Un professor misteriós la guia de Sòcrates a Sartre. La filosofia per a lectors joves, en forma de novel·la.",
  },
  'diario-de-ana-frank': {
    title: "Dos anys a l'annex secret",
    info: "L'Anne rep un diari quan fa tretze anys, i poques setmanes després la seva família s'amaga dels nazis. Les seves anotacions són divertides, agudes i commovedores. Edició definitiva.",
  },
  // ── Reference, language learning and science ──
  'diccionario-de-la-lengua-espanola': {
    title: 'Edició del Tricentenari',
    info: "El diccionari oficial de la Reial Acadèmia Espanyola i l'Associació d'Acadèmies de la Llengua Espanyola, amb més de 93.000 entrades. La referència del lèxic castellà a totes dues bandes de l'Atlàntic.",
  },
  'ortografia-de-la-lengua-espanola': {
    title: 'Les normes ortogràfiques completes de les acadèmies',
    info: "Accents, puntuació, majúscules i estrangerismes, explicats amb milers d'exemples. El manual d'ortografia complet acordat per totes les acadèmies de la llengua espanyola.",
  },
  'diccionario-de-uso-del-espanol': {
    title: 'El diccionari de María Moliner',
    info: 'El diccionari de Moliner agrupa les paraules per famílies i explica com es fan servir de debò, amb sinònims i exemples. Escriptors com García Márquez el consideraven el diccionari més complet del castellà. Dos volums.',
  },
  'diccionari-de-la-llengua-catalana': {
    title: "El diccionari normatiu de l'IEC",
    info: "El diccionari normatiu del català, elaborat per l'Institut d'Estudis Catalans. Imprescindible per a estudiants, traductors i tothom qui escrigui en català.",
  },
  'english-grammar-in-use': {
    title: "Gramàtica d'autoaprenentatge amb solucions",
    info: "Cent quaranta-cinc unitats, cadascuna amb una pàgina d'explicacions i una altra d'exercicis. La gramàtica més venuda per a estudiants d'anglès de nivell intermedi, en la cinquena edició.",
  },
  'gramatica-basica-del-estudiante-de-espanol': {
    title: 'Nivells A1-B2',
    info: "Una gramàtica visual i pràctica per a estudiants d'espanyol com a llengua estrangera, amb explicacions clares i exercicis amb solucions. Es fa servir en escoles d'idiomes de tot el món.",
  },
  'aula-internacional-plus-1': {
    title: "Curs d'espanyol, nivell A1",
    info: "El primer nivell d'un curs comunicatiu d'espanyol per a joves i adults. Cada unitat acaba amb una tasca real, i el llibre inclou àudios i exercicis addicionals.",
  },
  'como-se-hace-una-tesis': {
    title: "Tècniques i procediments d'estudi, recerca i escriptura",
    info: "Com triar el tema, organitzar les fitxes, fer servir la biblioteca i escriure sense por. La guia pràctica d'Eco ha ajudat generacions d'estudiants a acabar els seus treballs.",
  },
  'breve-historia-del-tiempo': {
    title: 'Del big bang als forats negres',
    info: "D'on ve l'univers? Tindrà un final? Pot anar enrere el temps? Hawking explica la cosmologia moderna sense cap equació, llevat de la famosa E = mc².",
  },
  cosmos: {
    title: "Un viatge personal per l'univers",
    info: "De la Biblioteca d'Alexandria a les sondes Voyager, Sagan explica com la humanitat va descobrir el seu lloc a l'univers. El llibre de la llegendària sèrie de televisió, amb il·lustracions a tot color.",
  },
  'on-the-origin-of-species': {
    title: 'Per mitjà de la selecció natural',
    info: "L'obra mestra de Darwin, del 1859, presenta les proves de l'evolució que va reunir durant vint anys, dels coloms als percebes. Un dels llibres més influents que s'han escrit mai. En anglès.",
  },
  'fisica-para-la-ciencia-y-la-tecnologia': {
    title: 'Mecànica, oscil·lacions i termodinàmica',
    info: 'El manual clàssic de física de primer curs universitari, amb exemples resolts, preguntes conceptuals i centenars de problemes. Sisena edició, traduïda al castellà.',
  },
  'calculus-volumen-1': {
    title: "Càlcul amb funcions d'una variable i una introducció a l'àlgebra lineal",
    info: 'Apostol introdueix el càlcul integral abans que el diferencial, amb rigor i notes històriques. Un manual exigent que els estudiants de matemàtiques i enginyeria conserven tota la vida.',
  },
  sapiens: {
    title: 'Breu història de la humanitat',
    info: "Com va arribar un simi africà insignificant a dominar el planeta? Harari recorre les tres revolucions que ens han fet com som: la cognitiva, l'agrícola i la científica.",
  },
  // ── Programming ──
  'eloquent-javascript': {
    title: 'Una introducció moderna a la programació',
    info: 'Haverbeke ensenya a programar des de zero amb JavaScript, amb exercicis i projectes com un editor de pixel art i un petit llenguatge de programació. Tercera edició, en anglès.',
  },
  'javascript-the-good-parts': {
    title: 'El millor de JavaScript',
    info: "Crockford separa el nucli elegant de JavaScript de les característiques que donen problemes. Un llibre breu i influent que va marcar la manera d'escriure JavaScript de tota una generació. En anglès.",
  },
  'programming-typescript': {
    title: 'Aplicacions JavaScript que escalen',
    info: "Dels fonaments del sistema de tipus als tipus avançats, la gestió d'errors i la programació asíncrona. Una guia completa per a desenvolupadors de JavaScript que volen passar-se a TypeScript. En anglès.",
  },
  'effective-typescript': {
    title: '83 maneres concretes de millorar el teu TypeScript',
    info: 'Consells breus i pràctics sobre inferència de tipus, disseny de tipus, genèrics i migració de bases de codi. Segona edició, actualitzada per al TypeScript modern. En anglès.',
  },
  'python-crash-course': {
    title: 'Introducció pràctica a la programació basada en projectes',
    info: 'La primera meitat ensenya els fonaments de Python; la segona construeix un joc espacial, visualitzacions de dades i una aplicació web. Tercera edició, en anglès.',
  },
  'curso-intensivo-de-python': {
    title: 'Aprèn a programar amb projectes',
    info: 'La traducció al castellà de la introducció a Python més venuda. Variables, llistes, classes i proves, i després tres projectes complets.',
  },
  'automate-the-boring-stuff-with-python': {
    title: 'Programació pràctica per a principiants absoluts',
    info: 'Canviar el nom de milers de fitxers, emplenar formularis, actualitzar fulls de càlcul i enviar correus automàticament. Sweigart mostra com una mica de Python pot estalviar hores de feina feixuga. En anglès.',
  },
  'fluent-python': {
    title: 'Programació clara, concisa i eficaç',
    info: 'Un recorregut a fons pel model de dades de Python, els iteradors, els decoradors, la concurrència i la metaprogramació, per a programadors amb experiència. Segona edició, en anglès.',
  },
  'effective-java': {
    title: 'Bones pràctiques per a la plataforma Java',
    info: "Noranta consells sobre creació d'objectes, genèrics, expressions lambda, streams i concurrència, escrits per un dels dissenyadors de les biblioteques de Java. Tercera edició, en anglès.",
  },
  'head-first-java': {
    title: 'Una guia amable amb el teu cervell',
    info: 'Objectes, herència, excepcions, fils i streams explicats amb dibuixos, passatemps i acudits. Tercera edició, en anglès.',
  },
  'codigo-limpio': {
    title: "Manual d'estil per al desenvolupament àgil de programari",
    info: 'Com escriure noms, funcions, comentaris i proves que els altres puguin llegir. Exemples en Java, amb casos pràctics de refactorització real. Edició en castellà.',
  },
  'the-c-programming-language': {
    title: 'Segona edició, ANSI C',
    info: "Conegut simplement com a K&R, el llibre de Kernighan i de Dennis Ritchie, creador del C, és un model d'escriptura tècnica. Comença amb el primer hello, world de la història. En anglès.",
  },
  'el-lenguaje-de-programacion-c': {
    title: 'Segona edició, ANSI C',
    info: 'La traducció al castellà del K&R, la referència clàssica del llenguatge C, escrita per Dennis Ritchie, que el va crear, i Brian Kernighan. Inclou la biblioteca estàndard i la gramàtica completa.',
  },
  'the-cpp-programming-language': {
    title: 'Quarta edició, amb C++11',
    info: 'La referència completa del C++ escrita pel creador del llenguatge: el nucli del llenguatge, la biblioteca estàndard i tècniques de disseny. En anglès.',
  },
  'a-tour-of-cpp': {
    title: 'El C++ modern en uns pocs centenars de pàgines',
    info: 'Un repàs ràpid al C++ modern per a programadors que ja coneixen un altre llenguatge: mòduls, conceptes, corrutines i la biblioteca estàndard. Tercera edició, en anglès.',
  },
  'c-sharp-in-depth': {
    title: "L'evolució de C#, versió a versió",
    info: 'Skeet explica per què existeix cada característica de C#, dels genèrics i LINQ a async i les tuples. Quarta edició, en anglès.',
  },
  'c-sharp-12-in-a-nutshell': {
    title: 'La referència definitiva',
    info: 'Una referència completa i concisa del llenguatge C# i de les biblioteques de .NET, del sistema de tipus a LINQ, la concurrència i la reflexió. En anglès.',
  },
  'programming-php': {
    title: 'Com crear pàgines web dinàmiques',
    info: 'El llenguatge, les funcions estàndard, les bases de dades, la seguretat i les novetats de PHP 7.4. Quarta edició, en anglès.',
  },
  'php-and-mysql': {
    title: 'Crea llocs web amb bases de dades',
    info: 'La guia a tot color de Duckett per crear llocs web dinàmics amb PHP i MySQL, dels formularis i les sessions a un gestor de continguts complet. En anglès.',
  },
  'learning-swift': {
    title: 'Aplicacions per a macOS, iOS i més',
    info: 'El llenguatge Swift des de zero i, després, una aplicació completa de notes per a Mac i iPhone. Tercera edició, en anglès.',
  },
  'kotlin-in-action': {
    title: 'Escrit pels qui van crear el llenguatge',
    info: 'Funcions, classes, expressions lambda, corrutines i DSL, explicats per a desenvolupadors de Java que es passen a Kotlin. Segona edició, en anglès.',
  },
  'head-first-kotlin': {
    title: 'Una guia amable amb el teu cervell',
    info: "Aprèn Kotlin amb dibuixos, exercicis i jocs: classes, seguretat davant dels nuls, col·leccions i funcions d'ordre superior. En anglès.",
  },
  'html-and-css': {
    title: 'Una introducció visual per a principiants',
    info: "Cada pàgina d'aquest llibre tan ben dissenyat explica una idea d'HTML o de CSS amb un esquema i un exemple. El primer llibre de capçalera de molts dissenyadors web. En anglès.",
  },
  'css-the-definitive-guide': {
    title: 'Maquetació i presentació web',
    info: 'Selectors, la cascada, flexbox, grid, transformacions i animacions, explicats amb tot detall per dos experts que van ajudar a redactar les especificacions. Cinquena edició, en anglès.',
  },
  'css-secrets': {
    title: 'Millors solucions a problemes quotidians de disseny web',
    info: 'Quaranta-set tècniques enginyoses per a fons, formes, tipografia i transicions, amb el raonament que hi ha darrere de cadascuna. En anglès.',
  },
  'learning-web-design': {
    title: "Guia per a principiants d'HTML, CSS, JavaScript i gràfics web",
    info: 'Tot el que un principiant necessita per crear un lloc web modern: HTML semàntic, CSS adaptable, un primer contacte amb JavaScript i imatges optimitzades. Cinquena edició, en anglès.',
  },
  // ── Music, society, arts, travel and more ──
  'el-ruido-eterno': {
    title: 'Escoltar el segle XX a través de la seva música',
    info: 'De Richard Strauss a John Adams, Alex Ross explica la història del segle XX a través de la seva música. Compositors, dictadors i públics es creuen en un llibre que es llegeix com una novel·la.',
  },
  'eramos-unos-ninos': {
    title: 'Patti Smith i Robert Mapplethorpe a Nova York',
    info: "L'estiu del 1967, Patti Smith va arribar a Nova York sense diners i va conèixer un jove artista, Robert Mapplethorpe. Les seves memòries d'aquella amistat retraten una ciutat i una època de música i art.",
  },
  'el-principe': {
    title: 'Com conquerir el poder i conservar-lo',
    info: 'El breu tractat de Maquiavel, dedicat a Llorenç de Mèdici, estudia com els governants conquereixen i conserven el poder, sense il·lusions morals. Cinc segles després, encara el citen polítics i estrategs.',
  },
  'el-espiritu-de-las-leyes': {
    title: 'La separació de poders',
    info: 'Montesquieu compara les lleis i els governs de molts pobles i defensa que la llibertat exigeix separar els poders legislatiu, executiu i judicial. Un text fundacional del dret constitucional modern.',
  },
  'de-los-delitos-y-de-las-penas': {
    title: 'El llibre que va desafiar la tortura',
    info: 'Publicat anònimament el 1764, el tractat de Beccaria sosté que les penes han de ser proporcionades, públiques i segures, i que la tortura i la pena de mort són inútils. Va inspirar reformes penals a tot Europa.',
  },
  'capital-e-ideologia': {
    title: 'Una història global de la desigualtat',
    info: "Piketty estudia com cada societat ha justificat les seves desigualtats, de les societats esclavistes a l'hipercapitalisme. Acaba amb propostes per a un socialisme participatiu.",
  },
  'pensar-rapido-pensar-despacio': {
    title: 'Els dos sistemes que regeixen la nostra manera de pensar',
    info: "Kahneman explica la ment ràpida i intuïtiva i la ment lenta i reflexiva, i els biaixos que fan que totes dues s'equivoquin. Una obra clau de la psicologia i l'economia conductual.",
  },
  'the-wealth-of-nations': {
    title: 'Llibres del I al III',
    info: "La fàbrica d'agulles de cap, la mà invisible i la divisió del treball: els tres primers llibres de l'obra fundacional de l'economia política de Smith. En anglès.",
  },
  'diccionario-de-los-simbolos': {
    title: 'Mites, somnis, costums, gestos, formes, figures, colors i nombres',
    info: 'Més de 1.600 entrades expliquen què han significat la poma, el laberint, el número set o el color blau en diferents cultures. Una obra de referència clàssica per a artistes, escriptors i curiosos.',
  },
  'el-arte-de-la-guerra': {
    title: 'Vèncer sense combatre',
    info: "Tretze capítols breus sobre la planificació, el terreny, l'engany i l'ús d'espies, escrits a l'antiga Xina. El tractat militar més antic del món, amb introducció i notes.",
  },
  'la-guerra-civil-espanola': {
    title: 'La Guerra Civil espanyola, 1936-1939',
    info: "Beevor explica la història militar i política de la guerra, del cop d'estat del juliol del 1936 a la caiguda de Barcelona i de Madrid. Un relat clar i equilibrat basat en arxius soviètics i alemanys.",
  },
  'la-historia-del-arte': {
    title: 'De les pintures rupestres a les avantguardes',
    info: "La famosa introducció a l'art de Gombrich, escrita per a lectors joves el 1950, ha venut milions d'exemplars. Cada obra que comenta hi apareix reproduïda, la majoria en color.",
  },
  'modos-de-ver': {
    title: 'La mirada arriba abans que les paraules',
    info: "Set assajos, tres dels quals fets només d'imatges, sobre com mirem la pintura a l'oli, el nu i la publicitat. Un llibre breu que va canviar la crítica d'art.",
  },
  dali: {
    title: "L'obra pictòrica",
    info: 'Una introducció il·lustrada i compacta a Salvador Dalí, dels seus inicis a Figueres i Cadaqués al surrealisme i les obres tardanes. Amb una cronologia de la seva vida.',
  },
  'gaudi-obra-completa': {
    info: "Tots els edificis d'Antoni Gaudí, del Park Güell i la Casa Batlló a la Pedrera i la Sagrada Família, amb fotografies, plànols i una breu biografia. El company perfecte per a un passeig arquitectònic per Barcelona.",
  },
  'aprendiendo-de-las-vegas': {
    title: 'El simbolisme oblidat de la forma arquitectònica',
    info: "Venturi, Scott Brown i Izenour van analitzar amb els seus estudiants el Strip de Las Vegas i els seus rètols de neó. Les seves conclusions van sacsejar l'arquitectura moderna.",
  },
  'asi-hablo-zaratustra': {
    title: 'Un llibre per a tothom i per a ningú',
    info: "Després de deu anys a la muntanya, el profeta Zaratustra baixa per anunciar la mort de Déu i l'arribada del superhome. El poema filosòfic de Nietzsche, en traducció d'Andrés Sánchez Pascual.",
  },
  meditaciones: {
    title: "El quadern íntim d'un emperador",
    info: "L'home més poderós del seu temps va escriure aquestes notes per a si mateix sobre el deure, la mort i l'acceptació serena del que no es pot canviar. El gran clàssic de l'estoïcisme.",
  },
  'el-hombre-en-busca-de-sentido': {
    title: 'Dels camps de concentració a la logoteràpia',
    info: 'Frankl relata els seus anys als camps de concentració nazis i el que li van ensenyar: qui té un perquè per viure pot suportar gairebé qualsevol com. La segona part presenta la logoteràpia.',
  },
  'steve-jobs': {
    title: 'La biografia autoritzada',
    info: "Basada en més de quaranta entrevistes amb Jobs i més de cent amb familiars, amics i rivals. La història d'un geni difícil que va canviar els ordinadors, la música i els telèfons.",
  },
  'el-emperador-de-todos-los-males': {
    title: 'Una biografia del càncer',
    info: "D'un papir egipci als fàrmacs dirigits més recents, Mukherjee explica els quatre mil anys d'història del càncer i dels metges i pacients que l'han combatut. Premi Pulitzer de no-ficció.",
  },
  'el-hombre-que-confundio-a-su-mujer-con-un-sombrero': {
    title: 'Relats clínics',
    info: 'Un professor de música que no reconeix les cares, un mariner que encara viu el 1945, uns bessons que juguen amb nombres primers. Sacks explica les històries dels seus pacients amb curiositat i respecte.',
  },
  'libro-de-la-vida': {
    title: "L'autobiografia de santa Teresa",
    info: "Escrita per encàrrec dels seus confessors, l'autobiografia de Teresa descriu la seva infantesa, les seves malalties i les seves experiències místiques en una prosa viva i col·loquial. Un clàssic de l'espiritualitat i de la literatura espanyola.",
  },
  confesiones: {
    title: 'El cor inquiet',
    info: 'Agustí explica la seva joventut a Cartago, els seus anys de mestre de retòrica a Roma i a Milà i la seva conversió. El llibre acaba amb una famosa meditació sobre la memòria i el temps.',
  },
  ebano: {
    title: "Quaranta anys de reportatges des de l'Àfrica",
    info: "Kapuściński va recórrer l'Àfrica des dels anys de les independències, dormint en barraques de poblets i viatjant en autobusos atapeïts. La seva crònica és alhora periodisme i llibre de viatges.",
  },
  'los-cinicos-no-sirven-para-este-oficio': {
    title: 'Sobre el bon periodisme',
    info: "Converses amb Kapuściński sobre l'ètica, les fonts i l'ofici de reporter. Un llibre breu que tots els estudiants de periodisme acaben llegint.",
  },
  'lonely-planet-barcelona': {
    title: 'Guia de la ciutat amb mapa desplegable',
    info: 'Barri a barri, del Barri Gòtic i el Born a Gràcia i Montjuïc: monuments, bars de tapes, mercats i platges. Itineraris i excursions a Montserrat, Sitges i Girona. En anglès.',
  },
  'barcelona-robert-hughes': {
    title: "La història d'una gran ciutat",
    info: "De la colònia romana a la ciutat modernista de Gaudí i Domènech i Montaner, Hughes explica la història de Barcelona amb passió i humor. Un llibre ideal per llegir abans o després d'una visita.",
  },
  'the-family-meal': {
    title: 'Cuina a casa amb Ferran Adrià',
    info: "Els plats senzills i econòmics que l'equip d'El Bulli cuinava per a si mateix cada dia, explicats pas a pas amb fotografies. Trenta-un menús complets de tres plats. En anglès.",
  },
};

/** The Catalan texts of the demo catalogue, by the key of each author, publisher, book and slide. */
export const catalanDemoTexts: CatalanDemoTexts = { authors, publishers, books, slides };
