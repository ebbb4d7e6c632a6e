import type { AnimalProductType, Dimension } from '@clearcart/contracts';
import type { Catalogue } from './en.ts';
import { FORMATS } from './format.ts';
import type * as P from './params.ts';

/** The food classes a footprint's foods are sorted by (decision 113), as the two footprint messages name them. */
const FOOD_CLASSES: Record<string, string> = {
  meat: 'Fleisch',
  seafood: 'Fisch oder Meeresfrüchte',
  dairy: 'Milchprodukte',
  eggs: 'Eier',
  chocolate: 'Schokolade',
};

const f = FORMATS.de;
const q = f.quote;
/** Keto, paleo and low-carb by name, listed. */
const CARB = (diets: readonly ('keto' | 'paleo' | 'low_carb')[]) =>
  f.list(
    diets.map(
      (d) => ({ keto: 'ketogene Ernährung', paleo: 'Paleo-Ernährung', low_carb: 'kohlenhydratarme Ernährung' })[d],
    ),
  );
const cap = (text: string) => (text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1));
const per = (perMl: boolean) => (perMl ? '100 ml' : '100 g');
const g = (v: number) => `${f.num(v, v < 1 ? 2 : 1)} g`;
const quoted = (items: readonly string[]) => f.list(items.map(q));
const can = (items: readonly unknown[]) => (items.length > 1 ? 'können' : 'kann');
/** What a sensitivity is to: after "auf" (accusative) and after "gegenüber" (dative). */
const SENSITIVE_TO: Record<P.Sensitivity, string> = {
  chemicals: 'Chemikalien',
  preservatives: 'Konservierungsstoffe',
  artificial_additives: 'künstliche Zusatzstoffe',
};
const SENSITIVITY_TOWARDS: Record<P.Sensitivity, string> = {
  chemicals: 'Chemikalien',
  preservatives: 'Konservierungsstoffen',
  artificial_additives: 'künstlichen Zusatzstoffen',
};
const LEVELS: Record<P.Level, string> = { high: 'hoch', medium: 'mittel', low: 'niedrig' };

const ANIMAL_TYPES: Record<AnimalProductType, string> = {
  meat: 'Fleisch',
  dairy: 'Milchprodukte',
  eggs: 'Eier',
  seafood: 'Fisch und Meeresfrüchte',
  'bee product': 'Bienenprodukte',
  'gelatin product': 'Gelatine',
  'animal material': 'tierisches Material',
  unknown: 'nicht näher bestimmt',
};

const NUTRIENTS: Record<P.FsaNutrient, string> = {
  fat: 'Fett',
  saturated_fat: 'gesättigte Fettsäuren',
  sugars: 'Zucker',
  salt: 'Salz',
};
/** After "an" (dative): "ein hoher Gehalt an gesättigten Fettsäuren". */
const NUTRIENTS_DATIVE: Record<P.FsaNutrient, string> = {
  fat: 'Fett',
  saturated_fat: 'gesättigten Fettsäuren',
  sugars: 'Zucker',
  salt: 'Salz',
};
/** How one eats: "Sie ernähren sich natriumarm"; "bei natriumarmer Ernährung". */
const DIETS = { low_sodium: 'natriumarm', low_sugar: 'zuckerarm' } as Record<'low_sodium' | 'low_sugar', string>;
const KEPT: Record<P.Kept, string> = { animals: 'Tiere', cows: 'Kühe', hens: 'Hennen' };
const WHERE: Record<P.ClaimWhere, string> = {
  label: 'ein erfasstes Siegel',
  category: 'seine Kategorie',
  name: 'der Produktname',
  ingredients: 'die Zutatenliste',
};
const RSPO_MODELS: Readonly<Record<string, string>> = {
  'identity preserved': 'Identity Preserved (rückverfolgbar)',
  segregated: 'Segregated (getrennt gehalten)',
  'mass balance': 'Mass Balance (Massenbilanz)',
  'book and claim': 'Book and Claim (Zertifikatehandel)',
};
const DIMENSIONS = { health: 'Gesundheit', environmental: 'Umwelt', ethical: 'Ethik' } as Record<Dimension, string>;
const notRecognised = (named: readonly string[]) =>
  named.length === 1 ? 'ist keine Zutat, die wir erkennen' : 'sind keine Zutaten, die wir erkennen';

/** Why the list on record cannot answer (`ListGap`), as the end of a "can't tell" sentence. */
const listGap = (p: { unreadable: boolean; part?: string; cut?: string }) =>
  p.part !== undefined
    ? `die erfasste Zutatenliste nennt nur ${q(p.part)}`
    : p.cut !== undefined
      ? `die erfasste Zutatenliste bricht ab (${q(`…${p.cut}`)})`
      : p.unreadable
        ? 'die Zutatenliste ließ sich nicht lesen'
        : 'keine Zutatenliste erfasst';

