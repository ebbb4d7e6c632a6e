import type { AnimalProductType, Dimension } from '@clearcart/contracts';
import type { Catalogue } from './en.ts';
import { FORMATS } from './format.ts';
import type * as P from './params.ts';

/** The food classes a footprint's foods are sorted by (decision 113), as the two footprint messages name them. */
const FOOD_CLASSES: Record<string, string> = {
  meat: 'carne',
  seafood: 'pesce o frutti di mare',
  dairy: 'latticini',
  eggs: 'uova',
  chocolate: 'cioccolato',
};

const f = FORMATS.it;
const q = f.quote;
/** Keto, paleo and low-carb by name, listed. */
const CARB = (diets: readonly ('keto' | 'paleo' | 'low_carb')[]) =>
  f.list(diets.map((d) => ({ keto: 'chetogeniche', paleo: 'paleo', low_carb: 'a basso contenuto di carboidrati' })[d]));
const cap = (text: string) => (text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1));
const per = (perMl: boolean) => (perMl ? '100 ml' : '100 g');
const g = (v: number) => `${f.num(v, v < 1 ? 2 : 1)} g`;
const quoted = (items: readonly string[]) => f.list(items.map(q));
const can = (items: readonly unknown[]) => (items.length > 1 ? 'possono' : 'può');
const SENSITIVITIES: Record<P.Sensitivity, string> = {
  chemicals: 'alle sostanze chimiche',
  preservatives: 'ai conservanti',
  artificial_additives: 'agli additivi artificiali',
};
const LEVELS: Record<P.Level, string> = { high: 'alto', medium: 'medio', low: 'basso' };

const ANIMAL_TYPES: Record<AnimalProductType, string> = {
  meat: 'carne',
  dairy: 'latticini',
  eggs: 'uova',
  seafood: 'pesce e frutti di mare',
  'bee product': "prodotti dell'alveare",
  'gelatin product': 'gelatina',
  'animal material': 'materiale animale',
  unknown: 'non specificato',
};

const NUTRIENTS: Record<P.FsaNutrient, string> = {
  fat: 'grassi',
  saturated_fat: 'grassi saturi',
  sugars: 'zuccheri',
  salt: 'sale',
};
const DIETS = { low_sodium: 'a basso contenuto di sodio', low_sugar: 'a basso contenuto di zuccheri' } as Record<
  'low_sodium' | 'low_sugar',
  string
>;
const KEPT: Record<P.Kept, string> = { animals: 'animali', cows: 'mucche', hens: 'galline' };
const WHERE: Record<P.ClaimWhere, string> = {
  label: 'un marchio registrato',
  category: 'la sua categoria',
  name: 'il nome del prodotto',
  ingredients: "l'elenco degli ingredienti",
};
const RSPO_MODELS: Readonly<Record<string, string>> = {
  'identity preserved': 'a identità preservata (Identity Preserved)',
  segregated: 'segregato (Segregated)',
  'mass balance': 'a bilancio di massa (Mass Balance)',
  'book and claim': 'tramite certificati (Book and Claim)',
};
const DIMENSIONS = { health: 'Salute', environmental: 'Ambiente', ethical: 'Etica' } as Record<Dimension, string>;
const notRecognised = (named: readonly string[]) =>
  named.length === 1 ? 'non è un ingrediente che riconosciamo' : 'non sono ingredienti che riconosciamo';
/** "gli animali", "le mucche", "le galline". */
const the = (kept: P.Kept) => `${kept === 'animals' ? 'gli' : 'le'} ${KEPT[kept]}`;
/** "nel 2024" for a year, "al 2024-03-01" for a day. */
const asOf = (date: string) => (/^\d{4}$/.test(date) ? `nel ${date}` : `al ${date}`);
const raised = (kept: readonly P.Kept[]) => (kept.includes('animals') ? 'allevati' : 'allevate');

/** Why the list on record cannot answer (`ListGap`), as the end of a "can't tell" sentence. */
const listGap = (p: { unreadable: boolean; part?: string; cut?: string }) =>
  p.part !== undefined
    ? `l'elenco degli ingredienti registrato riporta solo ${q(p.part)}`
    : p.cut !== undefined
      ? `l'elenco degli ingredienti registrato è troncato (${q(`…${p.cut}`)})`
      : p.unreadable
        ? 'il suo elenco degli ingredienti non si è potuto leggere'
        : 'nessun elenco degli ingredienti registrato';

