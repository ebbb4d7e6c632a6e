/** Text helpers shared by the derivations: folding, word matching, ingredient-list parsing. */
import { fold, foldAligned, misreadDistance } from '@clearcart/text';

export { fold };

/** Folding for names compared as keys: case-, accent- and punctuation-insensitive ("Ben & Jerry's" → "benjerrys"). */
export function nameKey(text: string): string {
  return fold(text).replace(/ /g, '');
}

/**
 * Whether the folded `phrase` occurs in the folded `text` on word boundaries. A trailing plural "s"/"es" on the
 * text side is tolerated so "egg" matches "eggs".
 */
export function hasPhrase(foldedText: string, foldedPhrase: string): boolean {
  if (foldedPhrase.length === 0 || foldedText.length === 0) return false;
  const hay = ` ${foldedText} `;
  return hay.includes(` ${foldedPhrase} `) || hay.includes(` ${foldedPhrase}s `) || hay.includes(` ${foldedPhrase}es `);
}

/**
 * Whether a folded phrase is said of the product in the text: one of its occurrences is not denied by a free-from
 * claim around it ("with no nitrate or nitrite added", "no added sugar", "sans nitrite ajouté", "senza zuccheri
 * aggiunti", "sugar free"; blind audit 23).
 */
export function affirmsPhrase(foldedText: string, foldedPhrase: string): boolean {
  if (!hasPhrase(foldedText, foldedPhrase)) return false;
  const hay = ` ${foldedText} `;
  for (const form of [foldedPhrase, `${foldedPhrase}s`, `${foldedPhrase}es`]) {
    for (let at = hay.indexOf(` ${form} `); at >= 0; at = hay.indexOf(` ${form} `, at + 1)) {
      const before = hay.slice(0, at + 1);
      const after = hay.slice(at + form.length + 2);
      if (!DENIED_BEFORE.test(before) && !FREE_AFTER.test(after)) return true;
    }
  }
  return false;
}
/**
 * A negation up to three words before a word (folded): "no", "zero", "with no added", "sans", "ohne", "senza",
 * "zonder"; not a minimum or maximum ("not less than 35 cocoa solids").
 */
const DENIED_BEFORE =
  /(?:^| )(?:no|not(?! (?:less|more) than)|zero|without|sans|ohne|kein|keine|keinen|sin|senza|zonder|geen|free of|free from|nessun|aucun|aucune)(?: \S+){0,3} $/;
/** "free" right after a word, or after it and one more ("sugar free", "nitrite and nitrate free"). */
const FREE_AFTER = /^(?:(?:or|and|et|ou|und|oder|o|y|e|of|en) \S+ )?(?:free|frei|libre)(?: |$)/;

/**
 * The words of `raw` that the folded phrase matched, as the text writes them ("sucre" in "oignon* sucre*", "Bio" in
 * "Bio européen"); the whole of `raw` when they cannot be found.
 */
export function writtenAs(raw: string, foldedPhrase: string): string {
  const words = foldedPhrase.split(' ').map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const match = new RegExp(`(?<![\\p{L}\\p{N}])${words.join('[^\\p{L}\\p{N}]+')}(?:e?s)?(?![\\p{L}\\p{N}])`, 'u').exec(
    foldAligned(raw),
  );
  return match ? raw.slice(match.index, match.index + match[0].length) : raw;
}

/** Remove every occurrence of the folded false-friend phrases so the words inside them no longer match. */
export function withoutPhrases(foldedText: string, foldedPhrases: readonly string[]): string {
  let text = ` ${foldedText} `;
  for (const phrase of foldedPhrases) {
    if (phrase.length === 0) continue;
    for (const variant of [phrase, `${phrase}s`]) {
      const needle = ` ${variant} `;
      while (text.includes(needle)) text = text.replace(needle, ' | ');
    }
  }
  return text.trim();
}

/** Sentence openers after which an ingredient text speaks of cross-contamination, not ingredients. */
const TRACE_MARKERS = [
  // English
  'may contain',
  'may also contain',
  'can contain',
  'could contain',
  'may be present',
  'contains traces',
  'traces of',
  'trace of',
  'not suitable for',
  'in a facility',
  'in a factory',
  'on equipment',
  'on shared equipment',
  'on the same equipment',
  'on a line',
  // French
  'peut contenir',
  'contient eventuellement',
  'traces de',
  'traces d',
  'traces possibles',
  'traces eventuelles',
  'dans un atelier',
  'dans une usine',
  'dans un site',
  'sur un site',
  'sur une ligne',
  // German, Spanish, Italian, Dutch
  'kann spuren',
  'kann enthalten',
  'spuren von',
  'in einem betrieb',
  'in einem werk',
  'in einer anlage',
  'auf einer anlage',
  'en una fabrica',
  'en una planta',
  'en unas instalaciones',
  'en instalaciones',
  'in uno stabilimento',
  'nello stesso stabilimento',
  'in un impianto',
  'in een bedrijf',
  'in een fabriek',
  'in een productieruimte',
  'op een productielijn',
  'puede contener',
  'trazas de',
  'puo contenere',
  'tracce di',
  'kan sporen',
  'sporen van',
  'kan bevatten',
  // Spanish and Portuguese, singular and plural
  'traza de',
  'contiene trazas',
  'pode conter',
  'tracos de',
  'vestigios de',
  // German, Nordic
  'enthalt spuren',
  'voi sisaltaa',
  'saattaa sisaltaa',
  'kan innehalla',
  'spar av',
  'kan indeholde',
  'spor af',
  'kan inneholde',
  'spor av',
  // Central and Eastern Europe, Baltic, Greek, Turkish
  'moze zawierac',
  'sladowe ilosci',
  'muze obsahovat',
  'moze obsahovat',
  'tartalmazhat',
  'nyomokban',
  'poate contine',
  'moze sadrzavati',
  'lahko vsebuje',
  'voib sisaldada',
  'var saturet',
  'gali buti',
  'gali tureti',
  'может содержать',
  'може да съдържа',
  'μπορει να περιεχει',
  'icerebilir',
  'eser miktarda',
];

/** Markers that close their statement, as verbs do in Turkish and Hungarian. */
const VERB_FINAL_MARKERS = new Set(['icerebilir', 'tartalmazhat']);

const TRACE_PATTERN = new RegExp(
  `(?:^|[^\\p{L}\\p{N}])(${TRACE_MARKERS.map((m) => m.split(' ').join(' +')).join('|')})(?![\\p{L}\\p{N}])`,
  'u',
);

/** Where allergens are said to be shown: in bold, in capitals, highlighted (folded, in the languages of our markets). */
const SHOWN_IN =
  /(in bold|in capitals|in capital letters|highlighted|underlined|en gras|en majuscules|fett ?gedruckt|hervorgehoben|en negrita|en mayusculas|in grassetto|evidenziat|em negrito|vetgedrukt|i fetstil|med fed|pogrubion|lihavoi)/;
/** Where such advice starts: "Allergy advice:", "For allergens, including cereals containing gluten, see…". */
const ADVICE =
  /(^| )(allergy advice|allergen advice|allergy information|allergen information|for allergens|allergens|including cereals containing gluten|see ingredients|allergenes|pour les allergenes|voir (les )?ingredients|allergene|allergiehinweis|siehe zutaten|alergenos|allergeni|allergenen|allergener)( |$)/;

