import type { GreenClaimRuleId } from '@clearcart/knowledge';
import type { Locale } from '../i18n/format.ts';

/** "2025-03-03" → "3 Mar 2025" with the language's month names (German puts a full stop after the day). */
const dateWith =
  (names: readonly string[], dayMark = '') =>
  (iso: string): string => {
    const [y, m, d] = iso.split('-').map(Number);
    return `${d}${dayMark} ${names[(m ?? 1) - 1]} ${y}`;
  };

/**
 * The claims check's sentences in the six report languages, kept beside the check rather than in the shared
 * catalogues (decision 063): each names the rule and, where the wording may still be used, the evidence that makes it
 * lawful. They judge the wording, never the maker.
 */
export interface GreenClaimMessages {
  /** The law's provisions, as each language numbers them. */
  rules: Record<GreenClaimRuleId | 'organic', string>;
  publicLabel: (p: { label: string; verifies: string }) => string;
  certifiedLabel: (p: { label: string; verifies: string }) => string;
  backed: (p: { by: string }) => string;
  generic: string;
  /** Labels that cover only part of the product (its palm oil, its paper). */
  partOnly: (labels: string) => string;
  neutrality: string;
  offset: string;
  offsetLabel: (label: string) => string;
  ownLabel: (label: string) => string;
  specific: string;
  organicTerm: string;
  /** An organic word on a product whose record names its organic certification (a scheme, a control body's code). */
  organicCertified: (evidence: string) => string;
  /** An organic word on a product whose list says only this share of its ingredients is organic (below 95 %). */
  organicPart: (share: string) => string;
  /** An organic claim on a product whose list marks some ingredients organic and not its first. */
  organicUnmarked: (first: string) => string;
  /** `uncertified` of the `unsupported` claims are organic words whose certification is not on record. */
  summary: (p: { total: number; unsupported: number; uncertified: number }) => string;
  scope: string;
  predates: (p: { date: string; photo: boolean }) => string;
  uk: string;
  /** An ISO date as the language writes it: "3 Mar 2025", "3. März 2025". */
  date: (iso: string) => string;
}

