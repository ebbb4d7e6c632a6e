import type { AnimalProductType, Dimension } from '@clearcart/contracts';
import type { Catalogue } from './en.ts';
import { FORMATS } from './format.ts';
import type * as P from './params.ts';

/** The food classes a footprint's foods are sorted by (decision 113), as the two footprint messages name them. */
const FOOD_CLASSES: Record<string, string> = {
  meat: 'vlees',
  seafood: 'vis of zeevruchten',
  dairy: 'zuivel',
  eggs: 'ei',
  chocolate: 'chocolade',
};

const f = FORMATS.nl;
const q = f.quote;
/** Keto, paleo and low-carb by name, listed. */
const CARB = (diets: readonly ('keto' | 'paleo' | 'low_carb')[]) =>
  f.list(diets.map((d) => ({ keto: 'ketodieet', paleo: 'paleodieet', low_carb: 'koolhydraatarm dieet' })[d]));
const cap = (text: string) => (text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1));
const per = (perMl: boolean) => (perMl ? '100 ml' : '100 g');
const g = (v: number) => `${f.num(v, v < 1 ? 2 : 1)} g`;
const quoted = (items: readonly string[]) => f.list(items.map(q));
const can = (items: readonly unknown[]) => (items.length > 1 ? 'kunnen' : 'kan');
const SENSITIVITIES: Record<P.Sensitivity, string> = {
  chemicals: 'chemische stoffen',
  preservatives: 'conserveermiddelen',
  artificial_additives: 'kunstmatige toevoegingen',
};
const LEVELS: Record<P.Level, string> = { high: 'hoog', medium: 'gemiddeld', low: 'laag' };

const ANIMAL_TYPES: Record<AnimalProductType, string> = {
  meat: 'vlees',
  dairy: 'zuivel',
  eggs: 'eieren',
  seafood: 'vis en zeevruchten',
  'bee product': 'bijenproducten',
  'gelatin product': 'gelatine',
  'animal material': 'dierlijk materiaal',
  unknown: 'niet nader bepaald',
};

const NUTRIENTS: Record<P.FsaNutrient, string> = {
  fat: 'vet',
  saturated_fat: 'verzadigde vetzuren',
  sugars: 'suikers',
  salt: 'zout',
};
const DIETS = { low_sodium: 'natriumarm', low_sugar: 'suikerarm' } as Record<'low_sodium' | 'low_sugar', string>;
const KEPT: Record<P.Kept, string> = { animals: 'dieren', cows: 'koeien', hens: 'kippen' };
const WHERE: Record<P.ClaimWhere, string> = {
  label: 'een geregistreerd keurmerk',
  category: 'de categorie',
  name: 'de productnaam',
  ingredients: 'de ingrediëntenlijst',
};
const RSPO_MODELS: Readonly<Record<string, string>> = {
  'identity preserved': 'Identity Preserved (herleidbaar)',
  segregated: 'Segregated (gescheiden gehouden)',
  'mass balance': 'Mass Balance (massabalans)',
  'book and claim': 'Book and Claim (certificaathandel)',
};
const DIMENSIONS = { health: 'Gezondheid', environmental: 'Milieu', ethical: 'Ethiek' } as Record<Dimension, string>;
const notRecognised = (named: readonly string[]) =>
  named.length === 1 ? 'is geen ingrediënt dat we herkennen' : 'zijn geen ingrediënten die we herkennen';

/** Why the list on record cannot answer (`ListGap`), as the end of a "can't tell" sentence. */
const listGap = (p: { unreadable: boolean; part?: string; cut?: string }) =>
  p.part !== undefined
    ? `de vastgelegde ingrediëntenlijst geeft alleen ${q(p.part)}`
    : p.cut !== undefined
      ? `de vastgelegde ingrediëntenlijst is afgebroken (${q(`…${p.cut}`)})`
      : p.unreadable
        ? 'de ingrediëntenlijst kon niet worden gelezen'
        : 'geen ingrediëntenlijst vastgelegd';