/**
 * An ingredient text without its advice on how allergens are printed ("Allergy advice: for allergens, including
 * cereals containing gluten, see ingredients in bold"): it declares nothing and names no ingredient. Only a sentence
 * that says where allergens are shown is cut, from where the advice starts; "Allergy advice: contains milk" stays.
 */
function withoutAllergyAdvice(sentence: string): string {
  const folded = foldAligned(sentence);
  if (!SHOWN_IN.test(folded)) return sentence;
  const advice = ADVICE.exec(folded);
  if (!advice) return sentence;
  const before = sentence.slice(0, advice.index);
  // "Les allergènes sont indiqués en gras": a lead-in of a word or two goes with the advice.
  return /[,;:(]/.test(before) || before.trim().split(/\s+/).length > 2 ? before : '';
}

/**
 * A note printed after the list: a sentence that opens with a warning word ("IMPORTANT", "Warning:", "Attention :"),
 * says a concession ("Although every care has been taken to remove all shell, some small pieces may remain") or whom
 * the product suits ("Suitable for vegetarians", blind audit 17), advises against it ("Not recommended for children"),
 * or claims what it is or is free of ("100% Vegan", "Dairy free, soya free", "No added sugar"; blind audit 105). It
 * names no ingredient; only a sentence after the list's first is read so (folded, in the languages of our markets).
 */
const NOTE_AFTER_LIST =
  /^\s*(important|warning|caution|attention|avertissement|achtung|warnhinweis|atencion|advertencia|attenzione|avvertenza|let op|waarschuwing)(?![\p{L}\p{N}])|(^| )(although|even though|bien que|malgre|obwohl|trotz|aunque|a pesar de|pese a|sebbene|nonostante|benche|hoewel|ondanks)( |$)|^\s*(not recommended|deconseille|nicht empfohlen|no recomendado|no se recomienda|sconsigliato|non raccomandato|niet aanbevolen|wordt afgeraden)(?![\p{L}\p{N}])|^\s*(100 *)?(vegan|vegane?|vegano|vegana|veganistisch)(?![\p{L}\p{N}])|^\s*([\p{L}]+ free|free from|sans|ohne|sin|senza|zonder|no added|no artificial|sans ajout|ohne zusatz)(?![\p{L}\p{N}])|^\s*(suitable for|not suitable for|convient aux|ne convient pas aux|geeignet fur|nicht geeignet fur|apto para|apta para|adatto a|adatta a|adatto per|geschikt voor|niet geschikt voor) (vegetarians?|vegans?|vegetariens?|vegetariennes?|veganes?|vegetalien|vegetarier|veganer|vegetarianos?|veganos?|vegetariani|vegani|vegetariers|veganisten|coeliacs?|celiacs?)(?![\p{L}\p{N}])/u;

/**
 * A dose in parts per million, or what the pack says of its packaging ("BHT ADDED TO PACKAGING MATERIAL TO PRESERVE
 * FRESHNESS", blind audit 111), folded: a statement, not an ingredient.
 */
const STATEMENT_OF_DOSE_OR_PACK =
  /\d ?ppm( |$)|(^| )(added to (the )?packaging|packaging material|ajoute a l emballage|der verpackung zugesetzt)( |$)/;

/** "Contains", as a note that declares an allergen says it. */
const DECLARES = /(^| )(contains?|contient|contiennent|enthalt|enthalten|contiene|contienen|contengono|bevat)( |$)/;
/** "Allergens: milk", a declaration that opens with the word (folded); advice on how they are printed is not one. */
const ALLERGENS_HEADING =
  /^\s*(allergens?|allergy advice|allergenes|allergene|alergenos|allergeni|allergenen|allergener)  *[a-z]/;

/** Folded phrases, written with single spaces, as one alternation that matches the spaces `foldAligned` leaves. */
const phrases = (list: readonly string[]): string => list.map((p) => p.split(' ').join(' +')).join('|');

/**
 * How much the pack holds, always followed by its figure ("Poids net 5g", "Net wt. 12 oz", "Nettofüllmenge: 200 g").
 * A weight in brackets ("cornichons (poids net égoutté 200 g)") belongs to its ingredient: notes are never in brackets.
 */
const QUANTITY = phrases([
  'net weight',
  'net wt',
  'net contents',
  'net content',
  'net quantity',
  'drained weight',
  'poids net',
  'poids net egoutte',
  'poids egoutte',
  'contenu net',
  'nettogewicht',
  'nettofullmenge',
  'fullmenge',
  'nettoinhalt',
  'abtropfgewicht',
  'peso neto',
  'peso neto escurrido',
  'peso escurrido',
  'contenido neto',
  'peso netto',
  'peso netto sgocciolato',
  'peso sgocciolato',
  'contenuto netto',
  'netto gewicht',
  'uitlekgewicht',
  'netto inhoud',
  'nettoinhoud',
]);
const QUANTITY_NOTE = new RegExp(`(?:^|[^\\p{L}\\p{N}])(${QUANTITY})(?=[^\\p{L}\\p{N}]{0,6}\\d)`, 'u');

/**
 * How to keep, freeze, open or use the product: advice to the shopper, never an ingredient ("À conserver au frais",
 * "produit à ne pas congeler", "Store in a cool, dry place", "Kühl und trocken lagern", "No volver a congelar",
 * "Dopo l'apertura…", "Koel en droog bewaren"), and the dates it refers to.
 */
const ADVICE_TO_KEEP = phrases([
  // English
  'store in',
  'store at',
  'store below',
  'store away from',
  'keep refrigerated',
  'keep in a',
  'keep cool',
  'keep frozen',
  'once opened',
  'after opening',
  'do not freeze',
  'do not refreeze',
  'do not re freeze',
  'never refreeze',
  'suitable for freezing',
  'suitable for home freezing',
  'freeze on day of purchase',
  'best before',
  'use by',
  'previously frozen',
  'cooking instructions',
  'serving suggestion',
  'dilute',
  // French
  'a conserver',
  'conserver au',
  'conserver a',
  'conserver dans',
  'conserver entre',
  'se conserve',
  'apres ouverture',
  'une fois ouvert',
  'ne pas congeler',
  'ne pas recongeler',
  'ne jamais recongeler',
  'produit a ne pas congeler',
  'produit decongele',
  'matieres premieres surgelees',
  'a consommer',
  'mode de preparation',
  'mode d emploi',
  'a diluer',
  'diluer',
  'suggestion de presentation',
  // German
  'kuhl und trocken',
  'trocken und kuhl',
  'kuhl lagern',
  'trocken lagern',
  'gekuhlt lagern',
  'gekuhlt aufbewahren',
  'nach dem offnen',
  'nach offnen',
  'nicht einfrieren',
  'nicht wieder einfrieren',
  'mindestens haltbar',
  'zu verbrauchen bis',
  'serviervorschlag',
  'verdunnen',
  // Spanish
  'conservar en',
  'conservese en',
  'una vez abierto',
  'no congelar',
  'no volver a congelar',
  'consumir preferentemente',
  'consumir antes',
  'sugerencia de presentacion',
  'diluir',
  // Italian
  'conservare in',
  'conservare a',
  'da conservare',
  'dopo l apertura',
  'una volta aperto',
  'non congelare',
  'non ricongelare',
  'da consumarsi',
  'suggerimento di presentazione',
  'diluire',
  // Dutch
  'koel en droog bewaren',
  'droog en koel bewaren',
  'koel bewaren',
  'gekoeld bewaren',
  'bewaren in',
  'na opening',
  'na openen',
  'niet invriezen',
  'niet opnieuw invriezen',
  'ten minste houdbaar',
  'tenminste houdbaar',
  'serveertip',
  // Headings of the advice, and Portuguese (blind audits 20 and 21)
  'conseils de conservation',
  'conditions de conservation',
  'storage conditions',
  'storage instructions',
  'condiciones de conservacion',
  'condizioni di conservazione',
  'modalita di conservazione',
  'lagerbedingungen',
  'aufbewahrungshinweis',
  'condicoes de conservacao',
  'conservar em',
  'apos abertura',
  'consumir de preferencia',
]);
const KEEPING_NOTE = new RegExp(`(?:^|[^\\p{L}\\p{N}])(${ADVICE_TO_KEEP})(?![\\p{L}\\p{N}])`, 'u');

/**
 * Where the milk comes from, said after the list ("Elaborado a partir de leite com origem: UE e Não UE", "Origine du
 * lait : France", blind audit 21), folded: phrases no ingredient is named by. "Lait (origine France)" in brackets is the
 * ingredient's own, and a note never begins in brackets.
 */
const ORIGIN = phrases([
  'elaborado a partir de',
  'fabrique a partir de lait',
  'origine du lait',
  'lait origine ue',
  'lait d origine ue',
  'origem do leite',
  'leite com origem',
  'origen de la leche',
  'leche de origen',
  'origine del latte',
  'herkunft der milch',
  'origin of the milk',
  'origin of milk',
  'milk origin',
  'made with milk from',
  'made with milk of',
  'herkomst van de melk',
]);
const ORIGIN_NOTE = new RegExp(`(?:^|[^\\p{L}\\p{N}])(${ORIGIN})(?![\\p{L}\\p{N}])`, 'u');

/**
 * The fat content a dairy pack states after its list ("3,7 % Fett im Milchanteil", "3,5 % de matière grasse",
 * "Fettgehalt: 3,5 %", "10% fat"): what the product holds, not an ingredient of its own (blind audit 108: a yogurt's
 * "Fett" read as a fat that may be palm oil). A piece of its own only: "10% fat cream" is a cream.
 */
const FAT_CONTENT = [
  '\\d+(?:[.,]\\d+)? *% *(?:(?:de|di|van|of) +)?(?:fett|fat|mati[eè]re grasse|mg|grasa|grassi|grasso|materia grassa|vet|fedt)',
  '(?: +(?:im milchanteil|in der trockenmasse|i\\. *tr\\.?|dans le produit fini|sur (?:le )?produit fini|in dry matter))?',
  '|(?:fettgehalt|fat content|teneur en mati[eè]re grasse|mati[eè]re grasse|contenido (?:en|de) grasa|tenore di grassi|vetgehalte)',
  ' *:? *\\d+(?:[.,]\\d+)? *%',
].join('');
/** Read on the label's own text: the folded one has no "%". */
const FAT_CONTENT_NOTE = new RegExp(`(?:^|[^\\p{L}\\p{N}])(${FAT_CONTENT})(?= *(?:[.,;]|$))`, 'giu');

/**
 * The note that says which ingredients are organic, with or without the asterisk that points to it ("Ingrédients
 * issus de l'agriculture biologique", "Ingredientes procedentes de agricultura ecológica", a scan's "des ingrédients sont
 * issus de l'agriculture bioèpgique"): it opens with the word for ingredients and says "organic" within a few words.
 * Read only where a piece of the list starts, so "sugar (from organic farming)" stays an ingredient.
 */
const ORGANIC_NOTE = new RegExp(
  `(?:^|[^\\p{L}\\p{N}])((?:(?:des|les|the|of the|der|die|los|de los|gli|degli|de|van de) +)?(?:ingredients?|zutaten|ingredientes|ingredienti|ingredienten|bestanddelen)(?: +\\p{L}+){0,6}? +(?:organic|organically|agriculture bio\\p{L}+|biologique|biologiques|bio|biologisch|biologischem|biologischen|okologisch|okologischem|okologischen|ecologica|ecologico|ecologicos|biologica|biologico|biologici|biologische))(?![\\p{L}\\p{N}])`,
  'u',
);

/**
 * A note that says how the product was produced rather than of what it is made ("Produced under organic standards",
 * "Grown to organic standards", "from organic farming", "issus de l'agriculture biologique", "aus kontrolliert
 * ökologischem Anbau", "procedentes de agricultura ecológica", "da agricoltura biologica", "van biologische
 * landbouw"): a word for producing or "from", then "organic" within a few words. Read only where a piece of the list
 * starts, so "sugar (from organic farming)" and "organic cane sugar" stay ingredients.
 */
const PRODUCTION_NOTE = new RegExp(
  `(?:^|[^\\p{L}\\p{N}])((?:produced|grown|farmed|made|manufactured|certified|from|produit|produits|cultive|cultives|issu|issus|issue|issues|fabrique|elabore|hergestellt|erzeugt|angebaut|produziert|aus|producido|producidos|cultivado|cultivados|procedente|procedentes|elaborado|fabricado|prodotto|prodotti|coltivato|coltivati|proveniente|provenienti|ottenuto|da|geproduceerd|geteeld|gekweekt|vervaardigd|van|uit)(?: +\\p{L}+){0,4}? +(?:organic|organically|biologique|biologiques|biologisch|biologischem|biologischen|okologisch|okologischem|okologischen|ecologica|ecologico|ecologicos|ecologicas|biologica|biologico|biologici|biologiche|biologische)(?: +\\p{L}+)?(?: +(?:standards?|farming|agriculture|production|methods?|principles|rules|regulations?|landbouw|anbau|landwirtschaft|agricultura|agricoltura|cultivo|normen|normas|norme|normes|richtlinien))?)(?![\\p{L}\\p{N}])`,
  'u',
);

/** Who certified the product ("Certifié par Certisys BE-BIO-01", "Certified by Soil Association"): a note. */
const CERTIFIED_BY =
  /(?:^|[^\p{L}\p{N}])((?:certifie|certifiee|certified|zertifiziert|certificado|certificato|gecertificeerd) (?:par|by|durch|von|por|da|door))(?= )/u;

/** The marks a list's footnotes use ("farine*", "sucre**", "cacao†", "lait¹"). */
const MARK = '(?:\\*+|†|‡|°|¹|²|³)';
/**
 * A footnote: a mark that opens a piece ("*Ingrédients issus de l'agriculture biologique", "*aus kontrolliert
 * ökologischem Anbau", "** = fair trade", "*35% des ingrédients…") where the same mark closed an ingredient before it.
 * It explains the mark.
 */
const FOOTNOTE = new RegExp(`(?<=^|[\\s.,;:])(${MARK})\\s*=?\\s*(?:\\d+(?:[.,]\\d+)?\\s*%\\s*)?(?=\\p{L})`, 'gu');

/** Where allergens are said to be for: people with an allergy or an intolerance (folded). */
const FOR_THE_ALLERGIC =
  /(^| )(allergiques?|intolerant(e|es|s)?|allergic|allergy sufferers|allergiker|alergicos|intolerantes|allergici|persone allergiche|allergische)( |$)/;

/**
 * Whether `at` lies inside brackets in `text` that close after it. A bracket a scan left open to the end ("Grana Padano
 * (LAIT (Ita!ieh sel, …. Certifié par …") encloses nothing: the notes after it are still notes (blind audit 16).
 */
function inBrackets(text: string, at: number): boolean {
  let depth = 0;
  for (const char of text.slice(0, at)) {
    if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char) && depth > 0) depth--;
  }
  if (depth === 0) return false;
  let after = depth;
  for (const char of text.slice(at)) {
    if ('([{'.includes(char)) after++;
    else if (')]}'.includes(char) && --after < depth) return true;
  }
  return false;
}