const en: GreenClaimMessages = {
  rules: {
    generic: 'Directive 2005/29/EC, Annex I, point 4a (Directive (EU) 2024/825)',
    part: 'Directive 2005/29/EC, Annex I, point 4b (Directive (EU) 2024/825)',
    offset: 'Directive 2005/29/EC, Annex I, point 4c (Directive (EU) 2024/825)',
    label: 'Directive 2005/29/EC, Annex I, point 2a (Directive (EU) 2024/825)',
    certified: 'Directive 2005/29/EC, Article 2(q) and (r) (Directive (EU) 2024/825)',
    specific: 'Directive 2005/29/EC, Article 6 (misleading actions)',
    uk: 'CMA Green Claims Code',
    organic: 'Regulation (EU) 2018/848, Article 30',
  },
  publicLabel: (p) =>
    `${p.label} is set by public authorities, so the EU rules allow it as a sustainability label. What it verifies: ${p.verifies}`,
  certifiedLabel: (p) =>
    `${p.label} is based on a certification scheme, so the EU rules allow it as a sustainability label. What it verifies: ${p.verifies}`,
  backed: (p) =>
    `A generic claim, allowed here: this product carries ${p.by}, recognised excellent environmental performance.`,
  generic:
    'This wording is not allowed in the EU since 27 Sep 2026 unless the maker shows recognised excellent environmental performance relevant to the claim: the EU Ecolabel, or an officially recognised EN ISO 14024 type I ecolabel such as the Nordic Swan or the Blue Angel. Saying the benefit itself ("made with 50 % recycled plastic") is allowed.',
  partOnly: (labels) => `${labels} covers only part of the product, so it cannot back a claim about the whole of it.`,
  neutrality:
    'A neutral, reduced or positive climate impact may not be claimed in the EU since 27 Sep 2026 when it rests on offsetting emissions. This wording is allowed only if the product’s own life-cycle emissions, not bought offsets, bear it out.',
  offset:
    'This claim rests on offsetting emissions: claiming a neutral, reduced or positive climate impact from offsets is not allowed in the EU since 27 Sep 2026.',
  offsetLabel: (label) =>
    `${label} certifies neutrality reached through offsets: claiming a neutral climate impact from offsets is not allowed in the EU since 27 Sep 2026, certified or not.`,
  ownLabel: (label) =>
    `${label} is a company’s own programme: a sustainability label is not allowed in the EU since 27 Sep 2026 unless it is based on a certification scheme (checked by an independent third party, open to every trader on fair terms) or set by public authorities.`,
  specific: 'A specific claim that can be checked: the maker’s word, not verified by ClearCart.',
  organicTerm:
    'A word the EU organic rules reserve for certified organic food: allowed only on a product certified organic, and no organic certification is on record for this one.',
  organicCertified: (evidence) =>
    `A word the EU organic rules reserve for certified organic food: allowed on a product certified organic, and the record names its certification (“${evidence}”).`,
  organicPart: (share) =>
    `The list says ${share} % of the ingredients are organic. Below 95 %, the EU organic rules allow the organic term only in the ingredient list, with that share, not for the product as a whole.`,
  organicUnmarked: (first) =>
    `The list marks some ingredients organic but not its first, “${first}”: a product called organic needs at least 95 % of its agricultural ingredients organic (EU rules), so the claim holds only for the marked ingredients. Check the pack.`,
  summary: ({ total, unsupported, uncertified }) =>
    unsupported === 0
      ? `No unsupported green claims: ${total === 1 ? 'the one claim on the pack is' : `the ${total} claims on the pack are`} allowed as worded.`
      : [
          ...(unsupported > uncertified
            ? [
                `${unsupported - uncertified} of the ${total} green claims on the pack ${unsupported - uncertified === 1 ? 'is' : 'are'} not allowed as worded under EU rules.`,
              ]
            : []),
          ...(uncertified > 0
            ? [
                `${uncertified} of the ${total} green claims on the pack ${uncertified === 1 ? 'is' : 'are'} allowed only if the product is certified organic, and no certification is on record.`,
              ]
            : []),
        ].join(' '),
  scope:
    'This check judges the wording against the law, not the maker: whether a law was broken is for courts and regulators to say.',
  predates: ({ date, photo }) =>
    `${photo ? 'The pack was photographed' : 'The record was last changed'} on ${date}, before these rules applied: the pack may predate them.`,
  uk: 'For UK shops, the CMA’s Green Claims Code asks the same: claims that are clear, specific and backed by evidence.',
  date: dateWith(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']),
};

const fr: GreenClaimMessages = {
  rules: {
    generic: 'Directive 2005/29/CE, annexe I, point 4 bis (directive (UE) 2024/825)',
    part: 'Directive 2005/29/CE, annexe I, point 4 ter (directive (UE) 2024/825)',
    offset: 'Directive 2005/29/CE, annexe I, point 4 quater (directive (UE) 2024/825)',
    label: 'Directive 2005/29/CE, annexe I, point 2 bis (directive (UE) 2024/825)',
    certified: 'Directive 2005/29/CE, article 2, points q) et r) (directive (UE) 2024/825)',
    specific: 'Directive 2005/29/CE, article 6 (actions trompeuses)',
    uk: 'Green Claims Code de la CMA',
    organic: 'Règlement (UE) 2018/848, article 30',
  },
  publicLabel: (p) =>
    `${p.label} est établi par les pouvoirs publics : les règles de l’UE l’autorisent comme label de durabilité. Ce qu’il vérifie : ${p.verifies}`,
  certifiedLabel: (p) =>
    `${p.label} repose sur un système de certification : les règles de l’UE l’autorisent comme label de durabilité. Ce qu’il vérifie : ${p.verifies}`,
  backed: (p) =>
    `Une allégation générique, permise ici : ce produit porte ${p.by}, excellente performance environnementale reconnue.`,
  generic:
    'Cette formulation n’est plus permise dans l’UE depuis le 27 sept. 2026, sauf si le fabricant montre une excellente performance environnementale reconnue en rapport avec l’allégation : l’écolabel de l’UE, ou un écolabel officiellement reconnu de type I EN ISO 14024 comme le Cygne nordique ou l’Ange bleu. Dire l’avantage lui-même (« fabriqué avec 50 % de plastique recyclé ») est permis.',
  partOnly: (labels) =>
    `${labels} ne couvre qu’une partie du produit : il ne peut pas justifier une allégation sur le produit entier.`,
  neutrality:
    'Un impact neutre, réduit ou positif sur le climat ne peut plus être revendiqué dans l’UE depuis le 27 sept. 2026 s’il repose sur la compensation des émissions. Cette formulation n’est permise que si les émissions du produit sur son cycle de vie, et non des crédits achetés, la justifient.',
  offset:
    'Cette allégation repose sur la compensation des émissions : revendiquer un impact neutre, réduit ou positif sur le climat grâce à la compensation n’est plus permis dans l’UE depuis le 27 sept. 2026.',
  offsetLabel: (label) =>
    `${label} certifie une neutralité obtenue par compensation : revendiquer un impact climatique neutre grâce à la compensation n’est plus permis dans l’UE depuis le 27 sept. 2026, certifié ou non.`,
  ownLabel: (label) =>
    `${label} est le programme propre d’une entreprise : un label de durabilité n’est plus permis dans l’UE depuis le 27 sept. 2026 s’il ne repose pas sur un système de certification (contrôlé par un tiers indépendant, ouvert à tout professionnel à des conditions équitables) ni n’est établi par les pouvoirs publics.`,
  specific: 'Une allégation précise et vérifiable : la parole du fabricant, non vérifiée par ClearCart.',
  organicTerm:
    'Un mot que les règles bio de l’UE réservent aux aliments biologiques certifiés : permis seulement sur un produit certifié bio, et aucune certification bio n’est enregistrée pour celui-ci.',
  organicCertified: (evidence) =>
    `Un mot que les règles bio de l’UE réservent aux aliments biologiques certifiés : permis sur un produit certifié bio, et la fiche nomme sa certification (« ${evidence} »).`,
  organicPart: (share) =>
    `La liste indique que ${share} % des ingrédients sont biologiques. En dessous de 95 %, les règles bio de l’UE ne permettent le terme bio que dans la liste des ingrédients, avec cette part, et non pour le produit entier.`,
  organicUnmarked: (first) =>
    `La liste marque certains ingrédients comme biologiques, mais pas le premier, « ${first} » : un produit dit bio doit compter au moins 95 % d’ingrédients agricoles biologiques (règles de l’UE), la mention ne vaut donc que pour les ingrédients marqués. Vérifiez l’emballage.`,
  summary: ({ total, unsupported, uncertified }) =>
    unsupported === 0
      ? `Aucune allégation environnementale non étayée : ${total === 1 ? 'la seule allégation de l’emballage est permise telle que formulée' : `les ${total} allégations de l’emballage sont permises telles que formulées`}.`
      : [
          ...(unsupported > uncertified
            ? [
                `${unsupported - uncertified} des ${total} allégations environnementales de l’emballage ${unsupported - uncertified === 1 ? 'n’est pas permise' : 'ne sont pas permises'} telles que formulées par les règles de l’UE.`,
              ]
            : []),
          ...(uncertified > 0
            ? [
                `${uncertified} des ${total} allégations environnementales de l’emballage ${uncertified === 1 ? 'n’est permise' : 'ne sont permises'} que si le produit est certifié biologique, et aucune certification n’est enregistrée.`,
              ]
            : []),
        ].join(' '),
  scope:
    'Ce contrôle juge la formulation au regard de la loi, pas le fabricant : dire si une loi a été enfreinte revient aux tribunaux et aux autorités.',
  predates: ({ date, photo }) =>
    `${photo ? 'L’emballage a été photographié' : 'La fiche a été modifiée pour la dernière fois'} le ${date}, avant l’application de ces règles : l’emballage peut leur être antérieur.`,
  uk: 'Pour les magasins du Royaume-Uni, le Green Claims Code de la CMA demande la même chose : des allégations claires, précises et étayées.',
  date: dateWith(['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.']),
};

const de: GreenClaimMessages = {
  rules: {
    generic: 'Richtlinie 2005/29/EG, Anhang I, Nummer 4a (Richtlinie (EU) 2024/825)',
    part: 'Richtlinie 2005/29/EG, Anhang I, Nummer 4b (Richtlinie (EU) 2024/825)',
    offset: 'Richtlinie 2005/29/EG, Anhang I, Nummer 4c (Richtlinie (EU) 2024/825)',
    label: 'Richtlinie 2005/29/EG, Anhang I, Nummer 2a (Richtlinie (EU) 2024/825)',
    certified: 'Richtlinie 2005/29/EG, Artikel 2 Buchstaben q und r (Richtlinie (EU) 2024/825)',
    specific: 'Richtlinie 2005/29/EG, Artikel 6 (irreführende Handlungen)',
    uk: 'Green Claims Code der CMA',
    organic: 'Verordnung (EU) 2018/848, Artikel 30',
  },
  publicLabel: (p) =>
    `${p.label} ist von staatlichen Stellen festgesetzt: Die EU-Regeln erlauben es als Nachhaltigkeitssiegel. Was es prüft: ${p.verifies}`,
  certifiedLabel: (p) =>
    `${p.label} beruht auf einem Zertifizierungssystem: Die EU-Regeln erlauben es als Nachhaltigkeitssiegel. Was es prüft: ${p.verifies}`,
  backed: (p) =>
    `Eine allgemeine Umweltaussage, hier erlaubt: Das Produkt trägt ${p.by}, eine anerkannte hervorragende Umweltleistung.`,
  generic:
    'Diese Formulierung ist in der EU seit dem 27. Sept. 2026 nicht erlaubt, es sei denn, der Hersteller weist eine für die Aussage relevante anerkannte hervorragende Umweltleistung nach: das EU-Umweltzeichen oder ein amtlich anerkanntes Typ-I-Umweltzeichen nach EN ISO 14024 wie den Nordic Swan oder den Blauen Engel. Den Vorteil selbst zu nennen („aus 50 % recyceltem Kunststoff“) ist erlaubt.',
  partOnly: (labels) =>
    `${labels} deckt nur einen Teil des Produkts ab und kann daher keine Aussage über das ganze Produkt stützen.`,
  neutrality:
    'Eine neutrale, verringerte oder positive Klimawirkung darf in der EU seit dem 27. Sept. 2026 nicht behauptet werden, wenn sie auf der Kompensation von Emissionen beruht. Diese Formulierung ist nur erlaubt, wenn die Emissionen des Produkts über seinen Lebensweg, nicht gekaufte Zertifikate, sie tragen.',
  offset:
    'Diese Aussage beruht auf der Kompensation von Emissionen: Eine neutrale, verringerte oder positive Klimawirkung durch Kompensation zu behaupten, ist in der EU seit dem 27. Sept. 2026 nicht erlaubt.',
  offsetLabel: (label) =>
    `${label} bescheinigt eine durch Kompensation erreichte Neutralität: Eine neutrale Klimawirkung durch Kompensation zu behaupten, ist in der EU seit dem 27. Sept. 2026 nicht erlaubt, zertifiziert oder nicht.`,
  ownLabel: (label) =>
    `${label} ist das eigene Programm eines Unternehmens: Ein Nachhaltigkeitssiegel ist in der EU seit dem 27. Sept. 2026 nicht erlaubt, wenn es weder auf einem Zertifizierungssystem beruht (von einem unabhängigen Dritten geprüft, allen Händlern zu fairen Bedingungen offen) noch von staatlichen Stellen festgesetzt ist.`,
  specific: 'Eine konkrete, überprüfbare Aussage: das Wort des Herstellers, von ClearCart nicht geprüft.',
  organicTerm:
    'Ein Wort, das die EU-Öko-Regeln zertifizierten Bio-Lebensmitteln vorbehalten: nur auf einem zertifizierten Bio-Produkt erlaubt, und für dieses ist keine Bio-Zertifizierung erfasst.',
  organicCertified: (evidence) =>
    `Ein Wort, das die EU-Öko-Regeln zertifizierten Bio-Lebensmitteln vorbehalten: auf einem zertifizierten Bio-Produkt erlaubt, und der Datensatz nennt seine Zertifizierung („${evidence}“).`,
  organicPart: (share) =>
    `Laut Zutatenverzeichnis sind ${share} % der Zutaten bio. Unter 95 % erlauben die EU-Öko-Regeln den Bio-Begriff nur im Zutatenverzeichnis, mit diesem Anteil, nicht für das ganze Produkt.`,
  organicUnmarked: (first) =>
    `Die Liste kennzeichnet einige Zutaten als bio, aber nicht die erste, „${first}“: Ein Bio-Produkt braucht mindestens 95 % ökologische landwirtschaftliche Zutaten (EU-Regeln), die Angabe gilt also nur für die gekennzeichneten Zutaten. Prüfen Sie die Packung.`,
  summary: ({ total, unsupported, uncertified }) =>
    unsupported === 0
      ? `Keine unbelegten Umweltaussagen: ${total === 1 ? 'Die eine Aussage auf der Packung ist' : `Die ${total} Aussagen auf der Packung sind`} so formuliert erlaubt.`
      : [
          ...(unsupported > uncertified
            ? [
                `${unsupported - uncertified} der ${total} Umweltaussagen auf der Packung ${unsupported - uncertified === 1 ? 'ist' : 'sind'} so formuliert nach den EU-Regeln nicht erlaubt.`,
              ]
            : []),
          ...(uncertified > 0
            ? [
                `${uncertified} der ${total} Umweltaussagen auf der Packung ${uncertified === 1 ? 'ist' : 'sind'} nur erlaubt, wenn das Produkt bio-zertifiziert ist, und keine Zertifizierung ist erfasst.`,
              ]
            : []),
        ].join(' '),
  scope:
    'Diese Prüfung beurteilt die Formulierung nach dem Gesetz, nicht den Hersteller: Ob ein Gesetz verletzt wurde, entscheiden Gerichte und Behörden.',
  predates: ({ date, photo }) =>
    `${photo ? 'Die Packung wurde am' : 'Der Eintrag wurde zuletzt am'} ${date} ${photo ? 'fotografiert' : 'geändert'}, bevor diese Regeln galten: Die Packung kann älter sein als sie.`,
  uk: 'Für Geschäfte im Vereinigten Königreich verlangt der Green Claims Code der CMA dasselbe: klare, konkrete und belegte Aussagen.',
  date: dateWith(['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'], '.'),
};

const es: GreenClaimMessages = {
  rules: {
    generic: 'Directiva 2005/29/CE, anexo I, punto 4 bis (Directiva (UE) 2024/825)',
    part: 'Directiva 2005/29/CE, anexo I, punto 4 ter (Directiva (UE) 2024/825)',
    offset: 'Directiva 2005/29/CE, anexo I, punto 4 quater (Directiva (UE) 2024/825)',
    label: 'Directiva 2005/29/CE, anexo I, punto 2 bis (Directiva (UE) 2024/825)',
    certified: 'Directiva 2005/29/CE, artículo 2, letras q) y r) (Directiva (UE) 2024/825)',
    specific: 'Directiva 2005/29/CE, artículo 6 (acciones engañosas)',
    uk: 'Green Claims Code de la CMA',
    organic: 'Reglamento (UE) 2018/848, artículo 30',
  },
  publicLabel: (p) =>
    `${p.label} lo establecen las autoridades públicas: las normas de la UE lo permiten como etiqueta de sostenibilidad. Lo que verifica: ${p.verifies}`,
  certifiedLabel: (p) =>
    `${p.label} se basa en un sistema de certificación: las normas de la UE lo permiten como etiqueta de sostenibilidad. Lo que verifica: ${p.verifies}`,
  backed: (p) =>
    `Una afirmación genérica, permitida aquí: el producto lleva ${p.by}, comportamiento medioambiental excelente reconocido.`,
  generic:
    'Esta formulación no está permitida en la UE desde el 27 sept. 2026, salvo que el fabricante demuestre un comportamiento medioambiental excelente reconocido pertinente para la afirmación: la etiqueta ecológica de la UE, o una etiqueta ecológica de tipo I EN ISO 14024 reconocida oficialmente, como el Cisne Nórdico o el Ángel Azul. Decir la ventaja en sí («fabricado con un 50 % de plástico reciclado») está permitido.',
  partOnly: (labels) =>
    `${labels} cubre solo una parte del producto, así que no puede respaldar una afirmación sobre el producto entero.`,
  neutrality:
    'Desde el 27 sept. 2026 no puede afirmarse en la UE un impacto climático neutro, reducido o positivo basado en la compensación de emisiones. Esta formulación solo está permitida si la respaldan las emisiones del propio producto en su ciclo de vida, no créditos comprados.',
  offset:
    'Esta afirmación se basa en la compensación de emisiones: afirmar un impacto climático neutro, reducido o positivo gracias a la compensación no está permitido en la UE desde el 27 sept. 2026.',
  offsetLabel: (label) =>
    `${label} certifica una neutralidad lograda mediante compensación: afirmar un impacto climático neutro gracias a la compensación no está permitido en la UE desde el 27 sept. 2026, certificado o no.`,
  ownLabel: (label) =>
    `${label} es el programa propio de una empresa: una etiqueta de sostenibilidad no está permitida en la UE desde el 27 sept. 2026 si no se basa en un sistema de certificación (verificado por un tercero independiente, abierto a todos los comerciantes en condiciones justas) ni la establecen las autoridades públicas.`,
  specific: 'Una afirmación concreta y comprobable: la palabra del fabricante, no verificada por ClearCart.',
  organicTerm:
    'Una palabra que las normas ecológicas de la UE reservan a los alimentos ecológicos certificados: solo se permite en un producto con certificación ecológica, y para este no consta ninguna.',
  organicCertified: (evidence) =>
    `Una palabra que las normas ecológicas de la UE reservan a los alimentos ecológicos certificados: se permite en un producto con certificación ecológica, y la ficha nombra la suya («${evidence}»).`,
  organicPart: (share) =>
    `La lista indica que el ${share} % de los ingredientes es ecológico. Por debajo del 95 %, las normas ecológicas de la UE solo permiten el término ecológico en la lista de ingredientes, con ese porcentaje, no para el producto entero.`,
  organicUnmarked: (first) =>
    `La lista marca algunos ingredientes como ecológicos, pero no el primero, «${first}»: un producto llamado ecológico necesita al menos un 95 % de ingredientes agrarios ecológicos (normas de la UE), así que la mención solo vale para los ingredientes marcados. Compruebe el envase.`,
  summary: ({ total, unsupported, uncertified }) =>
    unsupported === 0
      ? `Ninguna afirmación ambiental sin respaldo: ${total === 1 ? 'la única afirmación del envase está permitida tal como está formulada' : `las ${total} afirmaciones del envase están permitidas tal como están formuladas`}.`
      : [
          ...(unsupported > uncertified
            ? [
                `${unsupported - uncertified} de las ${total} afirmaciones ambientales del envase no ${unsupported - uncertified === 1 ? 'está permitida' : 'están permitidas'} tal como están formuladas según las normas de la UE.`,
              ]
            : []),
          ...(uncertified > 0
            ? [
                `${uncertified} de las ${total} afirmaciones ambientales del envase solo ${uncertified === 1 ? 'está permitida' : 'están permitidas'} si el producto tiene certificación ecológica, y no consta ninguna certificación.`,
              ]
            : []),
        ].join(' '),
  scope:
    'Esta comprobación juzga la formulación según la ley, no al fabricante: decir si se ha infringido una ley corresponde a los tribunales y a las autoridades.',
  predates: ({ date, photo }) =>
    `${photo ? 'El envase se fotografió' : 'La ficha se modificó por última vez'} el ${date}, antes de que se aplicaran estas normas: el envase puede ser anterior a ellas.`,
  uk: 'Para las tiendas del Reino Unido, el Green Claims Code de la CMA pide lo mismo: afirmaciones claras, concretas y respaldadas.',
  date: dateWith(['ene.', 'feb.', 'mar.', 'abr.', 'mayo', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.']),
};

const it: GreenClaimMessages = {
  rules: {
    generic: 'Direttiva 2005/29/CE, allegato I, punto 4 bis (direttiva (UE) 2024/825)',
    part: 'Direttiva 2005/29/CE, allegato I, punto 4 ter (direttiva (UE) 2024/825)',
    offset: 'Direttiva 2005/29/CE, allegato I, punto 4 quater (direttiva (UE) 2024/825)',
    label: 'Direttiva 2005/29/CE, allegato I, punto 2 bis (direttiva (UE) 2024/825)',
    certified: 'Direttiva 2005/29/CE, articolo 2, lettere q) e r) (direttiva (UE) 2024/825)',
    specific: 'Direttiva 2005/29/CE, articolo 6 (azioni ingannevoli)',
    uk: 'Green Claims Code della CMA',
    organic: 'Regolamento (UE) 2018/848, articolo 30',
  },
  publicLabel: (p) =>
    `${p.label} è stabilito dalle autorità pubbliche: le regole dell’UE lo consentono come marchio di sostenibilità. Cosa verifica: ${p.verifies}`,
  certifiedLabel: (p) =>
    `${p.label} si basa su un sistema di certificazione: le regole dell’UE lo consentono come marchio di sostenibilità. Cosa verifica: ${p.verifies}`,
  backed: (p) =>
    `Un’asserzione generica, consentita qui: il prodotto porta ${p.by}, eccellenza riconosciuta delle prestazioni ambientali.`,
  generic:
    'Questa formulazione non è consentita nell’UE dal 27 set. 2026, a meno che il produttore dimostri un’eccellenza riconosciuta delle prestazioni ambientali pertinente all’asserzione: il marchio Ecolabel UE, o un marchio ecologico di tipo I EN ISO 14024 ufficialmente riconosciuto come il Cigno nordico o l’Angelo blu. Dire il vantaggio stesso («realizzato con il 50 % di plastica riciclata») è consentito.',
  partOnly: (labels) =>
    `${labels} riguarda solo una parte del prodotto, quindi non può sostenere un’asserzione sull’intero prodotto.`,
  neutrality:
    'Dal 27 set. 2026 nell’UE non si può asserire un impatto climatico neutro, ridotto o positivo basato sulla compensazione delle emissioni. Questa formulazione è consentita solo se la sostengono le emissioni del prodotto lungo il suo ciclo di vita, non crediti acquistati.',
  offset:
    'Questa asserzione si basa sulla compensazione delle emissioni: asserire un impatto climatico neutro, ridotto o positivo grazie alla compensazione non è consentito nell’UE dal 27 set. 2026.',
  offsetLabel: (label) =>
    `${label} certifica una neutralità ottenuta con la compensazione: asserire un impatto climatico neutro grazie alla compensazione non è consentito nell’UE dal 27 set. 2026, certificato o no.`,
  ownLabel: (label) =>
    `${label} è il programma proprio di un’azienda: un marchio di sostenibilità non è consentito nell’UE dal 27 set. 2026 se non si basa su un sistema di certificazione (verificato da un terzo indipendente, aperto a tutti i professionisti a condizioni eque) né è stabilito dalle autorità pubbliche.`,
  specific: 'Un’asserzione specifica e verificabile: la parola del produttore, non verificata da ClearCart.',
  organicTerm:
    'Una parola che le regole biologiche dell’UE riservano agli alimenti biologici certificati: ammessa solo su un prodotto con certificazione biologica, e per questo non ne risulta alcuna.',
  organicCertified: (evidence) =>
    `Una parola che le regole biologiche dell’UE riservano agli alimenti biologici certificati: ammessa su un prodotto con certificazione biologica, e la scheda ne nomina la certificazione («${evidence}»).`,
  organicPart: (share) =>
    `L’elenco indica che il ${share} % degli ingredienti è biologico. Sotto il 95 %, le regole biologiche dell’UE ammettono il termine biologico solo nell’elenco degli ingredienti, con questa quota, non per l’intero prodotto.`,
  organicUnmarked: (first) =>
    `L’elenco indica come biologici alcuni ingredienti, ma non il primo, «${first}»: un prodotto detto biologico deve avere almeno il 95 % di ingredienti agricoli biologici (regole dell’UE), quindi la dicitura vale solo per gli ingredienti indicati. Controlli la confezione.`,
  summary: ({ total, unsupported, uncertified }) =>
    unsupported === 0
      ? `Nessuna asserzione ambientale non supportata: ${total === 1 ? 'l’unica asserzione della confezione è consentita così come formulata' : `le ${total} asserzioni della confezione sono consentite così come formulate`}.`
      : [
          ...(unsupported > uncertified
            ? [
                `${unsupported - uncertified} delle ${total} asserzioni ambientali della confezione non ${unsupported - uncertified === 1 ? 'è consentita' : 'sono consentite'} così come formulate secondo le regole dell’UE.`,
              ]
            : []),
          ...(uncertified > 0
            ? [
                `${uncertified} delle ${total} asserzioni ambientali della confezione ${uncertified === 1 ? 'è consentita' : 'sono consentite'} solo se il prodotto è certificato biologico, e nessuna certificazione è registrata.`,
              ]
            : []),
        ].join(' '),
  scope:
    'Questo controllo giudica la formulazione secondo la legge, non il produttore: dire se una legge è stata violata spetta ai tribunali e alle autorità.',
  predates: ({ date, photo }) =>
    `${photo ? 'La confezione è stata fotografata' : 'La scheda è stata modificata l’ultima volta'} il ${date}, prima che queste regole si applicassero: la confezione può essere anteriore.`,
  uk: 'Per i negozi del Regno Unito, il Green Claims Code della CMA chiede lo stesso: asserzioni chiare, specifiche e documentate.',
  date: dateWith(['gen.', 'feb.', 'mar.', 'apr.', 'mag.', 'giu.', 'lug.', 'ago.', 'set.', 'ott.', 'nov.', 'dic.']),
};

const nl: GreenClaimMessages = {
  rules: {
    generic: 'Richtlijn 2005/29/EG, bijlage I, punt 4 bis (Richtlijn (EU) 2024/825)',
    part: 'Richtlijn 2005/29/EG, bijlage I, punt 4 ter (Richtlijn (EU) 2024/825)',
    offset: 'Richtlijn 2005/29/EG, bijlage I, punt 4 quater (Richtlijn (EU) 2024/825)',
    label: 'Richtlijn 2005/29/EG, bijlage I, punt 2 bis (Richtlijn (EU) 2024/825)',
    certified: 'Richtlijn 2005/29/EG, artikel 2, punten q) en r) (Richtlijn (EU) 2024/825)',
    specific: 'Richtlijn 2005/29/EG, artikel 6 (misleidende handelingen)',
    uk: 'Green Claims Code van de CMA',
    organic: 'Verordening (EU) 2018/848, artikel 30',
  },
  publicLabel: (p) =>
    `${p.label} is door de overheid vastgesteld: de EU-regels staan het toe als duurzaamheidskeurmerk. Wat het controleert: ${p.verifies}`,
  certifiedLabel: (p) =>
    `${p.label} berust op een certificeringsregeling: de EU-regels staan het toe als duurzaamheidskeurmerk. Wat het controleert: ${p.verifies}`,
  backed: (p) =>
    `Een algemene milieuclaim, hier toegestaan: het product draagt ${p.by}, een erkende uitmuntende milieuprestatie.`,
  generic:
    'Deze formulering is in de EU sinds 27 sep. 2026 niet toegestaan, tenzij de maker een voor de claim relevante erkende uitmuntende milieuprestatie aantoont: het EU-milieukeur, of een officieel erkend type I-milieukeur volgens EN ISO 14024 zoals de Nordic Swan of de Blauer Engel. Het voordeel zelf noemen („gemaakt van 50 % gerecycled plastic”) is toegestaan.',
  partOnly: (labels) =>
    `${labels} dekt maar een deel van het product en kan dus geen claim over het hele product onderbouwen.`,
  neutrality:
    'Een neutrale, verminderde of positieve klimaatimpact mag in de EU sinds 27 sep. 2026 niet worden geclaimd als die berust op compensatie van uitstoot. Deze formulering is alleen toegestaan als de eigen uitstoot van het product over zijn levenscyclus, niet gekochte compensatie, haar waarmaakt.',
  offset:
    'Deze claim berust op compensatie van uitstoot: een neutrale, verminderde of positieve klimaatimpact claimen door compensatie is in de EU sinds 27 sep. 2026 niet toegestaan.',
  offsetLabel: (label) =>
    `${label} certificeert neutraliteit die via compensatie is bereikt: een neutrale klimaatimpact claimen door compensatie is in de EU sinds 27 sep. 2026 niet toegestaan, gecertificeerd of niet.`,
  ownLabel: (label) =>
    `${label} is het eigen programma van een bedrijf: een duurzaamheidskeurmerk is in de EU sinds 27 sep. 2026 niet toegestaan als het niet berust op een certificeringsregeling (gecontroleerd door een onafhankelijke derde, open voor elke handelaar op eerlijke voorwaarden) en niet door de overheid is vastgesteld.`,
  specific: 'Een specifieke, controleerbare claim: het woord van de maker, niet gecontroleerd door ClearCart.',
  organicTerm:
    'Een woord dat de EU-regels voor biologische productie voorbehouden aan gecertificeerd biologisch voedsel: alleen toegestaan op een gecertificeerd biologisch product, en voor dit product is geen biocertificering geregistreerd.',
  organicCertified: (evidence) =>
    `Een woord dat de EU-regels voor biologische productie voorbehouden aan gecertificeerd biologisch voedsel: toegestaan op een gecertificeerd biologisch product, en de gegevens noemen de certificering („${evidence}”).`,
  organicPart: (share) =>
    `Volgens de ingrediëntenlijst is ${share} % van de ingrediënten biologisch. Onder 95 % staan de EU-regels voor biologische productie de term biologisch alleen toe in de ingrediëntenlijst, met dat aandeel, niet voor het product als geheel.`,
  organicUnmarked: (first) =>
    `De lijst markeert sommige ingrediënten als biologisch, maar niet het eerste, „${first}”: een product dat biologisch heet, heeft minstens 95 % biologische agrarische ingrediënten nodig (EU-regels), dus de vermelding geldt alleen voor de gemarkeerde ingrediënten. Controleer de verpakking.`,
  summary: ({ total, unsupported, uncertified }) =>
    unsupported === 0
      ? `Geen ononderbouwde milieuclaims: ${total === 1 ? 'de ene claim op de verpakking is' : `de ${total} claims op de verpakking zijn`} zo geformuleerd toegestaan.`
      : [
          ...(unsupported > uncertified
            ? [
                `${unsupported - uncertified} van de ${total} milieuclaims op de verpakking ${unsupported - uncertified === 1 ? 'is' : 'zijn'} zo geformuleerd niet toegestaan volgens de EU-regels.`,
              ]
            : []),
          ...(uncertified > 0
            ? [
                `${uncertified} van de ${total} milieuclaims op de verpakking ${uncertified === 1 ? 'is' : 'zijn'} alleen toegestaan als het product biologisch gecertificeerd is, en er is geen certificering vastgelegd.`,
              ]
            : []),
        ].join(' '),
  scope:
    'Deze controle beoordeelt de formulering aan de wet, niet de maker: of een wet is overtreden, bepalen rechters en toezichthouders.',
  predates: ({ date, photo }) =>
    `${photo ? 'De verpakking is gefotografeerd' : 'Het record is voor het laatst gewijzigd'} op ${date}, voordat deze regels golden: de verpakking kan ouder zijn.`,
  uk: 'Voor winkels in het Verenigd Koninkrijk vraagt de Green Claims Code van de CMA hetzelfde: duidelijke, specifieke en onderbouwde claims.',
  date: dateWith(['jan.', 'feb.', 'mrt.', 'apr.', 'mei', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.']),
};

export const GREEN_CLAIM_MESSAGES: Readonly<Record<Locale, GreenClaimMessages>> = { en, fr, de, es, it, nl };