/** The report's messages in Dutch. */
export const nl: Catalogue = {
  format: f,
  attribution: [
    'Productgegevens deels van Open Food Facts (https://openfoodfacts.org), ODbL',
    'CO2-voetafdrukken uit AGRIBALYSE 3.1, ADEME, Licence Ouverte',
  ] as readonly string[],
  claimWord: 'claim',
  animalTypes: ANIMAL_TYPES,
  countries: {
    us: 'Verenigde Staten',
    gb: 'Verenigd Koninkrijk',
    nl: 'Nederland',
    fr: 'Frankrijk',
    ie: 'Ierland',
    au: 'Australië',
    ca: 'Canada',
    nz: 'Nieuw-Zeeland',
    cn: 'China',
  },
  levels: LEVELS,

  evaluation: {
    drafted: 'Opmerking: deze productgegevens zijn opgesteld door een taalmodel en zijn niet gecontroleerd.',
    /** The source of product facts that cite no page stating them (a home page, a title without an address). */
    catalogSource:
      'Zoals ingevoerd in de catalogus van ClearCart (er is geen pagina van de fabrikant bekend die deze gegevens vermeldt)',
    unverified:
      'Deze productgegevens verwijzen niet naar een record van Open Food Facts of naar de productpagina van de fabrikant, dus ze zijn niet gecontroleerd.',
    noInformation: (area: Dimension) =>
      `Er is geen informatie over ${{ health: 'gezondheid', environmental: 'milieu', ethical: 'ethiek' }[area]} beschikbaar voor dit product.`,
  },

  certifications: {
    verifiesClaims: (claims: readonly string[]) =>
      ` Het bevestigt de ${claims.length > 1 ? 'claims' : 'claim'} ${claims.map(q).join(' en ')} op de verpakking.`,
    /** After a label's description, where the product's facts cite no page a reader can check. */
    onUncheckedFacts:
      ' Dat dit product het draagt, is niet geverifieerd: de gegevens noemen geen pagina die ze vermeldt.',
    heldByCompany: (p: { company: string; asOf: string; verifies: string }) =>
      `Certificering van ${p.company}, voor het hele bedrijf (per ${p.asOf}), niet van deze verpakking afgelezen. ${p.verifies}`,
  },

  company: {
    asOf: (date: string) => `(Stand van zaken per ${date}.)`,
    datePassed: (p: { asOf: string; due: string }) =>
      `(Stand van zaken per ${p.asOf}; de genoemde datum, ${p.due}, is verstreken, en wat er sindsdien is gebeurd, is niet bekend.)`,
    statusNotOnRecord: (reportedOn: string | undefined) =>
      `(${reportedOn === undefined ? 'De bronnen geven geen datum' : `Gemeld per ${reportedOn}`}; of het nog zo is, is niet vastgelegd.)`,
    owned: (company: string) => `eigendom van ${company}`,
    majorityOwned: (company: string) => `meerderheidsbelang van ${company}`,
    market: (p: P.MarketParams) => {
      const how =
        p.relation === 'licensee'
          ? `wordt gemaakt door ${p.maker} onder licentie van ${p.owner}`
          : p.relation === 'joint venture'
            ? `wordt gemaakt door een joint venture van ${p.maker} en ${p.partner}`
            : `is van ${p.maker}`;
      const where = p.countries ? ` — ${p.countries.length > 1 ? 'landen' : 'land'}: ${f.list(p.countries)}` : '';
      const brand = p.countries ? p.brand : `${p.brand} (${f.list(p.categories ?? [])})`;
      return `${brand} ${how}${where}${(where || how).endsWith('.') ? '' : '.'}`;
    },
  },

  allergens: {
    contains: (p: { declared?: readonly string[]; onLabel?: boolean; segment?: string; name: string }) => {
      const said = p.onLabel
        ? 'Op het etiket als allergeen vermeld'
        : 'Als allergeen geregistreerd in de productgegevens';
      const parts: string[] = [];
      if (p.declared) parts.push(p.declared.length > 0 ? `${said} (${p.declared.map(q).join(', ')})` : said);
      if (p.segment) parts.push(`aanwezig in het ingrediënt ${q(p.segment)}`);
      return `${cap(parts.join('; '))}.`;
    },
    mayContain: (p: { segment?: string; name: string }) =>
      `Kan sporen bevatten (${p.segment ? `het etiket vermeldt ${q(p.segment)}` : `een vermelding ${q('kan bevatten')} op het etiket`}); geen ingrediënt.`,
    carried: (p: { segment: string; name: string; before?: string }) =>
      p.before === undefined
        ? `Kan het bevatten: het ingrediënt ${q(p.segment)} kan dit allergeen meebrengen, en het etiket zegt niet of dat hier zo is.`
        : `Kan het bevatten: vóór ${p.before} hoefden Amerikaanse etiketten dit allergeen in ${q(p.segment)} niet te noemen, en de vastgelegde lijst zegt niet wanneer die is gedrukt.`,
    ruledOut: (by: string) =>
      `Geen ingrediënt van een product waarvan bekend is dat het er vrij van is (${by}); sporen zijn niet vastgelegd.`,
    named: (p: { words: string; name: string; list: 'unreadable' | 'silent' | 'none' }) =>
      `De naam of categorie ${q(p.words)} zegt dat het ${p.name} bevat; ${{ unreadable: 'de ingrediëntenlijst is niet leesbaar', silent: 'de vastgelegde ingrediëntenlijst toont het niet', none: 'geen ingrediëntenlijst vastgelegd' }[p.list]}.`,
    unreadable: 'De ingrediëntenlijst is niet leesbaar, dus het is niet uit te sluiten.',
    listPart: (part: string) =>
      `Niet gevonden in de vastgelegde ingrediëntenlijst, maar die geeft alleen ${q(part)}, dus het is niet uit te sluiten.`,
    nameSuggests: (p: { words: string; name: string }) =>
      `De naam zegt „${p.words}”, een voedingsmiddel dat meestal met ${p.name} wordt gemaakt, en de vastgelegde ingrediëntenlijst toont er geen: het valt niet uit te sluiten; controleer de verpakking.`,
    glutenDeclared:
      'Gluten is vermeld, en tarwe is er de meest voorkomende bron van; het record zegt niet uit welk graan het komt, dus tarwe is niet uit te sluiten.',
    listCut: (ending: string) =>
      `Niet gevonden in de vastgelegde ingrediëntenlijst, maar die is afgebroken (ze eindigt op ${q(ending)}), dus het is niet uit te sluiten.`,
    emphasisUnread: (item: string) =>
      `Niet gevonden in de ingrediëntenlijst, maar de lijst laat ${q(item)} opvallen, dat niet leesbaar is; etiketten laten allergenen opvallen, dus het is niet uit te sluiten.`,
    notEvidence: (p: P.NotEvidence) =>
      p.kind === 'wheat_sugars'
        ? `De tarwe is ‘${p.written}’, een glucosestroop, dextrose of maltodextrine op basis van tarwe, die geen gluten aanbrengt (Verordening (EU) nr. 1169/2011, bijlage II 1 a) en b)).`
        : `De ‘${p.written}’ op het etiket duidt kokos aan, dat volgens het EU-recht (Verordening (EU) nr. 1169/2011, bijlage II) en de huidige richtsnoeren van de FDA geen noot is.`,
    absent: 'Niet vermeld en niet gevonden in de ingrediëntenlijst.',
    notFound: 'Niet gevonden in de ingrediëntenlijst.',
    unknown: 'Geen ingrediëntenlijst vastgelegd, dus het is niet uit te sluiten.',
    dietProduct: (diet: 'vegan' | 'vegetarian') => (diet === 'vegan' ? 'veganistisch product' : 'vegetarisch product'),
    comesFrom: (p: { written: string; name: string }) => `Het ingrediënt ${q(p.written)} is afkomstig van: ${p.name}.`,
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
          ? `${f.num(p.kj, 1)} kJ is geen ${f.num(p.kcal, 1)} kcal${p.scored && p.allowed ? ((r) => ` — de Nutri-Score telt de kcal, die dichter dan de kJ liggen bij wat vet, koolhydraten, eiwit en vezels toelaten: ${r.kcalMost === undefined ? `ongeveer ${f.num(r.kcal, 0)} kcal (${f.num(r.kj, 0)} kJ)` : `tussen ${f.num(r.kcal, 0)} en ${f.num(r.kcalMost, 0)} kcal (${f.num(r.kj, 0)} tot ${f.num(r.kjMost!, 0)} kJ)`}`)(p.allowed) : p.scored ? ' — de Nutri-Score telt de kcal, de waarde die vet, koolhydraten, eiwit en vezels toelaten' : ''}`
          : p.code === 'energy_macros'
            ? `${f.num(p.kcal, 1)} kcal, terwijl vet, koolhydraten en eiwit ${f.num(p.fromMacros, 0)} kcal geven`
            : p.code === 'energy_over_max'
              ? `${f.num(p.kj, 0)} kJ in 100 g, meer dan puur vet bevat`
              : p.code === 'macros_over_100'
                ? `de voedingsstoffen tellen op tot ${f.num(p.total, 1)} g in 100 g`
                : p.code === 'fat_under_list'
                  ? `vet ${f.num(p.fat, 1)} g, terwijl een lijst van alleen olie bijna helemaal vet is (minstens ${f.num(p.atLeast, 0)} g), dus geen waarde telt mee`
                  : p.code === 'sugars_under_list'
                    ? `suikers ${f.num(p.sugars, 1)} g, terwijl suiker, de eerste van de ${p.items} ingrediënten, minstens ${f.num(p.atLeast, 1)} g is`
                    : p.code === 'sugars_under_fruit'
                      ? `suikers ${f.num(p.sugars, 1)} g, terwijl een lijst met ${p.share} % fruit bij ${f.num(p.carbohydrates, 1)} g koolhydraten minstens ${f.num(p.atLeast, 1)} g suikers bevat; de suikers tellen dus niet mee`
                      : p.code === 'saturates_under_fat'
                        ? `verzadigde vetzuren ${f.num(p.saturatedFat, 1)} g, terwijl ${f.num(p.fat, 1)} g van elk vet er minstens ${f.num(p.atLeast, 1)} g bevat; de verzadigde vetzuren tellen dus niet mee`
                        : p.code === 'salt_sodium'
                          ? `zout ${f.num(p.salt, 2)} g, terwijl het vermelde natrium (${f.num(p.sodium, 3)} g) ${f.num(p.fromSodium, 2)} g zout is; het zout telt dus niet mee`
                          : p.code === 'salt_under_list'
                            ? `zout ${f.num(p.salt, 1)} g, terwijl de lijst zout noemt (${q(p.written)}) en een etiket alleen onder ${f.num(p.atLeast, 4)} g 0 g mag vermelden; het zout telt dus niet mee`
                            : `${p.part === 'sugars' ? 'suikers' : 'verzadigd vet'} (${f.num(p.partValue, 1)} g) zijn meer dan ${p.whole === 'carbohydrates' ? 'de koolhydraten' : 'het vet'} (${f.num(p.wholeValue, 1)} g)`,
      );

      return `De vastgelegde voedingswaarden kloppen niet met elkaar${withList ? ' of niet met de ingrediëntenlijst' : ''} (${f.list(list)}): een ervan is waarschijnlijk verkeerd ingevoerd, dus wat erop rust is onzeker; controleer de verpakking.`;
    },

    /** EU 1169/2011 Annex III 4.1: the warning a drink with more than 150 mg/l caffeine carries, word for word. */

    caffeineWarning: (p: { mgPerL?: number }) =>
      `Hoog cafeïnegehalte. Niet aanbevolen voor kinderen en zwangere vrouwen of vrouwen die borstvoeding geven. EU-recht (Verordening 1169/2011, bijlage III 4.1) schrijft deze waarschuwing voor op dranken met meer dan 150 mg cafeïne per liter${p.mgPerL === undefined ? '; deze energiedrank bevat cafeïne' : ` (deze: ${f.num(p.mgPerL, 0)} mg/l)`}.`,
    nutrients: NUTRIENTS,
    light: (p: P.LightParams) => {
      const band =
        p.light === 'high'
          ? `boven de drempel ${q('hoog')} van ${f.num(p.high, 2)} g`
          : p.light === 'low'
            ? `op of onder de drempel ${q('laag')} van ${f.num(p.low, 2)} g`
            : `tussen de drempels van ${f.num(p.low, 2)} g en ${f.num(p.high, 2)} g`;
      if (p.portion) {
        const unit = p.perMl ? 'ml' : 'g';
        return `${cap(NUTRIENTS[p.nutrient])}: ${f.num(p.portion.value, 2)} g in een portie van ${f.num(p.portion.quantity, 0)} ${unit} (${f.num(p.value, 2)} g per ${per(p.perMl)}), boven de ${f.num(p.portion.limit, 2)} g per portie van meer dan ${p.portion.over} ${unit} die het Britse verkeerslichtlabel op de voorkant van de verpakking hoog noemt (${LEVELS.high}).`;
      }
      return `${cap(NUTRIENTS[p.nutrient])}: ${f.num(p.value, 2)} g per ${per(p.perMl)}, ${band} van het Britse verkeerslichtlabel op de voorkant van de verpakking (${LEVELS[p.light]}).`;
    },
    highIn: (p: P.HighInParams) =>
      `Let op: veel ${NUTRIENTS[p.nutrient]} (${p.portion ? `${f.num(p.portion.value, 2)} g in een portie van ${f.num(p.portion.quantity, 0)} ${p.perMl ? 'ml' : 'g'}` : `${f.num(p.value, 2)} g per ${per(p.perMl)}`}); houd de porties klein.`,
    highInSummary: (nutrients: readonly P.FsaNutrient[]) =>
      `Veel ${f.list(nutrients.map((n) => NUTRIENTS[n]))} volgens de Britse drempels voor de voorkant van de verpakking.`,
    nutriScore: (p: P.NutriScoreParams) => {
      const basis =
        p.category === 'water'
          ? 'water zonder smaakstoffen'
          : p.estimated
            ? 'berekend uit de voedingswaarden die Open Food Facts op basis van de ingrediëntenlijst heeft geschat'
            : p.prepared
              ? 'berekend uit de voedingswaarden van het bereide product'
              : 'berekend uit de voedingswaarden';
      const { fv } = p;
      const estimate =
        fv.basis === 'off-estimate' && fv.percent > 0
          ? `; fruit, groenten en peulvruchten door Open Food Facts op basis van de ingrediëntenlijst geschat op ${f.num(fv.percent, 0)} %`
          : fv.basis === 'ingredients' && fv.percent > 0
            ? `; fruit, groenten en peulvruchten op basis van de ingrediëntenlijst geschat op ${f.num(fv.percent, 0)} %`
            : fv.basis === 'category' && fv.percent > 0
              ? `; fruit en groenten op basis van de categorie geschat op ${f.num(fv.percent, 1)} %`
              : '';
      const grade = p.estimated ? `${p.grade}, geschat` : p.grade;
      const most = p.fibreUnknown
        ? ` of minder, want er is geen vezelgehalte bekend${p.gradeWithFibre ? `: met genoeg vezels hoogstens ${p.gradeWithFibre}` : ''};`
        : ',';
      return `Nutri-Score ${grade} (${p.points} ${Math.abs(p.points) === 1 ? 'punt' : 'punten'}${most} ${basis}${estimate}).`;
    },
    gradeBelowNutriScore: (p: { grade: string; nutriScore: string; ultra: boolean; additives: boolean }) =>
      `Het gezondheidscijfer is ${p.grade}, lager dan de Nutri-Score ${p.nutriScore}: het cijfer telt ook ${p.ultra && p.additives ? 'ultrabewerking en zorgwekkende additieven' : p.ultra ? 'ultrabewerking' : 'zorgwekkende additieven'} mee.`,
    goodProfile: (grade: string) => `Goed voedingsprofiel (Nutri-Score ${grade}).`,
    published: (p: { grade: string; estimated: boolean }) =>
      p.estimated
        ? `Open Food Facts geeft Nutri-Score ${p.grade}, geschat op basis van de ingrediëntenlijst.`
        : `Open Food Facts geeft Nutri-Score ${p.grade}.`,
    estimated: (p: { perMl: boolean; figures: P.Figures }) => {
      const n = p.figures;
      const parts: string[] = [];
      const kcal = n.energyKcal ?? (n.energyKj !== undefined ? n.energyKj / 4.184 : undefined);
      if (kcal !== undefined) parts.push(`${f.num(kcal, 0)} kcal`);
      if (n.fat !== undefined)
        parts.push(
          `${g(n.fat)} vet${n.saturatedFat !== undefined ? ` (waarvan ${g(n.saturatedFat)} verzadigde vetzuren)` : ''}`,
        );
      else if (n.saturatedFat !== undefined) parts.push(`${g(n.saturatedFat)} verzadigde vetzuren`);
      if (n.carbohydrates !== undefined)
        parts.push(
          `${g(n.carbohydrates)} koolhydraten${n.sugars !== undefined ? ` (waarvan ${g(n.sugars)} suikers)` : ''}`,
        );
      else if (n.sugars !== undefined) parts.push(`${g(n.sugars)} suikers`);
      if (n.fiber !== undefined) parts.push(`${g(n.fiber)} vezels`);
      if (n.proteins !== undefined) parts.push(`${g(n.proteins)} eiwitten`);
      if (n.salt !== undefined) parts.push(`${g(n.salt)} zout`);
      return `Opmerking: er zijn geen voedingswaarden van het etiket vastgelegd. Door Open Food Facts geschat op basis van de ingrediëntenlijst, per ${per(p.perMl)}: ongeveer ${parts.join(', ')}; schattingen, geen metingen.`;
    },
    nova4: 'NOVA-groep 4: een ultrabewerkt voedingsmiddel.',
    nova4Advice: 'Overweeg minder bewerkte alternatieven: dit is een ultrabewerkt voedingsmiddel (NOVA 4).',
    ultraProcessed: 'Ultrabewerkt (NOVA 4).',
    preparedFiguresMissing:
      'Te weinig gegevens voor een score: de Nutri-Score beoordeelt het bereid, en alleen de waarden van het product zoals verkocht zijn vastgelegd.',
    notEnoughEstimate:
      'Te weinig gegevens voor een score: er zijn geen voedingswaarden van het etiket vastgelegd, alleen een schatting.',
    notEnoughFigures: (missing: readonly P.FsaNutrient[]) =>
      `Te weinig gegevens voor een score (ontbrekende voedingswaarden: ${f.list(missing.map((n) => NUTRIENTS[n]))}).`,
    notApplicable: 'Geen Nutri-Score: die geldt niet voor dit soort product.',
    notEnough: 'Te weinig gegevens voor een score: er zijn geen voedingswaarden vastgelegd.',
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
        ? `Geen Nutri-Score: de suikers van het etiket kunnen naast de koolhydraten en het fruit niet kloppen. Met de suikers op niet minder dan de ${f.num(p.sugarsAtLeast, 1)} g die het moeten zijn, kan hij niet beter zijn dan ${p.grade} (minstens ${p.points} punten${p.energyAtLeastKj !== undefined ? `, met de energie op niet minder dan de ${f.num(p.energyAtLeastKj, 0)} kJ die vet, koolhydraten en eiwit geven` : ''}).`
        : p.saturatedFatAtLeast !== undefined && p.missing.length === 0
          ? `Geen Nutri-Score: de verzadigde vetzuren van het etiket zijn minder dan elk vet bevat. Met niet minder dan ${f.num(p.saturatedFatAtLeast, 1)} g geteld, kan hij niet beter zijn dan ${p.grade} (minstens ${p.points} punten${p.energyAtLeastKj !== undefined ? `, met de energie op niet minder dan de ${f.num(p.energyAtLeastKj, 0)} kJ die vet, koolhydraten en eiwit geven` : ''}).`
          : p.pointsOrElse !== undefined &&
              p.saltOrElse !== undefined &&
              p.saltAtLeast !== undefined &&
              p.missing.length === 0
            ? `Nutri-Score ${p.grade}: het zout en het natrium van het etiket geven twee hoeveelheden zout, ${f.num(p.saltAtLeast, 2)} g en ${f.num(p.saltOrElse, 2)} g, die niet allebei kunnen kloppen, en elk van beide geeft ${p.grade} (${p.points} of ${p.pointsOrElse} punten).`
            : p.saltOrElse !== undefined && p.saltAtLeast !== undefined && p.missing.length === 0
              ? `Geen Nutri-Score: het zout en het natrium van het etiket geven twee hoeveelheden zout, ${f.num(p.saltAtLeast, 2)} g en ${f.num(p.saltOrElse, 2)} g, die niet allebei kunnen kloppen. Met de kleinste geteld, kan hij niet beter zijn dan ${p.grade} (minstens ${p.points} punten${p.energyAtLeastKj !== undefined ? `, met de energie op niet minder dan de ${f.num(p.energyAtLeastKj, 0)} kJ die vet, koolhydraten en eiwit geven` : ''}).`
              : p.saltAtLeast !== undefined && p.missing.length === 0
                ? `Geen Nutri-Score: de 0 g zout van het etiket kan naast het zout dat de lijst noemt niet kloppen. Met het zout op niet minder dan ${f.num(p.saltAtLeast, 4)} g, het minste dat een etiket niet naar 0 g afrondt, kan hij niet beter zijn dan ${p.grade} (minstens ${p.points} punten${p.energyAtLeastKj !== undefined ? `, met de energie op niet minder dan de ${f.num(p.energyAtLeastKj, 0)} kJ die vet, koolhydraten en eiwit geven` : ''}).`
                : `Geen Nutri-Score: ${f.list(p.missing.map((n) => ({ energy: 'de energie', fat: 'het vet', saturated_fat: 'de verzadigde vetzuren', sugars: 'de suikers', salt: 'het zout', proteins: 'het eiwit' })[n]))} van het etiket ${p.missing.length > 1 ? 'zijn' : 'is'} niet vastgelegd. Met de waarden die er zijn, kan hij niet beter zijn dan ${p.grade} (minstens ${p.points} punten${p.energyAtLeastKj !== undefined ? `, met de energie op niet minder dan de ${f.num(p.energyAtLeastKj, 0)} kJ die vet, koolhydraten en eiwit geven` : ''}).`,
    kindUntoldGrades: (p: { food: string; drink: string }) =>
      `Geen Nutri-Score en geen score: er is geen categorie vastgelegd, en ClearCart kan uit de naam, de lijst of de waarden niet opmaken of het een voedingsmiddel of een drank is. Gelezen als voedingsmiddel zou het Nutri-Score ${p.food} hebben, als drank ${p.drink}.`,
    kindUntold:
      'Opmerking: er is geen categorie vastgelegd, en ClearCart kan uit de naam, de lijst of de waarden niet opmaken of het een voedingsmiddel of een drank is: de waarden worden per 100 g gelezen, met de tabellen voor voedingsmiddelen van de Nutri-Score en de verkeerslichten.',
    foodSupplement:
      'Geen Nutri-Score en geen score: een voedingssupplement valt buiten de voedingswaardevermelding waarop ze berusten (Verordening (EU) nr. 1169/2011, art. 29).',
  },

  health: {
    noIngredientList:
      'Controleer de ingrediëntenlijst op de verpakking: er is er geen vastgelegd, dus allergenen zijn niet uit te sluiten.',
    contains: (names: readonly string[]) => `Bevat ${f.list(names)}.`,
    mayContainTraces: (names: readonly string[]) => `Kan sporen bevatten van ${f.list(names)}.`,
    mayContainNote: (names: readonly string[]) =>
      `Opmerking: volgens het etiket kan het sporen bevatten van ${f.list(names)}.`,
    mayContainThrough: (names: readonly string[], through: readonly string[]) =>
      `Kan via ${through.length > 0 ? f.list(through.map(f.quote)) : 'de ingrediënten'} bevatten: ${f.list(names)}.`,
    additivesOfConcern: (names: readonly string[]) => `Zorgwekkende toevoegingen: ${f.list(names)}.`,
    noTrackedAllergen: (count: number) =>
      `Geen van de ${count} allergenen die we volgen is vermeld of staat in de ingrediëntenlijst.`,
    efsaRisk: (risk: 'high' | 'moderate') =>
      `Risico op te hoge inname volgens de EFSA: ${risk === 'high' ? 'hoog' : 'matig'}.`,
    sensitivitySet: (p: { sensitivity: P.Sensitivity; slider: number }) =>
      `U hebt uw gevoeligheid voor ${SENSITIVITIES[p.sensitivity]} op ${p.slider} gezet.`,
    sensitiveAlert: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Bevat ${p.name} — u bent gevoelig voor ${SENSITIVITIES[p.sensitivity]}`,
    sensitiveCaution: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Let op: bevat ${p.name}, en u hebt een gevoeligheid voor ${SENSITIVITIES[p.sensitivity]} opgegeven.`,
    sensitiveNote: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Opmerking: bevat ${p.name} (weinig zorgwekkend), en u hebt een gevoeligheid voor ${SENSITIVITIES[p.sensitivity]} opgegeven.`,
    additiveCaution: (p: { name: string; concern: string }) => `Let op: bevat ${p.name}. ${p.concern}`.trim(),
    animalDerived: (type: AnimalProductType) => `Van dierlijke oorsprong (${ANIMAL_TYPES[type]}).`,
    sourcingRisks: 'Vermeld vanwege de risico’s bij de inkoop.',
  },

  personal: {
    avoidNone: (_name: string) => 'U vermijdt dit allergeen: niet gevonden.',
    youAvoid: (_name: string) => 'U vermijdt dit allergeen.',
    containsAlert: (name: string) => `Bevat ${name} — u vermijdt dit`,
    glutenDeclaredAlert: (name: string) =>
      `Kan ${name} bevatten — gluten is vermeld, en het record zegt niet uit welk graan het komt`,
    mayContainAlert: (name: string) => `Kan ${name} bevatten — u vermijdt dit`,
    cannotRuleOutListed: (name: string) =>
      `${cap(name)} niet uit te sluiten — de vastgelegde ingrediëntenlijst geeft geen uitsluitsel`,
    checkPackListed: (name: string) =>
      `Controleer de verpakking op ${name}: de vastgelegde ingrediëntenlijst geeft geen uitsluitsel.`,
    cannotRuleOutAlert: (name: string) => `${cap(name)} niet uit te sluiten — geen ingrediëntenlijst vastgelegd`,
    tracesUnknownAlert: (name: string) =>
      `Geen ingrediënt met ${name}, maar sporen zijn niet uit te sluiten — geen ingrediëntenlijst vastgelegd`,
    avoidContains: (p: { name: string; written?: string }) =>
      `Vermijd dit product: het bevat ${p.name}${p.written ? ` (${q(p.written)})` : ''}, een allergeen dat u vermijdt.`,
    cautionTraces: (name: string) => `Let op: het kan sporen bevatten van een allergeen dat u vermijdt (${name}).`,
    cautionCarried: (p: { name: string; written: string }) =>
      `Let op: het ingrediënt ${q(p.written)} kan een allergeen meebrengen dat u vermijdt (${p.name}).`,
    checkPack: (name: string) => `Controleer de verpakking op ${name}: er is geen ingrediëntenlijst vastgelegd.`,
    diets: DIETS,
    followDiet: (diet: 'low_sodium' | 'low_sugar') => `U volgt een ${DIETS[diet]} dieet.`,
    dietListedAlert: (because: string) =>
      `Niet geschikt voor een ${DIETS.low_sugar} dieet — de lijst noemt ${q(because)} bij de eerste ingrediënten`,
    dietListedAvoid: (because: string) =>
      `Te vermijden bij een ${DIETS.low_sugar} dieet: de lijst noemt ${q(because)} bij de eerste ingrediënten, en het suikergehalte van het etiket is niet vastgelegd.`,
    dietLimitAlert: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
      `Veel ${NUTRIENTS[p.nutrient]} — u volgt een ${DIETS[p.diet]} dieet`,
    dietLimitAvoid: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
      `Te vermijden bij een ${DIETS[p.diet]} dieet: het bevat veel ${NUTRIENTS[p.nutrient]}.`,
    dietLimitUnknownAlert: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient; atLeast?: number }) =>
      `Niet na te gaan of het past bij een ${DIETS[p.diet]} dieet — waarde van het etiket niet vastgelegd (${NUTRIENTS[p.nutrient]})${p.atLeast !== undefined ? `; volgens de lijst minstens ${f.num(p.atLeast, 1)} g per 100 g` : ''}`,
    dietLimitNotLowAlert: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient; atLeast: number }) =>
      `Gehalte niet laag (${NUTRIENTS[p.nutrient]}) — u volgt een ${DIETS[p.diet]} dieet`,
    dietLimitNotLow: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient; atLeast: number }) =>
      `Controleer de hoeveelheid: de waarde van het etiket is niet vastgelegd (${NUTRIENTS[p.nutrient]}), maar de lijst alleen komt al op minstens ${f.num(p.atLeast, 1)} g per 100 g, meer dan een voedingsmiddel met een laag gehalte bevat, en u volgt een ${DIETS[p.diet]} dieet.`,
    dietLimitMedium: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
      `Controleer de hoeveelheid: het gehalte (${NUTRIENTS[p.nutrient]}) is niet laag maar gemiddeld, en u volgt een ${DIETS[p.diet]} dieet.`,
    dietLimitCheck: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
      `Controleer de waarde op de verpakking (${NUTRIENTS[p.nutrient]}): die van het etiket is niet vastgelegd, en u volgt een ${DIETS[p.diet]} dieet.`,
    avoidedIngredientAlert: (word: string) => `Bevat ${q(word)} — staat op uw lijst van te vermijden ingrediënten`,
    sensitivityUnknownAlert: (p: { sensitivity: P.Sensitivity; unreadable: boolean; part?: string; cut?: string }) =>
      `U bent gevoelig voor ${SENSITIVITIES[p.sensitivity]}: niet na te gaan of het die bevat — ${listGap(p)}`,
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
        ? `Niet na te gaan of het ${q(p.word)} bevat — de ingrediëntenlijst noemt het alleen als een van meerdere mogelijkheden (${q(p.oneOf)})`
        : p.unsourced !== undefined
          ? `Niet na te gaan of het ${q(p.word)} bevat — de lijst zegt niet waarvan ${q(p.unsourced)} gemaakt is`
          : p.unrecognised !== undefined
            ? `Niet na te gaan of het ${q(p.word)} bevat — ${q(p.unrecognised)} is geen ingrediënt dat we kennen`
            : p.maybe !== undefined
              ? `Niet na te gaan of het ${q(p.word)} bevat — ${q(p.maybe)} kan ervan gemaakt zijn, en de lijst zegt niet of dat hier zo is`
              : p.inName
                ? `Niet na te gaan of het ${q(p.word)} bevat — de naam noemt ${q(p.inName)}, maar de vastgelegde ingrediëntenlijst toont het niet; controleer de verpakking`
                : `Niet na te gaan of het ${q(p.word)} bevat — ${listGap(p)}`,
    avoidedUnrecognisedAlert: (word: string) =>
      `We herkennen ${q(word)} niet en kunnen dus niet zeggen of de lijst het noemt; controleer de ingrediëntenlijst zelf`,
    avoidedIngredient: (p: { word: string; segment: string }) =>
      `Vermijd dit product: ${q(p.segment)} komt overeen met ${q(p.word)} op uw lijst van te vermijden ingrediënten.`,
    ingredientPurpose: 'Ingrediënt',
    onAvoidList: (word: string) => `Op uw lijst van te vermijden ingrediënten (${word}).`,
    paleoAlert: (because: readonly string[]) => `Niet paleo — bevat ${f.list(because.map(q))}`,
    paleoAvoid: (because: readonly string[]) =>
      `Vermijd bij een paleodieet: bevat ${f.list(because.map(q))}, en dit dieet sluit granen, peulvruchten, zuivel en geraffineerde suiker uit.`,
    carbDietAlert: (p: P.CarbDietExcluded) =>
      p.because !== undefined
        ? `Niet geschikt voor een ${CARB(p.diets)} — de lijst noemt ${q(p.because)} bij de eerste ingrediënten`
        : `Niet geschikt voor een ${CARB(p.diets)} — ${f.num(p.grams ?? 0, 1)} g koolhydraten per ${per(p.perMl === true)}`,
    carbDietAvoid: (p: P.CarbDietExcluded) =>
      p.because !== undefined
        ? `Vermijd bij een ${CARB(p.diets)}: de lijst noemt ${q(p.because)} bij de eerste ingrediënten, en zo'n dieet beperkt suikers en zetmeelrijk voedsel.`
        : `Vermijd bij een ${CARB(p.diets)}: ${f.num(p.grams ?? 0, 1)} g koolhydraten per ${per(p.perMl === true)}, meer dan de helft van het gewicht.`,
    paleoOpen: (read: boolean) =>
      read
        ? 'Opmerking: niets in de ingrediëntenlijst is een graan, peulvrucht, zuivelproduct, geraffineerde suiker of synthetische zoetstof of kleurstof, die een paleodieet uitsluit; of de rest bij uw paleodieet past, wordt niet beoordeeld.'
        : 'Opmerking: zonder leesbare ingrediëntenlijst wordt niet beoordeeld of het bij een paleodieet past.',
    carbohydratesOnRecord: (p: { grams: number; perMl: boolean; diets: readonly ('keto' | 'paleo' | 'low_carb')[] }) =>
      `Opmerking: ${f.num(p.grams, 1)} g koolhydraten per ${p.perMl ? '100 ml' : '100 g'}; de grenzen van een ${CARB(p.diets)} verschillen, dus de geschiktheid wordt niet beoordeeld.`,
    carbohydrates: (diets: readonly ('keto' | 'paleo' | 'low_carb')[]) =>
      `Opmerking: het koolhydraatgehalte is niet vastgelegd, dus de geschiktheid voor een ${CARB(diets)} is niet beoordeeld.`,
    animalIngredients: (p: { food: boolean; types: readonly AnimalProductType[] }) =>
      `${p.food ? 'dierlijke' : 'van dieren afkomstige'} ingrediënten (${f.list(p.types.map((t) => ANIMAL_TYPES[t]))})`,
    veganContainsAlert: (animal: string) => `Bevat ${animal} — u eet veganistisch`,
    veganContains: (animal: string) => `Te vermijden bij een veganistisch dieet: het bevat ${animal}.`,
    veganMaybeAlert: (because: readonly string[]) =>
      `Mogelijk niet veganistisch: ${quoted(because)} ${can(because)} van dierlijke oorsprong zijn — u eet veganistisch`,
    veganMaybe: (because: readonly string[]) =>
      `Controleer bij de fabrikant of het veganistisch is: ${quoted(because)} ${can(because)} van dierlijke oorsprong zijn.`,
    vegetarianContainsAlert: 'Niet vegetarisch — u eet vegetarisch',
    vegetarianContains: (because: readonly string[]) =>
      because.length > 0
        ? `Te vermijden bij een vegetarisch dieet: het bevat ${quoted(because)}, ${because.length > 1 ? 'die' : 'dat'} niet vegetarisch ${because.length > 1 ? 'zijn' : 'is'}.`
        : 'Te vermijden bij een vegetarisch dieet: volgens de gegevens is het niet vegetarisch.',
    vegetarianMaybeAlert: (because: readonly string[]) =>
      `Mogelijk niet vegetarisch: ${quoted(because)} ${can(because)} van dierlijke oorsprong zijn — u eet vegetarisch`,
    glutenContainsAlert: 'Bevat gluten — u eet glutenvrij',
    glutenContains: 'Te vermijden bij een glutenvrij dieet: het bevat tarwe of gluten.',
    dietUnknownAlert: (diet: 'vegan' | 'vegetarian' | 'gluten_free') =>
      ({
        vegan: 'Niet na te gaan of het veganistisch is — u eet veganistisch',
        vegetarian: 'Niet na te gaan of het vegetarisch is — u eet vegetarisch',
        gluten_free: 'Niet na te gaan of het glutenvrij is — u eet glutenvrij',
      })[diet],
    glutenMaybeAlert: 'Kan gluten bevatten — u eet glutenvrij',
    glutenMaybe: 'Let op bij een glutenvrij dieet: het kan sporen van gluten bevatten.',
  },

  nonFood: {
    fragranceAllergen: 'Een geurstofallergeen, op het etiket vermeld.',
    chemicalsSet: (slider: number) => `U hebt uw gevoeligheid voor chemische stoffen op ${slider} gezet.`,
    sensitiveAlert: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Bevat ${p.name} — u bent gevoelig voor ${SENSITIVITIES[p.sensitivity]}`,
    sensitiserAlert: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Bevat ${p.name}, een huidsensibiliserende stof — u bent gevoelig voor ${SENSITIVITIES[p.sensitivity]}`,
    substanceCaution: (p: { name: string; status: string }) => `Let op: bevat ${p.name}. ${p.status}`,
    sensitiser: (p: { statement: string; code: string; classification: string; atHome: string }) =>
      `Huidsensibiliserend — ${p.statement} (${p.code}). ${p.classification} ${p.atHome}`,
    pictogram: (pictogram: string) => `Pictogram ${pictogram}. `,
    hazardCaution: (p: { statement: string; atHome: string }) => `Let op: ${p.statement} ${p.atHome}`,
    labelledFragrance: 'Een vermeld geurstofallergeen.',
    nano: `Aanwezig als nanomateriaal (vermeld als ${q('nano')}).`,
    someShades: `Alleen in sommige tinten (${q('kan bevatten')}).`,
    perfuming: 'Parfumerend',
    noIngredientList: 'Geen ingrediëntenlijst vastgelegd.',
    checkIngredientList: 'Controleer de ingrediëntenlijst op de verpakking: er is er geen vastgelegd.',
    fragranceSummary: (names: readonly string[]) =>
      `Bevat ${names.length} ${names.length > 1 ? 'geurstofallergenen' : 'geurstofallergeen'} (${f.list(names)}).`,
    fragranceCautionDetergent: (names: readonly string[]) =>
      `Let op als uw huid op geurstoffen reageert: het bevat ${f.list(names)}. Volgens de EU-wetgeving voor wasmiddelen moeten geurstofallergenen boven ${f.num(0.01, 2)} % worden vermeld, zodat mensen die ervoor gevoelig zijn ze kunnen vermijden.`,
    fragranceCaution: (names: readonly string[]) =>
      `Let op als uw huid op geurstoffen reageert: het bevat ${f.list(names)}. Volgens de EU-wetgeving moeten geurstofallergenen worden vermeld boven ${f.num(0.001, 3)} % in producten die op de huid blijven en boven ${f.num(0.01, 2)} % in producten die worden afgespoeld, zodat mensen die ervoor gevoelig zijn ze kunnen vermijden.`,
    fragranceAlert: (names: readonly string[], more = 0) =>
      `Bevat geurstofallergenen (${f.list(more > 0 ? [...names, `${more} andere`] : names)}) — u bent gevoelig voor chemische stoffen`,
    substances: (names: readonly string[]) => `Zorgwekkende stoffen: ${f.list(names)}.`,
    hazards: (codes: readonly string[]) => `Gevarenaanduidingen op de verpakking: ${f.list(codes)}.`,
    sensitisers: (names: readonly string[]) =>
      `${names.length > 1 ? 'Huidsensibiliserende stoffen' : 'Huidsensibiliserende stof'}: ${f.list(names)} (kan een allergische huidreactie veroorzaken).`,
    nothingTracked:
      'Geen vermeld geurstofallergeen en geen voor de gezondheid zorgwekkende stof die we volgen in de ingrediëntenlijst.',
    notScored: 'Te weinig gegevens voor een score: gezondheidsscores gelden voor voedingsmiddelen en dranken.',
  },

  palmOil: {
    evidenceSegment: (segment: string) => `het ingrediënt ${q(segment)}`,
    evidenceLabel: (label: string) => `het label ${q(label)} op de verpakking`,
    evidenceAnalysis: 'de ingrediëntenanalyse in het productrecord, die palmolie vond',
    explanation:
      'De uitbreiding van oliepalmplantages heeft tropische ontbossing en verlies van leefgebied aangewakkerd; certificeringssystemen zoals RSPO stellen normen voor een duurzamere productie.',
    certified: (p: { evidence: string; label: string }) => `Bevat palmolie (${p.evidence}), gecertificeerd ${p.label}.`,
    certifiedRating: (label: string) => `Gecertificeerd (${label})`,
    companyClaim: (p: { evidence: string; company: string; owns?: string; rspo: string }) =>
      `De palmolie van dit product (${p.evidence}): geen duurzaamheidscertificering vastgelegd. ${p.company}${p.owns ? `, eigenaar van ${p.owns},` : ''} zegt RSPO-gecertificeerde palmolie volgens het model ${RSPO_MODELS[p.rspo] ?? p.rspo} te kopen — voor het hele bedrijf, niet gecontroleerd voor dit product.`,
    rspoModels: RSPO_MODELS,
    uncertified: (evidence: string) => `Bevat palmolie (${evidence}) zonder vastgelegde duurzaamheidscertificering.`,
    noCertification: 'Geen certificering vastgelegd',
    freeMilkProduct: (category: string) =>
      `Geen palmolie: een product uit de categorie ${q(category)} is van melk gemaakt, en geen ander vet mag het melkvet vervangen (Verordening (EU) nr. 1308/2013, bijlage VII, deel III).`,
    freeWholeFood: (category: string) =>
      `Geen palmolie: een product uit de categorie ${q(category)} is zijn enige ingrediënt.`,
    freeByAnalysis: 'Ingrediëntenanalyse in het productrecord: palmolievrij.',
    freeUnrecognised: (named: readonly string[]) =>
      `Geen palmolie in de ingrediëntenlijst. ${quoted(named)} ${notRecognised(named)}, maar dat is te weinig om de vraag open te laten.`,
    free: 'Geen palmolie in de ingrediëntenlijst.',
    freeExplanation: 'Palmolievrij, dus het ontbossingsrisico van niet-gecertificeerde palmolie geldt niet.',
    freeRating: 'Palmolievrij',
    maybe: (named: readonly string[]) =>
      `Kan palmolie bevatten: ${quoted(named)} ${can(named)} van palmolie gemaakt zijn en de lijst zegt niet welke olie.`,
    unknownCut: (ending: string) =>
      `Palmolie is niet uit te sluiten: de vastgelegde ingrediëntenlijst is afgebroken (ze eindigt op ${q(ending)}).`,
    unknownNoList: 'Geen ingrediëntenlijst vastgelegd, dus palmolie is niet uit te sluiten.',
    unknown: (named: readonly string[]) => `Palmolie is niet uit te sluiten: ${quoted(named)} ${notRecognised(named)}.`,
    unknownUnsourced: (named: readonly string[]) =>
      `Palmolie is niet uit te sluiten: de lijst zegt niet waarvan ${quoted(named)} ${named.length === 1 ? 'is gemaakt' : 'zijn gemaakt'}.`,
    maybeRating: 'Kan palmolie bevatten',
    unknownRating: 'Onbekend',
    summaryUncertified: 'Bevat palmolie zonder vastgelegde duurzaamheidscertificering.',
    summaryCompanyClaim:
      'Bevat palmolie zonder vastgelegde duurzaamheidscertificering; de fabrikant zegt concernbreed RSPO-gecertificeerde palmolie te kopen.',
    summaryCertified: (label: string) => `Bevat palmolie, gecertificeerd ${label}.`,
    companyAdvice:
      'De fabrikant zegt concernbreed RSPO-gecertificeerde palmolie te kopen; zoek het RSPO-keurmerk om het voor dit product te weten, of kies een product zonder palmolie.',
    advice: 'Overweeg een product zonder palmolie of met RSPO-gecertificeerde palmolie.',
  },

  environment: {
    /** The environmental concerns of the company that weigh on the score (curated names, in English). */

    companyRecord: (p: { company: string }) =>
      `De staat van dienst van ${p.company} weegt mee in deze score: de milieuproblemen staan hieronder.`,
    carbon: (p: { kg: number; name: string }) => `Ongeveer ${f.num(p.kg, 2)} kg CO2e per kg voor ${q(p.name)}.`,
    carbonMethod: (p: { basis: string; low: number; high: number }) =>
      `Cijfer: ${p.basis}. ClearCart noemt ≤ ${f.num(p.low)} laag en > ${f.num(p.high)} hoog: het onderste en het bovenste derde van de voedingsmiddelen in AGRIBALYSE 3.1.`,
    water: (p: { litres: number; name: string }) =>
      `Ongeveer ${f.num(p.litres, 0)} liter water per kg voor ${q(p.name)}.`,
    waterMethod: (p: { low: number; high: number }) =>
      `Cijfer: wereldwijd gemiddelde watervoetafdruk (groen + blauw + grijs), gegevens van het Water Footprint Network (zie de bronnen). Klassen van ClearCart: ≤ ${f.num(p.low, 0)} L/kg laag, > ${f.num(p.high, 0)} L/kg hoog.`,
    noWater: 'Er is nog geen cijfer voor waterverbruik voor deze productcategorie.',
    footprintBasis: (p: P.FootprintBasisParams) => {
      const tags = `${p.categories.length === 1 ? 'de categorie' : 'de categorieën'} ${p.categories.map(q).join(', ')}`;
      const foods = p.examples.map(q).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, het voedingsmiddel dat Open Food Facts koppelt aan ${tags} of de subcategorieën ervan`
        : `AGRIBALYSE 3.1, mediaan van ${p.count} voedingsmiddelen die Open Food Facts koppelt aan ${tags} of de subcategorieën ervan${p.leftOut ? ' (thuis bereide vormen niet meegeteld)' : ''}, bijv. ${foods}`;
    },
    surfactant: (p: {
      written: string;
      surfactantClass: string;
      readily: boolean;
      degraded: boolean;
      poor: boolean;
    }) => {
      const said = [
        ...(p.readily ? ['gemakkelijk biologisch afbreekbaar waar zuurstof is'] : []),
        ...(p.degraded ? ['wordt ook zonder zuurstof afgebroken'] : []),
        ...(p.poor
          ? ['wordt volgens bronnen zonder zuurstof slecht afgebroken, zoals in sedimenten en zuiveringsslib']
          : []),
      ];
      return `${q(p.written)} (${p.surfactantClass}): ${said.join('; ')}.`;
    },
    partial:
      'Gedeeltelijke score: geen ingrediëntenlijst vastgelegd, dus de inkooprisico’s van de bestanddelen tellen niet mee.',
    partialPart: (part: string) =>
      `Gedeeltelijke score: de vastgelegde ingrediëntenlijst geeft alleen ${q(part)}, dus de inkooprisico’s van waar het van gemaakt is, tellen niet mee.`,
    partialCapped: (grade: string) =>
      `De eigen milieuscore van Open Food Facts voor dit product is ${grade}: een gedeeltelijke score blijft niet beter dan die.`,
    partialNamed: (named: readonly string[]) =>
      `Gedeeltelijke score: geen ingrediëntenlijst vastgelegd, dus alleen de inkooprisico’s van wat de naam, categorie of het record noemt (${f.list(named.map((n) => f.lower(n)))}) tellen mee.`,
    partialFootprint:
      'Gedeeltelijke score: geen voetafdrukcijfer past bij de categorie, dus de voetafdruk telt als een hoge, nooit beter dan een bekende voetafdruk.',
    partialUnreadable:
      'Gedeeltelijke score: de ingrediëntenlijst kon niet worden gelezen, dus de inkooprisico’s van de bestanddelen tellen niet mee.',
    footprintSummary: (p: { kg: number; rating: P.Level }) =>
      `Geschat op ${f.num(p.kg, 3)} kg CO2e per kg voor de categorie (${LEVELS[p.rating]}).`,
    highCarbon: 'Overweeg alternatieven met minder uitstoot: deze categorie heeft een hoge CO2-voetafdruk.',
    noFootprint: 'Er is nog geen voetafdrukcijfer voor deze productcategorie.',
    noCategory: 'Geen categorie vastgelegd, dus er geldt geen voetafdrukcijfer.',
    /** Decision 113: a footprint fitted to what the list rules out, or none that fits the product as sold. */
    footprintBasisFitted: (p: {
      count: number;
      of: number;
      name: string;
      classes: readonly string[];
      examples: readonly string[];
    }) => {
      const c = p.classes.map((k) => FOOD_CLASSES[k] ?? k).join(' of ');
      const foods = p.examples.map((e) => `“${e}”`).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, het enige van de ${p.of} voedingsmiddelen achter het cijfer voor ‘${p.name}’ zonder ${c}, dat de ingrediëntenlijst niet bevat`
        : `AGRIBALYSE 3.1, mediaan van ${p.count} van de ${p.of} voedingsmiddelen achter het cijfer voor ‘${p.name}’: die met ${c}, dat de ingrediëntenlijst niet bevat, weggelaten; bijv. ${foods}`;
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
      const own = p.fromName ? 'zoals de naam van het product' : 'de eigen categorie, die geen cijfer heeft';
      const foods = p.examples.map((e) => `“${e}”`).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, het enige van de ${p.of} voedingsmiddelen achter het cijfer voor ‘${p.name}’ waarvan de naam ‘${p.category}’ zegt, ${own} (de cijfers van die voedingsmiddelen lopen te ver uiteen om hun mediaan ervoor te laten staan)`
        : `AGRIBALYSE 3.1, mediaan van ${p.count} van de ${p.of} voedingsmiddelen achter het cijfer voor ‘${p.name}’: die waarvan de naam ‘${p.category}’ zegt, ${own} (de cijfers van die voedingsmiddelen lopen te ver uiteen om hun mediaan ervoor te laten staan); bijv. ${foods}`;
    },
    footprintBasisVariety: (p: P.VarietyBasis) => {
      const foods = p.examples.map((e) => `“${e}”`).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, dat van de ${p.of} voedingsmiddelen achter het cijfer voor ‘${p.name}’ waarvan de naam van het product de soort zegt (‘${p.variety}’)`
        : `AGRIBALYSE 3.1, mediaan van ${p.count} van de ${p.of} voedingsmiddelen achter het cijfer voor ‘${p.name}’: die waarvan de naam van het product de soort zegt (‘${p.variety}’); bijv. ${foods}`;
    },
    footprintBasisKept: (p: { count: number; of: number; name: string; kept: string; examples: readonly string[] }) => {
      const c = FOOD_CLASSES[p.kept] ?? p.kept;
      const foods = p.examples.map((e) => `“${e}”`).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, het enige van de ${p.of} voedingsmiddelen achter het cijfer voor ‘${p.name}’ met ${c}, die de ingrediëntenlijst bij de eerste drie ingrediënten noemt`
        : `AGRIBALYSE 3.1, mediaan van ${p.count} van de ${p.of} voedingsmiddelen achter het cijfer voor ‘${p.name}’: die met ${c}, die de ingrediëntenlijst bij de eerste drie ingrediënten noemt; bijv. ${foods}`;
    },
    noFootprintForList: (p: { name: string; classes: readonly string[] }) => {
      const c = p.classes.map((k) => FOOD_CLASSES[k] ?? k).join(' of ');
      return `Geen voetafdrukcijfer past bij dit product: elk voedingsmiddel achter het cijfer voor ‘${p.name}’ bevat ${c}, dat de ingrediëntenlijst niet bevat.`;
    },
    noFootprintForConcentrate: (p: { name: string; salt?: number; perMl?: boolean }) =>
      `Geen voetafdrukcijfer past bij dit product: het wordt geconcentreerd of gedroogd verkocht${p.salt !== undefined ? ` (${g(p.salt)} zout per ${per(p.perMl === true)}, veel meer dan een kant-en-klare bouillon of soep bevat)` : ''}, en het cijfer voor ‘${p.name}’ geldt voor het kant-en-klare voedingsmiddel.`,
    noFootprintForKind: (p: { name: string; category: string }) =>
      `Geen voetafdrukcijfer past bij dit product: het cijfer voor ‘${p.name}’ geldt voor een ander soort voedingsmiddel dan ‘${p.category}’ zoals het wordt verkocht.`,
    packagingNote: (p: { name: string; note: string }) => `${p.name}: ${p.note}`,
    notRecyclable: 'Overweeg producten in recyclebare verpakking: deze verpakking is niet breed recyclebaar.',
    recyclingRules: (names: readonly string[]) =>
      `Controleer de lokale regels voor afvalscheiding voor: ${f.list(names)}.`,
    packagingUnknown: (onRecord: readonly string[]) =>
      `De vastgelegde verpakking (${onRecord.join(', ')}) staat nog niet in onze kennis over verpakkingen.`,
    noPackaging: 'Geen informatie over de verpakking vastgelegd.',
    ecoScoreStatus: 'Gepubliceerd door Open Food Facts',
    ecoScore: (label: string) =>
      `Eco-Score / milieuscore van Open Food Facts: ${label} (levenscyclusanalyse van de categorie, met bonussen en maluspunten).`,
    concern: 'Zorgwekkend',
    persistent: (p: { written: string; concern: string }) => `${q(p.written)}: ${p.concern}`,
    avoidPersistent: (p: { written: string; concern: string }) =>
      `Overweeg producten zonder ${p.written}: ${p.concern.charAt(0).toLowerCase()}${p.concern.slice(1)}`,
    aquatic: (p: { code: string; statement: string; pictogram?: string; atHome: string }) =>
      `Op de verpakking staat ${q(`${p.code} ${p.statement}`)}${p.pictogram ? ` (pictogram ${p.pictogram})` : ''}. ${p.atHome}`,
    criteriaKey: (label: string) => `Criteria van ${label}`,
    good: 'Goed',
    fair: 'Redelijk',
    criteria: (p: { label: string; group: string; verifies: readonly string[] }) =>
      `Wat ${p.label} controleert voor ${q(p.group)}: ${p.verifies.join(' ')}`,
    surfactantKey: 'Biologische afbreekbaarheid van oppervlakteactieve stoffen',
    refill: (words: readonly string[]) =>
      `Verkocht als navulling (${quoted(words)}): het vult een verpakking die u al hebt, in plaats van in een nieuwe te komen.`,
    concentrate: (words: readonly string[]) =>
      `Verkocht als concentraat (${quoted(words)}): een kleinere dosis volstaat, dus minder product en verpakking per gebruik.`,
    commodityUntraced: (p: { name: string; note: string; label: string }) =>
      `${p.name}: ${p.note} De vastgelegde certificering, ${p.label}, zegt niet dat die van dit product zelf gecertificeerd is: het risico is mogelijk, niet vastgesteld.`,
    commodityUncertified: (p: { name: string; note: string }) =>
      `${p.name}: ${p.note} Een certificering van die van dit product is niet vastgelegd: het risico is mogelijk, niet vastgesteld.`,
    commodityByOrigin: (p: { name: string; note: string }) =>
      `${p.name}: ${p.note} Waar dat van dit product vandaan komt, is niet vastgelegd: het risico is mogelijk, niet vastgesteld.`,
    commodity: (p: { name: string; note: string; addressedBy?: string }) =>
      `${p.name}: ${p.note}${p.addressedBy ? ` Hierin voorzien door ${p.addressedBy}.` : ''}`,
    commoditiesSummary: (names: readonly string[]) =>
      `Gebruikt ${f.list(names)}, met risico’s van ontbossing of uitputting van grondstoffen.`,
    resourceMaybe: (p: { written: string; name: string }) =>
      `${q(p.written)} kan ${p.name} zijn, dus een risico op ontbossing of uitputting van grondstoffen is niet uitgesloten.`,
    resourceMaybePalm: (written: string) =>
      `${q(written)} kan palmolie zijn, dus een ontbossingsrisico is niet uitgesloten.`,
    resourcePalmNotRuledOut:
      'Palmolie is op grond van de ingrediëntenlijst niet uit te sluiten, dus een ontbossingsrisico is niet uitgesloten.',
    noResourceRisk: 'Geen ingrediënt met een bekend hoog risico op ontbossing of uitputting van grondstoffen.',
    noIngredientList: 'Geen ingrediëntenlijst vastgelegd.',
    partList: (part: string) =>
      `De vastgelegde ingrediëntenlijst geeft alleen ${q(part)}, dus het is niet de hele lijst en de risico’s van de inkoop zijn niet bekend.`,
    partialList:
      'De geregistreerde ingrediëntenlijst noemt niets dat de suikers levert: het is dus niet de hele lijst, en de inkooprisico’s zijn niet bekend.',
    unreadableList: 'De ingrediëntenlijst kon niet worden gelezen, dus de inkooprisico’s zijn niet bekend.',
    carriesUnchecked: (labels: readonly string[]) =>
      `Controleer of de verpakking ${f.list(labels)} draagt: de catalogusvermelding noemt het, maar geen pagina die het vermeldt.`,
    carries: (labels: readonly string[]) => `Draagt deze keurmerken: ${f.list(labels)}.`,
    meetsPreference: (p: { name: string; by?: string }) =>
      `Voldoet aan uw voorkeur: ${p.name}${p.by ? ` (${p.by})` : ''}.`,
    claimedPreference: (p: { name: string; by: string }) =>
      `De geregistreerde keurmerken zeggen ‘${p.name}’ (${p.by}), maar er is geen onafhankelijke certificering bekend: controleer de verpakking op een certificeringslogo.`,
    considerPreference: (name: string) =>
      `Overweeg producten die aan uw voorkeur voldoen (${name}): dit product heeft zo’n keurmerk niet.`,
    avoidPackagingAlert: (p: { word: string; material: string }) =>
      `De verpakking bevat ${p.material} — ‘${p.word}’ staat op uw milieulijst van te vermijden ingrediënten`,
    avoidPackaging: (p: { word: string; material: string }) =>
      `Vermijd dit product: de verpakking bevat ${p.material}, dat u vermijdt (‘${p.word}’).`,
    avoidPackagingUnknown: (word: string) =>
      `Niet te zeggen of de verpakking ${word} bevat — geen verpakkingsgegevens vastgelegd`,
    avoidAlert: (word: string) => `Bevat ${q(word)} — staat op uw milieulijst van te vermijden ingrediënten`,
    avoid: (p: { word: string; segment: string }) =>
      `Vermijd dit product: het bevat ${q(p.segment)}, en u vermijdt ${q(p.word)}.`,
    preferences: {
      organic: 'biologisch',
      non_gmo: 'zonder ggo',
      eco_friendly: 'milieuvriendelijk',
      biodegradable: 'biologisch afbreekbaar',
      recyclable: 'recyclebaar',
      carbon_neutral: 'klimaatneutraal',
    },
    missing: {
      footprint: 'geen voetafdrukcijfer voor de categorie',
      category: 'geen categorie vastgelegd',
      packaging: 'geen verpakking vastgelegd',
      packagingUnknown: 'verpakking met onbekende recyclebaarheid',
      ingredients: 'geen ingrediëntenlijst',
      unreadable: 'een ingrediëntenlijst die niet kon worden gelezen',
      tooFew: 'te weinig vastgelegde feiten',
    },
    notEnough: (missing: readonly string[]) => `Te weinig gegevens voor een score: ${f.list(missing)}.`,
    noConcern: 'Geen groot milieuprobleem gevonden in de vastgelegde feiten.',
  },

  ethics: {
    labourUnassessed:
      'Geen ingrediëntenlijst vastgelegd, dus de arbeidsrisico’s in de toeleveringsketen zijn niet te beoordelen.',
    labourPartList: (part: string) =>
      `De vastgelegde ingrediëntenlijst geeft alleen ${q(part)}, dus het is niet de hele lijst en arbeidsrisico’s in de toeleveringsketen zijn niet te beoordelen.`,
    labourPartialList:
      'De geregistreerde ingrediëntenlijst noemt niets dat de suikers levert: het is dus niet de hele lijst, en arbeidsrisico’s in de toeleveringsketen zijn niet te beoordelen.',
    labourUnreadable:
      'De ingrediëntenlijst kon niet worden gelezen, dus de arbeidsrisico’s in de toeleveringsketen zijn niet te beoordelen.',
    labourMaybePalm: (written: string) =>
      `${q(written)} kan palmolie zijn, dus een arbeidsrisico in de toeleveringsketen is niet uitgesloten.`,
    labourPalmNotRuledOut:
      'Palmolie is op grond van de ingrediëntenlijst niet uit te sluiten, dus een arbeidsrisico in de toeleveringsketen is niet uitgesloten.',
    labourUnstated: (p: { written: string; name: string }) =>
      `${q(p.written)} kan ${p.name} zijn, dus een arbeidsrisico in de toeleveringsketen is niet uitgesloten.`,
    labourClear: 'Geen ingrediënt met een bekend hoog risico op kinder- of dwangarbeid.',
    labourAddressed: (p: { name: string; note: string; label: string }) =>
      `${p.name}: ${p.note} Het keurmerk ${p.label} houdt hier rekening mee.`,
    labourClaimed: (p: { name: string; note: string; label: string }) =>
      `${p.name}: ${p.note} ‘${p.label}’ is vastgelegd, maar noemt geen certificeringssysteem en telt dus niet mee.`,
    labourUnaddressed: (p: { name: string; note: string }) =>
      `${p.name}: ${p.note} Geen vastgelegd keurmerk houdt hier rekening mee.`,
    labourOriginOnRecord: (p: { name: string; note: string; origin: string }) =>
      `${p.name}: ${p.note} Als herkomst van de ingrediënten is „${p.origin}” vastgelegd, dat de lijst hiervoor niet noemt: het risico is niet vastgesteld.`,
    labourOriginUnsettled: (p: { name: string; note: string; origin: string }) =>
      `${p.name}: ${p.note} Het record noemt als herkomst van de ingrediënten „${p.origin}”; waar dat van dit product vandaan komt, is daarmee niet duidelijk: het risico is mogelijk, niet vastgesteld.`,
    labourByOrigin: (p: { name: string; note: string }) =>
      `${p.name}: ${p.note} Waar dat van dit product vandaan komt, is niet vastgelegd: het risico is mogelijk, niet vastgesteld.`,
    testingFood:
      'Niet van toepassing op voedingsmiddelen: afgewerkte voedingsmiddelen worden niet standaard op dieren getest. Verboden op dierproeven, zoals dat van de EU (Verordening (EG) nr. 1223/2009), gelden voor cosmetica.',
    testingLabel: (p: { label: string; verifies: string }) => `Gecertificeerd ${p.label}: ${p.verifies}`,
    testingPolicy: (p: { company: string; policy: string; named: boolean; asOf: string; language?: string }) =>
      `Beleid van ${p.company} over dierproeven${p.language ? ' (in het Engels)' : ''}: ${q(p.policy)} (per ${p.asOf}).`,
    /** A company-wide listing on the company's own pledge, not an audit (PETA's). */
    testingListed: (p: { company: string; label: string; verifies: string }) =>
      ` ${p.company} staat voor het hele bedrijf op de lijst ${p.label} (${p.verifies}).`,
    testingHeld: (p: { company: string; label: string; verifies: string }) =>
      ` ${p.company} is voor het hele bedrijf gecertificeerd met ${p.label} (${p.verifies}).`,
    testingNone:
      'Geen diervriendelijke (cruelty-free) certificering vastgelegd, en ClearCart heeft het beleid van het bedrijf over dierproeven niet vastgelegd.',
    highLabourRisk:
      'ingrediënten met een hoog risico op arbeidsuitbuiting zonder vastgelegd gecertificeerd keurmerk dat daarmee rekening houdt',
    labourAdvice:
      'Overweeg alternatieven met Fairtrade- of Rainforest Alliance-certificering: sommige ingrediënten dragen een hoog risico op arbeidsuitbuiting.',
    testsOnAnimals: 'het bedrijf test op dieren',
    crueltyFreeAdvice: 'Overweeg alternatieven met een diervriendelijke certificering: de fabrikant test op dieren.',
    welfareCertified: (p: { label: string; verifies: string }) => `Gecertificeerd ${p.label}: ${p.verifies}`,
    animalUncertified: (types: readonly AnimalProductType[]) =>
      `dierlijke ingrediënten (${f.list(types.map((t) => ANIMAL_TYPES[t]))}) zonder vastgelegde dierenwelzijnscertificering`,
    welfareAdvice: (types: readonly AnimalProductType[]) =>
      `Overweeg producten met een erkend dierenwelzijnskeurmerk (biologisch, vrije uitloop of vergelijkbaar): het bevat dierlijke ingrediënten (${f.list(types.map((t) => ANIMAL_TYPES[t]))}) zonder vastgelegde dierenwelzijnscertificering.`,
    welfareLabelled: (label: string) => `De dierlijke ingrediënten dragen een dierenwelzijnskeurmerk (${label}).`,
    welfareOrganic: (label: string) =>
      `Gecertificeerd ${label}: de biologische regels bevatten dierenwelzijnseisen voor vee, zoals toegang tot buitenruimte; het is geen eigenlijk dierenwelzijnskeurmerk.`,
    organicLabelled: (label: string) =>
      `De dierlijke ingrediënten zijn biologisch gecertificeerd (${label}): de biologische regels bevatten dierenwelzijnseisen voor vee.`,
    seafoodAdvice:
      'Overweeg gecertificeerde vis en zeevruchten: MSC voor wild gevangen, ASC of biologisch voor gekweekt. Er is geen certificering vastgelegd van hoe de vis of zeevruchten werden gevangen of gekweekt.',
    veganAlternativeAdvice: (types: readonly AnimalProductType[]) =>
      `Overweeg een vegan gecertificeerd alternatief als dierlijke ingrediënten voor u belangrijk zijn: het bevat dierlijke ingrediënten (${f.list(types.map((t) => ANIMAL_TYPES[t]))}).`,
    wantAvoidTesting: 'U wilt dierproeven vermijden.',
    testedAlert: 'Op dieren getest — u vermijdt dierproeven',
    testedAvoid: 'Vermijd dit product als dierproeven voor u belangrijk zijn: de fabrikant test op dieren.',
    testingUnknownAlert: 'Beleid van de fabrikant over dierproeven niet vastgelegd — u vermijdt dierproeven',
    testingUnknownCheck:
      'Controleer of het Leaping Bunny-logo of een ander diervriendelijk logo op de verpakking staat: ClearCart heeft het beleid van de fabrikant over dierproeven niet vastgelegd.',
    testingPolicyAlert: (company: string) =>
      `Het beleid van ${company} sluit dierproeven niet uit — u vermijdt dierproeven`,
    testingPolicyCheck: (company: string) =>
      `Controleer of het Leaping Bunny-logo of een ander diervriendelijk logo op de verpakking staat: het beleid van ${company} over dierproeven sluit ze niet uit, en er is geen diervriendelijke certificering vastgelegd.`,
    preferences: {
      fair_trade: 'eerlijke handel',
      cruelty_free: 'diervriendelijk (cruelty-free)',
      vegan_certified: 'gecertificeerd veganistisch',
      b_corp: 'B Corp',
      ethical_labor: 'eerlijke arbeidsomstandigheden',
    },
    meetsPreference: (p: { name: string; by: string; companyWide?: boolean }) =>
      `Voldoet aan uw voorkeur: ${p.name} (${p.by}${p.companyWide ? ', dat het bedrijf voor al zijn producten heeft' : ''}).`,
    listedPreference: (p: { name: string; by: string }) =>
      `${p.by} vermeldt het merk als ${p.name} op grond van een verklaring van het bedrijf, niet van een audit: er is geen onafhankelijke certificering vastgelegd; controleer de verpakking.`,
    claimedPreference: (p: { name: string; by: string }) =>
      `De geregistreerde keurmerken zeggen ‘${p.name}’ (${p.by}), maar er is geen onafhankelijke certificering bekend: controleer de verpakking op een certificeringslogo.`,
    makerCertificationUnknown: (name: string) =>
      `${name} certificeert bedrijven, geen producten: er is geen ${name}-certificering van de fabrikant vastgelegd, dus dat is hier niet bekend.`,
    considerPreference: (name: string) =>
      `Overweeg gecertificeerde alternatieven (${name}): dit product heeft zo’n keurmerk niet.`,
    labelVerifiedBy: (p: { label: string; by: string; companyWide: boolean }) =>
      `${p.label}: bevestigd door ${p.by}${p.companyWide ? ', dat het bedrijf voor al zijn producten heeft' : ', ook vastgelegd'}.`,
    labelVerifies: (p: { label: string; verifies: string }) => `${p.label}: ${p.verifies}`,
    noSocialImpact: 'Er is geen specifieke informatie over de sociale impact van dit product vastgelegd.',
    concerns: (concerns: readonly string[]) => `Ethische bezwaren: ${f.list(concerns)}.`,
    possibleLabour: (names: readonly string[], origin?: string) =>
      origin === undefined
        ? `Kinder- of dwangarbeid is mogelijk, niet vastgesteld: de herkomst van ${f.list(names.map((n) => f.lower(n)))} is niet vastgelegd.`
        : `Kinder- of dwangarbeid is mogelijk, niet vastgesteld: de vastgelegde herkomst („${origin}”) maakt niet duidelijk waar ${f.list(names.map((n) => f.lower(n)))} vandaan komt.`,
    noConcern: (labels: readonly string[]) =>
      `Geen groot ethisch bezwaar gevonden in de vastgelegde feiten${labels.length > 0 ? `; draagt ${f.list(labels)}` : ''}.`,
    notEnoughPart: (part: string) =>
      `Te weinig gegevens voor een score: de vastgelegde ingrediëntenlijst geeft alleen ${q(part)}, dus de risico’s in de toeleveringsketen van de bestanddelen zijn onbekend.`,
    notEnoughUnreadable:
      'Te weinig gegevens voor een score: de ingrediëntenlijst kon niet worden gelezen, dus de risico’s in de toeleveringsketen van de bestanddelen zijn onbekend.',
    little: 'Er is weinig ethische informatie over dit product vastgelegd.',
    notEnough:
      'Te weinig gegevens voor een score: geen ingrediëntenlijst vastgelegd, dus de risico’s in de toeleveringsketen van de bestanddelen zijn onbekend.',
  },

  welfare: {
    kept: KEPT,
    notKnown: (kept: readonly P.Kept[]) =>
      `Voor dit product is geen dierenwelzijnskeurmerk of claim over de houderij vastgelegd, dus het is niet bekend hoe de ${f.list(kept.map((k) => KEPT[k]))} werden gehouden.`,
    seafoodScheme: (scheme: string) =>
      `Hoe de vis of zeevruchten werden gevangen of gekweekt is gecertificeerd (${scheme}); het keurmerk stelt regels voor de bestanden en het milieu, geen welzijnsnorm voor de dieren.`,
    seafood:
      'Voor dit product is geen certificering vastgelegd, dus het is niet bekend hoe de vis of zeevruchten werden gekweekt of gevangen.',
    bees: 'Voor dit product is geen certificering vastgelegd, dus het is niet bekend hoe de bijenvolken werden beheerd.',
    organicClaim: (p: { said: readonly { words: string; where: P.ClaimWhere }[]; kept: P.Kept }) =>
      `${cap(p.said.map((c) => `${q(c.words)} (${WHERE[c.where]})`).join(', '))}: een biologische claim zonder vastgelegd certificeringssysteem; gecertificeerde biologische regels bevatten dierenwelzijnseisen, maar welke gelden, en dus hoe de ${KEPT[p.kept]} werden gehouden, is niet bekend.`,
    designation: (p: { said: readonly { words: string; where: P.ClaimWhere }[]; kept: P.Kept }) =>
      `${cap(p.said.map((c) => `${q(c.words.length <= 4 ? c.words.toUpperCase() : c.words)} (${WHERE[c.where]})`).join(', '))}: een beschermde benaming (BOB/BGA), waarvan het gepubliceerde productdossier vastlegt hoe het product wordt gemaakt, wat bij dierlijke producten rassen, voer en beweiding kan omvatten; het is geen dierenwelzijnscertificering, dus hoe de ${KEPT[p.kept]} werden gehouden is niet bekend.`,
    gelatine:
      'De gelatine wordt gemaakt van dierenhuid en -botten, en er is geen dierenwelzijnskeurmerk vastgelegd, dus het is niet bekend hoe die dieren werden gehouden.',
    dairyPicture:
      'In de gangbare melkveehouderij worden koeien vaak intensief gehouden, en kalveren worden meestal kort na de geboorte bij hun moeder weggehaald.',
    where: WHERE,
    claims: (p: { said: readonly { words: string; where: P.ClaimWhere }[]; kind: P.ClaimKind; kept: P.Kept }) => {
      const said = p.said.map((c) => `${q(c.words)} (${WHERE[c.where]})`).join(', ');
      const animals = KEPT[p.kept];
      const meaning =
        p.kind === 'cage'
          ? `de ${animals} werden in kooien gehouden`
          : p.kind === 'free-range-eggs'
            ? 'een houderijsysteem dat de handelsnormen voor eieren van de EU en het Verenigd Koninkrijk vastleggen (hennen met overdag onbeperkte toegang tot een uitloop in de open lucht), geen onafhankelijke dierenwelzijnscertificering'
            : p.kind === 'outdoor'
              ? `de fabrikant zegt dat de ${animals} buiten werden gehouden${p.kept === 'hens' ? '' : ' of in de wei graasden'}, geen onafhankelijke dierenwelzijnscertificering`
              : `de fabrikant zegt dat de ${animals} niet in kooien werden gehouden, geen onafhankelijke dierenwelzijnscertificering`;
      return `${cap(said)}: ${meaning}.`;
    },
    contentNotKnown: (maybe: boolean) =>
      maybe
        ? 'Sommige ingrediënten kunnen van dierlijke oorsprong zijn, dus hoe eventuele dieren zijn gehouden is niet bekend.'
        : 'Of het dierlijke ingrediënten bevat is niet bekend, dus hoe eventuele dieren zijn gehouden ook niet.',
    none: 'Geen dierlijke ingrediënten, dus dierenwelzijn is niet van toepassing.',
    evidence: (certification: string | undefined) =>
      `Gegeven over dierenwelzijn: ${certification || 'positieve beoordeling van het dierenwelzijn'}.`,
  },

  evidence: {
    offVegan: 'Ingrediëntenanalyse in het productrecord: veganistisch',
    veganLabel: 'Veganistisch keurmerk op de verpakking',
    glutenFreeLabel: 'Glutenvrij-vermelding op de verpakking (ten hoogste 20 mg/kg, Verordening (EU) nr. 828/2014)',
    ingredient: (p: { segment: string; name?: string }) =>
      `Ingrediënt ${q(p.segment)}${p.name === undefined ? '' : ` (${p.name})`}`,
    additive: (p: { code: string; name: string }) => `Additief ${p.code} ${p.name} is van dierlijke oorsprong`,
    declared: (words: readonly string[]) => `Vermeld allergeen ${words.map(q).join(', ')}`,
    name: (words: string) => `Productnaam ${q(words)}`,
    category: (words: string) => `Categorie ${q(words)}`,
    offNonVegan: 'Ingrediëntenanalyse in het productrecord: niet veganistisch',
    offNonVegetarian: 'Ingrediëntenanalyse in het productrecord: niet vegetarisch',
    notVegan: 'niet veganistisch',
    allergenWords: { dairy: 'melk', eggs: 'eieren', fish: 'vis', shellfish: 'schaal- en weekdieren' },
  },

  alternatives: {
    nutriScore: (p: { theirs: string; mine: string }) => `Nutri-Score ${p.theirs} in plaats van ${p.mine}`,
    nova: (p: { theirs: number; mine: number }) => `NOVA ${p.theirs} in plaats van ${p.mine}`,
    noPalmOil: 'geen palmolie',
    noUnsupportedClaims: 'geen ononderbouwde milieuclaims',
    lessCarbon: (percent: number) => `${percent} % minder CO2e per kg`,
    notTested: 'niet op dieren getest',
    dimensions: DIMENSIONS,
    score: (p: { dimension: Dimension; theirs: number; mine: number }) =>
      `${DIMENSIONS[p.dimension]}: ${p.theirs} in plaats van ${p.mine}`,
    notEnoughData: 'Te weinig gegevens over dit product om het met andere te vergelijken.',
    noneBetter: (category: string) => `Niets in onze catalogus is een betere keuze in deze categorie (${category}).`,
    noneOfKind: 'Er staat nog geen ander product van deze soort in onze catalogus.',
  },
  household: {
    me: 'mij',
    notFor: (names: readonly string[]) => `Niet voor ${names.join(', ')}`,
    lowest: (p: { dimension: Dimension; grade: string }) =>
      `${{ health: 'Gezondheid', environmental: 'Milieu', ethical: 'Ethiek' }[p.dimension]} ${p.grade}`,
    lowScores: 'Lage scores',
  },
};