/** Whether a piece of the list starts at `at`: after a separator, a full stop, a footnote mark or the text's start. */
const pieceStartsAt = (text: string, at: number): boolean =>
  /(^|[.,;:*†‡°¹²³•·\n]|\d\s*%)\s*$/u.test(text.slice(0, at));

/**
 * Where the label's notes begin after the list, or the text's length: the first note that is not an ingredient, in
 * every language the engine reads. A note is what the pack says about the product rather than of what it is made:
 * - its quantity ("Poids net 5g");
 * - the footnote that explains a list's mark ("*Ingrédients issus de l'agriculture biologique"), or the organic note
 *   without its mark, even right after a share ("Gelée Royale 8% Ingrédients issus de l'agriculture biologique");
 * - a note on how it was produced ("• Produced under organic standards", "Grown to organic standards");
 * - advice on keeping, freezing, opening or using it ("produit à ne pas congeler", "Store in a cool, dry place");
 * - where its milk comes from ("Origine du lait : France"), and its fat content ("3,7 % Fett im Milchanteil");
 * - advice on how allergens are printed and for whom ("Les informations en gras sont destinées aux personnes
 *   intolérantes ou allergiques");
 * - a sentence that opens with a warning word or says a concession (NOTE_AFTER_LIST).
 * A note begins only after some ingredient and never inside brackets. What the notes say of traces and allergens is
 * read by `splitTraces`.
 */