/** The report's messages in Italian. */
export const it: Catalogue = {
  format: f,
  attribution: [
    'Dati dei prodotti in parte da Open Food Facts (https://openfoodfacts.org), ODbL',
    'Impronte di carbonio da AGRIBALYSE 3.1, ADEME, Licence Ouverte',
  ] as readonly string[],
  claimWord: 'dichiarazione',
  animalTypes: ANIMAL_TYPES,
  countries: {
    us: 'Stati Uniti',
    gb: 'Regno Unito',
    nl: 'Paesi Bassi',
    fr: 'Francia',
    ie: 'Irlanda',
    au: 'Australia',
    ca: 'Canada',
    nz: 'Nuova Zelanda',
    cn: 'Cina',
  },
  levels: LEVELS,

  evaluation: {
    drafted: 'Nota: questi dati sul prodotto sono stati redatti da un modello linguistico e non sono verificati.',
    /** The source of product facts that cite no page stating them (a home page, a title without an address). */
    catalogSource:
      'Come inserito nel catalogo di ClearCart (non è registrata alcuna pagina del produttore che riporti questi dati)',
    unverified:
      'Questi dati sul prodotto non citano né una scheda di Open Food Facts né la pagina del prodotto del produttore, quindi non sono verificati.',
    noInformation: (area: Dimension) =>
      `Nessuna informazione ${{ health: 'sulla salute', environmental: 'ambientale', ethical: 'etica' }[area]} disponibile per questo prodotto.`,
  },

  certifications: {
    verifiesClaims: (claims: readonly string[]) =>
      ` Verifica ${claims.length > 1 ? 'le dichiarazioni' : 'la dichiarazione'} della confezione ${claims.map(q).join(' e ')}.`,
    /** After a label's description, where the product's facts cite no page a reader can check. */
    onUncheckedFacts:
      ' Che questo prodotto lo porti non è verificato: i suoi dati non citano alcuna pagina che li riporti.',
    heldByCompany: (p: { company: string; asOf: string; verifies: string }) =>
      `Certificazione di ${p.company}, valida per tutta l'azienda (${asOf(p.asOf)}), non letta su questa confezione. ${p.verifies}`,
  },

  company: {
    asOf: (date: string) => `(Aggiornato ${asOf(date)}.)`,
    datePassed: (p: { asOf: string; due: string }) =>
      `(Aggiornato ${asOf(p.asOf)}; la data indicata, ${p.due}, è passata e non risulta che cosa sia accaduto da allora.)`,
    statusNotOnRecord: (reportedOn: string | undefined) =>
      `(${reportedOn === undefined ? 'Le sue fonti non danno una data' : `Segnalato ${asOf(reportedOn)}`}; non risulta se sia ancora così.)`,
    owned: (company: string) => `di proprietà di ${company}`,
    majorityOwned: (company: string) => `controllata a maggioranza da ${company}`,
    market: (p: P.MarketParams) => {
      const how =
        p.relation === 'licensee'
          ? `è prodotto da ${p.maker} su licenza di ${p.owner}`
          : p.relation === 'joint venture'
            ? `è prodotto da una joint venture tra ${p.maker} e ${p.partner}`
            : `appartiene a ${p.maker}`;
      const where = p.countries ? ` — ${p.countries.length > 1 ? 'paesi' : 'paese'}: ${f.list(p.countries)}` : '';
      const brand = p.countries ? p.brand : `${p.brand} (${f.list(p.categories ?? [])})`;
      return `${brand} ${how}${where}${(where || how).endsWith('.') ? '' : '.'}`;
    },
  },

  allergens: {
    contains: (p: { declared?: readonly string[]; onLabel?: boolean; segment?: string; name: string }) => {
      const said = p.onLabel
        ? 'Dichiarato come allergene in etichetta'
        : 'Registrato come allergene nella scheda del prodotto';
      const parts: string[] = [];
      if (p.declared) parts.push(p.declared.length > 0 ? `${said} (${p.declared.map(q).join(', ')})` : said);
      if (p.segment) parts.push(`presente nell'ingrediente ${q(p.segment)}`);
      return `${cap(parts.join('; '))}.`;
    },
    mayContain: (p: { segment?: string; name: string }) =>
      `Può contenerne tracce (${p.segment ? `l'etichetta dice ${q(p.segment)}` : `una dicitura ${q('può contenere')} in etichetta`}); non è un ingrediente.`,
    carried: (p: { segment: string; name: string; before?: string }) =>
      p.before === undefined
        ? `Può contenerlo: l'ingrediente ${q(p.segment)} può apportare questo allergene, e l'etichetta non dice se qui lo fa.`
        : `Può contenerlo: prima del ${p.before} le etichette statunitensi non dovevano nominare questo allergene in ${q(p.segment)}, e l'elenco registrato non dice quando è stato stampato.`,
    ruledOut: (by: string) =>
      `Non è un ingrediente di un prodotto notoriamente privo di esso (${by}); le tracce non sono registrate.`,
    named: (p: { words: string; name: string; list: 'unreadable' | 'silent' | 'none' }) =>
      `Il nome o la categoria ${q(p.words)} indica che contiene ${p.name}; ${{ unreadable: "l'elenco degli ingredienti non è leggibile", silent: "l'elenco degli ingredienti registrato non lo mostra", none: 'nessun elenco degli ingredienti registrato' }[p.list]}.`,
    unreadable: "L'elenco degli ingredienti non è leggibile, quindi non si può escludere.",
    listPart: (part: string) =>
      `Non trovato nell'elenco degli ingredienti registrato, che però riporta solo ${q(part)}, quindi non si può escludere.`,
    nameSuggests: (p: { words: string; name: string }) =>
      `Il suo nome dice «${p.words}», un alimento di solito fatto con ${p.name}, e l’elenco degli ingredienti registrato non ne mostra: non si può escludere; controlli la confezione.`,
    glutenDeclared:
      'Il glutine è dichiarato, e il grano ne è la fonte più comune; la scheda non dice da quale cereale provenga, quindi il grano non si può escludere.',
    listCut: (ending: string) =>
      `Non trovato nell'elenco degli ingredienti registrato, ma è troncato (finisce con ${q(ending)}), quindi non si può escludere.`,
    emphasisUnread: (item: string) =>
      `Non trovato nell'elenco degli ingredienti, ma l'elenco evidenzia ${q(item)}, che non è leggibile; le etichette evidenziano gli allergeni, quindi non si può escludere.`,
    notEvidence: (p: P.NotEvidence) =>
      p.kind === 'wheat_sugars'
        ? `Il suo frumento è «${p.written}», uno sciroppo di glucosio, un destrosio o una maltodestrina a base di frumento, che non apporta glutine (regolamento (UE) n. 1169/2011, allegato II 1 a) e b)).`
        : `Il «${p.written}» dell’etichetta indica il cocco, che non è frutta a guscio secondo il diritto dell’UE (regolamento (UE) n. 1169/2011, allegato II) né secondo le linee guida attuali della FDA.`,
    absent: "Non dichiarato e non trovato nell'elenco degli ingredienti.",
    notFound: "Non presente nell'elenco degli ingredienti.",
    unknown: 'Nessun elenco degli ingredienti registrato, quindi non si può escludere.',
    dietProduct: (diet: 'vegan' | 'vegetarian') => (diet === 'vegan' ? 'prodotto vegano' : 'prodotto vegetariano'),
    comesFrom: (p: { written: string; name: string }) => `L'ingrediente ${q(p.written)} deriva da: ${p.name}.`,
  },

  nutrition: {
    /** Nutrition figures that contradict each other, each said, and what that means for the report. */

    inconsistent: (problems: readonly P.NutritionInconsistency[]) => {
      const withList = problems.some(
        (p) =>
          p.code === 'sugars_under_list' ||
          p.code === 'sugars_under_fruit' ||
          p.code === 'salt_under_list' ||
          p.code === 'fat_under_list',
      );
      const list = problems.map((p) =>
        p.code === 'energy_units'
          ? `${f.num(p.kj, 1)} kJ non sono ${f.num(p.kcal, 1)} kcal${p.scored && p.allowed ? ((r) => ` — il Nutri-Score conta le kcal, più vicine dei kJ a ciò che grassi, carboidrati, proteine e fibre consentono: ${r.kcalMost === undefined ? `circa ${f.num(r.kcal, 0)} kcal (${f.num(r.kj, 0)} kJ)` : `tra ${f.num(r.kcal, 0)} e ${f.num(r.kcalMost, 0)} kcal (da ${f.num(r.kj, 0)} a ${f.num(r.kjMost!, 0)} kJ)`}`)(p.allowed) : p.scored ? ' — il Nutri-Score conta le kcal, il valore che grassi, carboidrati, proteine e fibre consentono' : ''}`
          : p.code === 'energy_macros'
            ? `${f.num(p.kcal, 1)} kcal, mentre grassi, carboidrati e proteine danno ${f.num(p.fromMacros, 0)} kcal`
            : p.code === 'energy_over_max'
              ? `${f.num(p.kj, 0)} kJ in 100 g, più di quanto contenga il grasso puro`
              : p.code === 'macros_over_100'
                ? `i nutrienti sommano ${f.num(p.total, 1)} g in 100 g`
                : p.code === 'fat_under_list'
                  ? `grassi ${f.num(p.fat, 1)} g, mentre un elenco di solo olio è quasi tutto grasso (almeno ${f.num(p.atLeast, 0)} g), quindi nessun valore è valutato`
                  : p.code === 'sugars_under_list'
                    ? `zuccheri ${f.num(p.sugars, 1)} g, mentre lo zucchero, primo dei ${p.items} ingredienti dell’elenco, è almeno ${f.num(p.atLeast, 1)} g`
                    : p.code === 'sugars_under_fruit'
                      ? `zuccheri ${f.num(p.sugars, 1)} g, mentre un elenco con il ${p.share} % di frutta ne apporta almeno ${f.num(p.atLeast, 1)} g con ${f.num(p.carbohydrates, 1)} g di carboidrati; gli zuccheri quindi non sono contati`
                      : p.code === 'saturates_under_fat'
                        ? `grassi saturi ${f.num(p.saturatedFat, 1)} g, mentre ${f.num(p.fat, 1)} g di qualsiasi grasso ne contengono almeno ${f.num(p.atLeast, 1)} g; i grassi saturi quindi non sono contati`
                        : p.code === 'salt_sodium'
                          ? `sale ${f.num(p.salt, 2)} g, mentre il sodio indicato (${f.num(p.sodium, 3)} g) corrisponde a ${f.num(p.fromSodium, 2)} g di sale; il sale quindi non è contato`
                          : p.code === 'salt_under_list'
                            ? `sale ${f.num(p.salt, 1)} g, mentre l’elenco nomina il sale (${q(p.written)}) e un’etichetta può indicare 0 g solo sotto ${f.num(p.atLeast, 4)} g; il sale quindi non è contato`
                            : `${p.part === 'sugars' ? 'gli zuccheri' : 'i grassi saturi'} (${f.num(p.partValue, 1)} g) superano ${p.whole === 'carbohydrates' ? 'i carboidrati' : 'i grassi'} (${f.num(p.wholeValue, 1)} g)`,
      );

      return `I valori nutrizionali registrati non concordano tra loro${withList ? ' né con l’elenco degli ingredienti' : ''} (${f.list(list)}): uno è probabilmente scritto male, quindi ciò che ne dipende è incerto; controlla la confezione.`;
    },

    /** EU 1169/2011 Annex III 4.1: the warning a drink with more than 150 mg/l caffeine carries, word for word. */

    caffeineWarning: (p: { mgPerL?: number }) =>
      `Elevato tenore di caffeina. Non raccomandato per i bambini e durante la gravidanza e l'allattamento. Il diritto UE (regolamento 1169/2011, allegato III 4.1) impone questa avvertenza sulle bevande con più di 150 mg di caffeina per litro${p.mgPerL === undefined ? '; questa bevanda energetica contiene caffeina' : ` (questa: ${f.num(p.mgPerL, 0)} mg/l)`}.`,
    nutrients: NUTRIENTS,
    light: (p: P.LightParams) => {
      const band =
        p.light === 'high'
          ? `sopra la soglia ${q('alto')} di ${f.num(p.high, 2)} g`
          : p.light === 'low'
            ? `pari o sotto la soglia ${q('basso')} di ${f.num(p.low, 2)} g`
            : `tra le soglie di ${f.num(p.low, 2)} g e ${f.num(p.high, 2)} g`;
      if (p.portion) {
        const unit = p.perMl ? 'ml' : 'g';
        return `${cap(NUTRIENTS[p.nutrient])}: ${f.num(p.portion.value, 2)} g in una porzione di ${f.num(p.portion.quantity, 0)} ${unit} (${f.num(p.value, 2)} g per ${per(p.perMl)}), sopra i ${f.num(p.portion.limit, 2)} g per porzione oltre ${p.portion.over} ${unit} che il semaforo nutrizionale britannico sul fronte della confezione considera alti (${LEVELS.high}).`;
      }
      return `${cap(NUTRIENTS[p.nutrient])}: ${f.num(p.value, 2)} g per ${per(p.perMl)}, ${band} del semaforo nutrizionale britannico sul fronte della confezione (${LEVELS[p.light]}).`;
    },
    highIn: (p: P.HighInParams) =>
      `Attenzione: ricco di ${NUTRIENTS[p.nutrient]} (${p.portion ? `${f.num(p.portion.value, 2)} g in una porzione di ${f.num(p.portion.quantity, 0)} ${p.perMl ? 'ml' : 'g'}` : `${f.num(p.value, 2)} g per ${per(p.perMl)}`}); meglio porzioni piccole.`,
    highInSummary: (nutrients: readonly P.FsaNutrient[]) =>
      `Ricco di ${f.list(nutrients.map((n) => NUTRIENTS[n]))} secondo le soglie britanniche per il fronte della confezione.`,
    nutriScore: (p: P.NutriScoreParams) => {
      const basis =
        p.category === 'water'
          ? 'acqua non aromatizzata'
          : p.estimated
            ? "calcolato dai valori nutrizionali che Open Food Facts ha stimato dall'elenco degli ingredienti"
            : p.prepared
              ? 'calcolato dai valori nutrizionali del prodotto preparato'
              : 'calcolato dai valori nutrizionali';
      const { fv } = p;
      const estimate =
        fv.basis === 'off-estimate' && fv.percent > 0
          ? `; frutta, verdura e legumi stimati al ${f.num(fv.percent, 0)} % da Open Food Facts in base all'elenco degli ingredienti`
          : fv.basis === 'ingredients' && fv.percent > 0
            ? `; frutta, verdura e legumi stimati al ${f.num(fv.percent, 0)} % in base all'elenco degli ingredienti`
            : fv.basis === 'category' && fv.percent > 0
              ? `; frutta e verdura stimate al ${f.num(fv.percent, 1)} % in base alla categoria`
              : '';
      const grade = p.estimated ? `${p.grade}, stimato` : p.grade;
      const most = p.fibreUnknown
        ? ` al massimo, non essendo nota la fibra${p.gradeWithFibre ? `: ${p.gradeWithFibre} al meglio con fibra sufficiente` : ''};`
        : ',';
      return `Nutri-Score ${grade} (${p.points} ${Math.abs(p.points) === 1 ? 'punto' : 'punti'}${most} ${basis}${estimate}).`;
    },
    gradeBelowNutriScore: (p: { grade: string; nutriScore: string; ultra: boolean; additives: boolean }) =>
      `Il suo voto salute è ${p.grade}, più basso del suo Nutri-Score ${p.nutriScore}: il voto tiene conto anche ${p.ultra && p.additives ? 'dell’ultra-trasformazione e degli additivi preoccupanti' : p.ultra ? 'dell’ultra-trasformazione' : 'degli additivi preoccupanti'}.`,
    goodProfile: (grade: string) => `Buon profilo nutrizionale (Nutri-Score ${grade}).`,
    published: (p: { grade: string; estimated: boolean }) =>
      p.estimated
        ? `Open Food Facts assegna il Nutri-Score ${p.grade}, stimato in base all'elenco degli ingredienti.`
        : `Open Food Facts assegna il Nutri-Score ${p.grade}.`,
    estimated: (p: { perMl: boolean; figures: P.Figures }) => {
      const n = p.figures;
      const parts: string[] = [];
      const kcal = n.energyKcal ?? (n.energyKj !== undefined ? n.energyKj / 4.184 : undefined);
      if (kcal !== undefined) parts.push(`${f.num(kcal, 0)} kcal`);
      if (n.fat !== undefined)
        parts.push(
          `${g(n.fat)} di grassi${n.saturatedFat !== undefined ? ` (di cui ${g(n.saturatedFat)} di grassi saturi)` : ''}`,
        );
      else if (n.saturatedFat !== undefined) parts.push(`${g(n.saturatedFat)} di grassi saturi`);
      if (n.carbohydrates !== undefined)
        parts.push(
          `${g(n.carbohydrates)} di carboidrati${n.sugars !== undefined ? ` (di cui ${g(n.sugars)} di zuccheri)` : ''}`,
        );
      else if (n.sugars !== undefined) parts.push(`${g(n.sugars)} di zuccheri`);
      if (n.fiber !== undefined) parts.push(`${g(n.fiber)} di fibre`);
      if (n.proteins !== undefined) parts.push(`${g(n.proteins)} di proteine`);
      if (n.salt !== undefined) parts.push(`${g(n.salt)} di sale`);
      return `Nota: non sono registrati valori nutrizionali dall'etichetta. Stima di Open Food Facts in base all'elenco degli ingredienti, per ${per(p.perMl)}: circa ${parts.join(', ')}; sono stime, non misure.`;
    },
    nova4: 'Gruppo NOVA 4: un alimento ultra-processato.',
    nova4Advice: 'Valuti alternative meno lavorate: questo è un alimento ultra-processato (NOVA 4).',
    ultraProcessed: 'Ultra-processato (NOVA 4).',
    preparedFiguresMissing:
      'Dati insufficienti per un punteggio: il Nutri-Score lo valuta preparato, e sono registrati solo i valori del prodotto così come è venduto.',
    notEnoughEstimate:
      "Dati insufficienti per un punteggio: non sono registrati valori nutrizionali dall'etichetta, solo una stima.",
    notEnoughFigures: (missing: readonly P.FsaNutrient[]) =>
      `Dati insufficienti per un punteggio (valori nutrizionali mancanti: ${f.list(missing.map((n) => NUTRIENTS[n]))}).`,
    notApplicable: 'Nessun Nutri-Score: non si applica a questo tipo di prodotto.',
    notEnough: 'Dati insufficienti per un punteggio: non sono registrati valori nutrizionali.',
    nutriScoreAtBest: (p: {
      grade: string;
      points: number;
      missing: readonly ('energy' | 'fat' | 'saturated_fat' | 'sugars' | 'salt' | 'proteins')[];
      energyAtLeastKj?: number;
      sugarsAtLeast?: number;
      saltAtLeast?: number;
      saltOrElse?: number;
      /** Counting the greater of a salt and a sodium that disagree, where its grade is the same. */
      pointsOrElse?: number;
      saturatedFatAtLeast?: number;
    }) =>
      p.sugarsAtLeast !== undefined
        ? `Nessun Nutri-Score: gli zuccheri dell'etichetta non possono essere giusti accanto ai suoi carboidrati e alla sua frutta. Contando gli zuccheri ad almeno ${f.num(p.sugarsAtLeast, 1)} g, quanti devono essere, non può essere migliore di ${p.grade} (almeno ${p.points} punti${p.energyAtLeastKj !== undefined ? `, contando l'energia ad almeno ${f.num(p.energyAtLeastKj, 0)} kJ, quanti ne danno grassi, carboidrati e proteine` : ''}).`
        : p.saturatedFatAtLeast !== undefined && p.missing.length === 0
          ? `Nessun Nutri-Score: i grassi saturi dell'etichetta sono meno di quanti ne contenga qualsiasi grasso. Contandoli ad almeno ${f.num(p.saturatedFatAtLeast, 1)} g, non può essere migliore di ${p.grade} (almeno ${p.points} punti${p.energyAtLeastKj !== undefined ? `, contando l'energia ad almeno ${f.num(p.energyAtLeastKj, 0)} kJ, quanti ne danno grassi, carboidrati e proteine` : ''}).`
          : p.pointsOrElse !== undefined &&
              p.saltOrElse !== undefined &&
              p.saltAtLeast !== undefined &&
              p.missing.length === 0
            ? `Nutri-Score ${p.grade}: il sale e il sodio dell'etichetta danno due quantità di sale, ${f.num(p.saltAtLeast, 2)} g e ${f.num(p.saltOrElse, 2)} g, che non possono essere giuste entrambe, e l'una come l'altra dà ${p.grade} (${p.points} o ${p.pointsOrElse} punti).`
            : p.saltOrElse !== undefined && p.saltAtLeast !== undefined && p.missing.length === 0
              ? `Nessun Nutri-Score: il sale e il sodio dell'etichetta danno due quantità di sale, ${f.num(p.saltAtLeast, 2)} g e ${f.num(p.saltOrElse, 2)} g, che non possono essere giuste entrambe. Contando la minore, non può essere migliore di ${p.grade} (almeno ${p.points} punti${p.energyAtLeastKj !== undefined ? `, contando l'energia ad almeno ${f.num(p.energyAtLeastKj, 0)} kJ, quanti ne danno grassi, carboidrati e proteine` : ''}).`
              : p.saltAtLeast !== undefined && p.missing.length === 0
                ? `Nessun Nutri-Score: il valore di 0 g di sale dell'etichetta non può essere giusto accanto al sale che il suo elenco nomina. Contando il sale ad almeno ${f.num(p.saltAtLeast, 4)} g, il minimo che un'etichetta non arrotonda a 0 g, non può essere migliore di ${p.grade} (almeno ${p.points} punti${p.energyAtLeastKj !== undefined ? `, contando l'energia ad almeno ${f.num(p.energyAtLeastKj, 0)} kJ, quanti ne danno grassi, carboidrati e proteine` : ''}).`
                : `Nessun Nutri-Score: ${f.list(p.missing.map((n) => ({ energy: "l'energia", fat: 'i grassi', saturated_fat: 'i grassi saturi', sugars: 'gli zuccheri', salt: 'il sale', proteins: 'le proteine' })[n]))} dell'etichetta non ${p.missing.length > 1 ? 'sono registrati' : 'è registrato'}. Con i valori registrati non può essere migliore di ${p.grade} (almeno ${p.points} punti${p.energyAtLeastKj !== undefined ? `, contando l'energia ad almeno ${f.num(p.energyAtLeastKj, 0)} kJ, quanti ne danno grassi, carboidrati e proteine` : ''}).`,
    kindUntoldGrades: (p: { food: string; drink: string }) =>
      `Nessun Nutri-Score e nessun punteggio: non è registrata alcuna categoria, e ClearCart non riesce a capire dal nome, dall'elenco o dai valori se è un alimento o una bevanda. Letto come alimento avrebbe il Nutri-Score ${p.food}; come bevanda, ${p.drink}.`,
    kindUntold:
      "Nota: non è registrata alcuna categoria, e ClearCart non riesce a capire dal nome, dall'elenco o dai valori se è un alimento o una bevanda: i valori sono letti per 100 g, con le tabelle degli alimenti del Nutri-Score e del semaforo.",
    foodSupplement:
      'Nessun Nutri-Score né punteggio: un integratore alimentare è escluso dalla dichiarazione nutrizionale su cui si basano (regolamento (UE) n. 1169/2011, art. 29).',
  },

  health: {
    noIngredientList:
      'Verifichi l’elenco degli ingredienti sulla confezione: non ne è registrato nessuno, quindi non si possono escludere allergeni.',
    contains: (names: readonly string[]) => `Contiene ${f.list(names)}.`,
    mayContainTraces: (names: readonly string[]) => `Può contenere tracce di: ${f.list(names)}.`,
    mayContainNote: (names: readonly string[]) =>
      `Nota: l'etichetta dice che può contenere tracce di: ${f.list(names)}.`,
    mayContainThrough: (names: readonly string[], through: readonly string[]) =>
      `Può contenere, attraverso ${through.length > 0 ? f.list(through.map(f.quote)) : 'i suoi ingredienti'}: ${f.list(names)}.`,
    additivesOfConcern: (names: readonly string[]) => `Additivi preoccupanti: ${f.list(names)}.`,
    noTrackedAllergen: (count: number) =>
      `Nessuno dei ${count} allergeni che monitoriamo è dichiarato o trovato nell'elenco.`,
    efsaRisk: (risk: 'high' | 'moderate') =>
      `Rischio di sovraesposizione secondo l'EFSA: ${risk === 'high' ? 'alto' : 'moderato'}.`,
    sensitivitySet: (p: { sensitivity: P.Sensitivity; slider: number }) =>
      `Ha impostato la sua sensibilità ${SENSITIVITIES[p.sensitivity]} su ${p.slider}.`,
    sensitiveAlert: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Contiene ${p.name} — Lei è sensibile ${SENSITIVITIES[p.sensitivity]}`,
    sensitiveCaution: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Attenzione: contiene ${p.name}, e ha indicato una sensibilità ${SENSITIVITIES[p.sensitivity]}.`,
    sensitiveNote: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Nota: contiene ${p.name}, di scarsa preoccupazione, e ha indicato una sensibilità ${SENSITIVITIES[p.sensitivity]}.`,
    additiveCaution: (p: { name: string; concern: string }) => `Attenzione: contiene ${p.name}. ${p.concern}`.trim(),
    animalDerived: (type: AnimalProductType) => `Di origine animale (${ANIMAL_TYPES[type]}).`,
    sourcingRisks: 'Indicato per i rischi legati al suo approvvigionamento.',
  },

  personal: {
    avoidNone: (_name: string) => 'Lei evita questo allergene: non è stato trovato.',
    youAvoid: (_name: string) => 'Lei evita questo allergene.',
    containsAlert: (name: string) => `Contiene ${name} — un allergene che Lei evita`,
    glutenDeclaredAlert: (name: string) =>
      `Può contenere ${name} — il glutine è dichiarato, e la scheda non dice da quale cereale provenga`,
    mayContainAlert: (name: string) => `Può contenere ${name} — un allergene che Lei evita`,
    cannotRuleOutListed: (name: string) =>
      `Impossibile escludere: ${name} — l'elenco degli ingredienti registrato non basta a stabilirlo`,
    checkPackListed: (name: string) =>
      `Verifichi la confezione (${name}): l'elenco degli ingredienti registrato non basta a stabilirlo.`,
    cannotRuleOutAlert: (name: string) => `Impossibile escludere: ${name} — nessun elenco degli ingredienti registrato`,
    tracesUnknownAlert: (name: string) =>
      `Nessun ingrediente con ${name}, ma non se ne possono escludere tracce — nessun elenco degli ingredienti registrato`,
    avoidContains: (p: { name: string; written?: string }) =>
      `Eviti questo prodotto: contiene ${p.name}${p.written ? ` (${q(p.written)})` : ''}, un allergene che Lei evita.`,
    cautionTraces: (name: string) => `Attenzione: può contenere tracce di un allergene che Lei evita (${name}).`,
    cautionCarried: (p: { name: string; written: string }) =>
      `Attenzione: l'ingrediente ${q(p.written)} può apportare un allergene che Lei evita (${p.name}).`,
    checkPack: (name: string) => `Verifichi la confezione (${name}): non è registrato alcun elenco degli ingredienti.`,
    diets: DIETS,
    followDiet: (diet: 'low_sodium' | 'low_sugar') => `Segue una dieta ${DIETS[diet]}.`,
    dietListedAlert: (because: string) =>
      `Non adatto a una dieta ${DIETS.low_sugar} — il suo elenco nomina ${q(because)} tra i primi ingredienti`,
    dietListedAvoid: (because: string) =>
      `Da evitare in una dieta ${DIETS.low_sugar}: il suo elenco nomina ${q(because)} tra i primi ingredienti, e il valore degli zuccheri dell’etichetta non è registrato.`,
    dietLimitAlert: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
      `Ricco di ${NUTRIENTS[p.nutrient]} — segue una dieta ${DIETS[p.diet]}`,
    dietLimitAvoid: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
      `Da evitare in una dieta ${DIETS[p.diet]}: è ricco di ${NUTRIENTS[p.nutrient]}.`,
    dietLimitUnknownAlert: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient; atLeast?: number }) =>
      `Impossibile sapere se è adatto a una dieta ${DIETS[p.diet]} — valore dell'etichetta non registrato (${NUTRIENTS[p.nutrient]})${p.atLeast !== undefined ? `; secondo l'elenco, almeno ${f.num(p.atLeast, 1)} g per 100 g` : ''}`,
    dietLimitNotLowAlert: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient; atLeast: number }) =>
      `Contenuto non basso (${NUTRIENTS[p.nutrient]}) — segue una dieta ${DIETS[p.diet]}`,
    dietLimitNotLow: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient; atLeast: number }) =>
      `Verifichi la quantità: il valore dell'etichetta non è registrato (${NUTRIENTS[p.nutrient]}), ma l'elenco da solo ne mette almeno ${f.num(p.atLeast, 1)} g per 100 g, più di quanto contenga un alimento a basso contenuto, e segue una dieta ${DIETS[p.diet]}.`,
    dietLimitMedium: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
      `Verifichi la quantità: il contenuto (${NUTRIENTS[p.nutrient]}) non è basso ma medio, e segue una dieta ${DIETS[p.diet]}.`,
    dietLimitCheck: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
      `Verifichi il valore sulla confezione (${NUTRIENTS[p.nutrient]}): quello dell'etichetta non è registrato, e segue una dieta ${DIETS[p.diet]}.`,
    avoidedIngredientAlert: (word: string) => `Contiene ${q(word)} — nella sua lista di ingredienti da evitare`,
    sensitivityUnknownAlert: (p: { sensitivity: P.Sensitivity; unreadable: boolean; part?: string; cut?: string }) =>
      `Lei è sensibile ${SENSITIVITIES[p.sensitivity]}: impossibile sapere se ne contiene — ${listGap(p)}`,
    avoidedUnknownAlert: (p: {
      word: string;
      unreadable: boolean;
      inName?: string;
      cut?: string;
      oneOf?: string;
      maybe?: string;
      unsourced?: string;
      unrecognised?: string;
      part?: string;
    }) =>
      p.oneOf !== undefined
        ? `Impossibile sapere se contiene ${q(p.word)} — l'elenco degli ingredienti lo nomina solo come una di più alternative (${q(p.oneOf)})`
        : p.unsourced !== undefined
          ? `Impossibile sapere se contiene ${q(p.word)} — l'elenco non dice da cosa è ricavato ${q(p.unsourced)}`
          : p.unrecognised !== undefined
            ? `Impossibile sapere se contiene ${q(p.word)} — ${q(p.unrecognised)} non è un ingrediente che riconosciamo`
            : p.maybe !== undefined
              ? `Impossibile sapere se contiene ${q(p.word)} — ${q(p.maybe)} può esserne ricavato, e l'elenco non dice se qui lo è`
              : p.inName
                ? `Impossibile sapere se contiene ${q(p.word)} — il suo nome dice ${q(p.inName)}, ma l'elenco degli ingredienti registrato non lo mostra; controlli la confezione`
                : `Impossibile sapere se contiene ${q(p.word)} — ${listGap(p)}`,
    avoidedUnrecognisedAlert: (word: string) =>
      `Non riconosciamo ${q(word)}, quindi non possiamo sapere se l'elenco lo nomina; controlli Lei l'elenco degli ingredienti`,
    avoidedIngredient: (p: { word: string; segment: string }) =>
      `Eviti questo prodotto: ${q(p.segment)} corrisponde a ${q(p.word)}, nella sua lista di ingredienti da evitare.`,
    ingredientPurpose: 'Ingrediente',
    onAvoidList: (word: string) => `Nella sua lista di ingredienti da evitare (${word}).`,
    paleoAlert: (because: readonly string[]) => `Non paleo — contiene ${f.list(because.map(q))}`,
    paleoAvoid: (because: readonly string[]) =>
      `Lo eviti in una dieta paleo: contiene ${f.list(because.map(q))}, e questa dieta esclude cereali, legumi, latticini e zucchero raffinato.`,
    carbDietAlert: (p: P.CarbDietExcluded) =>
      p.because !== undefined
        ? `Non adatto alle diete ${CARB(p.diets)} — il suo elenco nomina ${q(p.because)} tra i primi ingredienti`
        : `Non adatto alle diete ${CARB(p.diets)} — ${f.num(p.grams ?? 0, 1)} g di carboidrati per ${per(p.perMl === true)}`,
    carbDietAvoid: (p: P.CarbDietExcluded) =>
      p.because !== undefined
        ? `Lo eviti nelle diete ${CARB(p.diets)}: il suo elenco nomina ${q(p.because)} tra i primi ingredienti, e queste diete limitano zuccheri e alimenti amidacei.`
        : `Lo eviti nelle diete ${CARB(p.diets)}: ${f.num(p.grams ?? 0, 1)} g di carboidrati per ${per(p.perMl === true)}, più della metà del suo peso.`,
    paleoOpen: (read: boolean) =>
      read
        ? "Nota: nulla nell'elenco degli ingredienti è un cereale, un legume, un latticino, uno zucchero raffinato o un dolcificante o colorante di sintesi, che una dieta paleo esclude; se il resto si adatti alla sua dieta paleo non è giudicato."
        : "Nota: senza un elenco degli ingredienti da leggere, l'adattamento a una dieta paleo non è giudicato.",
    carbohydratesOnRecord: (p: { grams: number; perMl: boolean; diets: readonly ('keto' | 'paleo' | 'low_carb')[] }) =>
      `Nota: ${f.num(p.grams, 1)} g di carboidrati per ${p.perMl ? '100 ml' : '100 g'}; i limiti delle diete ${CARB(p.diets)} variano, quindi la compatibilità non è valutata.`,
    carbohydrates: (diets: readonly ('keto' | 'paleo' | 'low_carb')[]) =>
      `Nota: il contenuto di carboidrati non è registrato, quindi la compatibilità con le diete ${CARB(diets)} non è valutata.`,
    animalIngredients: (p: { food: boolean; types: readonly AnimalProductType[] }) =>
      `ingredienti ${p.food ? 'di origine animale' : 'derivati da animali'} (${f.list(p.types.map((t) => ANIMAL_TYPES[t]))})`,
    veganContainsAlert: (animal: string) => `Contiene ${animal} — segue una dieta vegana`,
    veganContains: (animal: string) => `Da evitare in una dieta vegana: contiene ${animal}.`,
    veganMaybeAlert: (because: readonly string[]) =>
      `Forse non vegano: ${quoted(because)} ${can(because)} essere di origine animale — segue una dieta vegana`,
    veganMaybe: (because: readonly string[]) =>
      `Verifichi con il produttore se è adatto a una dieta vegana: ${quoted(because)} ${can(because)} essere di origine animale.`,
    vegetarianContainsAlert: 'Non vegetariano — segue una dieta vegetariana',
    vegetarianContains: (because: readonly string[]) =>
      because.length > 0
        ? `Da evitare in una dieta vegetariana: contiene ${quoted(because)}, che non ${because.length > 1 ? 'sono vegetariani' : 'è vegetariano'}.`
        : 'Da evitare in una dieta vegetariana: la sua scheda indica che non è vegetariano.',
    vegetarianMaybeAlert: (because: readonly string[]) =>
      `Forse non vegetariano: ${quoted(because)} ${can(because)} essere di origine animale — segue una dieta vegetariana`,
    glutenContainsAlert: 'Contiene glutine — segue una dieta senza glutine',
    glutenContains: 'Da evitare in una dieta senza glutine: contiene frumento o glutine.',
    dietUnknownAlert: (diet: 'vegan' | 'vegetarian' | 'gluten_free') =>
      ({
        vegan: 'Impossibile sapere se è vegano — segue una dieta vegana',
        vegetarian: 'Impossibile sapere se è vegetariano — segue una dieta vegetariana',
        gluten_free: 'Impossibile sapere se è senza glutine — segue una dieta senza glutine',
      })[diet],
    glutenMaybeAlert: 'Può contenere glutine — segue una dieta senza glutine',
    glutenMaybe: 'Attenzione in una dieta senza glutine: può contenere tracce di glutine.',
  },

  nonFood: {
    fragranceAllergen: 'Un allergene delle fragranze, indicato in etichetta.',
    chemicalsSet: (slider: number) => `Ha impostato la sua sensibilità alle sostanze chimiche su ${slider}.`,
    sensitiveAlert: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Contiene ${p.name} — Lei è sensibile ${SENSITIVITIES[p.sensitivity]}`,
    sensitiserAlert: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Contiene ${p.name}, un sensibilizzante cutaneo — Lei è sensibile ${SENSITIVITIES[p.sensitivity]}`,
    substanceCaution: (p: { name: string; status: string }) => `Attenzione: contiene ${p.name}. ${p.status}`,
    sensitiser: (p: { statement: string; code: string; classification: string; atHome: string }) =>
      `Sensibilizzante cutaneo — ${p.statement} (${p.code}). ${p.classification} ${p.atHome}`,
    pictogram: (pictogram: string) => `Pittogramma ${pictogram}. `,
    hazardCaution: (p: { statement: string; atHome: string }) => `Attenzione: ${p.statement} ${p.atHome}`,
    labelledFragrance: 'Un allergene delle fragranze indicato in etichetta.',
    nano: `Presente come nanomateriale (indicato con ${q('nano')}).`,
    someShades: `Solo in alcune tonalità (${q('può contenere')}).`,
    perfuming: 'Profumante',
    noIngredientList: 'Nessun elenco degli ingredienti registrato.',
    checkIngredientList: 'Verifichi l’elenco degli ingredienti sulla confezione: non ne è registrato nessuno.',
    fragranceSummary: (names: readonly string[]) =>
      `Contiene ${names.length} ${names.length > 1 ? 'allergeni' : 'allergene'} delle fragranze (${f.list(names)}).`,
    fragranceCautionDetergent: (names: readonly string[]) =>
      `Attenzione se la sua pelle reagisce alle fragranze: contiene ${f.list(names)}. La normativa UE sui detergenti impone di indicare gli allergeni delle fragranze oltre lo ${f.num(0.01, 2)} %, perché chi vi è sensibilizzato possa evitarli.`,
    fragranceCaution: (names: readonly string[]) =>
      `Attenzione se la sua pelle reagisce alle fragranze: contiene ${f.list(names)}. La normativa UE impone di indicare gli allergeni delle fragranze oltre lo ${f.num(0.001, 3)} % nei prodotti senza risciacquo e lo ${f.num(0.01, 2)} % in quelli da risciacquare, perché chi vi è sensibilizzato possa evitarli.`,
    fragranceAlert: (names: readonly string[], more = 0) =>
      `Contiene allergeni delle fragranze (${f.list(more > 0 ? [...names, `altri ${more}`] : names)}) — Lei è sensibile alle sostanze chimiche`,
    substances: (names: readonly string[]) => `Sostanze preoccupanti: ${f.list(names)}.`,
    hazards: (codes: readonly string[]) => `Indicazioni di pericolo sulla confezione: ${f.list(codes)}.`,
    sensitisers: (names: readonly string[]) =>
      `${names.length > 1 ? 'Sensibilizzanti cutanei' : 'Sensibilizzante cutaneo'}: ${f.list(names)} (può provocare una reazione allergica cutanea).`,
    nothingTracked:
      'Nessun allergene delle fragranze indicato in etichetta e nessuna sostanza preoccupante per la salute tra quelle che monitoriamo nel suo elenco degli ingredienti.',
    notScored: 'Dati insufficienti per un punteggio: i punteggi di salute riguardano alimenti e bevande.',
  },

  palmOil: {
    evidenceSegment: (segment: string) => `l'ingrediente ${q(segment)}`,
    evidenceLabel: (label: string) => `il marchio ${q(label)} sulla confezione`,
    evidenceAnalysis: "l'analisi degli ingredienti della scheda del prodotto, che ha trovato olio di palma",
    explanation:
      "L'espansione della palma da olio ha causato deforestazione tropicale e perdita di habitat; sistemi di certificazione come l'RSPO fissano standard per una produzione più sostenibile.",
    certified: (p: { evidence: string; label: string }) =>
      `Contiene olio di palma (${p.evidence}), certificato ${p.label}.`,
    certifiedRating: (label: string) => `Certificato (${label})`,
    companyClaim: (p: { evidence: string; company: string; owns?: string; rspo: string }) =>
      `L'olio di palma di questo prodotto (${p.evidence}): nessuna certificazione di sostenibilità registrata. ${p.company}${p.owns ? `, proprietaria di ${p.owns},` : ''} dichiara di acquistare olio di palma certificato RSPO ${RSPO_MODELS[p.rspo] ?? p.rspo} — per tutta l'azienda, non verificato per questo prodotto.`,
    rspoModels: RSPO_MODELS,
    uncertified: (evidence: string) =>
      `Contiene olio di palma (${evidence}) senza certificazione di sostenibilità registrata.`,
    noCertification: 'Nessuna certificazione registrata',
    freeMilkProduct: (category: string) =>
      `Senza olio di palma: un prodotto della categoria ${q(category)} è fatto di latte, e nessun altro grasso può sostituirne il grasso del latte (regolamento (UE) n. 1308/2013, allegato VII, parte III).`,
    freeWholeFood: (category: string) =>
      `Senza olio di palma: un prodotto della categoria ${q(category)} è il suo unico ingrediente.`,
    freeByAnalysis: 'Analisi degli ingredienti della scheda del prodotto: senza olio di palma.',
    freeUnrecognised: (named: readonly string[]) =>
      `Nessun olio di palma nell'elenco degli ingredienti. ${quoted(named)} ${notRecognised(named)}, ma è troppo poco per lasciare aperta la questione.`,
    free: "Nessun olio di palma nell'elenco degli ingredienti.",
    freeExplanation:
      "Senza olio di palma, quindi il rischio di deforestazione dell'olio di palma non certificato non si applica.",
    freeRating: 'Senza olio di palma',
    maybe: (named: readonly string[]) =>
      `Può contenere olio di palma: ${quoted(named)} ${can(named)} derivare dall'olio di palma e l'elenco non dice quale olio.`,
    unknownCut: (ending: string) =>
      `L'olio di palma non si può escludere: l'elenco degli ingredienti registrato è troncato (finisce con ${q(ending)}).`,
    unknownNoList: "Nessun elenco degli ingredienti registrato, quindi l'olio di palma non si può escludere.",
    unknown: (named: readonly string[]) =>
      `L'olio di palma non si può escludere: ${quoted(named)} ${notRecognised(named)}.`,
    unknownUnsourced: (named: readonly string[]) =>
      `L'olio di palma non si può escludere: l'elenco non dice da che cosa ${named.length === 1 ? 'è ricavato' : 'sono ricavati'} ${quoted(named)}.`,
    maybeRating: 'Può contenere olio di palma',
    unknownRating: 'Sconosciuto',
    summaryUncertified: 'Contiene olio di palma senza certificazione di sostenibilità registrata.',
    summaryCompanyClaim:
      'Contiene olio di palma senza certificazione di sostenibilità registrata; il produttore dichiara di acquistare olio di palma certificato RSPO per tutto il gruppo.',
    summaryCertified: (label: string) => `Contiene olio di palma certificato ${label}.`,
    companyAdvice:
      'Il produttore dichiara di acquistare olio di palma certificato RSPO per tutto il gruppo; cerchi il marchio RSPO per saperlo di questo prodotto, o scelga un prodotto senza olio di palma.',
    advice: 'Valuti un prodotto senza olio di palma o con olio di palma certificato RSPO.',
  },

  environment: {
    /** The environmental concerns of the company that weigh on the score (curated names, in English). */

    companyRecord: (p: { company: string }) =>
      `Il bilancio di ${p.company} pesa su questo punteggio: i suoi problemi ambientali sono elencati più sotto.`,
    carbon: (p: { kg: number; name: string }) => `Circa ${f.num(p.kg, 2)} kg di CO2e per kg per ${q(p.name)}.`,
    carbonMethod: (p: { basis: string; low: number; high: number }) =>
      `Dato: ${p.basis}. ClearCart considera basso ≤ ${f.num(p.low)} e alto > ${f.num(p.high)}: il terzo inferiore e quello superiore degli alimenti di AGRIBALYSE 3.1.`,
    water: (p: { litres: number; name: string }) =>
      `Circa ${f.num(p.litres, 0)} litri d'acqua per kg per ${q(p.name)}.`,
    waterMethod: (p: { low: number; high: number }) =>
      `Dato: impronta idrica media mondiale (verde + blu + grigia), dati del Water Footprint Network (vedi le fonti). Fasce di ClearCart: ≤ ${f.num(p.low, 0)} L/kg basso, > ${f.num(p.high, 0)} L/kg alto.`,
    noWater: "Non c'è ancora un dato sul consumo d'acqua per questa categoria di prodotti.",
    footprintBasis: (p: P.FootprintBasisParams) => {
      const one = p.categories.length === 1;
      const tags = `${one ? 'alla categoria' : 'alle categorie'} ${p.categories.map(q).join(', ')} o alle ${one ? 'sue' : 'loro'} sottocategorie`;
      const foods = p.examples.map(q).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, l'alimento che Open Food Facts associa ${tags}`
        : `AGRIBALYSE 3.1, mediana di ${p.count} alimenti che Open Food Facts associa ${tags}${p.leftOut ? ' (escluse le forme preparate in casa)' : ''}, ad es. ${foods}`;
    },
    surfactant: (p: {
      written: string;
      surfactantClass: string;
      readily: boolean;
      degraded: boolean;
      poor: boolean;
    }) => {
      const said = [
        ...(p.readily ? ['facilmente biodegradabile in presenza di ossigeno'] : []),
        ...(p.degraded ? ['eliminato anche in assenza di ossigeno'] : []),
        ...(p.poor
          ? [
              'secondo le fonti si biodegrada male in assenza di ossigeno, come nei sedimenti e nei fanghi di depurazione',
            ]
          : []),
      ];
      return `${q(p.written)} (${p.surfactantClass}): ${said.join('; ')}.`;
    },
    partial:
      'Punteggio parziale: nessun elenco degli ingredienti registrato, quindi i rischi di approvvigionamento dei suoi componenti non sono considerati.',
    partialPart: (part: string) =>
      `Punteggio parziale: l'elenco degli ingredienti registrato riporta solo ${q(part)}, quindi i rischi di approvvigionamento di ciò di cui è fatto non sono contati.`,
    partialCapped: (grade: string) =>
      `Il voto ambientale di Open Food Facts per questo prodotto è ${grade}: un punteggio parziale non resta migliore di esso.`,
    partialNamed: (named: readonly string[]) =>
      `Punteggio parziale: nessun elenco degli ingredienti registrato, quindi sono considerati solo i rischi di approvvigionamento di ciò che il nome, la categoria o la scheda indica (${f.list(named.map((n) => f.lower(n)))}).`,
    partialFootprint:
      'Punteggio parziale: nessun valore di impronta corrisponde alla sua categoria, quindi la sua impronta conta come alta, mai meglio di un’impronta nota.',
    partialUnreadable:
      'Punteggio parziale: il suo elenco degli ingredienti non si è potuto leggere, quindi i rischi di approvvigionamento dei suoi componenti non sono considerati.',
    footprintSummary: (p: { kg: number; rating: P.Level }) =>
      `Stimati ${f.num(p.kg, 3)} kg di CO2e per kg per la sua categoria (${LEVELS[p.rating]}).`,
    highCarbon: "Valuti alternative a minori emissioni: questa categoria ha un'impronta di carbonio alta.",
    noFootprint: "Non c'è ancora un dato sull'impronta per questa categoria di prodotti.",
    noCategory: "Nessuna categoria registrata, quindi non si applica alcun dato sull'impronta.",
    /** Decision 113: a footprint fitted to what the list rules out, or none that fits the product as sold. */
    footprintBasisFitted: (p: {
      count: number;
      of: number;
      name: string;
      classes: readonly string[];
      examples: readonly string[];
    }) => {
      const c = p.classes.map((k) => FOOD_CLASSES[k] ?? k).join(' o ');
      const foods = p.examples.map((e) => `“${e}”`).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, l'unico dei ${p.of} alimenti dietro il dato per «${p.name}» senza ${c}, che il suo elenco degli ingredienti non contiene`
        : `AGRIBALYSE 3.1, mediana di ${p.count} dei ${p.of} alimenti dietro il dato per «${p.name}»: esclusi quelli con ${c}, che il suo elenco degli ingredienti non contiene; ad es. ${foods}`;
    },
    /** Decision 123: a footprint of the foods made of what the list leads with. */
    footprintBasisNamed: (p: {
      count: number;
      of: number;
      name: string;
      category: string;
      fromName?: boolean;
      examples: readonly string[];
    }) => {
      const own = p.fromName ? 'come il nome del prodotto' : 'la sua categoria, che non ha un dato';
      const foods = p.examples.map((e) => `“${e}”`).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, l'unico dei ${p.of} alimenti dietro il dato per «${p.name}» il cui nome dice «${p.category}», ${own} (i dati di quegli alimenti sono troppo dispersi perché la loro mediana la rappresenti)`
        : `AGRIBALYSE 3.1, mediana di ${p.count} dei ${p.of} alimenti dietro il dato per «${p.name}»: quelli il cui nome dice «${p.category}», ${own} (i dati di quegli alimenti sono troppo dispersi perché la loro mediana la rappresenti); ad es. ${foods}`;
    },
    footprintBasisVariety: (p: P.VarietyBasis) => {
      const foods = p.examples.map((e) => `“${e}”`).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, quello dei ${p.of} alimenti dietro il dato per «${p.name}» la cui varietà dice il nome del prodotto («${p.variety}»)`
        : `AGRIBALYSE 3.1, mediana di ${p.count} dei ${p.of} alimenti dietro il dato per «${p.name}»: quelli la cui varietà dice il nome del prodotto («${p.variety}»); ad es. ${foods}`;
    },
    footprintBasisKept: (p: { count: number; of: number; name: string; kept: string; examples: readonly string[] }) => {
      const c = FOOD_CLASSES[p.kept] ?? p.kept;
      const foods = p.examples.map((e) => `“${e}”`).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, l'unico dei ${p.of} alimenti dietro il dato per «${p.name}» con ${c}, che il suo elenco nomina tra i primi tre ingredienti`
        : `AGRIBALYSE 3.1, mediana di ${p.count} dei ${p.of} alimenti dietro il dato per «${p.name}»: quelli con ${c}, che il suo elenco nomina tra i primi tre ingredienti; ad es. ${foods}`;
    },
    noFootprintForList: (p: { name: string; classes: readonly string[] }) => {
      const c = p.classes.map((k) => FOOD_CLASSES[k] ?? k).join(' o ');
      return `Nessun dato sull'impronta si adatta a questo prodotto: ogni alimento dietro il dato per «${p.name}» contiene ${c}, che il suo elenco degli ingredienti non contiene.`;
    },
    noFootprintForConcentrate: (p: { name: string; salt?: number; perMl?: boolean }) =>
      `Nessun dato sull'impronta si adatta a questo prodotto: è venduto concentrato o disidratato${p.salt !== undefined ? ` (${g(p.salt)} di sale per ${per(p.perMl === true)}, molto più di quanto contenga un brodo o una minestra pronti da consumare)` : ''}, e il dato per «${p.name}» riguarda l'alimento pronto da consumare.`,
    noFootprintForKind: (p: { name: string; category: string }) =>
      `Nessun dato sull'impronta si adatta a questo prodotto: il dato per «${p.name}» riguarda un altro tipo di alimento rispetto a «${p.category}» così come è venduto.`,
    packagingNote: (p: { name: string; note: string }) => `${p.name}: ${p.note}`,
    notRecyclable: 'Valuti prodotti con imballaggio riciclabile: questo imballaggio non è ampiamente riciclabile.',
    recyclingRules: (names: readonly string[]) =>
      `Verifichi le regole locali di raccolta differenziata per questi materiali: ${f.list(names)}.`,
    packagingUnknown: (onRecord: readonly string[]) =>
      `L'imballaggio registrato (${onRecord.join(', ')}) non è ancora nei nostri dati sugli imballaggi.`,
    noPackaging: "Nessuna informazione sull'imballaggio registrata.",
    ecoScoreStatus: 'Pubblicato da Open Food Facts',
    ecoScore: (label: string) =>
      `Eco-Score / punteggio ambientale di Open Food Facts: ${label} (analisi del ciclo di vita della categoria, con bonus e malus).`,
    concern: 'Preoccupante',
    persistent: (p: { written: string; concern: string }) => `${q(p.written)}: ${p.concern}`,
    avoidPersistent: (p: { written: string; concern: string }) =>
      `Valuti prodotti senza ${p.written}: ${p.concern.charAt(0).toLowerCase()}${p.concern.slice(1)}`,
    aquatic: (p: { code: string; statement: string; pictogram?: string; atHome: string }) =>
      `La confezione riporta ${q(`${p.code} ${p.statement}`)}${p.pictogram ? ` (pittogramma ${p.pictogram})` : ''}. ${p.atHome}`,
    criteriaKey: (label: string) => `Criteri ${label}`,
    good: 'Buono',
    fair: 'Discreto',
    criteria: (p: { label: string; group: string; verifies: readonly string[] }) =>
      `Che cosa verifica ${p.label} per ${q(p.group)}: ${p.verifies.join(' ')}`,
    surfactantKey: 'Biodegradabilità dei tensioattivi',
    refill: (words: readonly string[]) =>
      `Venduto come ricarica (${quoted(words)}): ricarica un contenitore che ha già invece di arrivare in uno nuovo.`,
    concentrate: (words: readonly string[]) =>
      `Venduto concentrato (${quoted(words)}): basta una dose più piccola, quindi meno prodotto e imballaggio per uso.`,
    commodityUntraced: (p: { name: string; note: string; label: string }) =>
      `${p.name}: ${p.note} La certificazione che risulta, ${p.label}, non dice che quello di questo prodotto sia certificato: il rischio è possibile, non accertato.`,
    commodityUncertified: (p: { name: string; note: string }) =>
      `${p.name}: ${p.note} Non risulta alcuna certificazione di quello di questo prodotto: il rischio è possibile, non accertato.`,
    commodityByOrigin: (p: { name: string; note: string }) =>
      `${p.name}: ${p.note} Non risulta da dove provenga quello di questo prodotto: il rischio è possibile, non accertato.`,
    commodity: (p: { name: string; note: string; addressedBy?: string }) =>
      `${p.name}: ${p.note}${p.addressedBy ? ` Affrontato da ${p.addressedBy}.` : ''}`,
    commoditiesSummary: (names: readonly string[]) =>
      `Usa ${f.list(names)}, con rischi di deforestazione o di esaurimento delle risorse.`,
    resourceMaybe: (p: { written: string; name: string }) =>
      `${q(p.written)} può essere ${p.name}, quindi un rischio di deforestazione o di esaurimento delle risorse non è escluso.`,
    resourceMaybePalm: (written: string) =>
      `${q(written)} può essere olio di palma, quindi un rischio di deforestazione non è escluso.`,
    resourcePalmNotRuledOut:
      "L'elenco degli ingredienti non permette di escludere l'olio di palma, quindi un rischio di deforestazione non è escluso.",
    noResourceRisk: 'Nessun ingrediente con un rischio alto noto di deforestazione o di esaurimento delle risorse.',
    noIngredientList: 'Nessun elenco degli ingredienti registrato.',
    partList: (part: string) =>
      `Il suo elenco degli ingredienti registrato riporta solo ${q(part)}, quindi non è l'elenco completo e i rischi del suo approvvigionamento non sono noti.`,
    partialList:
      "L'elenco degli ingredienti registrato non nomina nulla che apporti i suoi zuccheri: non è l'elenco completo e i rischi di approvvigionamento non sono noti.",
    unreadableList:
      'Il suo elenco degli ingredienti non si è potuto leggere, quindi i rischi di approvvigionamento non sono noti.',
    carriesUnchecked: (labels: readonly string[]) =>
      `Verifichi se la confezione porta ${f.list(labels)}: la sua scheda nel catalogo lo indica, ma non cita alcuna pagina che lo dica.`,
    carries: (labels: readonly string[]) => `Porta questi marchi: ${f.list(labels)}.`,
    meetsPreference: (p: { name: string; by?: string }) =>
      `Rispetta la sua preferenza: ${p.name}${p.by ? ` (${p.by})` : ''}.`,
    claimedPreference: (p: { name: string; by: string }) =>
      `I suoi marchi registrati dicono «${p.name}» (${p.by}), ma non risulta alcuna certificazione indipendente: verifichi sulla confezione il logo di una certificazione.`,
    considerPreference: (name: string) =>
      `Valuti prodotti che rispettino la sua preferenza (${name}): questo non mostra alcun marchio del genere.`,
    avoidPackagingAlert: (p: { word: string; material: string }) =>
      `La sua confezione comprende ${p.material} — «${p.word}» è nella sua lista ambientale da evitare`,
    avoidPackaging: (p: { word: string; material: string }) =>
      `Eviti questo prodotto: la sua confezione comprende ${p.material}, che lei evita («${p.word}»).`,
    avoidPackagingUnknown: (word: string) =>
      `Impossibile dire se la sua confezione comprende ${word}: nessuna informazione sulla confezione registrata`,
    avoidAlert: (word: string) => `Contiene ${q(word)} — nella sua lista ambientale da evitare`,
    avoid: (p: { word: string; segment: string }) =>
      `Eviti questo prodotto: contiene ${q(p.segment)}, e Lei evita ${q(p.word)}.`,
    preferences: {
      organic: 'biologico',
      non_gmo: 'senza OGM',
      eco_friendly: "rispettoso dell'ambiente",
      biodegradable: 'biodegradabile',
      recyclable: 'riciclabile',
      carbon_neutral: 'a impatto climatico zero',
    },
    missing: {
      footprint: 'nessun dato sull’impronta per la sua categoria',
      category: 'nessuna categoria registrata',
      packaging: 'nessun imballaggio registrato',
      packagingUnknown: 'un imballaggio di riciclabilità sconosciuta',
      ingredients: 'nessun elenco degli ingredienti',
      unreadable: 'un elenco degli ingredienti illeggibile',
      tooFew: 'troppo pochi dati registrati',
    },
    notEnough: (missing: readonly string[]) => `Dati insufficienti per un punteggio: ${f.list(missing)}.`,
    noConcern: 'Nessun problema ambientale rilevante nei dati registrati.',
  },

  ethics: {
    labourUnassessed:
      'Nessun elenco degli ingredienti registrato, quindi i rischi legati al lavoro nella filiera non si possono valutare.',
    labourPartList: (part: string) =>
      `Il suo elenco degli ingredienti registrato riporta solo ${q(part)}, quindi non è l'elenco completo e i rischi legati al lavoro nella filiera non si possono valutare.`,
    labourPartialList:
      "L'elenco degli ingredienti registrato non nomina nulla che apporti i suoi zuccheri: non è l'elenco completo e i rischi legati al lavoro nella filiera non si possono valutare.",
    labourUnreadable:
      'Il suo elenco degli ingredienti non si è potuto leggere, quindi i rischi legati al lavoro nella filiera non si possono valutare.',
    labourMaybePalm: (written: string) =>
      `${q(written)} può essere olio di palma, quindi un rischio legato al lavoro nella filiera non è escluso.`,
    labourPalmNotRuledOut:
      "L'elenco degli ingredienti non permette di escludere l'olio di palma, quindi un rischio legato al lavoro nella filiera non è escluso.",
    labourUnstated: (p: { written: string; name: string }) =>
      `${q(p.written)} può essere ${p.name}, quindi un rischio legato al lavoro nella filiera non è escluso.`,
    labourClear: 'Nessun ingrediente con un rischio alto noto di lavoro minorile o forzato.',
    labourAddressed: (p: { name: string; note: string; label: string }) =>
      `${p.name}: ${p.note} Il marchio ${p.label} ne tiene conto.`,
    labourClaimed: (p: { name: string; note: string; label: string }) =>
      `${p.name}: ${p.note} «${p.label}» è registrato, ma non nomina alcun sistema di certificazione, quindi non viene contato.`,
    labourUnaddressed: (p: { name: string; note: string }) =>
      `${p.name}: ${p.note} Nessun marchio registrato ne tiene conto.`,
    labourOriginOnRecord: (p: { name: string; note: string; origin: string }) =>
      `${p.name}: ${p.note} Risulta «${p.origin}» come origine degli ingredienti, che l'elenco non cita per questo prodotto: il rischio non è accertato.`,
    labourOriginUnsettled: (p: { name: string; note: string; origin: string }) =>
      `${p.name}: ${p.note} La scheda indica come origine degli ingredienti «${p.origin}», il che non chiarisce da dove provenga quello di questo prodotto: il rischio è possibile, non accertato.`,
    labourByOrigin: (p: { name: string; note: string }) =>
      `${p.name}: ${p.note} Non risulta da dove provenga quello di questo prodotto: il rischio è possibile, non accertato.`,
    testingFood:
      "Non pertinente per gli alimenti: i prodotti alimentari finiti non vengono testati sugli animali di norma. I divieti di sperimentazione animale, come quello dell'UE (regolamento (CE) n. 1223/2009), riguardano i cosmetici.",
    testingLabel: (p: { label: string; verifies: string }) => `Certificato ${p.label}: ${p.verifies}`,
    testingPolicy: (p: { company: string; policy: string; named: boolean; asOf: string; language?: string }) =>
      `Politica di ${p.company} sui test sugli animali${p.language ? ' (in inglese)' : ''}: ${q(p.policy)} (${asOf(p.asOf)}).`,
    /** A company-wide listing on the company's own pledge, not an audit (PETA's). */
    testingListed: (p: { company: string; label: string; verifies: string }) =>
      ` ${p.company} figura nell'elenco ${p.label} per tutta l'azienda (${p.verifies}).`,
    testingHeld: (p: { company: string; label: string; verifies: string }) =>
      ` ${p.company} ha la certificazione ${p.label} per tutta l'azienda (${p.verifies}).`,
    testingNone:
      "Nessuna certificazione cruelty-free registrata, e ClearCart non ha traccia della politica dell'azienda sui test sugli animali.",
    highLabourRisk:
      'ingredienti ad alto rischio di sfruttamento del lavoro senza un marchio certificato registrato che ne tenga conto',
    labourAdvice:
      'Valuti alternative certificate Fairtrade o Rainforest Alliance: alcuni ingredienti comportano un alto rischio di sfruttamento del lavoro.',
    testsOnAnimals: "l'azienda effettua test sugli animali",
    crueltyFreeAdvice: 'Valuti alternative certificate cruelty-free: il produttore effettua test sugli animali.',
    welfareCertified: (p: { label: string; verifies: string }) => `Certificato ${p.label}: ${p.verifies}`,
    animalUncertified: (types: readonly AnimalProductType[]) =>
      `ingredienti di origine animale (${f.list(types.map((t) => ANIMAL_TYPES[t]))}) senza certificazione di benessere animale registrata`,
    welfareAdvice: (types: readonly AnimalProductType[]) =>
      `Valuti prodotti con un marchio di benessere animale riconosciuto (biologico, all'aperto o simile): contiene ingredienti di origine animale (${f.list(types.map((t) => ANIMAL_TYPES[t]))}) senza certificazione di benessere animale registrata.`,
    welfareLabelled: (label: string) =>
      `Gli ingredienti di origine animale hanno un marchio di benessere animale (${label}).`,
    welfareOrganic: (label: string) =>
      `Certificato ${label}: le norme del biologico comprendono requisiti di benessere per gli animali allevati, come l'accesso a spazi all'aperto; non è un marchio di benessere animale vero e proprio.`,
    organicLabelled: (label: string) =>
      `Gli ingredienti di origine animale sono certificati biologici (${label}): le norme del biologico comprendono requisiti di benessere animale per l'allevamento.`,
    seafoodAdvice:
      "Valuti prodotti ittici certificati: MSC per il pescato, ASC o biologico per l'allevamento. Non è registrata alcuna certificazione su come i suoi pesci o frutti di mare siano stati pescati o allevati.",
    veganAlternativeAdvice: (types: readonly AnimalProductType[]) =>
      `Valuti un'alternativa con certificazione vegana se gli ingredienti di origine animale le stanno a cuore: contiene ingredienti di origine animale (${f.list(types.map((t) => ANIMAL_TYPES[t]))}).`,
    wantAvoidTesting: 'Lei vuole evitare i test sugli animali.',
    testedAlert: 'Testato sugli animali — Lei evita i test sugli animali',
    testedAvoid:
      'Eviti questo prodotto se i test sugli animali le stanno a cuore: il produttore effettua test sugli animali.',
    testingUnknownAlert:
      'Nessuna traccia della politica del produttore sui test sugli animali — Lei evita i test sugli animali',
    testingUnknownCheck:
      'Verifichi la presenza del logo Leaping Bunny o di un altro logo cruelty-free: ClearCart non ha traccia della politica del produttore sui test sugli animali.',
    testingPolicyAlert: (company: string) =>
      `La politica di ${company} non esclude i test sugli animali — Lei evita i test sugli animali`,
    testingPolicyCheck: (company: string) =>
      `Verifichi la presenza del logo Leaping Bunny o di un altro logo cruelty-free: la politica di ${company} sui test sugli animali non li esclude, e non è registrata alcuna certificazione cruelty-free.`,
    preferences: {
      fair_trade: 'commercio equo',
      cruelty_free: 'cruelty-free',
      vegan_certified: 'certificato vegano',
      b_corp: 'B Corp',
      ethical_labor: 'condizioni di lavoro etiche',
    },
    meetsPreference: (p: { name: string; by: string; companyWide?: boolean }) =>
      `Rispetta la sua preferenza: ${p.name} (${p.by}${p.companyWide ? ", che l'azienda detiene per tutti i suoi prodotti" : ''}).`,
    listedPreference: (p: { name: string; by: string }) =>
      `${p.by} elenca il marchio come ${p.name} sulla base di una dichiarazione dell'azienda, non di un audit: non risulta alcuna certificazione indipendente; verifichi la confezione.`,
    claimedPreference: (p: { name: string; by: string }) =>
      `I suoi marchi registrati dicono «${p.name}» (${p.by}), ma non risulta alcuna certificazione indipendente: verifichi sulla confezione il logo di una certificazione.`,
    makerCertificationUnknown: (name: string) =>
      `${name} certifica aziende, non prodotti: non risulta alcuna certificazione ${name} del suo produttore, quindi qui non è noto.`,
    considerPreference: (name: string) =>
      `Valuti alternative certificate (${name}): questo prodotto non mostra alcun marchio del genere.`,
    labelVerifiedBy: (p: { label: string; by: string; companyWide: boolean }) =>
      `${p.label}: verificato da ${p.by}${p.companyWide ? ", che l'azienda detiene per tutti i suoi prodotti" : ', anch’esso registrato'}.`,
    labelVerifies: (p: { label: string; verifies: string }) => `${p.label}: ${p.verifies}`,
    noSocialImpact: "Non sono registrate informazioni specifiche sull'impatto sociale di questo prodotto.",
    concerns: (concerns: readonly string[]) => `Problemi etici: ${f.list(concerns)}.`,
    possibleLabour: (names: readonly string[], origin?: string) =>
      origin === undefined
        ? `Il lavoro minorile o forzato è possibile, non accertato: l'origine di ${f.list(names.map((n) => f.lower(n)))} non risulta.`
        : `Il lavoro minorile o forzato è possibile, non accertato: l'origine indicata («${origin}») non chiarisce da dove provenga ${f.list(names.map((n) => f.lower(n)))}.`,
    noConcern: (labels: readonly string[]) =>
      `Nessun problema etico rilevante nei dati registrati${labels.length > 0 ? `; porta ${f.list(labels)}` : ''}.`,
    notEnoughPart: (part: string) =>
      `Dati insufficienti per un punteggio: l'elenco degli ingredienti registrato riporta solo ${q(part)}, quindi i rischi della filiera dei suoi componenti sono sconosciuti.`,
    notEnoughUnreadable:
      'Dati insufficienti per un punteggio: il suo elenco degli ingredienti non si è potuto leggere, quindi i rischi della filiera dei suoi componenti sono sconosciuti.',
    little: 'Sono registrate poche informazioni etiche su questo prodotto.',
    notEnough:
      'Dati insufficienti per un punteggio: nessun elenco degli ingredienti registrato, quindi i rischi della filiera dei suoi componenti sono sconosciuti.',
  },

  welfare: {
    kept: KEPT,
    notKnown: (kept: readonly P.Kept[]) =>
      `Per questo prodotto non è registrato alcun marchio di benessere animale né alcuna dichiarazione sull'allevamento, quindi non si sa come siano ${kept.includes('animals') ? 'stati allevati' : 'state allevate'} ${kept.includes('animals') ? 'i suoi' : 'le sue'} ${f.list(kept.map((k) => KEPT[k]))}.`,
    seafoodScheme: (scheme: string) =>
      `Il modo in cui il suo pesce o i suoi frutti di mare sono stati pescati o allevati è certificato (${scheme}); il marchio fissa regole per gli stock e l'ambiente, non uno standard di benessere degli animali.`,
    seafood:
      'Per questo prodotto non è registrata alcuna certificazione, quindi non si sa come siano stati allevati o pescati il suo pesce o i suoi frutti di mare.',
    bees: 'Per questo prodotto non è registrata alcuna certificazione, quindi non si sa come siano state gestite le sue colonie di api.',
    organicClaim: (p: { said: readonly { words: string; where: P.ClaimWhere }[]; kept: P.Kept }) =>
      `${cap(p.said.map((c) => `${q(c.words)} (${WHERE[c.where]})`).join(', '))}: un'indicazione biologica senza sistema di certificazione registrato; le norme del biologico certificato comprendono requisiti di benessere animale, ma non si sa quali si applichino, né quindi come siano ${p.kept === 'animals' ? 'stati' : 'state'} ${raised([p.kept])} ${the(p.kept)}.`,
    designation: (p: { said: readonly { words: string; where: P.ClaimWhere }[]; kept: P.Kept }) =>
      `${cap(p.said.map((c) => `${q(c.words.length <= 4 ? c.words.toUpperCase() : c.words)} (${WHERE[c.where]})`).join(', '))}: una denominazione protetta (DOP/IGP), il cui disciplinare pubblicato stabilisce come si ottiene il prodotto, il che per i prodotti animali può riguardare razze, alimentazione e pascolo; non è una certificazione di benessere animale, quindi non si sa come siano ${p.kept === 'animals' ? 'stati' : 'state'} ${raised([p.kept])} ${the(p.kept)}.`,
    gelatine:
      'La sua gelatina è ricavata da pelle e ossa di animali, e non è registrato alcun marchio di benessere animale, quindi non si sa come siano stati allevati quegli animali.',
    dairyPicture:
      "Nell'allevamento da latte convenzionale le mucche sono spesso allevate in sistemi intensivi, e i vitelli vengono di solito separati dalle madri poco dopo la nascita.",
    where: WHERE,
    claims: (p: { said: readonly { words: string; where: P.ClaimWhere }[]; kind: P.ClaimKind; kept: P.Kept }) => {
      const said = p.said.map((c) => `${q(c.words)} (${WHERE[c.where]})`).join(', ');
      const animals = the(p.kept);
      const raisedHere = raised([p.kept]);
      const meaning =
        p.kind === 'cage'
          ? `${animals} sono ${p.kept === 'animals' ? 'stati' : 'state'} ${raisedHere} in gabbia`
          : p.kind === 'free-range-eggs'
            ? "un metodo di allevamento definito dalle norme di commercializzazione delle uova dell'UE e del Regno Unito (galline con accesso continuo durante il giorno a spazi all'aperto), senza certificazione indipendente di benessere animale"
            : p.kind === 'outdoor'
              ? `il produttore afferma che ${animals} sono ${p.kept === 'animals' ? 'stati' : 'state'} ${raisedHere} all'aperto${p.kept === 'hens' ? '' : ' o al pascolo'}, senza certificazione indipendente di benessere animale`
              : `il produttore afferma che ${animals} non sono ${p.kept === 'animals' ? 'stati' : 'state'} ${raisedHere} in gabbia, senza certificazione indipendente di benessere animale`;
      return `${cap(said)}: ${meaning}.`;
    },
    contentNotKnown: (maybe: boolean) =>
      maybe
        ? 'Alcuni ingredienti possono essere di origine animale, quindi non si sa come siano stati allevati gli eventuali animali.'
        : 'Non si sa se contenga ingredienti di origine animale, né quindi come siano stati allevati gli eventuali animali.',
    none: 'Nessun ingrediente di origine animale, quindi il benessere animale non si applica.',
    evidence: (certification: string | undefined) =>
      `Dato sul benessere animale: ${certification || 'valutazione positiva del benessere animale'}.`,
  },

  evidence: {
    offVegan: 'Analisi degli ingredienti della scheda del prodotto: vegano',
    veganLabel: 'Marchio vegano sulla confezione',
    glutenFreeLabel: 'Indicazione «senza glutine» sulla confezione (al massimo 20 mg/kg, regolamento (UE) n. 828/2014)',
    ingredient: (p: { segment: string; name?: string }) =>
      `Ingrediente ${q(p.segment)}${p.name === undefined ? '' : ` (${p.name})`}`,
    additive: (p: { code: string; name: string }) => `L'additivo ${p.code} ${p.name} è di origine animale`,
    declared: (words: readonly string[]) => `Allergene dichiarato ${words.map(q).join(', ')}`,
    name: (words: string) => `Nome del prodotto ${q(words)}`,
    category: (words: string) => `Categoria ${q(words)}`,
    offNonVegan: 'Analisi degli ingredienti della scheda del prodotto: non vegano',
    offNonVegetarian: 'Analisi degli ingredienti della scheda del prodotto: non vegetariano',
    notVegan: 'non vegano',
    allergenWords: { dairy: 'latte', eggs: 'uova', fish: 'pesce', shellfish: 'crostacei e molluschi' },
  },

  alternatives: {
    nutriScore: (p: { theirs: string; mine: string }) => `Nutri-Score ${p.theirs} invece di ${p.mine}`,
    nova: (p: { theirs: number; mine: number }) => `NOVA ${p.theirs} invece di ${p.mine}`,
    noPalmOil: 'senza olio di palma',
    noUnsupportedClaims: 'nessuna dichiarazione ambientale non supportata',
    lessCarbon: (percent: number) => `${percent} % di CO2e in meno per kg`,
    notTested: 'non testato sugli animali',
    dimensions: DIMENSIONS,
    score: (p: { dimension: Dimension; theirs: number; mine: number }) =>
      `${DIMENSIONS[p.dimension]}: ${p.theirs} invece di ${p.mine}`,
    notEnoughData: 'Dati insufficienti su questo prodotto per confrontarlo con altri.',
    noneBetter: (category: string) =>
      `Nel nostro catalogo non c'è una scelta migliore in questa categoria (${category}).`,
    noneOfKind: 'Nel nostro catalogo non ci sono ancora altri prodotti di questo tipo.',
  },
  household: {
    me: 'me',
    notFor: (names: readonly string[]) => `Non adatto a ${names.join(', ')}`,
    lowest: (p: { dimension: Dimension; grade: string }) =>
      `${{ health: 'Salute', environmental: 'Ambiente', ethical: 'Etica' }[p.dimension]} ${p.grade}`,
    lowScores: 'Punteggi bassi',
  },
};