/** The report's messages in German. */
export const de: Catalogue = {
  format: f,
  attribution: [
    'Produktdaten teilweise von Open Food Facts (https://openfoodfacts.org), ODbL',
    'CO2-Fußabdrücke aus AGRIBALYSE 3.1, ADEME, Licence Ouverte',
  ] as readonly string[],
  claimWord: 'Angabe',
  animalTypes: ANIMAL_TYPES,
  countries: {
    us: 'Vereinigte Staaten',
    gb: 'Vereinigtes Königreich',
    nl: 'Niederlande',
    fr: 'Frankreich',
    ie: 'Irland',
    au: 'Australien',
    ca: 'Kanada',
    nz: 'Neuseeland',
    cn: 'China',
  },
  levels: LEVELS,

  evaluation: {
    drafted: 'Hinweis: Diese Produktangaben wurden von einem Sprachmodell entworfen und sind nicht überprüft.',
    /** The source of product facts that cite no page stating them (a home page, a title without an address). */
    catalogSource:
      'Wie im Katalog von ClearCart erfasst (keine Seite des Herstellers mit diesen Angaben ist hinterlegt)',
    unverified:
      'Diese Produktangaben nennen weder einen Eintrag bei Open Food Facts noch die Produktseite des Herstellers und sind daher nicht überprüft.',
    noInformation: (area: Dimension) =>
      `Für dieses Produkt sind keine Angaben zum Bereich ${DIMENSIONS[area]} verfügbar.`,
  },

  certifications: {
    verifiesClaims: (claims: readonly string[]) =>
      ` Sie bestätigt ${claims.length > 1 ? 'die Angaben' : 'die Angabe'} ${claims.map(q).join(' und ')} auf der Verpackung.`,
    /** After a label's description, where the product's facts cite no page a reader can check. */
    onUncheckedFacts:
      ' Dass dieses Produkt es trägt, ist nicht überprüft: Seine Angaben nennen keine Seite, die sie belegt.',
    heldByCompany: (p: { company: string; asOf: string; verifies: string }) =>
      `Zertifizierung von ${p.company}, unternehmensweit (Stand ${p.asOf}), nicht von dieser Verpackung abgelesen. ${p.verifies}`,
  },

  company: {
    asOf: (date: string) => `(Stand ${date}.)`,
    datePassed: (p: { asOf: string; due: string }) =>
      `(Stand ${p.asOf}; das genannte Datum, ${p.due}, ist verstrichen, und was seither geschehen ist, ist nicht erfasst.)`,
    statusNotOnRecord: (reportedOn: string | undefined) =>
      `(${reportedOn === undefined ? 'Die Quellen nennen kein Datum' : `Berichtet, Stand ${reportedOn}`}; ob es noch so ist, ist nicht erfasst.)`,
    owned: (company: string) => `im Besitz von ${company}`,
    majorityOwned: (company: string) => `mehrheitlich im Besitz von ${company}`,
    market: (p: P.MarketParams) => {
      const how =
        p.relation === 'licensee'
          ? `wird von ${p.maker} in Lizenz von ${p.owner} hergestellt`
          : p.relation === 'joint venture'
            ? `wird von einem Gemeinschaftsunternehmen von ${p.maker} und ${p.partner} hergestellt`
            : `gehört zu ${p.maker}`;
      const where = p.countries ? ` — ${p.countries.length > 1 ? 'Länder' : 'Land'}: ${f.list(p.countries)}` : '';
      const brand = p.countries ? p.brand : `${p.brand} (${f.list(p.categories ?? [])})`;
      return `${brand} ${how}${where}${(where || how).endsWith('.') ? '' : '.'}`;
    },
  },

  allergens: {
    contains: (p: { declared?: readonly string[]; onLabel?: boolean; segment?: string; name: string }) => {
      const said = p.onLabel
        ? 'Auf dem Etikett als Allergen deklariert'
        : 'Im Datensatz des Produkts als Allergen geführt';
      const parts: string[] = [];
      if (p.declared) parts.push(p.declared.length > 0 ? `${said} (${p.declared.map(q).join(', ')})` : said);
      if (p.segment) parts.push(`enthalten in der Zutat ${q(p.segment)}`);
      return `${cap(parts.join('; '))}.`;
    },
    mayContain: (p: { segment?: string; name: string }) =>
      `Kann Spuren enthalten (${p.segment ? `laut Etikett ${q(p.segment)}` : `Hinweis ${q('kann enthalten')} auf dem Etikett`}); keine Zutat.`,
    carried: (p: { segment: string; name: string; before?: string }) =>
      p.before === undefined
        ? `Möglich: Die Zutat ${q(p.segment)} kann dieses Allergen mitbringen; ob sie es hier tut, sagt das Etikett nicht.`
        : `Möglich: Vor ${p.before} mussten US-Etiketten dieses Allergen in ${q(p.segment)} nicht nennen, und die erfasste Liste sagt nicht, wann sie gedruckt wurde.`,
    ruledOut: (by: string) =>
      `Keine Zutat eines Produkts, das bekanntermaßen frei davon ist (${by}); Spuren sind nicht erfasst.`,
    named: (p: { words: string; name: string; list: 'unreadable' | 'silent' | 'none' }) =>
      `Sein Name oder seine Kategorie ${q(p.words)} zeigt, dass es ${p.name} enthält; ${{ unreadable: 'die Zutatenliste ist nicht lesbar', silent: 'die erfasste Zutatenliste zeigt es nicht', none: 'keine Zutatenliste erfasst' }[p.list]}.`,
    unreadable: 'Die Zutatenliste ist nicht lesbar, daher nicht auszuschließen.',
    listPart: (part: string) =>
      `Nicht in der erfassten Zutatenliste gefunden, aber sie nennt nur ${q(part)}, daher nicht auszuschließen.`,
    nameSuggests: (p: { words: string; name: string }) =>
      `Der Name nennt „${p.words}“, ein Lebensmittel, das meist ${p.name} enthält, und die erfasste Zutatenliste zeigt keine: Das ist nicht auszuschließen; prüfen Sie die Packung.`,
    glutenDeclared:
      'Gluten ist angegeben, und Weizen ist seine häufigste Quelle; der Eintrag sagt nicht, aus welchem Getreide es stammt, daher ist Weizen nicht auszuschließen.',
    listCut: (ending: string) =>
      `In der erfassten Zutatenliste nicht gefunden, aber sie bricht ab (sie endet mit ${q(ending)}), daher nicht auszuschließen.`,
    emphasisUnread: (item: string) =>
      `In der Zutatenliste nicht gefunden, aber die Liste hebt ${q(item)} hervor, das nicht lesbar ist; Etiketten heben Allergene hervor, daher nicht auszuschließen.`,
    notEvidence: (p: P.NotEvidence) =>
      p.kind === 'wheat_sugars'
        ? `Sein Weizen ist „${p.written}“, ein Glukosesirup, eine Dextrose oder ein Maltodextrin auf Weizenbasis, das kein Gluten einbringt (Verordnung (EU) Nr. 1169/2011, Anhang II 1 a) und b)).`
        : `Das „${p.written}“ des Etiketts bezeichnet Kokosnuss, die nach EU-Recht (Verordnung (EU) Nr. 1169/2011, Anhang II) und den aktuellen Leitlinien der FDA keine Schalenfrucht ist.`,
    absent: 'Nicht deklariert und nicht in der Zutatenliste gefunden.',
    notFound: 'Nicht in der Zutatenliste gefunden.',
    unknown: 'Keine Zutatenliste erfasst, daher nicht auszuschließen.',
    dietProduct: (diet: 'vegan' | 'vegetarian') => (diet === 'vegan' ? 'veganes Produkt' : 'vegetarisches Produkt'),
    comesFrom: (p: { written: string; name: string }) => `Die Zutat ${q(p.written)} ist ein Allergen: ${p.name}.`,
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
          ? `${f.num(p.kj, 1)} kJ sind nicht ${f.num(p.kcal, 1)} kcal${p.scored && p.allowed ? ((r) => ` — der Nutri-Score zählt die kcal, die näher als die kJ an dem liegen, was Fett, Kohlenhydrate, Eiweiß und Ballaststoffe zulassen: ${r.kcalMost === undefined ? `etwa ${f.num(r.kcal, 0)} kcal (${f.num(r.kj, 0)} kJ)` : `zwischen ${f.num(r.kcal, 0)} und ${f.num(r.kcalMost, 0)} kcal (${f.num(r.kj, 0)} bis ${f.num(r.kjMost!, 0)} kJ)`}`)(p.allowed) : p.scored ? ' — der Nutri-Score zählt die kcal, den Wert, den Fett, Kohlenhydrate, Eiweiß und Ballaststoffe zulassen' : ''}`
          : p.code === 'energy_macros'
            ? `${f.num(p.kcal, 1)} kcal, während Fett, Kohlenhydrate und Eiweiß ${f.num(p.fromMacros, 0)} kcal ergeben`
            : p.code === 'energy_over_max'
              ? `${f.num(p.kj, 0)} kJ in 100 g, mehr als reines Fett enthält`
              : p.code === 'macros_over_100'
                ? `die Nährstoffe ergeben zusammen ${f.num(p.total, 1)} g in 100 g`
                : p.code === 'fat_under_list'
                  ? `Fett ${f.num(p.fat, 1)} g, obwohl eine Liste aus nichts als Öl fast nur Fett ist (mindestens ${f.num(p.atLeast, 0)} g), daher wird kein Wert bewertet`
                  : p.code === 'sugars_under_list'
                    ? `Zucker ${f.num(p.sugars, 1)} g, obwohl Zucker als erste von ${p.items} Zutaten mindestens ${f.num(p.atLeast, 1)} g ausmacht`
                    : p.code === 'sugars_under_fruit'
                      ? `Zucker ${f.num(p.sugars, 1)} g, obwohl eine Liste aus ${p.share} % Obst bei ${f.num(p.carbohydrates, 1)} g Kohlenhydraten mindestens ${f.num(p.atLeast, 1)} g Zucker enthält; der Zucker wird daher nicht gewertet`
                      : p.code === 'saturates_under_fat'
                        ? `gesättigte Fettsäuren ${f.num(p.saturatedFat, 1)} g, obwohl ${f.num(p.fat, 1)} g jedes Fetts mindestens ${f.num(p.atLeast, 1)} g enthalten; die gesättigten Fettsäuren werden daher nicht gewertet`
                        : p.code === 'salt_sodium'
                          ? `Salz ${f.num(p.salt, 2)} g, obwohl das angegebene Natrium (${f.num(p.sodium, 3)} g) ${f.num(p.fromSodium, 2)} g Salz entspricht; das Salz wird daher nicht gewertet`
                          : p.code === 'salt_under_list'
                            ? `Salz ${f.num(p.salt, 1)} g, obwohl die Liste Salz nennt (${q(p.written)}) und ein Etikett 0 g nur unter ${f.num(p.atLeast, 4)} g angeben darf; das Salz wird daher nicht gewertet`
                            : `${p.part === 'sugars' ? 'Zucker' : 'gesättigte Fettsäuren'} (${f.num(p.partValue, 1)} g) übersteigen ${p.whole === 'carbohydrates' ? 'die Kohlenhydrate' : 'das Fett'} (${f.num(p.wholeValue, 1)} g)`,
      );

      return `Die erfassten Nährwerte passen nicht zueinander${withList ? ' oder nicht zur Zutatenliste' : ''} (${f.list(list)}): Einer davon ist wohl falsch eingegeben, was darauf beruht, ist unsicher; prüfen Sie die Packung.`;
    },

    /** EU 1169/2011 Annex III 4.1: the warning a drink with more than 150 mg/l caffeine carries, word for word. */

    caffeineWarning: (p: { mgPerL?: number }) =>
      `Erhöhter Koffeingehalt. Für Kinder und schwangere oder stillende Frauen nicht empfohlen. Das EU-Recht (Verordnung 1169/2011, Anhang III 4.1) verlangt diesen Hinweis auf Getränken mit mehr als 150 mg Koffein pro Liter${p.mgPerL === undefined ? '; dieser Energydrink enthält Koffein' : ` (dieses: ${f.num(p.mgPerL, 0)} mg/l)`}.`,
    nutrients: NUTRIENTS,
    light: (p: P.LightParams) => {
      const band =
        p.light === 'high'
          ? `über dem Schwellenwert ${q('hoch')} von ${f.num(p.high, 2)} g`
          : p.light === 'low'
            ? `auf oder unter dem Schwellenwert ${q('niedrig')} von ${f.num(p.low, 2)} g`
            : `zwischen den Schwellenwerten von ${f.num(p.low, 2)} g und ${f.num(p.high, 2)} g`;
      if (p.portion) {
        const unit = p.perMl ? 'ml' : 'g';
        return `${cap(NUTRIENTS[p.nutrient])}: ${f.num(p.portion.value, 2)} g in einer Portion von ${f.num(p.portion.quantity, 0)} ${unit} (${f.num(p.value, 2)} g pro ${per(p.perMl)}), über den ${f.num(p.portion.limit, 2)} g pro Portion über ${p.portion.over} ${unit}, die die britische Ampelkennzeichnung auf der Packungsvorderseite als hoch einstuft (${LEVELS.high}).`;
      }
      return `${cap(NUTRIENTS[p.nutrient])}: ${f.num(p.value, 2)} g pro ${per(p.perMl)}, ${band} der britischen Ampelkennzeichnung auf der Packungsvorderseite (${LEVELS[p.light]}).`;
    },
    highIn: (p: P.HighInParams) =>
      `Vorsicht: hoher Gehalt an ${NUTRIENTS_DATIVE[p.nutrient]} (${p.portion ? `${f.num(p.portion.value, 2)} g in einer Portion von ${f.num(p.portion.quantity, 0)} ${p.perMl ? 'ml' : 'g'}` : `${f.num(p.value, 2)} g pro ${per(p.perMl)}`}); besser kleine Portionen.`,
    highInSummary: (nutrients: readonly P.FsaNutrient[]) =>
      `Hoher Gehalt an ${f.list(nutrients.map((n) => NUTRIENTS_DATIVE[n]))} nach den britischen Schwellenwerten für die Packungsvorderseite.`,
    nutriScore: (p: P.NutriScoreParams) => {
      const basis =
        p.category === 'water'
          ? 'Wasser ohne Aromen'
          : p.estimated
            ? 'berechnet aus den Nährwerten, die Open Food Facts anhand der Zutatenliste geschätzt hat'
            : p.prepared
              ? 'berechnet aus den Nährwerten des zubereiteten Produkts'
              : 'berechnet aus den Nährwerten';
      const { fv } = p;
      const estimate =
        fv.basis === 'off-estimate' && fv.percent > 0
          ? `; Obst, Gemüse und Hülsenfrüchte von Open Food Facts anhand der Zutatenliste auf ${f.num(fv.percent, 0)} % geschätzt`
          : fv.basis === 'ingredients' && fv.percent > 0
            ? `; Obst, Gemüse und Hülsenfrüchte anhand der Zutatenliste auf ${f.num(fv.percent, 0)} % geschätzt`
            : fv.basis === 'category' && fv.percent > 0
              ? `; Obst und Gemüse anhand der Kategorie auf ${f.num(fv.percent, 1)} % geschätzt`
              : '';
      const grade = p.estimated ? `${p.grade}, geschätzt` : p.grade;
      const most = p.fibreUnknown
        ? ` oder weniger, da kein Ballaststoffwert bekannt ist${p.gradeWithFibre ? `: mit genug Ballaststoffen bestenfalls ${p.gradeWithFibre}` : ''};`
        : ',';
      return `Nutri-Score ${grade} (${p.points} ${Math.abs(p.points) === 1 ? 'Punkt' : 'Punkte'}${most} ${basis}${estimate}).`;
    },
    gradeBelowNutriScore: (p: { grade: string; nutriScore: string; ultra: boolean; additives: boolean }) =>
      `Seine Gesundheitsnote ist ${p.grade}, niedriger als sein Nutri-Score ${p.nutriScore}: Die Note berücksichtigt auch ${p.ultra && p.additives ? 'die starke Verarbeitung und bedenkliche Zusatzstoffe' : p.ultra ? 'die starke Verarbeitung' : 'bedenkliche Zusatzstoffe'}.`,
    goodProfile: (grade: string) => `Gutes Nährwertprofil (Nutri-Score ${grade}).`,
    published: (p: { grade: string; estimated: boolean }) =>
      p.estimated
        ? `Open Food Facts vergibt den Nutri-Score ${p.grade}, geschätzt anhand der Zutatenliste.`
        : `Open Food Facts vergibt den Nutri-Score ${p.grade}.`,
    estimated: (p: { perMl: boolean; figures: P.Figures }) => {
      const n = p.figures;
      const parts: string[] = [];
      const kcal = n.energyKcal ?? (n.energyKj !== undefined ? n.energyKj / 4.184 : undefined);
      if (kcal !== undefined) parts.push(`${f.num(kcal, 0)} kcal`);
      if (n.fat !== undefined)
        parts.push(
          `${g(n.fat)} Fett${n.saturatedFat !== undefined ? ` (davon ${g(n.saturatedFat)} gesättigte Fettsäuren)` : ''}`,
        );
      else if (n.saturatedFat !== undefined) parts.push(`${g(n.saturatedFat)} gesättigte Fettsäuren`);
      if (n.carbohydrates !== undefined)
        parts.push(
          `${g(n.carbohydrates)} Kohlenhydrate${n.sugars !== undefined ? ` (davon ${g(n.sugars)} Zucker)` : ''}`,
        );
      else if (n.sugars !== undefined) parts.push(`${g(n.sugars)} Zucker`);
      if (n.fiber !== undefined) parts.push(`${g(n.fiber)} Ballaststoffe`);
      if (n.proteins !== undefined) parts.push(`${g(n.proteins)} Eiweiß`);
      if (n.salt !== undefined) parts.push(`${g(n.salt)} Salz`);
      return `Hinweis: Für dieses Produkt sind keine Nährwerte vom Etikett erfasst. Von Open Food Facts anhand der Zutatenliste geschätzt, pro ${per(p.perMl)}: etwa ${parts.join(', ')}; Schätzwerte, keine Messwerte.`;
    },
    nova4: 'NOVA-Gruppe 4: ein hochverarbeitetes Lebensmittel.',
    nova4Advice: 'Erwägen Sie weniger verarbeitete Alternativen: Dies ist ein hochverarbeitetes Lebensmittel (NOVA 4).',
    ultraProcessed: 'Hochverarbeitet (NOVA 4).',
    preparedFiguresMissing:
      'Zu wenige Daten für eine Bewertung: Der Nutri-Score bewertet es zubereitet, und erfasst sind nur die Nährwerte des Produkts, wie es verkauft wird.',
    notEnoughEstimate:
      'Zu wenige Daten für eine Bewertung: Es sind keine Nährwerte vom Etikett erfasst, nur eine Schätzung.',
    notEnoughFigures: (missing: readonly P.FsaNutrient[]) =>
      `Zu wenige Daten für eine Bewertung (fehlende Nährwerte: ${f.list(missing.map((n) => NUTRIENTS[n]))}).`,
    notApplicable: 'Kein Nutri-Score: Er gilt nicht für diese Art von Produkt.',
    notEnough: 'Zu wenige Daten für eine Bewertung: Es sind keine Nährwerte erfasst.',
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
        ? `Kein Nutri-Score: Der Zucker des Etiketts kann neben seinen Kohlenhydraten und seinem Obst nicht stimmen. Mit dem Zucker bei nicht weniger als den ${f.num(p.sugarsAtLeast, 1)} g gezählt, die es sein müssen, kann er nicht besser als ${p.grade} sein (mindestens ${p.points} Punkte${p.energyAtLeastKj !== undefined ? `, der Brennwert mit nicht weniger als den ${f.num(p.energyAtLeastKj, 0)} kJ gezählt, die Fett, Kohlenhydrate und Eiweiß ergeben` : ''}).`
        : p.saturatedFatAtLeast !== undefined && p.missing.length === 0
          ? `Kein Nutri-Score: Die gesättigten Fettsäuren des Etiketts sind weniger, als jedes Fett enthält. Mit nicht weniger als ${f.num(p.saturatedFatAtLeast, 1)} g gezählt, kann er nicht besser als ${p.grade} sein (mindestens ${p.points} Punkte${p.energyAtLeastKj !== undefined ? `, der Brennwert mit nicht weniger als den ${f.num(p.energyAtLeastKj, 0)} kJ gezählt, die Fett, Kohlenhydrate und Eiweiß ergeben` : ''}).`
          : p.pointsOrElse !== undefined &&
              p.saltOrElse !== undefined &&
              p.saltAtLeast !== undefined &&
              p.missing.length === 0
            ? `Nutri-Score ${p.grade}: Salz und Natrium des Etiketts ergeben zwei Salzgehalte, ${f.num(p.saltAtLeast, 2)} g und ${f.num(p.saltOrElse, 2)} g, die nicht beide stimmen können, und beide ergeben ${p.grade} (${p.points} oder ${p.pointsOrElse} Punkte).`
            : p.saltOrElse !== undefined && p.saltAtLeast !== undefined && p.missing.length === 0
              ? `Kein Nutri-Score: Salz und Natrium des Etiketts ergeben zwei Salzgehalte, ${f.num(p.saltAtLeast, 2)} g und ${f.num(p.saltOrElse, 2)} g, die nicht beide stimmen können. Mit dem geringeren gezählt, kann er nicht besser als ${p.grade} sein (mindestens ${p.points} Punkte${p.energyAtLeastKj !== undefined ? `, der Brennwert mit nicht weniger als den ${f.num(p.energyAtLeastKj, 0)} kJ gezählt, die Fett, Kohlenhydrate und Eiweiß ergeben` : ''}).`
              : p.saltAtLeast !== undefined && p.missing.length === 0
                ? `Kein Nutri-Score: Die 0 g Salz des Etiketts können neben dem Salz, das seine Liste nennt, nicht stimmen. Mit dem Salz bei nicht weniger als ${f.num(p.saltAtLeast, 4)} g gezählt, dem Wenigsten, das ein Etikett nicht auf 0 g rundet, kann er nicht besser als ${p.grade} sein (mindestens ${p.points} Punkte${p.energyAtLeastKj !== undefined ? `, der Brennwert mit nicht weniger als den ${f.num(p.energyAtLeastKj, 0)} kJ gezählt, die Fett, Kohlenhydrate und Eiweiß ergeben` : ''}).`
                : `Kein Nutri-Score: ${f.list(p.missing.map((n) => ({ energy: 'der Brennwert', fat: 'der Fettgehalt', saturated_fat: 'die gesättigten Fettsäuren', sugars: 'der Zucker', salt: 'das Salz', proteins: 'das Eiweiß' })[n]))} des Etiketts ${p.missing.length > 1 ? 'sind' : 'ist'} nicht erfasst. Nach den erfassten Werten kann er nicht besser als ${p.grade} sein (mindestens ${p.points} Punkte${p.energyAtLeastKj !== undefined ? `, der Brennwert mit nicht weniger als den ${f.num(p.energyAtLeastKj, 0)} kJ gezählt, die Fett, Kohlenhydrate und Eiweiß ergeben` : ''}).`,
    kindUntoldGrades: (p: { food: string; drink: string }) =>
      `Kein Nutri-Score und keine Bewertung: Es ist keine Kategorie erfasst, und ClearCart kann weder am Namen noch an der Zutatenliste noch an den Nährwerten erkennen, ob es ein Lebensmittel oder ein Getränk ist. Als Lebensmittel gelesen hätte es den Nutri-Score ${p.food}, als Getränk ${p.drink}.`,
    kindUntold:
      'Hinweis: Es ist keine Kategorie erfasst, und ClearCart kann weder am Namen noch an der Zutatenliste noch an den Nährwerten erkennen, ob es ein Lebensmittel oder ein Getränk ist: Die Werte werden pro 100 g nach den Tabellen für Lebensmittel des Nutri-Score und der Ampel gelesen.',
    foodSupplement:
      'Kein Nutri-Score und keine Bewertung: Nahrungsergänzungsmittel sind von der Nährwertdeklaration ausgenommen, auf der beide beruhen (Verordnung (EU) Nr. 1169/2011, Art. 29).',
  },

  health: {
    noIngredientList:
      'Prüfen Sie die Zutatenliste auf der Verpackung: Es ist keine erfasst, daher lassen sich Allergene nicht ausschließen.',
    contains: (names: readonly string[]) => `Enthält ${f.list(names)}.`,
    mayContainTraces: (names: readonly string[]) => `Kann Spuren enthalten: ${f.list(names)}.`,
    mayContainNote: (names: readonly string[]) => `Hinweis: Laut Etikett kann es Spuren enthalten: ${f.list(names)}.`,
    mayContainThrough: (names: readonly string[], through: readonly string[]) =>
      `Kann über ${through.length > 0 ? f.list(through.map(f.quote)) : 'seine Zutaten'} enthalten: ${f.list(names)}.`,
    additivesOfConcern: (names: readonly string[]) => `Bedenkliche Zusatzstoffe: ${f.list(names)}.`,
    noTrackedAllergen: (count: number) =>
      `Keines der ${count} erfassten Allergene ist deklariert oder in der Zutatenliste aufgeführt.`,
    efsaRisk: (risk: 'high' | 'moderate') =>
      `Risiko einer zu hohen Aufnahme laut EFSA: ${risk === 'high' ? 'hoch' : 'mäßig'}.`,
    sensitivitySet: (p: { sensitivity: P.Sensitivity; slider: number }) =>
      `Sie haben Ihre Empfindlichkeit gegenüber ${SENSITIVITY_TOWARDS[p.sensitivity]} auf ${p.slider} gestellt.`,
    sensitiveAlert: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Enthält ${p.name} — Sie reagieren empfindlich auf ${SENSITIVE_TO[p.sensitivity]}`,
    sensitiveCaution: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Vorsicht: enthält ${p.name}, und Sie haben eine Empfindlichkeit gegenüber ${SENSITIVITY_TOWARDS[p.sensitivity]} angegeben.`,
    sensitiveNote: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Hinweis: enthält ${p.name} (geringe Bedenken), und Sie haben eine Empfindlichkeit gegenüber ${SENSITIVITY_TOWARDS[p.sensitivity]} angegeben.`,
    additiveCaution: (p: { name: string; concern: string }) => `Vorsicht: enthält ${p.name}. ${p.concern}`.trim(),
    animalDerived: (type: AnimalProductType) => `Tierischen Ursprungs (${ANIMAL_TYPES[type]}).`,
    sourcingRisks: 'Wegen der Risiken bei der Beschaffung aufgeführt.',
  },

  personal: {
    avoidNone: (_name: string) => 'Sie meiden dieses Allergen: nicht gefunden.',
    youAvoid: (_name: string) => 'Sie meiden dieses Allergen.',
    containsAlert: (name: string) => `Enthält ${name} — das meiden Sie`,
    glutenDeclaredAlert: (name: string) =>
      `Kann ${name} enthalten — Gluten ist angegeben, und der Eintrag sagt nicht, aus welchem Getreide es stammt`,
    mayContainAlert: (name: string) => `Kann ${name} enthalten — das meiden Sie`,
    cannotRuleOutListed: (name: string) =>
      `${cap(name)} nicht auszuschließen — die erfasste Zutatenliste entscheidet es nicht`,
    checkPackListed: (name: string) =>
      `Prüfen Sie die Verpackung auf ${name}: Die erfasste Zutatenliste entscheidet es nicht.`,
    cannotRuleOutAlert: (name: string) => `${cap(name)} nicht auszuschließen — keine Zutatenliste erfasst`,
    tracesUnknownAlert: (name: string) =>
      `Keine Zutat mit ${name}, aber Spuren sind nicht auszuschließen — keine Zutatenliste erfasst`,
    avoidContains: (p: { name: string; written?: string }) =>
      `Meiden Sie dieses Produkt: Es enthält ${p.name}${p.written ? ` (${q(p.written)})` : ''}, und Sie meiden dieses Allergen.`,
    cautionTraces: (name: string) => `Vorsicht: Es kann Spuren eines Allergens enthalten, das Sie meiden (${name}).`,
    cautionCarried: (p: { name: string; written: string }) =>
      `Vorsicht: Die Zutat ${q(p.written)} kann ein Allergen mitbringen, das Sie meiden (${p.name}).`,
    checkPack: (name: string) => `Prüfen Sie die Verpackung auf ${name}: Es ist keine Zutatenliste erfasst.`,
    diets: DIETS,
    followDiet: (diet: 'low_sodium' | 'low_sugar') => `Sie ernähren sich ${DIETS[diet]}.`,
    dietListedAlert: (because: string) =>
      `Nicht geeignet, wenn Sie sich ${DIETS.low_sugar} ernähren — die Zutatenliste nennt ${q(because)} unter den ersten Zutaten`,
    dietListedAvoid: (because: string) =>
      `Zu meiden bei ${DIETS.low_sugar}er Ernährung: Die Zutatenliste nennt ${q(because)} unter den ersten Zutaten, und der Zuckergehalt des Etiketts ist nicht erfasst.`,
    dietLimitAlert: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
      `Hoher Gehalt an ${NUTRIENTS_DATIVE[p.nutrient]} — Sie ernähren sich ${DIETS[p.diet]}`,
    dietLimitAvoid: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
      `Zu meiden bei ${DIETS[p.diet]}er Ernährung: Es hat einen hohen Gehalt an ${NUTRIENTS_DATIVE[p.nutrient]}.`,
    dietLimitUnknownAlert: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient; atLeast?: number }) =>
      `Nicht erkennbar, ob es zu ${DIETS[p.diet]}er Ernährung passt — Wert des Etiketts nicht erfasst (${NUTRIENTS[p.nutrient]})${p.atLeast !== undefined ? `; laut Zutatenliste mindestens ${f.num(p.atLeast, 1)} g je 100 g` : ''}`,
    dietLimitNotLowAlert: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient; atLeast: number }) =>
      `Gehalt nicht niedrig (${NUTRIENTS[p.nutrient]}) — Sie ernähren sich ${DIETS[p.diet]}`,
    dietLimitNotLow: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient; atLeast: number }) =>
      `Prüfen Sie die Menge: Der Wert des Etiketts ist nicht erfasst (${NUTRIENTS[p.nutrient]}), doch die Zutatenliste allein ergibt mindestens ${f.num(p.atLeast, 1)} g je 100 g, mehr als ein Lebensmittel mit niedrigem Gehalt enthält, und Sie ernähren sich ${DIETS[p.diet]}.`,
    dietLimitMedium: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
      `Prüfen Sie die Menge: Der Gehalt (${NUTRIENTS[p.nutrient]}) ist nicht niedrig, sondern mittel, und Sie ernähren sich ${DIETS[p.diet]}.`,
    dietLimitCheck: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
      `Prüfen Sie den Wert auf der Verpackung (${NUTRIENTS[p.nutrient]}): Der Wert des Etiketts ist nicht erfasst, und Sie ernähren sich ${DIETS[p.diet]}.`,
    avoidedIngredientAlert: (word: string) => `Enthält ${q(word)} — steht auf Ihrer Liste zu meidender Zutaten`,
    sensitivityUnknownAlert: (p: { sensitivity: P.Sensitivity; unreadable: boolean; part?: string; cut?: string }) =>
      `Sie haben eine Empfindlichkeit gegenüber ${SENSITIVITY_TOWARDS[p.sensitivity]} angegeben: nicht erkennbar, ob es welche enthält — ${listGap(p)}`,
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
        ? `Nicht erkennbar, ob es ${q(p.word)} enthält — die Zutatenliste nennt es nur als eine von mehreren Möglichkeiten (${q(p.oneOf)})`
        : p.unsourced !== undefined
          ? `Nicht erkennbar, ob es ${q(p.word)} enthält — die Liste sagt nicht, woraus ${q(p.unsourced)} hergestellt ist`
          : p.unrecognised !== undefined
            ? `Nicht erkennbar, ob es ${q(p.word)} enthält — ${q(p.unrecognised)} ist keine Zutat, die wir kennen`
            : p.maybe !== undefined
              ? `Nicht erkennbar, ob es ${q(p.word)} enthält — ${q(p.maybe)} kann daraus hergestellt sein, und die Liste sagt nicht, ob es hier so ist`
              : p.inName
                ? `Nicht erkennbar, ob es ${q(p.word)} enthält — der Name nennt ${q(p.inName)}, die erfasste Zutatenliste zeigt es aber nicht; prüfen Sie die Packung`
                : `Nicht erkennbar, ob es ${q(p.word)} enthält — ${listGap(p)}`,
    avoidedUnrecognisedAlert: (word: string) =>
      `Wir kennen ${q(word)} nicht und können darum nicht sagen, ob die Liste es nennt; prüfen Sie die Zutatenliste selbst`,
    avoidedIngredient: (p: { word: string; segment: string }) =>
      `Meiden Sie dieses Produkt: ${q(p.segment)} entspricht ${q(p.word)} auf Ihrer Liste zu meidender Zutaten.`,
    ingredientPurpose: 'Zutat',
    onAvoidList: (word: string) => `Auf Ihrer Liste zu meidender Zutaten (${word}).`,
    paleoAlert: (because: readonly string[]) => `Nicht paleo — enthält ${f.list(because.map(q))}`,
    paleoAvoid: (because: readonly string[]) =>
      `Bei Paleo-Ernährung zu meiden: Enthält ${f.list(because.map(q))}, und diese Ernährung schließt Getreide, Hülsenfrüchte, Milchprodukte und raffinierten Zucker aus.`,
    carbDietAlert: (p: P.CarbDietExcluded) =>
      p.because !== undefined
        ? `Nicht geeignet für ${CARB(p.diets)} — die Zutatenliste nennt ${q(p.because)} unter den ersten Zutaten`
        : `Nicht geeignet für ${CARB(p.diets)} — ${f.num(p.grams ?? 0, 1)} g Kohlenhydrate pro ${per(p.perMl === true)}`,
    carbDietAvoid: (p: P.CarbDietExcluded) =>
      p.because !== undefined
        ? `Bei ${CARB(p.diets)} zu meiden: Die Zutatenliste nennt ${q(p.because)} unter den ersten Zutaten, und diese Ernährung begrenzt Zucker und stärkereiche Lebensmittel.`
        : `Bei ${CARB(p.diets)} zu meiden: ${f.num(p.grams ?? 0, 1)} g Kohlenhydrate pro ${per(p.perMl === true)}, mehr als die Hälfte des Gewichts.`,
    paleoOpen: (read: boolean) =>
      read
        ? 'Hinweis: Nichts in der Zutatenliste ist Getreide, eine Hülsenfrucht, ein Milchprodukt, raffinierter Zucker oder ein synthetischer Süßstoff oder Farbstoff, die eine Paleo-Ernährung ausschließt; ob der Rest zu Ihrer Paleo-Ernährung passt, wird nicht beurteilt.'
        : 'Hinweis: Ohne lesbare Zutatenliste wird nicht beurteilt, ob es zu einer Paleo-Ernährung passt.',
    carbohydratesOnRecord: (p: { grams: number; perMl: boolean; diets: readonly ('keto' | 'paleo' | 'low_carb')[] }) =>
      `Hinweis: ${f.num(p.grams, 1)} g Kohlenhydrate pro ${p.perMl ? '100 ml' : '100 g'}; die Grenzen für ${CARB(p.diets)} sind verschieden, daher wird die Eignung nicht bewertet.`,
    carbohydrates: (diets: readonly ('keto' | 'paleo' | 'low_carb')[]) =>
      `Hinweis: Der Kohlenhydratgehalt ist nicht erfasst, daher wird die Eignung für ${CARB(diets)} nicht bewertet.`,
    animalIngredients: (p: { food: boolean; types: readonly AnimalProductType[] }) =>
      `${p.food ? 'tierische' : 'tierisch gewonnene'} Zutaten (${f.list(p.types.map((t) => ANIMAL_TYPES[t]))})`,
    veganContainsAlert: (animal: string) => `Enthält ${animal} — Sie ernähren sich vegan`,
    veganContains: (animal: string) => `Zu meiden bei veganer Ernährung: Es enthält ${animal}.`,
    veganMaybeAlert: (because: readonly string[]) =>
      `Möglicherweise nicht vegan: ${quoted(because)} ${can(because)} tierischen Ursprungs sein — Sie ernähren sich vegan`,
    veganMaybe: (because: readonly string[]) =>
      `Prüfen Sie beim Hersteller, ob es vegan ist: ${quoted(because)} ${can(because)} tierischen Ursprungs sein.`,
    vegetarianContainsAlert: 'Nicht vegetarisch — Sie ernähren sich vegetarisch',
    vegetarianContains: (because: readonly string[]) =>
      because.length > 0
        ? `Zu meiden bei vegetarischer Ernährung: Es enthält ${quoted(because)}, ${because.length > 1 ? 'die' : 'das'} nicht vegetarisch ${because.length > 1 ? 'sind' : 'ist'}.`
        : 'Zu meiden bei vegetarischer Ernährung: Laut seinem Datensatz ist es nicht vegetarisch.',
    vegetarianMaybeAlert: (because: readonly string[]) =>
      `Möglicherweise nicht vegetarisch: ${quoted(because)} ${can(because)} tierischen Ursprungs sein — Sie ernähren sich vegetarisch`,
    glutenContainsAlert: 'Enthält Gluten — Sie ernähren sich glutenfrei',
    glutenContains: 'Zu meiden bei glutenfreier Ernährung: Es enthält Weizen oder Gluten.',
    dietUnknownAlert: (diet: 'vegan' | 'vegetarian' | 'gluten_free') =>
      ({
        vegan: 'Nicht erkennbar, ob es vegan ist — Sie ernähren sich vegan',
        vegetarian: 'Nicht erkennbar, ob es vegetarisch ist — Sie ernähren sich vegetarisch',
        gluten_free: 'Nicht erkennbar, ob es glutenfrei ist — Sie ernähren sich glutenfrei',
      })[diet],
    glutenMaybeAlert: 'Kann Gluten enthalten — Sie ernähren sich glutenfrei',
    glutenMaybe: 'Vorsicht bei glutenfreier Ernährung: Es kann Spuren von Gluten enthalten.',
  },

  nonFood: {
    fragranceAllergen: 'Ein Duftstoff-Allergen, auf dem Etikett genannt.',
    chemicalsSet: (slider: number) => `Sie haben Ihre Empfindlichkeit gegenüber Chemikalien auf ${slider} gestellt.`,
    sensitiveAlert: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Enthält ${p.name} — Sie reagieren empfindlich auf ${SENSITIVE_TO[p.sensitivity]}`,
    sensitiserAlert: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Enthält ${p.name}, einen hautsensibilisierenden Stoff — Sie reagieren empfindlich auf ${SENSITIVE_TO[p.sensitivity]}`,
    substanceCaution: (p: { name: string; status: string }) => `Vorsicht: enthält ${p.name}. ${p.status}`,
    sensitiser: (p: { statement: string; code: string; classification: string; atHome: string }) =>
      `Hautsensibilisierend — ${p.statement} (${p.code}). ${p.classification} ${p.atHome}`,
    pictogram: (pictogram: string) => `Piktogramm ${pictogram}. `,
    hazardCaution: (p: { statement: string; atHome: string }) => `Vorsicht: ${p.statement} ${p.atHome}`,
    labelledFragrance: 'Ein gekennzeichnetes Duftstoff-Allergen.',
    nano: `Als Nanomaterial enthalten (gekennzeichnet mit ${q('nano')}).`,
    someShades: `Nur in einigen Farbtönen (${q('kann enthalten')}).`,
    perfuming: 'Parfümierend',
    noIngredientList: 'Keine Zutatenliste erfasst.',
    checkIngredientList: 'Prüfen Sie die Zutatenliste auf der Verpackung: Es ist keine erfasst.',
    fragranceSummary: (names: readonly string[]) =>
      `Enthält ${names.length} Duftstoff-Allergen${names.length > 1 ? 'e' : ''} (${f.list(names)}).`,
    fragranceCautionDetergent: (names: readonly string[]) =>
      `Vorsicht, wenn Ihre Haut auf Duftstoffe reagiert: Es enthält ${f.list(names)}. Nach dem EU-Detergenzienrecht müssen Duftstoff-Allergene ab ${f.num(0.01, 2)} % genannt werden, damit Menschen, die gegen einen davon sensibilisiert sind, ihn meiden können.`,
    fragranceCaution: (names: readonly string[]) =>
      `Vorsicht, wenn Ihre Haut auf Duftstoffe reagiert: Es enthält ${f.list(names)}. Nach EU-Recht müssen Duftstoff-Allergene ab ${f.num(0.001, 3)} % in Produkten, die auf der Haut verbleiben, und ab ${f.num(0.01, 2)} % in abzuspülenden Produkten genannt werden, damit Menschen, die gegen einen davon sensibilisiert sind, ihn meiden können.`,
    fragranceAlert: (names: readonly string[], more = 0) =>
      `Enthält Duftstoff-Allergene (${f.list(more > 0 ? [...names, `${more} weitere`] : names)}) — Sie reagieren empfindlich auf Chemikalien`,
    substances: (names: readonly string[]) => `Bedenkliche Stoffe: ${f.list(names)}.`,
    hazards: (codes: readonly string[]) => `Gefahrenhinweise auf der Verpackung: ${f.list(codes)}.`,
    sensitisers: (names: readonly string[]) =>
      `${names.length > 1 ? 'Hautsensibilisierende Stoffe' : 'Hautsensibilisierender Stoff'}: ${f.list(names)} (kann allergische Hautreaktionen verursachen).`,
    nothingTracked:
      'Kein gekennzeichnetes Duftstoff-Allergen und kein gesundheitlich bedenklicher Stoff, den wir erfassen, in der Zutatenliste.',
    notScored: 'Zu wenige Daten für eine Bewertung: Gesundheitsbewertungen gelten für Lebensmittel und Getränke.',
  },

  palmOil: {
    evidenceSegment: (segment: string) => `die Zutat ${q(segment)}`,
    evidenceLabel: (label: string) => `das Label ${q(label)} auf der Verpackung`,
    evidenceAnalysis: 'die Zutatenanalyse im Datensatz des Produkts, die Palmöl gefunden hat',
    explanation:
      'Die Ausweitung von Ölpalmenplantagen hat die Abholzung tropischer Wälder und den Verlust von Lebensräumen vorangetrieben; Zertifizierungssysteme wie RSPO setzen Standards für eine nachhaltigere Erzeugung.',
    certified: (p: { evidence: string; label: string }) =>
      `Enthält Palmöl (${p.evidence}), zertifiziert nach ${p.label}.`,
    certifiedRating: (label: string) => `Zertifiziert (${label})`,
    companyClaim: (p: { evidence: string; company: string; owns?: string; rspo: string }) =>
      `Das Palmöl dieses Produkts (${p.evidence}): keine Nachhaltigkeitszertifizierung erfasst. ${p.company}${p.owns ? `, Eigentümer von ${p.owns},` : ''} gibt an, RSPO-zertifiziertes Palmöl nach dem Modell ${RSPO_MODELS[p.rspo] ?? p.rspo} zu kaufen — unternehmensweit, für dieses Produkt nicht überprüft.`,
    rspoModels: RSPO_MODELS,
    uncertified: (evidence: string) => `Enthält Palmöl (${evidence}) ohne erfasste Nachhaltigkeitszertifizierung.`,
    noCertification: 'Keine Zertifizierung erfasst',
    freeMilkProduct: (category: string) =>
      `Kein Palmöl: Ein Produkt der Kategorie ${q(category)} wird aus Milch hergestellt, und kein anderes Fett darf sein Milchfett ersetzen (Verordnung (EU) Nr. 1308/2013, Anhang VII Teil III).`,
    freeWholeFood: (category: string) =>
      `Kein Palmöl: Ein Produkt der Kategorie ${q(category)} ist seine einzige Zutat.`,
    freeByAnalysis: 'Zutatenanalyse im Datensatz des Produkts: palmölfrei.',
    freeUnrecognised: (named: readonly string[]) =>
      `Kein Palmöl in der Zutatenliste. ${quoted(named)} ${notRecognised(named)}, aber das ist zu wenig, um die Frage offenzulassen.`,
    free: 'Kein Palmöl in der Zutatenliste.',
    freeExplanation: 'Palmölfrei, daher entfällt das Abholzungsrisiko von nicht zertifiziertem Palmöl.',
    freeRating: 'Palmölfrei',
    maybe: (named: readonly string[]) =>
      `Kann Palmöl enthalten: ${quoted(named)} ${can(named)} aus Palmöl hergestellt sein, und die Liste sagt nicht, welches Öl.`,
    unknownCut: (ending: string) =>
      `Palmöl ist nicht auszuschließen: Die erfasste Zutatenliste bricht ab (sie endet mit ${q(ending)}).`,
    unknownNoList: 'Keine Zutatenliste erfasst, daher ist Palmöl nicht auszuschließen.',
    unknown: (named: readonly string[]) => `Palmöl ist nicht auszuschließen: ${quoted(named)} ${notRecognised(named)}.`,
    unknownUnsourced: (named: readonly string[]) =>
      `Palmöl ist nicht auszuschließen: Die Liste sagt nicht, woraus ${quoted(named)} ${named.length === 1 ? 'hergestellt ist' : 'hergestellt sind'}.`,
    maybeRating: 'Kann Palmöl enthalten',
    unknownRating: 'Unbekannt',
    summaryUncertified: 'Enthält Palmöl ohne erfasste Nachhaltigkeitszertifizierung.',
    summaryCompanyClaim:
      'Enthält Palmöl ohne erfasste Nachhaltigkeitszertifizierung; sein Hersteller gibt an, konzernweit RSPO-zertifiziertes Palmöl zu kaufen.',
    summaryCertified: (label: string) => `Enthält Palmöl, zertifiziert nach ${label}.`,
    companyAdvice:
      'Sein Hersteller gibt an, konzernweit RSPO-zertifiziertes Palmöl zu kaufen; achten Sie auf das RSPO-Siegel, um es für dieses Produkt zu wissen, oder wählen Sie ein palmölfreies.',
    advice: 'Erwägen Sie ein palmölfreies Produkt oder eines mit RSPO-zertifiziertem Palmöl.',
  },

  environment: {
    /** The environmental concerns of the company that weigh on the score (curated names, in English). */

    companyRecord: (p: { company: string }) =>
      `Die Bilanz von ${p.company} fließt in diese Bewertung ein: Seine Umweltprobleme stehen weiter unten.`,
    carbon: (p: { kg: number; name: string }) => `Etwa ${f.num(p.kg, 2)} kg CO2e pro kg für ${q(p.name)}.`,
    carbonMethod: (p: { basis: string; low: number; high: number }) =>
      `Wert: ${p.basis}. ClearCart wertet ≤ ${f.num(p.low)} als niedrig und > ${f.num(p.high)} als hoch: das untere und das obere Drittel der Lebensmittel in AGRIBALYSE 3.1.`,
    water: (p: { litres: number; name: string }) => `Etwa ${f.num(p.litres, 0)} Liter Wasser pro kg für ${q(p.name)}.`,
    waterMethod: (p: { low: number; high: number }) =>
      `Wert: weltweiter durchschnittlicher Wasser-Fußabdruck (grün + blau + grau), Daten des Water Footprint Network (siehe Quellen). Stufen von ClearCart: ≤ ${f.num(p.low, 0)} L/kg niedrig, > ${f.num(p.high, 0)} L/kg hoch.`,
    noWater: 'Für diese Produktkategorie gibt es noch keinen Wert zum Wasserverbrauch.',
    footprintBasis: (p: P.FootprintBasisParams) => {
      const tags = `${p.categories.length === 1 ? 'der Kategorie' : 'den Kategorien'} ${p.categories.map(q).join(', ')}`;
      const foods = p.examples.map(q).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, das Lebensmittel, das Open Food Facts ${tags} oder ihren Unterkategorien zuordnet`
        : `AGRIBALYSE 3.1, Median von ${p.count} Lebensmitteln, die Open Food Facts ${tags} oder ihren Unterkategorien zuordnet${p.leftOut ? ' (zu Hause zubereitete Formen ausgenommen)' : ''}, z. B. ${foods}`;
    },
    surfactant: (p: {
      written: string;
      surfactantClass: string;
      readily: boolean;
      degraded: boolean;
      poor: boolean;
    }) => {
      const said = [
        ...(p.readily ? ['leicht biologisch abbaubar, wo Sauerstoff vorhanden ist'] : []),
        ...(p.degraded ? ['auch ohne Sauerstoff abgebaut'] : []),
        ...(p.poor ? ['ohne Sauerstoff, etwa in Sedimenten und Klärschlamm, Berichten zufolge schlecht abbaubar'] : []),
      ];
      return `${q(p.written)} (${p.surfactantClass}): ${said.join('; ')}.`;
    },
    partial:
      'Teilbewertung: Keine Zutatenliste erfasst, daher sind die Beschaffungsrisiken seiner Bestandteile nicht berücksichtigt.',
    partialPart: (part: string) =>
      `Teilbewertung: Die erfasste Zutatenliste nennt nur ${q(part)}, daher sind die Beschaffungsrisiken seiner Bestandteile nicht berücksichtigt.`,
    partialCapped: (grade: string) =>
      `Die eigene Umweltnote von Open Food Facts für dieses Produkt ist ${grade}: Eine Teilbewertung bleibt nicht besser als sie.`,
    partialNamed: (named: readonly string[]) =>
      `Teilbewertung: Keine Zutatenliste erfasst, daher sind nur die Beschaffungsrisiken dessen berücksichtigt, woraus es laut Name, Kategorie oder Datensatz besteht (${f.list(named)}).`,
    partialFootprint:
      'Teilbewertung: Für seine Kategorie passt kein Fußabdruck-Wert, daher zählt sein Fußabdruck wie ein hoher, nie besser als ein bekannter.',
    partialUnreadable:
      'Teilbewertung: Die Zutatenliste ließ sich nicht lesen, daher sind die Beschaffungsrisiken seiner Bestandteile nicht berücksichtigt.',
    footprintSummary: (p: { kg: number; rating: P.Level }) =>
      `Geschätzt ${f.num(p.kg, 3)} kg CO2e pro kg für seine Kategorie (${LEVELS[p.rating]}).`,
    highCarbon: 'Erwägen Sie klimafreundlichere Alternativen: Diese Kategorie hat einen hohen CO2-Fußabdruck.',
    noFootprint: 'Für diese Produktkategorie gibt es noch keinen Wert zum CO2-Fußabdruck.',
    noCategory: 'Keine Kategorie erfasst, daher gilt kein Wert zum CO2-Fußabdruck.',
    /** Decision 113: a footprint fitted to what the list rules out, or none that fits the product as sold. */
    footprintBasisFitted: (p: {
      count: number;
      of: number;
      name: string;
      classes: readonly string[];
      examples: readonly string[];
    }) => {
      const c = p.classes.map((k) => FOOD_CLASSES[k] ?? k).join(' oder ');
      const foods = p.examples.map((e) => `“${e}”`).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, das einzige der ${p.of} Lebensmittel hinter dem Wert für „${p.name}“ ohne ${c}, die seine Zutatenliste nicht enthält`
        : `AGRIBALYSE 3.1, Median von ${p.count} der ${p.of} Lebensmittel hinter dem Wert für „${p.name}“: die mit ${c}, die seine Zutatenliste nicht enthält, ausgelassen; z. B. ${foods}`;
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
      const own = p.fromName ? 'wie der Name des Produkts' : 'seine eigene Kategorie, die keinen Wert hat';
      const foods = p.examples.map((e) => `“${e}”`).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, das einzige der ${p.of} Lebensmittel hinter dem Wert für „${p.name}“, dessen Name „${p.category}“ sagt, ${own} (die Werte dieser Lebensmittel streuen zu stark, als dass ihr Median sie vertreten könnte)`
        : `AGRIBALYSE 3.1, Median von ${p.count} der ${p.of} Lebensmittel hinter dem Wert für „${p.name}“: die, deren Namen „${p.category}“ sagen, ${own} (die Werte dieser Lebensmittel streuen zu stark, als dass ihr Median sie vertreten könnte); z. B. ${foods}`;
    },
    footprintBasisVariety: (p: P.VarietyBasis) => {
      const foods = p.examples.map((e) => `“${e}”`).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, das der ${p.of} Lebensmittel hinter dem Wert für „${p.name}“, dessen Sorte der Name des Produkts sagt („${p.variety}“)`
        : `AGRIBALYSE 3.1, Median von ${p.count} der ${p.of} Lebensmittel hinter dem Wert für „${p.name}“: die, deren Sorte der Name des Produkts sagt („${p.variety}“); z. B. ${foods}`;
    },
    footprintBasisKept: (p: { count: number; of: number; name: string; kept: string; examples: readonly string[] }) => {
      const c = FOOD_CLASSES[p.kept] ?? p.kept;
      const foods = p.examples.map((e) => `“${e}”`).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, das einzige der ${p.of} Lebensmittel hinter dem Wert für „${p.name}“ mit ${c}, die seine Zutatenliste unter den ersten drei Zutaten nennt`
        : `AGRIBALYSE 3.1, Median von ${p.count} der ${p.of} Lebensmittel hinter dem Wert für „${p.name}“: die mit ${c}, die seine Zutatenliste unter den ersten drei Zutaten nennt; z. B. ${foods}`;
    },
    noFootprintForList: (p: { name: string; classes: readonly string[] }) => {
      const c = p.classes.map((k) => FOOD_CLASSES[k] ?? k).join(' oder ');
      return `Kein Wert zum CO2-Fußabdruck passt zu diesem Produkt: Jedes Lebensmittel hinter dem Wert für „${p.name}“ enthält ${c}, was seine Zutatenliste nicht enthält.`;
    },
    noFootprintForConcentrate: (p: { name: string; salt?: number; perMl?: boolean }) =>
      `Kein Wert zum CO2-Fußabdruck passt zu diesem Produkt: Es wird konzentriert oder getrocknet verkauft${p.salt !== undefined ? ` (${g(p.salt)} Salz pro ${per(p.perMl === true)}, weit mehr als eine verzehrfertige Brühe oder Suppe enthält)` : ''}, und der Wert für „${p.name}“ gilt dem verzehrfertigen Lebensmittel.`,
    noFootprintForKind: (p: { name: string; category: string }) =>
      `Kein Wert zum CO2-Fußabdruck passt zu diesem Produkt: Der Wert für „${p.name}“ gilt einer anderen Art Lebensmittel als „${p.category}“, wie es verkauft wird.`,
    packagingNote: (p: { name: string; note: string }) => `${p.name}: ${p.note}`,
    notRecyclable: 'Erwägen Sie Produkte in recycelbarer Verpackung: Diese Verpackung ist nicht weithin recycelbar.',
    recyclingRules: (names: readonly string[]) => `Prüfen Sie die örtlichen Entsorgungsregeln für: ${f.list(names)}.`,
    packagingUnknown: (onRecord: readonly string[]) =>
      `Die erfasste Verpackung (${onRecord.join(', ')}) ist in unserem Wissen über Verpackungen noch nicht enthalten.`,
    noPackaging: 'Keine Angaben zur Verpackung erfasst.',
    ecoScoreStatus: 'Von Open Food Facts veröffentlicht',
    ecoScore: (label: string) =>
      `Eco-Score / Umwelt-Score von Open Food Facts: ${label} (Ökobilanz der Kategorie mit Boni und Mali).`,
    concern: 'Bedenklich',
    persistent: (p: { written: string; concern: string }) => `${q(p.written)}: ${p.concern}`,
    avoidPersistent: (p: { written: string; concern: string }) =>
      `Erwägen Sie Produkte ohne ${p.written}: ${p.concern}`,
    aquatic: (p: { code: string; statement: string; pictogram?: string; atHome: string }) =>
      `Auf der Verpackung steht ${q(`${p.code} ${p.statement}`)}${p.pictogram ? ` (Piktogramm ${p.pictogram})` : ''}. ${p.atHome}`,
    criteriaKey: (label: string) => `Kriterien: ${label}`,
    good: 'Gut',
    fair: 'Mittel',
    criteria: (p: { label: string; group: string; verifies: readonly string[] }) =>
      `Was ${p.label} für ${q(p.group)} prüft: ${p.verifies.join(' ')}`,
    surfactantKey: 'Biologische Abbaubarkeit der Tenside',
    refill: (words: readonly string[]) =>
      `Als Nachfüllpackung verkauft (${quoted(words)}): Sie füllt einen Behälter nach, den Sie schon haben, statt in einem neuen zu kommen.`,
    concentrate: (words: readonly string[]) =>
      `Als Konzentrat verkauft (${quoted(words)}): Eine kleinere Dosis genügt, also weniger Produkt und Verpackung pro Anwendung.`,
    commodityUntraced: (p: { name: string; note: string; label: string }) =>
      `${p.name}: ${p.note} Die erfasste Zertifizierung, ${p.label}, besagt nicht, dass das in diesem Produkt verwendete selbst zertifiziert ist: Das Risiko ist möglich, nicht festgestellt.`,
    commodityUncertified: (p: { name: string; note: string }) =>
      `${p.name}: ${p.note} Eine Zertifizierung des in diesem Produkt verwendeten ist nicht erfasst: Das Risiko ist möglich, nicht festgestellt.`,
    commodityByOrigin: (p: { name: string; note: string }) =>
      `${p.name}: ${p.note} Woher es in diesem Produkt stammt, ist nicht erfasst: Das Risiko ist möglich, nicht festgestellt.`,
    commodity: (p: { name: string; note: string; addressedBy?: string }) =>
      `${p.name}: ${p.note}${p.addressedBy ? ` Berücksichtigt durch ${p.addressedBy}.` : ''}`,
    commoditiesSummary: (names: readonly string[]) =>
      `Verwendet ${f.list(names)}, mit Risiken für Abholzung oder Ressourcen.`,
    resourceMaybe: (p: { written: string; name: string }) =>
      `${q(p.written)} kann ${p.name} sein, daher ist ein Risiko für Abholzung oder Ressourcenverbrauch nicht ausgeschlossen.`,
    resourceMaybePalm: (written: string) =>
      `${q(written)} kann Palmöl sein, daher ist ein Entwaldungsrisiko nicht ausgeschlossen.`,
    resourcePalmNotRuledOut:
      'Palmöl lässt sich anhand der Zutatenliste nicht ausschließen, daher ist ein Entwaldungsrisiko nicht ausgeschlossen.',
    noResourceRisk: 'Keine Zutat mit bekanntem hohem Risiko für Abholzung oder Ressourcenverbrauch.',
    noIngredientList: 'Keine Zutatenliste erfasst.',
    partList: (part: string) =>
      `Die erfasste Zutatenliste nennt nur ${q(part)}; sie ist also nicht vollständig, und die Risiken der Beschaffung sind nicht bekannt.`,
    partialList:
      'Die erfasste Zutatenliste nennt nichts, was den Zucker liefert; sie ist also nicht vollständig, und die Beschaffungsrisiken sind nicht bekannt.',
    unreadableList: 'Die Zutatenliste ließ sich nicht lesen, daher sind die Beschaffungsrisiken nicht bekannt.',
    carriesUnchecked: (labels: readonly string[]) =>
      `Prüfen Sie die Packung auf ${f.list(labels)}: Der Katalogeintrag nennt es, belegt es aber mit keiner Seite.`,
    carries: (labels: readonly string[]) => `Trägt folgende Siegel: ${f.list(labels)}.`,
    meetsPreference: (p: { name: string; by?: string }) =>
      `Erfüllt Ihre Präferenz: ${p.name}${p.by ? ` (${p.by})` : ''}.`,
    claimedPreference: (p: { name: string; by: string }) =>
      `Seine erfassten Siegel nennen „${p.name}“ (${p.by}), aber keine unabhängige Zertifizierung ist erfasst: Prüfen Sie die Packung auf ein Zertifizierungslogo.`,
    considerPreference: (name: string) =>
      `Erwägen Sie Produkte, die Ihrer Präferenz entsprechen (${name}): Dieses zeigt kein solches Siegel.`,
    avoidPackagingAlert: (p: { word: string; material: string }) =>
      `Seine Verpackung enthält ${p.material} — „${p.word}“ steht auf Ihrer Umwelt-Meideliste`,
    avoidPackaging: (p: { word: string; material: string }) =>
      `Meiden Sie dieses Produkt: Seine Verpackung enthält ${p.material}, das Sie meiden („${p.word}“).`,
    avoidPackagingUnknown: (word: string) =>
      `Ob seine Verpackung ${word} enthält, lässt sich nicht sagen — keine Verpackungsangaben erfasst`,
    avoidAlert: (word: string) => `Enthält ${q(word)} — steht auf Ihrer Umwelt-Meideliste`,
    avoid: (p: { word: string; segment: string }) =>
      `Meiden Sie dieses Produkt: Es enthält ${q(p.segment)}, und Sie meiden ${q(p.word)}.`,
    preferences: {
      organic: 'Bio',
      non_gmo: 'ohne Gentechnik',
      eco_friendly: 'umweltfreundlich',
      biodegradable: 'biologisch abbaubar',
      recyclable: 'recycelbar',
      carbon_neutral: 'klimaneutral',
    },
    missing: {
      footprint: 'kein Wert zum CO2-Fußabdruck für seine Kategorie',
      category: 'keine Kategorie erfasst',
      packaging: 'keine Verpackung erfasst',
      packagingUnknown: 'eine Verpackung mit unbekannter Recyclingfähigkeit',
      ingredients: 'keine Zutatenliste',
      unreadable: 'eine Zutatenliste, die sich nicht lesen ließ',
      tooFew: 'zu wenige erfasste Fakten',
    },
    notEnough: (missing: readonly string[]) => `Zu wenige Daten für eine Bewertung: ${f.list(missing)}.`,
    noConcern: 'In den erfassten Fakten wurde kein größeres Umweltproblem gefunden.',
  },

  ethics: {
    labourUnassessed: 'Keine Zutatenliste erfasst, daher lassen sich Arbeitsrisiken in der Lieferkette nicht bewerten.',
    labourPartList: (part: string) =>
      `Die erfasste Zutatenliste nennt nur ${q(part)}; sie ist also nicht vollständig, und Arbeitsrisiken in der Lieferkette lassen sich nicht beurteilen.`,
    labourPartialList:
      'Die erfasste Zutatenliste nennt nichts, was den Zucker liefert; sie ist also nicht vollständig, und Arbeitsrisiken in der Lieferkette lassen sich nicht beurteilen.',
    labourUnreadable:
      'Die Zutatenliste ließ sich nicht lesen, daher lassen sich Arbeitsrisiken in der Lieferkette nicht bewerten.',
    labourMaybePalm: (written: string) =>
      `${q(written)} kann Palmöl sein, daher ist ein Arbeitsrisiko in der Lieferkette nicht ausgeschlossen.`,
    labourPalmNotRuledOut:
      'Palmöl lässt sich anhand der Zutatenliste nicht ausschließen, daher ist ein Arbeitsrisiko in der Lieferkette nicht ausgeschlossen.',
    labourUnstated: (p: { written: string; name: string }) =>
      `${q(p.written)} kann ${p.name} sein, daher ist ein Arbeitsrisiko in der Lieferkette nicht ausgeschlossen.`,
    labourClear: 'Keine Zutat mit bekanntem hohem Risiko für Kinder- oder Zwangsarbeit.',
    labourAddressed: (p: { name: string; note: string; label: string }) =>
      `${p.name}: ${p.note} Das Siegel ${p.label} berücksichtigt dies.`,
    labourClaimed: (p: { name: string; note: string; label: string }) =>
      `${p.name}: ${p.note} „${p.label}“ ist erfasst, nennt aber kein Zertifizierungssystem und zählt daher nicht.`,
    labourUnaddressed: (p: { name: string; note: string }) =>
      `${p.name}: ${p.note} Kein erfasstes Siegel berücksichtigt dies.`,
    labourOriginOnRecord: (p: { name: string; note: string; origin: string }) =>
      `${p.name}: ${p.note} Als Herkunft der Zutaten ist „${p.origin}“ erfasst, das die Liste dafür nicht nennt: Das Risiko ist nicht festgestellt.`,
    labourOriginUnsettled: (p: { name: string; note: string; origin: string }) =>
      `${p.name}: ${p.note} Der Eintrag nennt als Herkunft der Zutaten „${p.origin}“; woher es in diesem Produkt stammt, ist damit nicht geklärt: Das Risiko ist möglich, nicht festgestellt.`,
    labourByOrigin: (p: { name: string; note: string }) =>
      `${p.name}: ${p.note} Woher es in diesem Produkt stammt, ist nicht erfasst: Das Risiko ist möglich, nicht festgestellt.`,
    testingFood:
      'Für Lebensmittel nicht zutreffend: Fertige Lebensmittel werden nicht routinemäßig an Tieren getestet. Tierversuchsverbote wie das der EU (Verordnung (EG) Nr. 1223/2009) betreffen Kosmetika.',
    testingLabel: (p: { label: string; verifies: string }) => `Zertifiziert nach ${p.label}: ${p.verifies}`,
    testingPolicy: (p: { company: string; policy: string; named: boolean; asOf: string; language?: string }) =>
      `Richtlinie von ${p.company} zu Tierversuchen${p.language ? ' (auf Englisch)' : ''}: ${q(p.policy)} (Stand ${p.asOf}).`,
    /** A company-wide listing on the company's own pledge, not an audit (PETA's). */
    testingListed: (p: { company: string; label: string; verifies: string }) =>
      ` ${p.company} steht unternehmensweit auf der Liste ${p.label} (${p.verifies}).`,
    testingHeld: (p: { company: string; label: string; verifies: string }) =>
      ` ${p.company} ist unternehmensweit nach ${p.label} zertifiziert (${p.verifies}).`,
    testingNone:
      'Keine Zertifizierung als tierversuchsfrei erfasst, und ClearCart liegen keine Angaben zur Tierversuchsrichtlinie des Unternehmens vor.',
    // No relative clause: the phrase stands in a list ("…, und tierische Zutaten"), where one would need closing.
    highLabourRisk:
      'Zutaten mit hohem, von keinem erfassten zertifizierten Siegel berücksichtigtem Risiko von Arbeitsausbeutung',
    labourAdvice:
      'Erwägen Sie nach Fairtrade oder Rainforest Alliance zertifizierte Alternativen: Einige Zutaten bergen ein hohes Risiko von Arbeitsausbeutung.',
    testsOnAnimals: 'das Unternehmen testet an Tieren',
    crueltyFreeAdvice: 'Erwägen Sie als tierversuchsfrei zertifizierte Alternativen: Der Hersteller testet an Tieren.',
    welfareCertified: (p: { label: string; verifies: string }) => `Zertifiziert nach ${p.label}: ${p.verifies}`,
    animalUncertified: (types: readonly AnimalProductType[]) =>
      `tierische Zutaten (${f.list(types.map((t) => ANIMAL_TYPES[t]))}) ohne erfasste Tierwohl-Zertifizierung`,
    welfareAdvice: (types: readonly AnimalProductType[]) =>
      `Erwägen Sie Produkte mit einem anerkannten Tierwohl-Siegel (Bio, Freilandhaltung oder Ähnliches): Es enthält tierische Zutaten (${f.list(types.map((t) => ANIMAL_TYPES[t]))}) ohne erfasste Tierwohl-Zertifizierung.`,
    welfareLabelled: (label: string) => `Die tierischen Zutaten tragen ein Tierwohl-Siegel (${label}).`,
    welfareOrganic: (label: string) =>
      `Zertifiziert nach ${label}: Die Bio-Vorschriften enthalten Tierschutzanforderungen für Nutztiere, etwa Zugang zu Freigelände; ein eigenes Tierwohl-Siegel ist es nicht.`,
    organicLabelled: (label: string) =>
      `Die tierischen Zutaten sind bio-zertifiziert (${label}): Die Bio-Vorschriften enthalten Tierschutzanforderungen für Nutztiere.`,
    seafoodAdvice:
      'Erwägen Sie zertifizierten Fisch und Meeresfrüchte: MSC für Wildfang, ASC oder Bio für Zucht. Für dieses Produkt ist keine Zertifizierung erfasst, wie seine Fische oder Meeresfrüchte gefangen oder gezüchtet wurden.',
    veganAlternativeAdvice: (types: readonly AnimalProductType[]) =>
      `Erwägen Sie eine vegan zertifizierte Alternative, wenn Ihnen tierische Bestandteile wichtig sind: Es enthält tierische Bestandteile (${f.list(types.map((t) => ANIMAL_TYPES[t]))}).`,
    wantAvoidTesting: 'Sie möchten Tierversuche vermeiden.',
    testedAlert: 'An Tieren getestet — Sie meiden Tierversuche',
    testedAvoid: 'Meiden Sie dieses Produkt, wenn Ihnen Tierversuche wichtig sind: Der Hersteller testet an Tieren.',
    testingUnknownAlert: 'Keine Angaben zur Tierversuchsrichtlinie des Herstellers — Sie meiden Tierversuche',
    testingUnknownCheck:
      'Prüfen Sie, ob das Leaping-Bunny-Logo oder ein anderes Logo für tierversuchsfreie Produkte vorhanden ist: ClearCart liegen keine Angaben zur Tierversuchsrichtlinie des Herstellers vor.',
    testingPolicyAlert: (company: string) =>
      `Die Richtlinie von ${company} schließt Tierversuche nicht aus — Sie meiden Tierversuche`,
    testingPolicyCheck: (company: string) =>
      `Prüfen Sie, ob das Leaping-Bunny-Logo oder ein anderes Logo für tierversuchsfreie Produkte vorhanden ist: Die Tierversuchsrichtlinie von ${company} schließt Tierversuche nicht aus, und keine Zertifizierung als tierversuchsfrei ist erfasst.`,
    preferences: {
      fair_trade: 'fairer Handel',
      cruelty_free: 'tierversuchsfrei',
      vegan_certified: 'vegan zertifiziert',
      b_corp: 'B Corp',
      ethical_labor: 'faire Arbeitsbedingungen',
    },
    meetsPreference: (p: { name: string; by: string; companyWide?: boolean }) =>
      `Erfüllt Ihre Präferenz: ${p.name} (${p.by}${p.companyWide ? ', das das Unternehmen für alle seine Produkte hält' : ''}).`,
    listedPreference: (p: { name: string; by: string }) =>
      `${p.by} führt die Marke als ${p.name} auf Grundlage einer Erklärung des Unternehmens, nicht eines Audits: keine unabhängige Zertifizierung ist erfasst; prüfen Sie die Packung.`,
    claimedPreference: (p: { name: string; by: string }) =>
      `Seine erfassten Siegel nennen „${p.name}“ (${p.by}), aber keine unabhängige Zertifizierung ist erfasst: Prüfen Sie die Packung auf ein Zertifizierungslogo.`,
    makerCertificationUnknown: (name: string) =>
      `${name} zertifiziert Unternehmen, nicht Produkte: Für den Hersteller ist keine ${name}-Zertifizierung erfasst, daher ist das hier nicht bekannt.`,
    considerPreference: (name: string) =>
      `Erwägen Sie zertifizierte Alternativen (${name}): Dieses Produkt zeigt kein solches Siegel.`,
    labelVerifiedBy: (p: { label: string; by: string; companyWide: boolean }) =>
      `${p.label}: belegt durch ${p.by}${p.companyWide ? ', das das Unternehmen für alle seine Produkte hält' : ', ebenfalls erfasst'}.`,
    labelVerifies: (p: { label: string; verifies: string }) => `${p.label}: ${p.verifies}`,
    noSocialImpact: 'Für dieses Produkt sind keine besonderen Angaben zu sozialen Auswirkungen erfasst.',
    concerns: (concerns: readonly string[]) => `Ethische Bedenken: ${f.list(concerns)}.`,
    possibleLabour: (names: readonly string[], origin?: string) =>
      origin === undefined
        ? `Kinder- oder Zwangsarbeit ist möglich, nicht festgestellt: Die Herkunft von ${f.list(names)} ist nicht erfasst.`
        : `Kinder- oder Zwangsarbeit ist möglich, nicht festgestellt: Die erfasste Herkunft („${origin}“) klärt nicht, woher ${f.list(names)} stammt.`,
    noConcern: (labels: readonly string[]) =>
      `In den erfassten Fakten wurden keine größeren ethischen Bedenken gefunden${labels.length > 0 ? `; trägt ${f.list(labels)}` : ''}.`,
    notEnoughPart: (part: string) =>
      `Zu wenige Daten für eine Bewertung: Die erfasste Zutatenliste nennt nur ${q(part)}, daher sind die Lieferkettenrisiken seiner Bestandteile unbekannt.`,
    notEnoughUnreadable:
      'Zu wenige Daten für eine Bewertung: Die Zutatenliste ließ sich nicht lesen, daher sind die Lieferkettenrisiken seiner Bestandteile unbekannt.',
    little: 'Für dieses Produkt sind nur wenige ethische Angaben erfasst.',
    notEnough:
      'Zu wenige Daten für eine Bewertung: Keine Zutatenliste erfasst, daher sind die Lieferkettenrisiken seiner Bestandteile unbekannt.',
  },

  welfare: {
    kept: KEPT,
    notKnown: (kept: readonly P.Kept[]) =>
      `Für dieses Produkt ist weder ein Tierwohl-Siegel noch eine Angabe zur Haltung erfasst, daher ist nicht bekannt, wie seine ${f.list(kept.map((k) => KEPT[k]))} gehalten wurden.`,
    seafoodScheme: (scheme: string) =>
      `Wie sein Fisch oder seine Meeresfrüchte gefangen oder gezüchtet wurden, ist zertifiziert (${scheme}); das Siegel setzt Regeln für die Bestände und die Umwelt, keinen Tierwohl-Standard für die Tiere.`,
    seafood:
      'Für dieses Produkt ist keine Zertifizierung erfasst, daher ist nicht bekannt, wie sein Fisch oder seine Meeresfrüchte gezüchtet oder gefangen wurden.',
    bees: 'Für dieses Produkt ist keine Zertifizierung erfasst, daher ist nicht bekannt, wie seine Bienenvölker gehalten wurden.',
    organicClaim: (p: { said: readonly { words: string; where: P.ClaimWhere }[]; kept: P.Kept }) =>
      `${cap(p.said.map((c) => `${q(c.words)} (${WHERE[c.where]})`).join(', '))}: eine Bio-Angabe ohne erfasstes Zertifizierungssystem; zertifizierte Bio-Vorschriften enthalten Tierschutzanforderungen, doch welche gelten und damit wie seine ${KEPT[p.kept]} gehalten wurden, ist nicht bekannt.`,
    designation: (p: { said: readonly { words: string; where: P.ClaimWhere }[]; kept: P.Kept }) =>
      `${p.said.map((c) => `${q(c.words.length <= 4 ? c.words.toUpperCase() : c.words)} (${WHERE[c.where]})`).join(', ')}: eine geschützte Bezeichnung (g.U./g.g.A.), deren veröffentlichte Produktspezifikation festlegt, wie das Erzeugnis hergestellt wird, bei tierischen Erzeugnissen etwa Rassen, Fütterung und Weidegang; eine Tierwohl-Zertifizierung ist sie nicht, daher ist nicht bekannt, wie seine ${KEPT[p.kept]} gehalten wurden.`,
    gelatine:
      'Seine Gelatine wird aus Tierhaut und Knochen hergestellt, und es ist kein Tierwohl-Siegel erfasst, daher ist nicht bekannt, wie diese Tiere gehalten wurden.',
    dairyPicture:
      'In der konventionellen Milchviehhaltung werden Kühe oft intensiv gehalten, und Kälber werden meist kurz nach der Geburt von ihren Müttern getrennt.',
    where: WHERE,
    claims: (p: { said: readonly { words: string; where: P.ClaimWhere }[]; kind: P.ClaimKind; kept: P.Kept }) => {
      const said = p.said.map((c) => `${q(c.words)} (${WHERE[c.where]})`).join(', ');
      const animals = KEPT[p.kept];
      const meaning =
        p.kind === 'cage'
          ? `die ${animals} wurden in Käfigen gehalten`
          : p.kind === 'free-range-eggs'
            ? 'eine Haltungsform, die die Vermarktungsnormen für Eier der EU und des Vereinigten Königreichs festlegen (Hennen mit tagsüber ständigem Zugang zu einem Auslauf im Freien), keine unabhängige Tierwohl-Zertifizierung'
            : p.kind === 'outdoor'
              ? `die Angabe des Herstellers, dass die ${animals} im Freien gehalten${p.kept === 'hens' ? '' : ' oder auf der Weide gefüttert'} wurden, keine unabhängige Tierwohl-Zertifizierung`
              : `die Angabe des Herstellers, dass die ${animals} nicht in Käfigen gehalten wurden, keine unabhängige Tierwohl-Zertifizierung`;
      return `${said}: ${meaning}.`;
    },
    contentNotKnown: (maybe: boolean) =>
      maybe
        ? 'Einige Zutaten können tierischen Ursprungs sein, daher ist nicht bekannt, wie etwaige Tiere gehalten wurden.'
        : 'Ob es tierische Zutaten enthält, ist nicht bekannt, und damit auch nicht, wie etwaige Tiere gehalten wurden.',
    none: 'Keine tierischen Zutaten, daher spielt Tierwohl hier keine Rolle.',
    evidence: (certification: string | undefined) =>
      `Hinweis zum Tierwohl: ${certification || 'positive Tierwohl-Bewertung'}.`,
  },

  evidence: {
    offVegan: 'Zutatenanalyse im Datensatz des Produkts: vegan',
    veganLabel: 'Vegan-Siegel auf der Verpackung',
    glutenFreeLabel: 'Glutenfrei-Angabe auf der Verpackung (höchstens 20 mg/kg, Verordnung (EU) Nr. 828/2014)',
    ingredient: (p: { segment: string; name?: string }) =>
      `Zutat ${q(p.segment)}${p.name === undefined ? '' : ` (${p.name})`}`,
    additive: (p: { code: string; name: string }) => `Zusatzstoff ${p.code} ${p.name} ist tierischen Ursprungs`,
    declared: (words: readonly string[]) => `Deklariertes Allergen ${words.map(q).join(', ')}`,
    name: (words: string) => `Produktname ${q(words)}`,
    category: (words: string) => `Kategorie ${q(words)}`,
    offNonVegan: 'Zutatenanalyse im Datensatz des Produkts: nicht vegan',
    offNonVegetarian: 'Zutatenanalyse im Datensatz des Produkts: nicht vegetarisch',
    notVegan: 'nicht vegan',
    allergenWords: { dairy: 'Milch', eggs: 'Eier', fish: 'Fisch', shellfish: 'Krebs- und Weichtiere' },
  },

  alternatives: {
    nutriScore: (p: { theirs: string; mine: string }) => `Nutri-Score ${p.theirs} statt ${p.mine}`,
    nova: (p: { theirs: number; mine: number }) => `NOVA ${p.theirs} statt ${p.mine}`,
    noPalmOil: 'kein Palmöl',
    noUnsupportedClaims: 'keine unbelegten Umweltaussagen',
    lessCarbon: (percent: number) => `${percent} % weniger CO2e pro kg`,
    notTested: 'nicht an Tieren getestet',
    dimensions: DIMENSIONS,
    score: (p: { dimension: Dimension; theirs: number; mine: number }) =>
      `${DIMENSIONS[p.dimension]} ${p.theirs} statt ${p.mine}`,
    notEnoughData: 'Zu wenige Daten zu diesem Produkt, um es mit anderen zu vergleichen.',
    noneBetter: (category: string) =>
      `Nichts in unserem Katalog ist in dieser Kategorie (${category}) eine bessere Wahl.`,
    noneOfKind: 'Noch kein anderes Produkt dieser Art in unserem Katalog.',
  },
  household: {
    me: 'mich',
    notFor: (names: readonly string[]) => `Nicht für ${names.join(', ')}`,
    lowest: (p: { dimension: Dimension; grade: string }) =>
      `${{ health: 'Gesundheit', environmental: 'Umwelt', ethical: 'Ethik' }[p.dimension]} ${p.grade}`,
    lowScores: 'Niedrige Bewertungen',
  },
};