export function notesBegin(text: string): number {
  const folded = foldAligned(text);
  const starts: number[] = [];
  // The first match, or where a piece must start, the first that starts one.
  const found = (pattern: RegExp, startsPiece = false): void => {
    for (const match of folded.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
      if (match[1] === undefined) continue;
      const at = match.index + match[0].length - match[1].length;
      if (!startsPiece || pieceStartsAt(text, at)) {
        starts.push(at);
        return;
      }
    }
  };
  found(QUANTITY_NOTE);
  found(KEEPING_NOTE);
  found(ORIGIN_NOTE);
  for (const match of text.matchAll(FAT_CONTENT_NOTE)) {
    const at = match.index + match[0].length - match[1]!.length;
    if (pieceStartsAt(text, at)) {
      starts.push(at);
      break;
    }
  }
  found(ORGANIC_NOTE, true);
  found(PRODUCTION_NOTE, true);
  found(CERTIFIED_BY, true);
  for (const mark of text.matchAll(FOOTNOTE)) {
    const closed = new RegExp(`[\\p{L}\\p{N})\\]%]${mark[1]!.replace(/\*/g, '\\*')}(?!\\*)`, 'u');
    if (closed.test(text.slice(0, mark.index))) {
      starts.push(mark.index);
      break;
    }
  }
  // Sentence by sentence: advice on allergens (from where its clause begins), a warning, a concession.
  let offset = 0;
  for (const [i, sentence] of text.split(/(?<=[.!?])(?=\s)/).entries()) {
    const f = folded.slice(offset, offset + sentence.length);
    const shown = SHOWN_IN.exec(f);
    if (shown && (ADVICE.test(f) || FOR_THE_ALLERGIC.test(f))) {
      const clause = Math.max(...[',', ';', ':', '('].map((c) => sentence.lastIndexOf(c, shown.index - 1))) + 1;
      const advice = ADVICE.exec(f)?.index ?? clause;
      starts.push(offset + Math.min(clause, advice));
    }
    // A dose ("Contains Sodium Fluoride 1450 ppm F") or what the pack adds to its packaging is no more ingredient.
    if (
      i > 0 &&
      ((NOTE_AFTER_LIST.test(f) && !TRACE_PATTERN.test(f) && !DECLARES.test(f)) || STATEMENT_OF_DOSE_OR_PACK.test(f))
    )
      starts.push(offset + (sentence.length - sentence.trimStart().length));
    offset += sentence.length;
  }
  // A bracket is read as closed only by the first list, not by the same list again in another language.
  const second = secondList(text);
  const begins = starts
    .filter((at) => /\p{L}{2}/u.test(text.slice(0, at)) && !inBrackets(text.slice(0, second), at))
    .sort((a, b) => a - b)[0];
  return Math.min(begins ?? text.length, second);
}

/**
 * Where the same list begins again in another language ("… Certifié par Certisys BE-BIO-01 Ingredients ?.RiCOTTA and
 * spinach …"), or the text's length: the label's second list is no ingredient of the first, even where a scan left a
 * bracket of the first open. An assortment's next piece ("ROCHER INGREDIENTS:") is in the first one's language.
 */
function secondList(text: string): number {
  for (const heading of text.matchAll(LATER_HEADING)) {
    const before = guessLanguage(text.slice(0, heading.index));
    const after = guessLanguage(text.slice(heading.index));
    if (before && after && before !== after) return heading.index;
  }
  return text.length;
}

/**
 * A list's heading written as one (capitalised or in capitals) after its first words, before a colon, a scan's stray
 * mark or a capitalised ingredient: "… BE-BIO-01 Ingredients ?.RiCOTTA", "… Zutaten: Zucker". Not "the following
 * ingredients:", which introduces a part of the same list.
 */
const LATER_HEADING =
  /(?<=\p{L}[^]*)(?<!(?:following|other|of|the|des|les|autres|der|weitere|FOLLOWING|OTHER|OF|THE)\s+)(?<![\p{L}\p{N}])(?:Ingr[eé]dients?|INGR[EÉ]DIENTS?|Zutaten|ZUTATEN|Ingredientes|INGREDIENTES|Ingredienti|INGREDIENTI|Ingredi[eë]nten|INGREDI[EË]NTEN)(?=\s*[:?.]|\s+\p{Lu})/gu;

/** The word a list opens with, in the languages of the knowledge: "Ingredients:", "Zutaten:", "Ingrediënten:". */
const HEADING = '(?:ingredients?|ingr[eé]dients?|zutaten|ingredientes|ingredienti|ingredi[eë]nten)';
const HEADING_COLON = new RegExp(`^\\s*${HEADING}\\s*:\\s*`, 'iu');
const HEADING_IN = new RegExp(`(?:^|[\\s.])${HEADING}(\\s*:\\s*|\\s+)`, 'iu');

/**
 * The list from its heading on: a text that quotes the product's name before it ("… à la noix de coco et au curry
 * ingrédients Eau, crème …", as a scan leaves it) lists no coconut. Only the first piece is read for a heading, which
 * ends with a colon or runs on into a capitalised ingredient.
 */
export function fromHeading(text: string): string {
  const end = text.search(/[,;([]/);
  const first = end < 0 ? text : text.slice(0, end);
  const heading = HEADING_IN.exec(first) ?? misreadHeading(first) ?? ALLERGY_NOTE_FIRST.exec(first);
  if (!heading) {
    const sentence = SENTENCE_THEN_HEADING.exec(text);
    return sentence ? text.slice(sentence[0].length) : described(text);
  }
  const rest = text.slice(heading.index + heading[0].length);
  return heading[1].includes(':') || /^\p{Lu}/u.test(rest) ? rest : text;
}

/**
 * A sentence that describes the product before the list's heading and its colon, with no item parted off before it
 * ("Milk chocolate praline (cocoa solids: 30% minimum) with yogurt-flavoured mousses filling. ingredients: sugar, …",
 * blind audit 37): the list starts after the heading.
 */
const SENTENCE_THEN_HEADING = new RegExp(`^[^,;]{3,200}?\\.\\s*${HEADING}\\s*:\\s*`, 'iu');

/**
 * The list after a description of the product that runs over a comma or two before the heading ("sauce tomates avec
 * haricots rouges et blancs maïs, poivron rouges et verts ingrédients Eau, …", blind audit 20): the heading within the
 * first three pieces, with no share, bracket or colon before it and every piece before it of three words or more (no
 * ingredient has been listed), and a colon or a capitalised ingredient after it.
 */
function described(text: string): string {
  const within = text.split(/[,;]/, 3).join(',');
  const heading = HEADING_IN.exec(within);
  if (!heading || heading.index === 0) return text;
  const before = text.slice(0, heading.index);
  // A description's pieces run to three words or more ("water, herb ingredients Basil" is a list).
  const describes = before.split(/[,;]/).every((piece) => piece.trim().split(/\s+/).length >= 3);
  if (!describes || /[%(:[\d]/.test(before)) return text;
  const rest = text.slice(heading.index + heading[0].length);
  return heading[1]!.includes(':') || /^\p{Lu}/u.test(rest) ? rest : text;
}

/**
 * A list as read where a scan broke its brackets (blind audits 20 and 21):
 * - a bracket left open, in a list that separates its items with semicolons or bullets and no comma before it, ends at
 *   that separator's next use ("jus de fruits (citron anenas ; ecidifiant : acide citrique ; …": the juice's bracket
 *   does not swallow the fourteen items after it);
 * - inside brackets, a semicolon set after a space and glued to a lower-case word is a scan's stray mark ("Carottes
 *   ;noires"), not a separator;
 * - a comma before a bracket that opens an item is a stray mark too: no item begins with a bracket, so "Mixed berry
 *   puree, (raspberries, strawberries)" gives the puree its own list (blind audit 98).
 */
export function closeScannedBrackets(text: string): string {
  const marked = text.replace(/(\([^()]*?\S) ;(?=\p{Ll})/gu, '$1 ').replace(/([\p{L}\p{N}%*])\s*,\s*(?=\()/gu, '$1 ');
  const open: number[] = [];
  const before = new Set<string>();
  for (let at = 0; at < marked.length; at++) {
    const char = marked[at]!;
    if (char === '(') open.push(at);
    else if (char === ')') open.pop();
    else if (open.length === 0 && (char === ';' || char === ',' || MIDDLE_DOTS.includes(char))) before.add(char);
  }
  const first = open[0];
  if (first === undefined) return marked;
  // The separators the list used before the bracket opened: one, and not a comma (commas also part a bracket's items).
  const seen = [...before];
  if (seen.length !== 1 || seen[0] === ',') return marked;
  const end = marked.indexOf(seen[0]!, first);
  return end < 0 ? marked : `${marked.slice(0, end).trimEnd()}) ${marked.slice(end)}`;
}

/** Words that name a part of the ingredient before them: "dont", "davon", "di cui", "waarvan", "of which". */
const OF_WHICH = /\s+(?:dont|davon|di cui|waarvan|de los cuales|de las cuales|of which|including)\s+([^,;()[\]]+)/giu;

/**
 * The parts an "of which" clause names ("arômes naturels (extraits végétaux) dont caféine": caféine): ingredients of
 * the product inside the one before them, which stays as it is read (blind audit 15: a shopper who avoids caffeine
 * was told nothing of a cola's "dont caféine").
 */
export const ofWhichParts = (text: string): string[] =>
  [...text.matchAll(OF_WHICH)].map((m) => m[1]!.trim()).filter((part) => /\p{L}{2}/u.test(part));

/**
 * A note on allergies the pack prints before its list, up to the first ingredient, which opens in capitals ("Suitable
 * for nut allergy sufferers", scanned "Huitable nut allergy for Wheatflour …"): who the product suits is not what it is
 * made of. Shaped as `HEADING_IN`'s match, its group the words after the allergy; `fromHeading` cuts it only where a
 * capital follows (a lookahead for one would match any letter under the `i` flag).
 */
const ALLERGY_NOTE_FIRST =
  /^\s*(?:\p{L}+\s+){0,4}(?:allergy|allergies|allergic|allergie|allergiker|alergia|alergias|allergia)((?:\s+(?:sufferers|for|people|persons|personnes|persone|personas))*[.:]?\s+)/iu;

/** The heading words long enough to be told apart when a scan misreads one letter ("Inqrédients"), folded. */
const LONG_HEADINGS = ['ingredients', 'ingredientes', 'ingredienti', 'ingredienten'];

/**
 * A heading a scan misread by a letter or two ("La Napou/e Inqrédients: Petit EPAUTRE…", "Biscuits sans gluten
 * Inaréd:ents: noisettes…"), before a colon: what the pack prints before its list is not an ingredient. Shaped as
 * `HEADING_IN`'s match (where it ends, and the colon).
 */
function misreadHeading(first: string): { index: number; 0: string; 1: string } | undefined {
  // A scan may read a letter as a colon inside the word ("Inaréd:ents:"); a word of ten letters or more may carry two
  // misread letters, before the colon that ends a heading.
  for (const match of first.matchAll(/(?<=^|[\s.])(\p{L}[\p{L}:]{7,}\p{L})(\s*:\s*)/gu)) {
    const word = fold(match[1]!.replace(/:/g, '_'));
    const misread = word.length >= 10 ? 2 : 1;
    if (LONG_HEADINGS.some((h) => misreadDistance(word.replace(/ /g, '_'), h, misread) <= misread))
      return { index: match.index, 0: match[0], 1: match[2]! };
  }
  return undefined;
}

/**
 * Split an ingredient text into the ingredients proper and its "may contain" statements. The trace part runs from a
 * marker to the end of its sentence. The list ends where the label's notes begin (`notesBegin`): of the notes, only
 * what they say of traces ("Produit élaboré dans un atelier qui utilise : …") and of allergens ("Contains: milk") is
 * read; of a second list in another language, what it names of allergens (`again`).
 */
export function splitTraces(ingredientsText: string): { main: string; traces: string; again: string } {
  const end = notesBegin(ingredientsText);
  const list = readStatements(ingredientsText.slice(0, end), false);
  const notes = readStatements(ingredientsText.slice(end), true);
  // The list again in another language is the same product's: what it names is no item of the list, but an allergen
  // it names is in the product (a scan may have lost it from the first).
  const second = secondList(ingredientsText);
  const again = second < ingredientsText.length ? readStatements(ingredientsText.slice(second), false).main : '';
  const join = (a: string, b: string) => [a, b].filter((t) => t.length > 0).join(' ');
  return { main: join(list.main, notes.main), traces: join(list.traces, notes.traces), again };
}

/**
 * An ingredient's own possible sources, which a US list writes in its brackets as a "may contain" (21 CFR
 * 101.4(b)(14)): "vegetable oil [may contain one or more of the following: corn, canola, cottonseed, soybean]" names the
 * oil's sources, not traces (blind audit 46). Only inside brackets: a statement after the list is a precaution.
 */
const SOURCES_MAY_CONTAIN =
  /[([]\s*(?:may contain|contains?)\s+(?:one or more of the following|one or more of|any of the following)\s*:?\s*([^()[\]]*)[)\]]/gi;
/**
 * The same for an oil or a fat whose bracket says "may contain" alone: "vegetable oil [may contain corn, canola,
 * cottonseed, soybean]" names the oil's sources (blind audit 78), as an oil's bracket does.
 */
const OIL_MAY_CONTAIN = /(\b(?:oils?|fats?|shortening)\s*)[([]\s*may contain\s*:?\s*([^()[\]]*)[)\]]/gi;
/** Shown with its words ("one or more of"), so no shopper reads every source as present (blind audit 48); read as sources. */
const ONE_OR_MORE = 'one or more of:';
export const sourcesOfIngredient = (text: string): string =>
  text.replace(SOURCES_MAY_CONTAIN, `(${ONE_OR_MORE} $1)`).replace(OIL_MAY_CONTAIN, `$1(${ONE_OR_MORE} $2)`);
export const sourcesRead = (label: string): string => label.replaceAll(`(${ONE_OR_MORE} `, '(');

/** The ingredients and trace statements of a text, sentence by sentence; of notes, only declarations are ingredients. */
function readStatements(ingredientsText: string, notes: boolean): { main: string; traces: string } {
  // A line that goes on in lower case continues the sentence before it: a pack's "May⏎contain celery" is one
  // statement, not an ingredient "contain Celery".
  const sentences = ingredientsText.replace(/[^\S\n]*\n+\s*(?=\p{Ll})/gu, ' ').split(/(?<=[.!?])\s+|\n+/);
  const main: string[] = [];
  const traces: string[] = [];
  /** What a note keeps as read: a declaration ("Contains milk", "Allergens: milk"), never advice on how they are shown. */
  const keep = (sentence: string): string => {
    if (!notes) return sentence;
    const folded = foldAligned(sentence);
    return (DECLARES.test(folded) || ALLERGENS_HEADING.test(folded)) &&
      !SHOWN_IN.test(folded) &&
      !STATEMENT_OF_DOSE_OR_PACK.test(folded)
      ? sentence
      : '';
  };
  for (const [i, written] of sentences.entries()) {
    // Among the notes, advice on allergens is dropped whole by `keep`, and a trace statement after it is still read.
    const sentence = notes ? written : withoutAllergyAdvice(written);
    if (sentence.trim().length === 0) continue;
    const folded = foldAligned(sentence);
    // A warning that declares ("Warning: may contain nuts", "Important: contains milk") is read as such.
    if (i > 0 && NOTE_AFTER_LIST.test(folded) && !TRACE_PATTERN.test(folded) && !DECLARES.test(folded)) continue;
    const match = TRACE_PATTERN.exec(foldAligned(sentence));
    if (!match || match[1] === undefined) {
      main.push(keep(sentence));
      continue;
    }
    let at = match.index + match[0].length - match[1].length;
    // "Made in a facility…", "Produced on shared equipment…": a short clause lead-in belongs to the statement.
    const clauseStart =
      Math.max(...[',', ';', ':', '.', '(', '[', ')', ']'].map((c) => sentence.lastIndexOf(c, at - 1))) + 1;
    const leadIn = sentence.slice(clauseStart, at).trim();
    if (leadIn.split(/\s+/).filter(Boolean).length <= 3 && !/\d/.test(leadIn)) at = clauseStart;
    // A verb-final marker that ends its sentence ("Fındık ve süt içerebilir", "… tartalmazhat") closes a statement
    // that began after the sentence's last colon or semicolon.
    if (VERB_FINAL_MARKERS.has(match[1]) && !/[\p{L}\p{N}]/u.test(sentence.slice(match.index + match[0].length)))
      at = Math.max(sentence.lastIndexOf(':', at - 1), sentence.lastIndexOf(';', at - 1)) + 1;
    // Inside brackets ("vegetable oil [may contain soybean]") the statement ends with the bracket.
    let depth = 0;
    for (const char of sentence.slice(0, at)) {
      if ('([{'.includes(char)) depth++;
      else if (')]}'.includes(char) && depth > 0) depth--;
    }
    let end = sentence.length;
    if (depth > 0) {
      let level = 0;
      for (let i = at; i < sentence.length; i++) {
        const char = sentence[i]!;
        if ('([{'.includes(char)) level++;
        else if (')]}'.includes(char) && level-- === 0) {
          end = i;
          break;
        }
      }
    }
    main.push(keep(sentence.slice(0, at) + sentence.slice(end)));
    traces.push(sentence.slice(at, end));
  }
  return {
    main: main
      .filter((m) => m.trim().length > 0)
      .join(' ')
      .trim(),
    traces: traces.join(' ').trim(),
  };
}

const MIDDLE_DOTS = '·•‣◦⁃∙⋅';

/**
 * Whether white space and then a capital letter follow at `position` (read in place: no copy of the rest); a colon a
 * scan set before it is passed over ("écrémé. : Stabilisant").
 */
const SENTENCE_START = /(?:\s+|\s*:\s+)\p{Lu}/uy;
const sentenceStartsAt = (text: string, position: number): boolean => {
  SENTENCE_START.lastIndex = position;
  return SENTENCE_START.test(text);
};

/**
 * Whether a word follows at `position` after white space, whatever its case: the next item after a sentence's full stop
 * ("… potassium carbonate). artificial flavor, barley malt", blind audit 84), or a part's heading ("pasta: organic
 * durum flour", blind audit 22; "Filling:", "Toppings:").
 */
const WORD_AFTER = /\s+\p{L}/uy;
const wordAt = (text: string, position: number): boolean => {
  WORD_AFTER.lastIndex = position;
  return WORD_AFTER.test(text);
};

/**
 * Words that join two ingredients ("and", "et", "und", "y", "och", Romanian "și" with either diacritic, Hungarian
 * "és"…), as a pattern: one list for every reader.
 */
export const CONJUNCTION = '(?:and|&|et|und|y|e|en|och|og|ja|i|și|şi|és)';

/**
 * A conjunction right after a dash: "mono - et diglycérides", "mono- and diglycerides" is one ingredient written with a
 * suspended hyphen, not a list separated by dashes (a list's dash never goes on with "and").
 */
const AND_AFTER_DASH = new RegExp(`\\s+${CONJUNCTION}\\s`, 'iy');
const andFollows = (text: string, position: number): boolean => {
  AND_AFTER_DASH.lastIndex = position;
  return AND_AFTER_DASH.test(text);
};

/**
 * Whether a full stop after these words ends a sentence: after a word of three letters or more ("Rapeseed Oil. Suitable
 * for …", blind audit 17), a share or a bracket, unless the word is an abbreviation ("vit. C", "min. 60 %", "incl."); or
 * after an additive's E number ("… correcteur d'acidité E331. Contient …", blind audit 102), or a vitamin's letter
 * ("… vitamin B12. BHT for freshness", blind audit 107), or a colour's index number ("CI 73360. Contains Sodium
 * Fluoride 1450 ppm F", blind audit 109).
 */
const endsAWord = (current: string): boolean =>
  (/(\p{L}{3}|[%)\]])$/u.test(current) && !ABBREVIATION.test(current)) ||
  /(?<![\p{L}\p{N}])E ?\d{3,4}[a-j]?$/iu.test(current) ||
  /(?<!\p{L})vitamin[aes]? [a-k]\d{0,2}$/iu.test(current) ||
  /(?<![\p{L}\p{N}])CI ?\d{5}$/u.test(current);
const ABBREVIATION =
  /(?<!\p{L})(?:vit|min|max|env|inc|incl|inkl|approx|conc|ltd|etc|var|ssp|spp|ggf|bzw|usw|cca|ecc|sog|ref|nat|art|ind|aux)$/iu;

/**
 * A full stop a scan set between spaces after a share or a bracket ("Myrtilles (15 %) . Huile de colza", blind audit
 * 19), or after a word before a capital: it ends an item. Between two lower-case words ("pois . chiches") it may sit
 * inside a name, and stays.
 */
const spacedStop = (current: string, text: string, position: number): boolean => {
  if (!/\s$/.test(current) || !/^\s/.test(text[position] ?? '')) return false;
  const before = current.trimEnd();
  return /[%)\]]$/.test(before)
    ? /^\s+\p{L}/u.test(text.slice(position, position + 3))
    : endsAWord(before) && sentenceStartsAt(text, position);
};

const SHARE_ALONE = /^\s*\d+(?:[.,]\d+)?\s*%\s*$/;

const OPENING = '([{';
const CLOSING = ')]}';

/**
 * Split an ingredient list into its top-level items (separators inside brackets do not count); trims and drops empty
 * entries. `joins` says whether the words either side of a spaced dash are one name ("Sirop de glucose - fructose" is
 * glucose-fructose syrup): then the dash is a hyphen, not a separator.
 */
export function parseIngredientList(text: string, joins?: (before: string, after: string) => boolean): string[] {
  const items: string[] = [];
  const dashAfter = new Set<number>();
  // Brackets open so far. A closing bracket closes its own kind and any left open inside it ("(with {nuti flour)"),
  // else the innermost one ("(milk]").
  const open: string[] = [];
  let current = '';
  // A closing bracket that closes none: a scan lost its opening ("bacon cured with; water, … sodium nitrate). wheat
  // flour"), so the full stop after it ends the item (blind audit 20).
  let stray = false;
  for (let position = 0; position < text.length; position++) {
    const char = text[position]!;
    const closes = CLOSING.indexOf(char);
    if (OPENING.includes(char)) open.push(char);
    else if (closes >= 0 && open.length > 0) {
      const at = open.lastIndexOf(OPENING[closes]!);
      open.length = at >= 0 ? at : open.length - 1;
    } else if (closes >= 0) stray = true;
    const depth = open.length;
    const next = text[position + 1] ?? '';
    // A comma between digits is a decimal comma ("8,7%"), not a separator.
    const decimal = char === ',' && /\d$/.test(current) && /\d/.test(next);
    // As OFF separates (Ingredients.pm): also middle dots and bullets, a dash between spaces ("Sucre - Beurre") and a
    // full stop that ends a sentence ("contains wheat. Suitable for vegetarians"; not "vit. C").
    const separator =
      char === ';' ||
      (char === ',' && !decimal) ||
      MIDDLE_DOTS.includes(char) ||
      ((char === '-' || char === '–') && /\s$/.test(current) && /\s/.test(next) && !andFollows(text, position + 1)) ||
      (char === '.' && endsAWord(current) && (sentenceStartsAt(text, position + 1) || wordAt(text, position + 1))) ||
      (char === '.' && spacedStop(current, text, position + 1)) ||
      (char === '.' && stray && /[)\]]$/.test(current));
    if (separator && depth === 0) {
      if (char === '-' || char === '–') dashAfter.add(items.length);
      items.push(current);
      current = '';
      stray = false;
    } else current += char;
  }
  items.push(current);
  if (joins)
    for (let i = items.length - 2; i >= 0; i--)
      if (dashAfter.has(i) && joins(items[i]!.trim(), items[i + 1]!.trim()))
        items.splice(i, 2, `${items[i]!.trimEnd()}-${items[i + 1]!.trimStart()}`);
  // A share alone is the share of the item before it, which a glued separator cut from it ("noisettes• 27%").
  for (let i = items.length - 1; i > 0; i--)
    if (SHARE_ALONE.test(items[i]!)) items.splice(i - 1, 2, `${items[i - 1]!.trimEnd()} ${items[i]!.trim()}`);
  return items
    .map((item) =>
      withoutNegated(item)
        .replace(/\s+/g, ' ')
        .replace(HEADING_COLON, '')
        .replace(/^[\s:]+|[\s.]+$/g, '')
        .trim(),
    )
    .filter((item) => item.length > 0 && /[\p{L}\p{N}]/u.test(item));
}

/**
 * "Without" in the languages of the taxonomy (folded: no accents), one list for a piece that opens with it (a free-from
 * claim: FREE_FROM) and for one inside an ingredient ("sel sans lait", "Salz ohne Milch", "ilman mätiä", "uden mælk"):
 * what follows is what the product does not have.
 */
const WITHOUT = [
  'without|free from|free of|sans|exempt de|ohne|frei von|sin|libre de|senza|privo di|zonder|vrij van',
  'uden|uten|utan|fri for|fri fran|fri från|ilman|ilma|sem|bez|brez|fara|fără|sense|nelkul|nélkül|без|χωρις|χωρίς',
].join('|');
const NEGATION_INSIDE = new RegExp(`\\s(?:${WITHOUT})\\s`, 'i');

/** An ingredient without what it says it is without: "sel sans lait" → "sel". */
export const withoutNegated = (item: string): string => {
  const at = NEGATION_INSIDE.exec(item)?.index;
  return at === undefined ? item : item.slice(0, at);
};

/** The verb a bracketed note opens with: "(contains milk)", "(contient du lait)", "(enthält Milch)". */
const CONTAIN_NOTE = /^(?:contains?|contient|enth(?:ä|a)lt|contiene|bevat)\s+(?!(?:no|not|keine?|geen|aucun)\b)/iu;

/**
 * Whether an item is a note that declares what the product contains ("CONTAINS SULFITES" in "VINEGAR (CONTAINS
 * SULFITES)"): an allergen statement, read by the allergen rows, not one more ingredient (blind audit 29, O5).
 */
export const isContainNote = (item: string): boolean => CONTAIN_NOTE.test(item.trim());

/**
 * A yield note, folded ("elabore avec 120 g de porc cru pour 100 g de jambon"): it names ingredients listed elsewhere,
 * it is not one of them.
 */
export const YIELD_NOTE =
  /\b(elabore|prepare|fabrique|made|prepared|produced|hergestellt|zubereitet|elaborado|preparado|preparato|prodotto|bereid|gemaakt)e?s?\s+(avec|with|from|aus|mit|con|met|van)\s+\d+(\s\d+)?\s*(g|kg)\b.*\b(pour|per|je|pro|por|para|voor)\s+100\s*g\b/;

/** Pieces with their yield notes last: a word the list names in an ingredient too is found there first. */
export const yieldNotesLast = <T extends { folded: string }>(pieces: readonly T[]): T[] => [
  ...pieces.filter((s) => !YIELD_NOTE.test(s.folded)),
  ...pieces.filter((s) => YIELD_NOTE.test(s.folded)),
];

/** Where a piece ends: any separator or bracket; a decimal comma or point and a suspended hyphen ("mono - et") do not. */
const SEGMENT_BREAK = new RegExp(
  `,(?!\\d)|(?<!\\d),|[;:()[\\]{}\\n${MIDDLE_DOTS}]|\\.(?!\\d)|\\s[-–](?!\\s+${CONJUNCTION}\\s)(?=\\s)`,
  'i',
);

/** A list's "and" before its last item (not Italian "e" or Catalan "i": "E 330" is an additive). */
const LEADING_AND = /^(?:and|&|et|und|y|en|och|og|ja)\s+(?=\S)/i;

/** The smallest pieces of an ingredient text (split at every separator and bracket), kept raw for evidence. */
export function segments(text: string): { raw: string; folded: string }[] {
  return (
    text
      // The list's own separators (parseIngredientList): a dash between spaces and middle dots too, so a note quotes
      // the one ingredient it is about, not "eau - avoine 11% - huile de tournesol".
      .split(SEGMENT_BREAK)
      .map((raw) =>
        withoutNegated(raw)
          .replace(/\s+/g, ' ')
          .replace(/_/g, '')
          .replace(/^[-–*\s]+/, '')
          .trim(),
      )
      // A note's verb is not part of the ingredient: "Herb Extracts (contain Celery)" names "Celery"; nor is the
      // list's last "and" ("salt, sugar, and spices" quotes "spices").
      .map((raw) => raw.replace(CONTAIN_NOTE, '').replace(LEADING_AND, ''))
      .filter((raw) => raw.length > 0)
      .map((raw) => ({ raw, folded: fold(raw) }))
      .filter((s) => s.folded.length > 0)
  );
}

/**
 * A free-from claim, not an ingredient: "sin lactosa", "sans gluten", "ohne Zuckerzusatz", "gluten free", and the
 * negated "contains" of each language ("ei sisällä maitoa", "enthält keine Milch", "bevat geen noten"). ("non" is left
 * out: "non-GMO soy" is soy.)
 */
const FREE_FROM = new RegExp(
  `^(${[
    WITHOUT,
    'no|no added|contains no|does not contain|ne contient pas|no contiene|non contiene|nao contem|enthalt keine?',
    'bevat geen|innehaller (ej|inte|inga)|indeholder ikke|inneholder ikke|ei sisalla|nie zawiera|neobsahuje',
  ].join('|')}) `,
);
export const isFreeFromClaim = (folded: string): boolean => FREE_FROM.test(folded) || / (free|frei)$/.test(folded);

/** Diet claims an ingredient text can carry ("Suitable for vegetarians"), as the OFF label they state. */
const DIET_CLAIMS: { label: string; phrase: RegExp }[] = [
  {
    label: 'en:vegan',
    phrase:
      /(?<!\b(not|nicht|no|non) )\b(suitable for vegans?|geeignet fur veganer|convient aux vegetaliens|apto para veganos|adatto ai vegani)\b/,
  },
  {
    label: 'en:vegetarian',
    phrase:
      /(?<!\b(not|nicht|no|non) )\b(suitable for vegetarians?|geeignet fur vegetarier|convient aux vegetariens|apto para vegetarianos|adatto ai vegetariani)\b/,
  },
];

/** The diet labels an ingredient text claims, as OFF recognises labels inside ingredient lists. */
export const dietClaims = (folded: string): string[] =>
  DIET_CLAIMS.filter((c) => c.phrase.test(folded)).map((c) => c.label);

/** The percentage an ingredient states ("tomatoes 60%", "porc 12,5 %"), or undefined. */
export function statedPercent(text: string): number | undefined {
  const m = /(\d+(?:[.,]\d+)?)\s*%/.exec(text);
  return m ? Number(m[1]!.replace(',', '.')) : undefined;
}

/** An additive's E number as EU law writes it: a capital E, its variant letters in lower case ("E150d", "E322i"). */
export const eNumber = (code: string): string =>
  /^e\d{3,4}[a-z]*$/i.test(code) ? 'E' + code.slice(1).toLowerCase() : code;

/** Upper-case the first letter. */
export function capitalise(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

/** "a", "a and b", "a, b and c". */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Round for display: at most `digits` decimals, no trailing zeros. */
export function round(value: number, digits = 1): string {
  const factor = 10 ** digits;
  return String(Math.round(value * factor) / factor);
}

/** Frequent words of ingredient lists, per language, for a guess when the record does not say its language. */
const LANGUAGE_WORDS: Record<string, readonly string[]> = {
  en: ['and', 'sugar', 'water', 'flour', 'milk', 'oil', 'flavour', 'flavor', 'natural', 'emulsifier', 'powder', 'of'],
  fr: ['et', 'sucre', 'sel', 'huile', 'eau', 'farine', 'lait', 'arome', 'sirop', 'poudre', 'beurre', 'amidon', 'du'],
  de: ['und', 'zucker', 'salz', 'wasser', 'mehl', 'milch', 'pflanzliche', 'emulgator', 'aroma', 'weizenmehl'],
  es: ['y', 'azucar', 'agua', 'harina', 'leche', 'aceite', 'emulgente', 'con', 'polvo', 'sal'],
  it: ['e', 'zucchero', 'sale', 'acqua', 'farina', 'latte', 'olio', 'emulsionante', 'di'],
  nl: ['en', 'suiker', 'zout', 'water', 'bloem', 'melk', 'olie', 'emulgator', 'tarwebloem', 'plantaardige'],
  pt: ['e', 'acucar', 'agua', 'farinha', 'leite', 'oleo', 'emulsionante', 'sal'],
  fi: ['ja', 'sokeri', 'suola', 'vesi', 'jauho', 'maito', 'oljy', 'aromi', 'emulgointiaine', 'vehnajauho'],
  sv: ['och', 'socker', 'vatten', 'mjol', 'mjolk', 'olja', 'arom', 'emulgeringsmedel'],
  da: ['og', 'sukker', 'vand', 'mel', 'maelk', 'olie', 'emulgator'],
  pl: ['i', 'cukier', 'sol', 'woda', 'maka', 'mleko', 'olej', 'aromat', 'emulgator', 'z'],
};

/** The most likely language of an ingredient text ("fr"), or undefined when no language clearly leads. */
export function guessLanguage(text: string): string | undefined {
  const tokens = new Set(fold(text).split(' '));
  let best: string | undefined;
  let bestScore = 1;
  let tie = false;
  for (const [lang, words] of Object.entries(LANGUAGE_WORDS)) {
    const score = words.filter((w) => tokens.has(w)).length;
    if (score > bestScore) [best, bestScore, tie] = [lang, score, false];
    else if (score === bestScore) tie = true;
  }
  return tie ? undefined : best;
}
