import type { AnimalProductType, Dimension } from '@clearcart/contracts';
import type { Catalogue } from './en.ts';
import { FORMATS } from './format.ts';
import type * as P from './params.ts';
import { frenchSpacing, typeset } from './typeset.ts';

/** The food classes a footprint's foods are sorted by (decision 113), as the two footprint messages name them. */
const FOOD_CLASSES: Record<string, string> = {
  meat: 'de la viande',
  seafood: 'du poisson ou des fruits de mer',
  dairy: 'des produits laitiers',
  eggs: 'des œufs',
  chocolate: 'du chocolat',
};

const f = FORMATS.fr;
const q = f.quote;
/** Keto, paleo and low-carb by name, listed. */
const CARB = (diets: readonly ('keto' | 'paleo' | 'low_carb')[]) =>
  f.list(diets.map((d) => ({ keto: 'cétogènes', paleo: 'paléo', low_carb: 'pauvres en glucides' })[d]));
const cap = (text: string) => (text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1));
const per = (perMl: boolean) => (perMl ? '100 ml' : '100 g');
const g = (v: number) => `${f.num(v, v < 1 ? 2 : 1)} g`;
const quoted = (items: readonly string[]) => f.list(items.map(q));
/** "aux conservateurs", "aux additifs artificiels", "aux produits chimiques". */
const SENSITIVITIES: Record<P.Sensitivity, string> = {
  chemicals: 'aux produits chimiques',
  preservatives: 'aux conservateurs',
  artificial_additives: 'aux additifs artificiels',
};
const LEVELS: Record<P.Level, string> = { high: 'élevé', medium: 'moyen', low: 'faible' };

const ANIMAL_TYPES: Record<AnimalProductType, string> = {
  meat: 'viande',
  dairy: 'produits laitiers',
  eggs: 'œufs',
  seafood: 'produits de la mer',
  'bee product': 'produits de la ruche',
  'gelatin product': 'gélatine',
  'animal material': 'matière animale',
  unknown: 'nature non précisée',
};

const NUTRIENTS: Record<P.FsaNutrient, string> = {
  fat: 'matières grasses',
  saturated_fat: 'acides gras saturés',
  sugars: 'sucres',
  salt: 'sel',
};
const DIETS = { low_sodium: 'pauvre en sodium', low_sugar: 'pauvre en sucres' } as Record<
  'low_sodium' | 'low_sugar',
  string
>;
const KEPT: Record<P.Kept, string> = { animals: 'animaux', cows: 'vaches', hens: 'poules' };
const WHERE: Record<P.ClaimWhere, string> = {
  label: 'un label enregistré',
  category: 'sa catégorie',
  name: 'le nom du produit',
  ingredients: 'la liste des ingrédients',
};
const RSPO_MODELS: Readonly<Record<string, string>> = {
  'identity preserved': 'identité préservée (Identity Preserved)',
  segregated: 'ségrégée (Segregated)',
  'mass balance': 'en bilan massique (Mass Balance)',
  'book and claim': 'par certificats (Book and Claim)',
};
/** "élevés" for animals, "élevées" for cows and hens. */
const raised = (kept: readonly P.Kept[]) => (kept.includes('animals') ? 'élevés' : 'élevées');
/** "en 2024" for a year, "au 2024-03-01" for a day. */
const asOf = (date: string) => (/^\d{4}$/.test(date) ? `en ${date}` : `au ${date}`);
const points = (n: number) => `${n} ${Math.abs(n) < 2 ? 'point' : 'points'}`;

/** Why the list on record cannot answer (`ListGap`), as the end of a "can't tell" sentence. */
const listGap = (p: { unreadable: boolean; part?: string; cut?: string }) =>
  p.part !== undefined
    ? `la liste d'ingrédients enregistrée ne donne que ${q(p.part)}`
    : p.cut !== undefined
      ? `la liste d'ingrédients enregistrée est coupée (${q(`…${p.cut}`)})`
      : p.unreadable
        ? "sa liste d'ingrédients n'a pas pu être lue"
        : "aucune liste d'ingrédients enregistrée";

/** The report's messages in French. */
export const fr: Catalogue = typeset(
  {
    format: f,
    attribution: [
      "Données produits en partie issues d'Open Food Facts (https://openfoodfacts.org), ODbL",
      'Empreintes carbone issues d’AGRIBALYSE 3.1, ADEME, Licence Ouverte',
    ] as readonly string[],
    claimWord: 'allégation',
    animalTypes: ANIMAL_TYPES,
    countries: {
      us: 'États-Unis',
      gb: 'Royaume-Uni',
      nl: 'Pays-Bas',
      fr: 'France',
      ie: 'Irlande',
      au: 'Australie',
      ca: 'Canada',
      nz: 'Nouvelle-Zélande',
      cn: 'Chine',
    },
    levels: LEVELS,

    evaluation: {
      drafted:
        'Remarque : ces informations sur le produit ont été rédigées par un modèle de langage et ne sont pas vérifiées.',
      /** The source of product facts that cite no page stating them (a home page, a title without an address). */
      catalogSource:
        "Tel que saisi dans le catalogue de ClearCart (aucune page du fabricant indiquant ces informations n'est enregistrée)",
      unverified:
        'Ces informations sur le produit ne citent ni une fiche Open Food Facts ni la page du produit chez le fabricant : elles ne sont donc pas vérifiées.',
      noInformation: (area: Dimension) =>
        `Aucune information ${{ health: 'de santé', environmental: 'environnementale', ethical: 'éthique' }[area]} disponible pour ce produit.`,
    },

    certifications: {
      verifiesClaims: (claims: readonly string[]) =>
        ` Elle vérifie ${claims.length > 1 ? 'les allégations' : "l'allégation"} de l'emballage ${claims.map(q).join(' et ')}.`,
      /** After a label's description, where the product's facts cite no page a reader can check. */
      onUncheckedFacts:
        " Que ce produit le porte n'est pas vérifié : ses données ne citent aucune page qui les indique.",
      heldByCompany: (p: { company: string; asOf: string; verifies: string }) =>
        `Certification de ${p.company}, valable pour toute l'entreprise (${asOf(p.asOf)}), non lue sur cet emballage. ${p.verifies}`,
    },

    company: {
      asOf: (date: string) => `(Situation ${asOf(date)}.)`,
      datePassed: (p: { asOf: string; due: string }) =>
        `(Situation ${asOf(p.asOf)} ; la date annoncée, ${p.due}, est passée, et ce qui s'est produit depuis n'est pas connu.)`,
      statusNotOnRecord: (reportedOn: string | undefined) =>
        `(${reportedOn === undefined ? 'Ses sources ne donnent pas de date' : `Signalé ${asOf(reportedOn)}`} ; rien d'enregistré ne dit si c'est toujours le cas.)`,
      owned: (company: string) => `détenue par ${company}`,
      majorityOwned: (company: string) => `détenue majoritairement par ${company}`,
      market: (p: P.MarketParams) => {
        const how =
          p.relation === 'licensee'
            ? `est fabriqué par ${p.maker} sous licence de ${p.owner}`
            : p.relation === 'joint venture'
              ? `est fabriqué par une coentreprise de ${p.maker} et de ${p.partner}`
              : `appartient à ${p.maker}`;
        const where = p.countries ? ` — pays : ${f.list(p.countries)}` : '';
        const brand = p.countries ? p.brand : `${p.brand} (${f.list(p.categories ?? [])})`;
        // A company name can end the sentence with its own full stop ("Nestlé S.A.").
        return `${brand} ${how}${where}${(where || how).endsWith('.') ? '' : '.'}`;
      },
    },

    allergens: {
      contains: (p: { declared?: readonly string[]; onLabel?: boolean; segment?: string; name: string }) => {
        const said = p.onLabel
          ? "Déclaré comme allergène sur l'étiquette"
          : 'Répertorié comme allergène dans la fiche du produit';
        const parts: string[] = [];
        if (p.declared) parts.push(p.declared.length > 0 ? `${said} (${p.declared.map(q).join(', ')})` : said);
        if (p.segment) parts.push(`présent dans l'ingrédient ${q(p.segment)}`);
        return `${cap(parts.join(' ; '))}.`;
      },
      mayContain: (p: { segment?: string; name: string }) =>
        `Peut en contenir (${p.segment ? `l'étiquette indique ${q(p.segment)}` : `mention ${q('peut contenir')} sur l'étiquette`}) ; ce n'est pas un ingrédient.`,
      carried: (p: { segment: string; name: string; before?: string }) =>
        p.before === undefined
          ? `Peut en contenir : l'ingrédient ${q(p.segment)} peut en apporter, et l'étiquette ne dit pas si c'est le cas ici.`
          : `Peut en contenir : avant ${p.before}, les étiquettes américaines n'avaient pas à le nommer dans ${q(p.segment)}, et la liste enregistrée ne dit pas quand elle a été imprimée.`,
      ruledOut: (by: string) =>
        `Pas un ingrédient d'un produit connu pour en être exempt (${by}) ; les traces ne sont pas renseignées.`,
      named: (p: { words: string; name: string; list: 'unreadable' | 'silent' | 'none' }) =>
        `Son nom ou sa catégorie (${q(p.words)}) indique qu'il contient un allergène (${p.name}) ; ${{ unreadable: "sa liste d'ingrédients est illisible", silent: "la liste d'ingrédients enregistrée ne le montre pas", none: "aucune liste d'ingrédients n'est enregistrée" }[p.list]}.`,
      unreadable: "Sa liste d'ingrédients est illisible : impossible de l'exclure.",
      listPart: (part: string) =>
        `Absent de la liste d'ingrédients enregistrée, mais celle-ci ne donne que ${q(part)} : impossible de l'exclure.`,
      nameSuggests: (p: { words: string; name: string }) =>
        `Son nom dit « ${p.words} », un aliment le plus souvent fait avec des ${p.name}, et la liste d’ingrédients enregistrée n’en montre pas : impossible de l’exclure ; vérifiez l’emballage.`,
      glutenDeclared:
        'Le gluten est déclaré, et le blé en est la source la plus courante ; la fiche ne dit pas de quelle céréale il vient : le blé ne peut donc pas être exclu.',
      listCut: (ending: string) =>
        `Absent de la liste d'ingrédients enregistrée, mais elle est tronquée (elle finit par ${q(ending)}) : impossible de l'exclure.`,
      emphasisUnread: (item: string) =>
        `Absent de la liste d'ingrédients, mais la liste met en évidence ${q(item)}, illisible ; les étiquettes mettent les allergènes en évidence : impossible de l'exclure.`,
      notEvidence: (p: P.NotEvidence) =>
        p.kind === 'wheat_sugars'
          ? `Son blé est « ${p.written} », un sirop de glucose, un dextrose ou une maltodextrine à base de blé, qui n’apporte pas de gluten (règlement (UE) n° 1169/2011, annexe II 1 a) et b)).`
          : `Le « ${p.written} » de l’étiquette désigne la noix de coco, qui n’est pas un fruit à coque selon le droit de l’UE (règlement (UE) n° 1169/2011, annexe II) ni selon les lignes directrices actuelles de la FDA.`,
      absent: 'Non déclaré et non trouvé dans la liste des ingrédients.',
      notFound: 'Absent de la liste des ingrédients.',
      unknown: "Aucune liste d'ingrédients enregistrée : impossible de l'exclure.",
      dietProduct: (diet: 'vegan' | 'vegetarian') => `produit ${diet === 'vegan' ? 'végan' : 'végétarien'}`,
      comesFrom: (p: { written: string; name: string }) => `L'ingrédient ${q(p.written)} est issu de : ${p.name}.`,
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
            ? `${f.num(p.kj, 1)} kJ ne font pas ${f.num(p.kcal, 1)} kcal${p.scored && p.allowed ? ((r) => ` — le Nutri-Score compte les kcal, plus proches que les kJ de ce que permettent les matières grasses, les glucides, les protéines et les fibres : ${r.kcalMost === undefined ? `environ ${f.num(r.kcal, 0)} kcal (${f.num(r.kj, 0)} kJ)` : `entre ${f.num(r.kcal, 0)} et ${f.num(r.kcalMost, 0)} kcal (${f.num(r.kj, 0)} à ${f.num(r.kjMost!, 0)} kJ)`}`)(p.allowed) : p.scored ? ' — le Nutri-Score compte les kcal, la valeur que permettent les matières grasses, les glucides, les protéines et les fibres' : ''}`
            : p.code === 'energy_macros'
              ? `${f.num(p.kcal, 1)} kcal, alors que les matières grasses, les glucides et les protéines donnent ${f.num(p.fromMacros, 0)} kcal`
              : p.code === 'energy_over_max'
                ? `${f.num(p.kj, 0)} kJ pour 100 g, plus que n'en contient la graisse pure`
                : p.code === 'macros_over_100'
                  ? `les nutriments totalisent ${f.num(p.total, 1)} g pour 100 g`
                  : p.code === 'fat_under_list'
                    ? `matières grasses ${f.num(p.fat, 1)} g, alors qu’une liste faite d’huile seule est presque entièrement grasse (au moins ${f.num(p.atLeast, 0)} g) : aucune valeur n’est prise en compte`
                    : p.code === 'sugars_under_list'
                      ? `sucres ${f.num(p.sugars, 1)} g, alors que le sucre, premier des ${p.items} ingrédients de la liste, en fait au moins ${f.num(p.atLeast, 1)} g`
                      : p.code === 'sugars_under_fruit'
                        ? `sucres ${f.num(p.sugars, 1)} g, alors qu'une liste à ${p.share} % de fruits en apporte au moins ${f.num(p.atLeast, 1)} g avec ${f.num(p.carbohydrates, 1)} g de glucides ; les sucres ne sont donc pas comptés`
                        : p.code === 'saturates_under_fat'
                          ? `acides gras saturés ${f.num(p.saturatedFat, 1)} g, alors que ${f.num(p.fat, 1)} g de n'importe quelle matière grasse en contiennent au moins ${f.num(p.atLeast, 1)} g ; les acides gras saturés ne sont donc pas comptés`
                          : p.code === 'salt_sodium'
                            ? `sel ${f.num(p.salt, 2)} g, alors que le sodium indiqué (${f.num(p.sodium, 3)} g) correspond à ${f.num(p.fromSodium, 2)} g de sel ; le sel n'est donc pas compté`
                            : p.code === 'salt_under_list'
                              ? `sel ${f.num(p.salt, 1)} g, alors que la liste nomme du sel (${q(p.written)}) et qu'une étiquette ne peut indiquer 0 g que sous ${f.num(p.atLeast, 4)} g ; le sel n'est donc pas compté`
                              : `${p.part === 'sugars' ? 'les sucres' : 'les acides gras saturés'} (${f.num(p.partValue, 1)} g) dépassent ${p.whole === 'carbohydrates' ? 'les glucides' : 'les matières grasses'} (${f.num(p.wholeValue, 1)} g)`,
        );

        return `Les valeurs nutritionnelles enregistrées ne concordent pas entre elles${withList ? ' ni avec la liste des ingrédients' : ''} (${f.list(list)}) : l’une d’elles est sans doute mal saisie, et ce qui en dépend est incertain ; vérifiez l’emballage.`;
      },

      /** EU 1169/2011 Annex III 4.1: the warning a drink with more than 150 mg/l caffeine carries, word for word. */

      caffeineWarning: (p: { mgPerL?: number }) =>
        `Teneur élevée en caféine. Déconseillé aux enfants et aux femmes enceintes ou allaitantes. Le droit de l’UE (règlement 1169/2011, annexe III 4.1) impose cette mention sur les boissons contenant plus de 150 mg de caféine par litre${p.mgPerL === undefined ? ' ; cette boisson énergisante contient de la caféine' : ` (celle-ci : ${f.num(p.mgPerL, 0)} mg/l)`}.`,
      nutrients: NUTRIENTS,
      light: (p: P.LightParams) => {
        const band =
          p.light === 'high'
            ? `au-dessus du seuil ${q('élevé')} de ${f.num(p.high, 2)} g`
            : p.light === 'low'
              ? `au niveau ou en dessous du seuil ${q('faible')} de ${f.num(p.low, 2)} g`
              : `entre les seuils de ${f.num(p.low, 2)} g et de ${f.num(p.high, 2)} g`;
        if (p.portion) {
          const unit = p.perMl ? 'ml' : 'g';
          return `${cap(NUTRIENTS[p.nutrient])} : ${f.num(p.portion.value, 2)} g dans une portion de ${f.num(p.portion.quantity, 0)} ${unit} (${f.num(p.value, 2)} g pour ${per(p.perMl)}), au-dessus des ${f.num(p.portion.limit, 2)} g par portion de plus de ${p.portion.over} ${unit} que les feux tricolores britanniques de l'étiquetage en face avant jugent élevés (${LEVELS.high}).`;
        }
        return `${cap(NUTRIENTS[p.nutrient])} : ${f.num(p.value, 2)} g pour ${per(p.perMl)}, ${band} des feux tricolores britanniques de l'étiquetage en face avant (${LEVELS[p.light]}).`;
      },
      highIn: (p: P.HighInParams) =>
        `Prudence : riche en ${NUTRIENTS[p.nutrient]} (${p.portion ? `${f.num(p.portion.value, 2)} g dans une portion de ${f.num(p.portion.quantity, 0)} ${p.perMl ? 'ml' : 'g'}` : `${f.num(p.value, 2)} g pour ${per(p.perMl)}`}) ; préférez de petites portions.`,
      highInSummary: (nutrients: readonly P.FsaNutrient[]) =>
        `Riche en ${f.list(nutrients.map((n) => NUTRIENTS[n]))} selon les seuils britanniques de l'étiquetage en face avant.`,
      nutriScore: (p: P.NutriScoreParams) => {
        const basis =
          p.category === 'water'
            ? 'eau non aromatisée'
            : p.estimated
              ? "calculé à partir des valeurs nutritionnelles estimées par Open Food Facts d'après la liste des ingrédients"
              : p.prepared
                ? 'calculé à partir des valeurs nutritionnelles du produit préparé'
                : 'calculé à partir des valeurs nutritionnelles';
        const { fv } = p;
        const estimate =
          fv.basis === 'off-estimate' && fv.percent > 0
            ? ` ; fruits, légumes et légumineuses estimés à ${f.num(fv.percent, 0)} % par Open Food Facts d'après la liste des ingrédients`
            : fv.basis === 'ingredients' && fv.percent > 0
              ? ` ; fruits, légumes et légumineuses estimés à ${f.num(fv.percent, 0)} % d'après la liste des ingrédients`
              : fv.basis === 'category' && fv.percent > 0
                ? ` ; fruits et légumes estimés à ${f.num(fv.percent, 1)} % d'après la catégorie`
                : '';
        const grade = p.estimated ? `${p.grade}, estimé` : p.grade;
        const most = p.fibreUnknown
          ? ` au plus, faute de teneur en fibres connue${p.gradeWithFibre ? ` : ${p.gradeWithFibre} au mieux avec assez de fibres` : ''} ;`
          : ',';
        return `Nutri-Score ${grade} (${points(p.points)}${most} ${basis}${estimate}).`;
      },
      gradeBelowNutriScore: (p: { grade: string; nutriScore: string; ultra: boolean; additives: boolean }) =>
        `Sa note santé est ${p.grade}, plus basse que son Nutri-Score ${p.nutriScore} : la note tient aussi compte ${p.ultra && p.additives ? 'de l’ultra-transformation et des additifs préoccupants' : p.ultra ? 'de l’ultra-transformation' : 'des additifs préoccupants'}.`,
      goodProfile: (grade: string) => `Bon profil nutritionnel (Nutri-Score ${grade}).`,
      published: (p: { grade: string; estimated: boolean }) =>
        p.estimated
          ? `Open Food Facts attribue le Nutri-Score ${p.grade}, estimé d'après la liste des ingrédients.`
          : `Open Food Facts attribue le Nutri-Score ${p.grade}.`,
      estimated: (p: { perMl: boolean; figures: P.Figures }) => {
        const n = p.figures;
        const parts: string[] = [];
        const kcal = n.energyKcal ?? (n.energyKj !== undefined ? n.energyKj / 4.184 : undefined);
        if (kcal !== undefined) parts.push(`${f.num(kcal, 0)} kcal`);
        if (n.fat !== undefined)
          parts.push(
            `${g(n.fat)} de matières grasses${n.saturatedFat !== undefined ? ` (dont ${g(n.saturatedFat)} d'acides gras saturés)` : ''}`,
          );
        else if (n.saturatedFat !== undefined) parts.push(`${g(n.saturatedFat)} d'acides gras saturés`);
        if (n.carbohydrates !== undefined)
          parts.push(
            `${g(n.carbohydrates)} de glucides${n.sugars !== undefined ? ` (dont ${g(n.sugars)} de sucres)` : ''}`,
          );
        else if (n.sugars !== undefined) parts.push(`${g(n.sugars)} de sucres`);
        if (n.fiber !== undefined) parts.push(`${g(n.fiber)} de fibres`);
        if (n.proteins !== undefined) parts.push(`${g(n.proteins)} de protéines`);
        if (n.salt !== undefined) parts.push(`${g(n.salt)} de sel`);
        return `Remarque : aucune valeur nutritionnelle de l'étiquette n'est enregistrée. Estimation d'Open Food Facts d'après la liste des ingrédients, pour ${per(p.perMl)} : environ ${parts.join(', ')} ; ce sont des estimations, pas des mesures.`;
      },
      nova4: 'Groupe NOVA 4 : un aliment ultra-transformé.',
      nova4Advice: "Envisagez des produits moins transformés : c'est un aliment ultra-transformé (NOVA 4).",
      ultraProcessed: 'Ultra-transformé (NOVA 4).',
      preparedFiguresMissing:
        "Données insuffisantes pour attribuer une note : le Nutri-Score l'évalue préparé, et seules les valeurs du produit tel que vendu sont enregistrées.",
      notEnoughEstimate:
        "Données insuffisantes pour attribuer une note : aucune valeur nutritionnelle de l'étiquette n'est enregistrée, seulement une estimation.",
      notEnoughFigures: (missing: readonly P.FsaNutrient[]) =>
        `Données insuffisantes pour attribuer une note (valeurs nutritionnelles manquantes : ${f.list(missing.map((n) => NUTRIENTS[n]))}).`,
      notApplicable: 'Pas de Nutri-Score : il ne s’applique pas à ce type de produit.',
      notEnough: "Données insuffisantes pour attribuer une note : aucune valeur nutritionnelle n'est enregistrée.",
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
          ? `Pas de Nutri-Score : les sucres de l'étiquette ne peuvent pas être justes à côté de ses glucides et de ses fruits. En comptant les sucres à pas moins des ${f.num(p.sugarsAtLeast, 1)} g qu'ils doivent faire, il ne peut pas être meilleur que ${p.grade} (au moins ${p.points} points${p.energyAtLeastKj !== undefined ? `, l'énergie comptée à pas moins des ${f.num(p.energyAtLeastKj, 0)} kJ que donnent ses matières grasses, glucides et protéines` : ''}).`
          : p.saturatedFatAtLeast !== undefined && p.missing.length === 0
            ? `Pas de Nutri-Score : les acides gras saturés de l'étiquette sont inférieurs à ce que contient toute matière grasse. En les comptant à pas moins de ${f.num(p.saturatedFatAtLeast, 1)} g, il ne peut pas être meilleur que ${p.grade} (au moins ${p.points} points${p.energyAtLeastKj !== undefined ? `, l'énergie comptée à pas moins des ${f.num(p.energyAtLeastKj, 0)} kJ que donnent ses matières grasses, glucides et protéines` : ''}).`
            : p.pointsOrElse !== undefined &&
                p.saltOrElse !== undefined &&
                p.saltAtLeast !== undefined &&
                p.missing.length === 0
              ? `Nutri-Score ${p.grade} : le sel et le sodium de l'étiquette donnent deux teneurs en sel, ${f.num(p.saltAtLeast, 2)} g et ${f.num(p.saltOrElse, 2)} g, qui ne peuvent pas être justes toutes les deux, et l'une comme l'autre donne ${p.grade} (${p.points} ou ${p.pointsOrElse} points).`
              : p.saltOrElse !== undefined && p.saltAtLeast !== undefined && p.missing.length === 0
                ? `Pas de Nutri-Score : le sel et le sodium de l'étiquette donnent deux teneurs en sel, ${f.num(p.saltAtLeast, 2)} g et ${f.num(p.saltOrElse, 2)} g, qui ne peuvent pas être justes toutes les deux. En comptant la moindre, il ne peut pas être meilleur que ${p.grade} (au moins ${p.points} points${p.energyAtLeastKj !== undefined ? `, l'énergie comptée à pas moins des ${f.num(p.energyAtLeastKj, 0)} kJ que donnent ses matières grasses, glucides et protéines` : ''}).`
                : p.saltAtLeast !== undefined && p.missing.length === 0
                  ? `Pas de Nutri-Score : les 0 g de sel de l'étiquette ne peuvent pas être justes à côté du sel que nomme sa liste. En comptant le sel à pas moins de ${f.num(p.saltAtLeast, 4)} g, le moins qu'une étiquette n'arrondit pas à 0 g, il ne peut pas être meilleur que ${p.grade} (au moins ${p.points} points${p.energyAtLeastKj !== undefined ? `, l'énergie comptée à pas moins des ${f.num(p.energyAtLeastKj, 0)} kJ que donnent ses matières grasses, glucides et protéines` : ''}).`
                  : `Pas de Nutri-Score : la fiche ne donne pas ${f.list(p.missing.map((n) => ({ energy: "l'énergie", fat: 'les matières grasses', saturated_fat: 'les acides gras saturés', sugars: 'les sucres', salt: 'le sel', proteins: 'les protéines' })[n]))} de l'étiquette. D'après les valeurs enregistrées, il ne peut pas être meilleur que ${p.grade} (au moins ${p.points} points${p.energyAtLeastKj !== undefined ? `, l'énergie comptée à pas moins des ${f.num(p.energyAtLeastKj, 0)} kJ que donnent ses matières grasses, glucides et protéines` : ''}).`,
      kindUntoldGrades: (p: { food: string; drink: string }) =>
        `Pas de Nutri-Score ni de score : aucune catégorie n'est enregistrée, et ClearCart ne peut dire ni d'après son nom, ni d'après sa liste, ni d'après ses valeurs s'il s'agit d'un aliment ou d'une boisson. Lu comme un aliment, il aurait le Nutri-Score ${p.food} ; comme une boisson, ${p.drink}.`,
      kindUntold:
        "Remarque : aucune catégorie n'est enregistrée, et ClearCart ne peut dire ni d'après son nom, ni d'après sa liste, ni d'après ses valeurs s'il s'agit d'un aliment ou d'une boisson : ses valeurs sont lues pour 100 g, selon les tableaux des aliments du Nutri-Score et des feux tricolores.",
      foodSupplement:
        'Ni Nutri-Score ni note : un complément alimentaire est hors de la déclaration nutritionnelle sur laquelle ils reposent (règlement (UE) n° 1169/2011, art. 29).',
    },

    health: {
      noIngredientList:
        "Vérifiez la liste des ingrédients sur l'emballage : aucune n'est enregistrée, les allergènes ne peuvent donc pas être exclus.",
      contains: (names: readonly string[]) => `Contient : ${f.list(names)}.`,
      mayContainTraces: (names: readonly string[]) => `Traces possibles : ${f.list(names)}.`,
      mayContainNote: (names: readonly string[]) =>
        `Remarque : l'étiquette indique qu'il peut contenir : ${f.list(names)}.`,
      mayContainThrough: (names: readonly string[], through: readonly string[]) =>
        `Peut contenir, par ${through.length > 0 ? f.list(through.map(f.quote)) : 'ses ingrédients'} : ${f.list(names)}.`,
      additivesOfConcern: (names: readonly string[]) => `Additifs préoccupants : ${f.list(names)}.`,
      noTrackedAllergen: (count: number) =>
        `Aucun des ${count} allergènes suivis n'est déclaré ni trouvé dans la liste des ingrédients.`,
      efsaRisk: (risk: 'high' | 'moderate') =>
        `Risque de surexposition selon l'EFSA : ${risk === 'high' ? 'élevé' : 'modéré'}.`,
      sensitivitySet: (p: { sensitivity: P.Sensitivity; slider: number }) =>
        `Vous avez réglé votre sensibilité ${SENSITIVITIES[p.sensitivity]} sur ${p.slider}.`,
      sensitiveAlert: (p: { name: string; sensitivity: P.Sensitivity }) =>
        `Contient ${p.name} — vous êtes sensible ${SENSITIVITIES[p.sensitivity]}`,
      sensitiveCaution: (p: { name: string; sensitivity: P.Sensitivity }) =>
        `Prudence : contient ${p.name}, et vous avez indiqué une sensibilité ${SENSITIVITIES[p.sensitivity]}.`,
      sensitiveNote: (p: { name: string; sensitivity: P.Sensitivity }) =>
        `Remarque : contient ${p.name}, une préoccupation faible, et vous avez indiqué une sensibilité ${SENSITIVITIES[p.sensitivity]}.`,
      additiveCaution: (p: { name: string; concern: string }) => `Prudence : contient ${p.name}. ${p.concern}`.trim(),
      animalDerived: (type: AnimalProductType) => `D'origine animale (${ANIMAL_TYPES[type]}).`,
      sourcingRisks: 'Signalé pour les risques liés à son approvisionnement.',
    },

    personal: {
      avoidNone: (_name: string) => 'Vous évitez cet allergène : il n’a pas été trouvé.',
      youAvoid: (_name: string) => 'Vous évitez cet allergène.',
      containsAlert: (name: string) => `Contient un allergène que vous évitez : ${name}`,
      glutenDeclaredAlert: (name: string) =>
        `Peut contenir un allergène que vous évitez : ${name} — le gluten est déclaré, et la fiche ne dit pas de quelle céréale il vient`,
      mayContainAlert: (name: string) => `Peut contenir un allergène que vous évitez : ${name}`,
      cannotRuleOutListed: (name: string) =>
        `Impossible d'exclure un allergène que vous évitez (${name}) — la liste d'ingrédients enregistrée ne permet pas de trancher`,
      checkPackListed: (name: string) =>
        `Vérifiez l'emballage (${name}) : la liste d'ingrédients enregistrée ne permet pas de trancher.`,
      cannotRuleOutAlert: (name: string) =>
        `Impossible d'exclure un allergène que vous évitez (${name}) — aucune liste d'ingrédients enregistrée`,
      tracesUnknownAlert: (name: string) =>
        `Aucun ingrédient de cet allergène (${name}), mais des traces ne peuvent être exclues — aucune liste d'ingrédients enregistrée`,
      avoidContains: (p: { name: string; written?: string }) =>
        `Évitez ce produit : il contient un allergène que vous évitez (${p.name}${p.written ? `, ${q(p.written)}` : ''}).`,
      cautionTraces: (name: string) =>
        `Prudence : il peut contenir des traces d'un allergène que vous évitez (${name}).`,
      cautionCarried: (p: { name: string; written: string }) =>
        `Prudence : l'ingrédient ${q(p.written)} peut apporter un allergène que vous évitez (${p.name}).`,
      checkPack: (name: string) => `Vérifiez l'emballage (${name}) : aucune liste d'ingrédients n'est enregistrée.`,
      diets: DIETS,
      followDiet: (diet: 'low_sodium' | 'low_sugar') => `Vous suivez un régime ${DIETS[diet]}.`,
      dietListedAlert: (because: string) =>
        `Non adapté à un régime ${DIETS.low_sugar} — sa liste nomme ${q(because)} parmi ses premiers ingrédients`,
      dietListedAvoid: (because: string) =>
        `À éviter dans un régime ${DIETS.low_sugar} : sa liste nomme ${q(because)} parmi ses premiers ingrédients, et la teneur en sucres de l’étiquette n’est pas enregistrée.`,
      dietLimitAlert: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
        `Riche en ${NUTRIENTS[p.nutrient]} — vous suivez un régime ${DIETS[p.diet]}`,
      dietLimitAvoid: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
        `À éviter dans un régime ${DIETS[p.diet]} : il est riche en ${NUTRIENTS[p.nutrient]}.`,
      dietLimitUnknownAlert: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient; atLeast?: number }) =>
        `Impossible de savoir s'il convient à un régime ${DIETS[p.diet]} — valeur de l'étiquette non enregistrée (${NUTRIENTS[p.nutrient]})${p.atLeast !== undefined ? `; d'après la liste, au moins ${f.num(p.atLeast, 1)} g pour 100 g` : ''}`,
      dietLimitNotLowAlert: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient; atLeast: number }) =>
        `Teneur non faible (${NUTRIENTS[p.nutrient]}) — vous suivez un régime ${DIETS[p.diet]}`,
      dietLimitNotLow: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient; atLeast: number }) =>
        `Vérifiez la quantité : la valeur de l'étiquette n'est pas enregistrée (${NUTRIENTS[p.nutrient]}), mais la liste seule en met au moins ${f.num(p.atLeast, 1)} g pour 100 g, plus qu'un aliment à faible teneur n'en contient, et vous suivez un régime ${DIETS[p.diet]}.`,
      dietLimitMedium: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
        `Vérifiez la quantité : la teneur (${NUTRIENTS[p.nutrient]}) n'est pas faible mais moyenne, et vous suivez un régime ${DIETS[p.diet]}.`,
      dietLimitCheck: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
        `Vérifiez la valeur sur l'emballage (${NUTRIENTS[p.nutrient]}) : celle de l'étiquette n'est pas enregistrée, et vous suivez un régime ${DIETS[p.diet]}.`,
      avoidedIngredientAlert: (word: string) => `Contient ${q(word)} — sur votre liste d'ingrédients à éviter`,
      sensitivityUnknownAlert: (p: { sensitivity: P.Sensitivity; unreadable: boolean; part?: string; cut?: string }) =>
        `Vous êtes sensible ${SENSITIVITIES[p.sensitivity]} : impossible de savoir s'il en contient — ${listGap(p)}`,
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
          ? `Impossible de savoir s'il contient ${q(p.word)} — la liste d'ingrédients ne le nomme que parmi d'autres possibles (${q(p.oneOf)})`
          : p.unsourced !== undefined
            ? `Impossible de savoir s'il contient ${q(p.word)} — la liste ne dit pas de quoi ${q(p.unsourced)} est fait`
            : p.unrecognised !== undefined
              ? `Impossible de savoir s'il contient ${q(p.word)} — ${q(p.unrecognised)} n'est pas un ingrédient que nous reconnaissons`
              : p.maybe !== undefined
                ? `Impossible de savoir s'il contient ${q(p.word)} — ${q(p.maybe)} peut en être fait, et la liste ne dit pas si c'est le cas ici`
                : p.inName
                  ? `Impossible de savoir s'il contient ${q(p.word)} — son nom dit ${q(p.inName)}, mais la liste d'ingrédients enregistrée ne le montre pas ; vérifiez l'emballage`
                  : `Impossible de savoir s'il contient ${q(p.word)} — ${listGap(p)}`,
      avoidedUnrecognisedAlert: (word: string) =>
        `Nous ne reconnaissons pas ${q(word)} : impossible de savoir si la liste le nomme ; vérifiez vous-même la liste d'ingrédients`,
      avoidedIngredient: (p: { word: string; segment: string }) =>
        `Évitez ce produit : ${q(p.segment)} correspond à ${q(p.word)}, sur votre liste d'ingrédients à éviter.`,
      ingredientPurpose: 'Ingrédient',
      onAvoidList: (word: string) => `Sur votre liste d'ingrédients à éviter (${word}).`,
      paleoAlert: (because: readonly string[]) => `Non paléo — il contient ${f.list(because.map(q))}`,
      paleoAvoid: (because: readonly string[]) =>
        `À éviter dans un régime paléo : il contient ${f.list(because.map(q))}, et ce régime exclut les céréales, les légumineuses, les produits laitiers et le sucre raffiné.`,
      carbDietAlert: (p: P.CarbDietExcluded) =>
        p.because !== undefined
          ? `Non adapté aux régimes ${CARB(p.diets)} — sa liste nomme ${q(p.because)} parmi ses premiers ingrédients`
          : `Non adapté aux régimes ${CARB(p.diets)} — ${f.num(p.grams ?? 0, 1)} g de glucides pour ${per(p.perMl === true)}`,
      carbDietAvoid: (p: P.CarbDietExcluded) =>
        p.because !== undefined
          ? `À éviter dans les régimes ${CARB(p.diets)} : sa liste nomme ${q(p.because)} parmi ses premiers ingrédients, et ces régimes limitent les sucres et les féculents.`
          : `À éviter dans les régimes ${CARB(p.diets)} : ${f.num(p.grams ?? 0, 1)} g de glucides pour ${per(p.perMl === true)}, plus de la moitié de son poids.`,
      paleoOpen: (read: boolean) =>
        read
          ? "Remarque : rien dans la liste des ingrédients n'est une céréale, une légumineuse, un produit laitier, un sucre raffiné ou un édulcorant ou colorant de synthèse, ce qu'exclut un régime paléo ; l'adéquation du reste à votre régime paléo n'est pas jugée."
          : "Remarque : sans liste d'ingrédients à lire, l'adéquation à un régime paléo n'est pas jugée.",
      carbohydratesOnRecord: (p: {
        grams: number;
        perMl: boolean;
        diets: readonly ('keto' | 'paleo' | 'low_carb')[];
      }) =>
        `Remarque : ${f.num(p.grams, 1)} g de glucides pour ${p.perMl ? '100 ml' : '100 g'} ; les limites des régimes ${CARB(p.diets)} varient, la compatibilité n'est donc pas évaluée.`,
      carbohydrates: (diets: readonly ('keto' | 'paleo' | 'low_carb')[]) =>
        `Remarque : la teneur en glucides n'est pas enregistrée, la compatibilité avec les régimes ${CARB(diets)} n'est donc pas évaluée.`,
      animalIngredients: (p: { food: boolean; types: readonly AnimalProductType[] }) =>
        `ingrédients ${p.food ? "d'origine animale" : 'dérivés d’animaux'} (${f.list(p.types.map((t) => ANIMAL_TYPES[t]))})`,
      veganContainsAlert: (animal: string) => `Contient des ${animal} — vous suivez un régime végan`,
      veganContains: (animal: string) => `À éviter dans un régime végan : il contient des ${animal}.`,
      veganMaybeAlert: (because: readonly string[]) =>
        `Peut-être pas végan : ${quoted(because)} ${because.length > 1 ? 'peuvent' : 'peut'} être d'origine animale — vous suivez un régime végan`,
      veganMaybe: (because: readonly string[]) =>
        `Vérifiez auprès du fabricant pour un régime végan : ${quoted(because)} ${because.length > 1 ? 'peuvent' : 'peut'} être d'origine animale.`,
      vegetarianContainsAlert: 'Pas végétarien — vous suivez un régime végétarien',
      vegetarianContains: (because: readonly string[]) =>
        because.length > 0
          ? `À éviter dans un régime végétarien : il contient ${quoted(because)}, qui ${because.length > 1 ? 'ne sont pas végétariens' : "n'est pas végétarien"}.`
          : "À éviter dans un régime végétarien : sa fiche indique qu'il n'est pas végétarien.",
      vegetarianMaybeAlert: (because: readonly string[]) =>
        `Peut-être pas végétarien : ${quoted(because)} ${because.length > 1 ? 'peuvent' : 'peut'} être d'origine animale — vous suivez un régime végétarien`,
      glutenContainsAlert: 'Contient du gluten — vous suivez un régime sans gluten',
      glutenContains: 'À éviter dans un régime sans gluten : il contient du blé ou du gluten.',
      dietUnknownAlert: (diet: 'vegan' | 'vegetarian' | 'gluten_free') =>
        ({
          vegan: "Impossible de savoir s'il est végan — vous suivez un régime végan",
          vegetarian: "Impossible de savoir s'il est végétarien — vous suivez un régime végétarien",
          gluten_free: "Impossible de savoir s'il est sans gluten — vous suivez un régime sans gluten",
        })[diet],
      glutenMaybeAlert: 'Peut contenir du gluten — vous suivez un régime sans gluten',
      glutenMaybe: 'Prudence dans un régime sans gluten : il peut contenir des traces de gluten.',
    },

    nonFood: {
      fragranceAllergen: "Un allergène du parfum, nommé sur l'étiquette.",
      chemicalsSet: (slider: number) => `Vous avez réglé votre sensibilité aux produits chimiques sur ${slider}.`,
      sensitiveAlert: (p: { name: string; sensitivity: P.Sensitivity }) =>
        `Contient ${p.name} — vous êtes sensible ${SENSITIVITIES[p.sensitivity]}`,
      sensitiserAlert: (p: { name: string; sensitivity: P.Sensitivity }) =>
        `Contient ${p.name}, un sensibilisant cutané — vous êtes sensible ${SENSITIVITIES[p.sensitivity]}`,
      substanceCaution: (p: { name: string; status: string }) => `Prudence : contient ${p.name}. ${p.status}`,
      sensitiser: (p: { statement: string; code: string; classification: string; atHome: string }) =>
        `Sensibilisant cutané — ${p.statement} (${p.code}). ${p.classification} ${p.atHome}`,
      pictogram: (pictogram: string) => `Pictogramme ${pictogram}. `,
      hazardCaution: (p: { statement: string; atHome: string }) => `Prudence : ${p.statement} ${p.atHome}`,
      labelledFragrance: 'Un allergène du parfum étiqueté.',
      nano: `Présent sous forme de nanomatériau (étiqueté ${q('nano')}).`,
      someShades: `Dans certaines teintes seulement (${q('peut contenir')}).`,
      perfuming: 'Parfumant',
      noIngredientList: "Aucune liste d'ingrédients enregistrée.",
      checkIngredientList: "Vérifiez la liste des ingrédients sur l'emballage : aucune n'est enregistrée.",
      fragranceSummary: (names: readonly string[]) =>
        `Contient ${names.length} allergène${names.length > 1 ? 's' : ''} du parfum (${f.list(names)}).`,
      fragranceCautionDetergent: (names: readonly string[]) =>
        `Prudence si votre peau réagit aux parfums : il contient ${f.list(names)}. Le droit de l'UE sur les détergents impose de nommer les allergènes du parfum au-delà de ${f.num(0.01, 2)} %, pour que les personnes sensibilisées puissent les éviter.`,
      fragranceCaution: (names: readonly string[]) =>
        `Prudence si votre peau réagit aux parfums : il contient ${f.list(names)}. Le droit de l'UE impose de nommer les allergènes du parfum au-delà de ${f.num(0.001, 3)} % dans les produits sans rinçage et de ${f.num(0.01, 2)} % dans les produits rincés, pour que les personnes sensibilisées puissent les éviter.`,
      fragranceAlert: (names: readonly string[], more = 0) =>
        `Contient des allergènes du parfum (${f.list(more > 0 ? [...names, `${more} autres`] : names)}) — vous êtes sensible aux produits chimiques`,
      substances: (names: readonly string[]) => `Substances préoccupantes : ${f.list(names)}.`,
      hazards: (codes: readonly string[]) => `Mentions de danger sur l'emballage : ${f.list(codes)}.`,
      sensitisers: (names: readonly string[]) =>
        `Sensibilisant${names.length > 1 ? 's' : ''} cutané${names.length > 1 ? 's' : ''} : ${f.list(names)} (peut provoquer une allergie cutanée).`,
      nothingTracked:
        "Aucun allergène du parfum étiqueté ni aucune substance préoccupante pour la santé que nous suivons dans sa liste d'ingrédients.",
      notScored:
        'Données insuffisantes pour attribuer une note : les notes de santé portent sur les aliments et les boissons.',
    },

    palmOil: {
      evidenceSegment: (segment: string) => `l'ingrédient ${q(segment)}`,
      evidenceLabel: (label: string) => `le label ${q(label)} sur l'emballage`,
      evidenceAnalysis: "l'analyse des ingrédients de la fiche du produit, qui a trouvé de l'huile de palme",
      explanation:
        "L'expansion du palmier à huile a entraîné la déforestation tropicale et la perte d'habitats ; des systèmes de certification comme la RSPO fixent des normes pour une production plus durable.",
      certified: (p: { evidence: string; label: string }) =>
        `Contient de l'huile de palme (${p.evidence}), certifiée ${p.label}.`,
      certifiedRating: (label: string) => `Certifiée (${label})`,
      companyClaim: (p: { evidence: string; company: string; owns?: string; rspo: string }) =>
        `L'huile de palme de ce produit (${p.evidence}) : aucune certification de durabilité enregistrée. ${p.company}${p.owns ? `, propriétaire de ${p.owns},` : ''} dit acheter de l'huile de palme certifiée RSPO ${RSPO_MODELS[p.rspo] ?? p.rspo} — à l'échelle de l'entreprise, non vérifié pour ce produit.`,
      rspoModels: RSPO_MODELS,
      uncertified: (evidence: string) =>
        `Contient de l'huile de palme (${evidence}) sans certification de durabilité enregistrée.`,
      noCertification: 'Aucune certification enregistrée',
      freeMilkProduct: (category: string) =>
        `Pas d'huile de palme : un produit de la catégorie ${q(category)} est fait de lait, et aucune autre matière grasse ne peut remplacer sa matière grasse laitière (règlement (UE) n° 1308/2013, annexe VII, partie III).`,
      freeWholeFood: (category: string) =>
        `Pas d'huile de palme : un produit de la catégorie ${q(category)} est son seul ingrédient.`,
      freeByAnalysis: 'Analyse des ingrédients de la fiche du produit : sans huile de palme.',
      freeUnrecognised: (named: readonly string[]) =>
        `Pas d'huile de palme dans la liste des ingrédients. ${quoted(named)} ${named.length === 1 ? "n'est pas un ingrédient que nous reconnaissons" : 'ne sont pas des ingrédients que nous reconnaissons'}, mais c'est trop peu pour laisser la question ouverte.`,
      free: "Pas d'huile de palme dans la liste des ingrédients.",
      freeExplanation:
        "Sans huile de palme : le risque de déforestation lié à l'huile de palme non certifiée ne s'applique pas.",
      freeRating: 'Sans huile de palme',
      maybe: (named: readonly string[]) =>
        `Peut contenir de l'huile de palme : ${quoted(named)} ${named.length === 1 ? 'peut' : 'peuvent'} être ${named.length === 1 ? 'issu' : 'issus'} de l'huile de palme et la liste ne précise pas quelle huile.`,
      unknownCut: (ending: string) =>
        `L'huile de palme ne peut pas être exclue : la liste d'ingrédients enregistrée est tronquée (elle finit par ${q(ending)}).`,
      unknownNoList: "Aucune liste d'ingrédients enregistrée : l'huile de palme ne peut pas être exclue.",
      unknown: (named: readonly string[]) =>
        `L'huile de palme ne peut pas être exclue : ${quoted(named)} ${named.length === 1 ? "n'est pas un ingrédient que nous reconnaissons" : 'ne sont pas des ingrédients que nous reconnaissons'}.`,
      unknownUnsourced: (named: readonly string[]) =>
        `L'huile de palme ne peut pas être exclue : la liste ne dit pas à partir de quoi ${named.length === 1 ? 'est fabriqué' : 'sont fabriqués'} ${quoted(named)}.`,
      maybeRating: "Peut contenir de l'huile de palme",
      unknownRating: 'Inconnu',
      summaryUncertified: "Contient de l'huile de palme sans certification de durabilité enregistrée.",
      summaryCompanyClaim:
        "Contient de l'huile de palme sans certification de durabilité enregistrée ; son fabricant dit acheter de l'huile de palme certifiée RSPO pour tout le groupe.",
      summaryCertified: (label: string) => `Contient de l'huile de palme certifiée ${label}.`,
      companyAdvice:
        "Son fabricant dit acheter de l'huile de palme certifiée RSPO pour tout le groupe ; cherchez le label RSPO pour le savoir pour ce produit, ou choisissez un produit sans huile de palme.",
      advice: "Envisagez un produit sans huile de palme ou avec de l'huile de palme certifiée RSPO.",
    },

    environment: {
      /** The environmental concerns of the company that weigh on the score (curated names, in English). */

      companyRecord: (p: { company: string }) =>
        `Le bilan de ${p.company} pèse sur ce score : ses problèmes environnementaux sont listés plus bas.`,
      carbon: (p: { kg: number; name: string }) => `Environ ${f.num(p.kg, 2)} kg éq. CO2 par kg pour ${q(p.name)}.`,
      carbonMethod: (p: { basis: string; low: number; high: number }) =>
        `Chiffre : ${p.basis}. ClearCart juge faible une valeur ≤ ${f.num(p.low)} et élevée une valeur > ${f.num(p.high)} : le tiers inférieur et le tiers supérieur des aliments d'AGRIBALYSE 3.1.`,
      water: (p: { litres: number; name: string }) =>
        `Environ ${f.num(p.litres, 0)} litres d'eau par kg pour ${q(p.name)}.`,
      waterMethod: (p: { low: number; high: number }) =>
        `Chiffre : empreinte eau moyenne mondiale (verte + bleue + grise), données du Water Footprint Network (voir les sources). Seuils de ClearCart : ≤ ${f.num(p.low, 0)} L/kg faible, > ${f.num(p.high, 0)} L/kg élevé.`,
      noWater: "Pas encore de chiffre de consommation d'eau pour cette catégorie de produits.",
      footprintBasis: (p: P.FootprintBasisParams) => {
        const one = p.categories.length === 1;
        const tags = `${one ? 'à la catégorie' : 'aux catégories'} ${p.categories.map(q).join(', ')} ou à ${one ? 'ses' : 'leurs'} sous-catégories`;
        const foods = p.examples.map(q).join(', ');
        return p.count === 1
          ? `AGRIBALYSE 3.1, ${foods}, l'aliment qu'Open Food Facts associe ${tags}`
          : `AGRIBALYSE 3.1, médiane de ${p.count} aliments qu'Open Food Facts associe ${tags}${p.leftOut ? ' (formes préparées à la maison exclues)' : ''}, par exemple ${foods}`;
      },
      surfactant: (p: {
        written: string;
        surfactantClass: string;
        readily: boolean;
        degraded: boolean;
        poor: boolean;
      }) => {
        const said = [
          ...(p.readily ? ["facilement biodégradable en présence d'oxygène"] : []),
          ...(p.degraded ? ["également éliminé en l'absence d'oxygène"] : []),
          ...(p.poor
            ? ["réputé se biodégrader mal en l'absence d'oxygène, comme dans les sédiments et les boues d'épuration"]
            : []),
        ];
        return `${q(p.written)} (${p.surfactantClass}) : ${said.join(' ; ')}.`;
      },
      partial:
        "Note partielle : aucune liste d'ingrédients enregistrée, les risques liés à l'approvisionnement de ses composants ne sont donc pas comptés.",
      partialPart: (part: string) =>
        `Note partielle : la liste d'ingrédients enregistrée ne donne que ${q(part)}, donc les risques liés à l'approvisionnement de ce qui le compose ne sont pas comptés.`,
      partialCapped: (grade: string) =>
        `La note environnementale d'Open Food Facts pour ce produit est ${grade} : une note partielle n'est pas meilleure qu'elle.`,
      partialNamed: (named: readonly string[]) =>
        `Note partielle : aucune liste d'ingrédients enregistrée, seuls les risques d'approvisionnement de ce que son nom, sa catégorie ou sa fiche indique (${f.list(named.map((n) => f.lower(n)))}) sont donc comptés.`,
      partialFootprint:
        'Note partielle : aucun chiffre d’empreinte ne correspond à sa catégorie, son empreinte compte donc comme élevée, jamais mieux qu’une empreinte connue.',
      partialUnreadable:
        "Note partielle : sa liste d'ingrédients n'a pas pu être lue, les risques liés à l'approvisionnement de ses composants ne sont donc pas comptés.",
      footprintSummary: (p: { kg: number; rating: P.Level }) =>
        `Environ ${f.num(p.kg, 3)} kg éq. CO2 par kg estimés pour sa catégorie (${LEVELS[p.rating]}).`,
      highCarbon: 'Envisagez des alternatives moins émettrices : cette catégorie a une empreinte carbone élevée.',
      noFootprint: "Pas encore de chiffre d'empreinte pour cette catégorie de produits.",
      noCategory: "Aucune catégorie enregistrée : aucun chiffre d'empreinte ne s'applique.",
      /** Decision 113: a footprint fitted to what the list rules out, or none that fits the product as sold. */
      footprintBasisFitted: (p: {
        count: number;
        of: number;
        name: string;
        classes: readonly string[];
        examples: readonly string[];
      }) => {
        const c = p.classes.map((k) => FOOD_CLASSES[k] ?? k).join(' ou ');
        const foods = p.examples.map((e) => `“${e}”`).join(', ');
        return p.count === 1
          ? `AGRIBALYSE 3.1, ${foods}, le seul des ${p.of} aliments derrière le chiffre de « ${p.name} » sans ${c}, que sa liste d'ingrédients ne contient pas`
          : `AGRIBALYSE 3.1, médiane de ${p.count} des ${p.of} aliments derrière le chiffre de « ${p.name} » : ceux qui contiennent ${c}, que sa liste d'ingrédients ne contient pas, sont écartés ; par ex. ${foods}`;
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
        const own = p.fromName ? 'comme le nom du produit' : "sa propre catégorie, qui n'a pas de chiffre";
        const foods = p.examples.map((e) => `“${e}”`).join(', ');
        return p.count === 1
          ? `AGRIBALYSE 3.1, ${foods}, le seul des ${p.of} aliments derrière le chiffre de « ${p.name} » dont le nom dit « ${p.category} », ${own} (les chiffres de ces aliments sont trop dispersés pour que leur médiane la représente)`
          : `AGRIBALYSE 3.1, médiane de ${p.count} des ${p.of} aliments derrière le chiffre de « ${p.name} » : ceux dont le nom dit « ${p.category} », ${own} (les chiffres de ces aliments sont trop dispersés pour que leur médiane la représente) ; p. ex. ${foods}`;
      },
      footprintBasisVariety: (p: P.VarietyBasis) => {
        const foods = p.examples.map((e) => `“${e}”`).join(', ');
        return p.count === 1
          ? `AGRIBALYSE 3.1, ${foods}, celui des ${p.of} aliments derrière le chiffre de « ${p.name} » dont le nom du produit dit la sorte (« ${p.variety} »)`
          : `AGRIBALYSE 3.1, médiane de ${p.count} des ${p.of} aliments derrière le chiffre de « ${p.name} » : ceux dont le nom du produit dit la sorte (« ${p.variety} ») ; p. ex. ${foods}`;
      },
      footprintBasisKept: (p: {
        count: number;
        of: number;
        name: string;
        kept: string;
        examples: readonly string[];
      }) => {
        const c = FOOD_CLASSES[p.kept] ?? p.kept;
        const foods = p.examples.map((e) => `“${e}”`).join(', ');
        return p.count === 1
          ? `AGRIBALYSE 3.1, ${foods}, le seul des ${p.of} aliments derrière le chiffre de « ${p.name} » avec ${c}, que sa liste nomme parmi ses trois premiers ingrédients`
          : `AGRIBALYSE 3.1, médiane de ${p.count} des ${p.of} aliments derrière le chiffre de « ${p.name} » : ceux avec ${c}, que sa liste nomme parmi ses trois premiers ingrédients ; p. ex. ${foods}`;
      },
      noFootprintForList: (p: { name: string; classes: readonly string[] }) => {
        const c = p.classes.map((k) => FOOD_CLASSES[k] ?? k).join(' ou ');
        return `Aucun chiffre d'empreinte ne convient à ce produit : chaque aliment derrière le chiffre de « ${p.name} » contient ${c}, que sa liste d'ingrédients ne contient pas.`;
      },
      noFootprintForConcentrate: (p: { name: string; salt?: number; perMl?: boolean }) =>
        `Aucun chiffre d'empreinte ne convient à ce produit : il est vendu concentré ou déshydraté${p.salt !== undefined ? ` (${g(p.salt)} de sel pour ${per(p.perMl === true)}, bien plus qu'un bouillon ou une soupe prêts à consommer)` : ''}, et le chiffre de « ${p.name} » vaut pour l'aliment prêt à consommer.`,
      noFootprintForKind: (p: { name: string; category: string }) =>
        `Aucun chiffre d'empreinte ne convient à ce produit : le chiffre de « ${p.name} » vaut pour un autre type d'aliment que « ${p.category} » tel qu'il est vendu.`,
      packagingNote: (p: { name: string; note: string }) => `${p.name} : ${p.note}`,
      notRecyclable: "Envisagez des produits à l'emballage recyclable : cet emballage n'est pas largement recyclable.",
      recyclingRules: (names: readonly string[]) =>
        `Vérifiez les consignes de tri locales pour ces matériaux : ${f.list(names)}.`,
      packagingUnknown: (onRecord: readonly string[]) =>
        `L'emballage enregistré (${onRecord.join(', ')}) ne figure pas encore dans nos connaissances sur les emballages.`,
      noPackaging: "Aucune information sur l'emballage enregistrée.",
      ecoScoreStatus: 'Publié par Open Food Facts',
      ecoScore: (label: string) =>
        `Eco-Score / Score environnemental Open Food Facts ${label} (analyse du cycle de vie de la catégorie, avec bonus et malus).`,
      concern: 'Préoccupant',
      persistent: (p: { written: string; concern: string }) => `${q(p.written)} : ${p.concern}`,
      avoidPersistent: (p: { written: string; concern: string }) =>
        `Envisagez des produits sans ${p.written} : ${p.concern.charAt(0).toLowerCase()}${p.concern.slice(1)}`,
      aquatic: (p: { code: string; statement: string; pictogram?: string; atHome: string }) =>
        `L'emballage indique ${q(`${p.code} ${p.statement}`)}${p.pictogram ? ` (pictogramme ${p.pictogram})` : ''}. ${p.atHome}`,
      criteriaKey: (label: string) => `Critères ${label}`,
      good: 'Bon',
      fair: 'Moyen',
      criteria: (p: { label: string; group: string; verifies: readonly string[] }) =>
        `Ce que ${p.label} vérifie pour la catégorie ${q(p.group)} : ${p.verifies.join(' ')}`,
      surfactantKey: 'Biodégradabilité des tensioactifs',
      refill: (words: readonly string[]) =>
        `Vendu en recharge (${quoted(words)}) : il remplit un contenant que vous avez déjà au lieu d'en apporter un nouveau.`,
      concentrate: (words: readonly string[]) =>
        `Vendu concentré (${quoted(words)}) : une dose plus petite suffit, donc moins de produit et d'emballage par utilisation.`,
      commodityUntraced: (p: { name: string; note: string; label: string }) =>
        `${p.name} : ${p.note} La certification enregistrée, ${p.label}, ne dit pas que celui de ce produit est certifié : le risque est possible, non constaté.`,
      commodityUncertified: (p: { name: string; note: string }) =>
        `${p.name} : ${p.note} Aucune certification de celui de ce produit n'est enregistrée : le risque est possible, non constaté.`,
      commodityByOrigin: (p: { name: string; note: string }) =>
        `${p.name} : ${p.note} L'origine de celui de ce produit n'est pas enregistrée : le risque est possible, non constaté.`,
      commodity: (p: { name: string; note: string; addressedBy?: string }) =>
        `${p.name} : ${p.note}${p.addressedBy ? ` Pris en compte par ${p.addressedBy}.` : ''}`,
      commoditiesSummary: (names: readonly string[]) =>
        `Ingrédients à risque de déforestation ou d'épuisement des ressources : ${f.list(names)}.`,
      resourceMaybe: (p: { written: string; name: string }) =>
        `${q(p.written)} peut être du ${p.name} : un risque de déforestation ou d'épuisement des ressources n'est donc pas exclu.`,
      resourceMaybePalm: (written: string) =>
        `${q(written)} peut être de l'huile de palme : un risque de déforestation n'est donc pas exclu.`,
      resourcePalmNotRuledOut:
        "La liste des ingrédients ne permet pas d'exclure l'huile de palme : un risque de déforestation n'est donc pas exclu.",
      noResourceRisk:
        "Aucun ingrédient présentant un risque élevé connu de déforestation ou d'épuisement des ressources.",
      noIngredientList: "Aucune liste d'ingrédients enregistrée.",
      partList: (part: string) =>
        `Sa liste d'ingrédients enregistrée ne donne que ${q(part)} : ce n'est pas la liste complète, et les risques liés à son approvisionnement ne sont pas connus.`,
      partialList:
        "La liste des ingrédients enregistrée ne nomme rien qui apporte ses sucres : ce n'est donc pas la liste complète, et ses risques d'approvisionnement ne sont pas connus.",
      unreadableList:
        "Sa liste d'ingrédients n'a pas pu être lue : ses risques d'approvisionnement ne sont pas connus.",
      carriesUnchecked: (labels: readonly string[]) =>
        `Vérifiez si l'emballage porte ${f.list(labels)} : sa fiche du catalogue l'indique, sans citer de page qui le dise.`,
      carries: (labels: readonly string[]) => `Porte les labels : ${f.list(labels)}.`,
      meetsPreference: (p: { name: string; by?: string }) =>
        `Répond à votre préférence : ${p.name}${p.by ? ` (${p.by})` : ''}.`,
      claimedPreference: (p: { name: string; by: string }) =>
        `Ses labels enregistrés disent « ${p.name} » (${p.by}), mais aucune certification indépendante n'est enregistrée : vérifiez sur l'emballage le logo d'une certification.`,
      considerPreference: (name: string) =>
        `Envisagez des produits répondant à votre préférence (${name}) : celui-ci ne porte aucun label de ce type.`,
      avoidPackagingAlert: (p: { word: string; material: string }) =>
        `Son emballage comprend ${p.material} — « ${p.word} » est sur votre liste environnementale à éviter`,
      avoidPackaging: (p: { word: string; material: string }) =>
        `Évitez ce produit : son emballage comprend ${p.material}, que vous évitez (« ${p.word} »).`,
      avoidPackagingUnknown: (word: string) =>
        `Impossible de savoir si son emballage comprend ${word} — aucune information d'emballage enregistrée`,
      avoidAlert: (word: string) => `Contient ${q(word)} — sur votre liste environnementale à éviter`,
      avoid: (p: { word: string; segment: string }) =>
        `Évitez ce produit : il contient ${q(p.segment)}, et vous évitez ${q(p.word)}.`,
      preferences: {
        organic: 'bio',
        recyclable: 'recyclable',
        biodegradable: 'biodégradable',
        non_gmo: 'sans OGM',
        eco_friendly: 'écologique',
        carbon_neutral: 'neutre en carbone',
      },
      missing: {
        footprint: "pas de chiffre d'empreinte pour sa catégorie",
        category: 'aucune catégorie enregistrée',
        packaging: "pas d'emballage enregistré",
        packagingUnknown: 'un emballage de recyclabilité inconnue',
        ingredients: "pas de liste d'ingrédients",
        unreadable: "une liste d'ingrédients illisible",
        tooFew: 'trop peu de faits enregistrés',
      },
      notEnough: (missing: readonly string[]) => `Données insuffisantes pour attribuer une note : ${f.list(missing)}.`,
      noConcern: 'Aucune préoccupation environnementale majeure dans les faits enregistrés.',
    },

    ethics: {
      labourUnassessed:
        "Aucune liste d'ingrédients enregistrée : les risques liés au travail dans la chaîne d'approvisionnement ne peuvent pas être évalués.",
      labourPartList: (part: string) =>
        `Sa liste d'ingrédients enregistrée ne donne que ${q(part)} : ce n'est pas la liste complète, et les risques liés au travail dans la chaîne d'approvisionnement ne peuvent pas être évalués.`,
      labourPartialList:
        "La liste des ingrédients enregistrée ne nomme rien qui apporte ses sucres : ce n'est donc pas la liste complète, et les risques liés au travail dans la chaîne d'approvisionnement ne peuvent pas être évalués.",
      labourUnreadable:
        "Sa liste d'ingrédients n'a pas pu être lue : les risques liés au travail dans la chaîne d'approvisionnement ne peuvent pas être évalués.",
      labourMaybePalm: (written: string) =>
        `${q(written)} peut être de l'huile de palme : un risque lié au travail dans sa chaîne d'approvisionnement n'est donc pas exclu.`,
      labourPalmNotRuledOut:
        "La liste des ingrédients ne permet pas d'exclure l'huile de palme : un risque lié au travail dans sa chaîne d'approvisionnement n'est donc pas exclu.",
      labourUnstated: (p: { written: string; name: string }) =>
        `${q(p.written)} peut être du ${p.name} : un risque lié au travail dans sa chaîne d'approvisionnement n'est donc pas exclu.`,
      labourClear: 'Aucun ingrédient présentant un risque élevé connu de travail des enfants ou de travail forcé.',
      labourAddressed: (p: { name: string; note: string; label: string }) =>
        `${p.name} : ${p.note} Le label ${p.label} en tient compte.`,
      labourClaimed: (p: { name: string; note: string; label: string }) =>
        `${p.name} : ${p.note} « ${p.label} » est enregistré, mais ne nomme aucun système de certification : il n'est pas compté.`,
      labourUnaddressed: (p: { name: string; note: string }) =>
        `${p.name} : ${p.note} Aucun label enregistré n'en tient compte.`,
      labourOriginOnRecord: (p: { name: string; note: string; origin: string }) =>
        `${p.name} : ${p.note} Le dossier donne « ${p.origin} » comme origine de ses ingrédients, que la liste ne cite pas pour ce produit : le risque n'est pas constaté.`,
      labourOriginUnsettled: (p: { name: string; note: string; origin: string }) =>
        `${p.name} : ${p.note} La fiche donne comme origine de ses ingrédients « ${p.origin} », ce qui ne dit pas d'où vient celui de ce produit : le risque est possible, non constaté.`,
      labourByOrigin: (p: { name: string; note: string }) =>
        `${p.name} : ${p.note} L'origine de celui de ce produit n'est pas enregistrée : le risque est possible, non constaté.`,
      testingFood:
        "Sans objet pour un aliment : les produits alimentaires finis ne sont pas testés sur les animaux de manière systématique. Les interdictions de tests sur les animaux, comme celle de l'UE (règlement (CE) n° 1223/2009), concernent les cosmétiques.",
      testingLabel: (p: { label: string; verifies: string }) => `Certifié ${p.label} : ${p.verifies}`,
      testingPolicy: (p: { company: string; policy: string; named: boolean; asOf: string; language?: string }) =>
        `Politique de ${p.company} sur les tests sur les animaux${p.language ? ' (en anglais)' : ''} : ${q(p.policy)} (${asOf(p.asOf)}).`,
      /** A company-wide listing on the company's own pledge, not an audit (PETA's). */
      testingListed: (p: { company: string; label: string; verifies: string }) =>
        ` ${p.company} figure sur la liste ${p.label} pour toute l'entreprise (${p.verifies}).`,
      testingHeld: (p: { company: string; label: string; verifies: string }) =>
        ` ${p.company} est certifiée ${p.label} pour toute l'entreprise (${p.verifies}).`,
      testingNone:
        "Aucune certification « cruelty-free » enregistrée, et ClearCart n'a aucune trace de la politique de l'entreprise sur les tests sur les animaux.",
      highLabourRisk:
        "des ingrédients à risque élevé d'exploitation au travail, sans label certifié enregistré qui en tienne compte",
      labourAdvice:
        "Envisagez des alternatives certifiées Fairtrade ou Rainforest Alliance : certains ingrédients présentent un risque élevé d'exploitation au travail.",
      testsOnAnimals: "l'entreprise teste sur les animaux",
      crueltyFreeAdvice:
        'Envisagez des alternatives certifiées sans cruauté (cruelty-free) : son fabricant teste sur les animaux.',
      welfareCertified: (p: { label: string; verifies: string }) => `Certifié ${p.label} : ${p.verifies}`,
      animalUncertified: (types: readonly AnimalProductType[]) =>
        `des ingrédients d'origine animale (${f.list(types.map((t) => ANIMAL_TYPES[t]))}) sans certification de bien-être animal enregistrée`,
      welfareAdvice: (types: readonly AnimalProductType[]) =>
        `Envisagez des produits avec un label de bien-être animal reconnu (bio, plein air ou équivalent) : il contient des ingrédients d'origine animale (${f.list(types.map((t) => ANIMAL_TYPES[t]))}) sans certification de bien-être animal enregistrée.`,
      welfareLabelled: (label: string) =>
        `Les ingrédients d'origine animale portent un label de bien-être animal (${label}).`,
      welfareOrganic: (label: string) =>
        `Certifié ${label} : les règles de l'agriculture biologique comportent des exigences de bien-être pour les animaux d'élevage, comme l'accès à des espaces de plein air ; ce n'est pas un label de bien-être animal à proprement parler.`,
      organicLabelled: (label: string) =>
        `Les ingrédients d'origine animale sont certifiés bio (${label}) : les règles bio comportent des exigences de bien-être animal pour l'élevage.`,
      seafoodAdvice:
        "Envisagez des produits de la mer certifiés : MSC pour la pêche sauvage, ASC ou bio pour l'élevage. Aucune certification n'est enregistrée sur la façon dont ses poissons ou fruits de mer ont été pêchés ou élevés.",
      veganAlternativeAdvice: (types: readonly AnimalProductType[]) =>
        `Envisagez une alternative certifiée végane si les ingrédients d'origine animale comptent pour vous : il contient des ingrédients d'origine animale (${f.list(types.map((t) => ANIMAL_TYPES[t]))}).`,
      wantAvoidTesting: 'Vous souhaitez éviter les tests sur les animaux.',
      testedAlert: 'Testé sur les animaux — vous évitez les tests sur les animaux',
      testedAvoid:
        'Évitez ce produit si les tests sur les animaux comptent pour vous : son fabricant teste sur les animaux.',
      testingUnknownAlert:
        'Aucune trace de la politique du fabricant sur les tests sur les animaux — vous évitez les tests sur les animaux',
      testingUnknownCheck:
        "Vérifiez la présence du logo Leaping Bunny ou d'un autre logo « cruelty-free » : ClearCart n'a aucune trace de la politique du fabricant sur les tests sur les animaux.",
      testingPolicyAlert: (company: string) =>
        `La politique de ${company} n'exclut pas les tests sur les animaux — vous évitez les tests sur les animaux`,
      testingPolicyCheck: (company: string) =>
        `Vérifiez la présence du logo Leaping Bunny ou d'un autre logo « cruelty-free » : la politique de ${company} sur les tests sur les animaux ne les exclut pas, et aucune certification « cruelty-free » n'est enregistrée.`,
      preferences: {
        fair_trade: 'commerce équitable',
        b_corp: 'B Corp',
        cruelty_free: 'sans cruauté (cruelty-free)',
        vegan_certified: 'certifié végan',
        ethical_labor: 'conditions de travail éthiques',
      },
      meetsPreference: (p: { name: string; by: string; companyWide?: boolean }) =>
        `Répond à votre préférence : ${p.name} (${p.by}${p.companyWide ? ", que l'entreprise détient pour tous ses produits" : ''}).`,
      listedPreference: (p: { name: string; by: string }) =>
        `${p.by} classe la marque comme ${p.name} sur la foi de l'engagement de l'entreprise, non d'un audit : aucune certification indépendante n'est enregistrée ; vérifiez l'emballage.`,
      claimedPreference: (p: { name: string; by: string }) =>
        `Ses labels enregistrés disent « ${p.name} » (${p.by}), mais aucune certification indépendante n'est enregistrée : vérifiez sur l'emballage le logo d'une certification.`,
      makerCertificationUnknown: (name: string) =>
        `${name} certifie des entreprises, pas des produits : aucune certification ${name} de son fabricant n'est enregistrée, on ne sait donc pas ici s'il l'est.`,
      considerPreference: (name: string) =>
        `Envisagez des alternatives certifiées (${name}) : ce produit ne porte aucun label de ce type.`,
      labelVerifiedBy: (p: { label: string; by: string; companyWide: boolean }) =>
        `${p.label} : vérifié par ${p.by}${p.companyWide ? ", que l'entreprise détient pour tous ses produits" : ', également enregistré'}.`,
      labelVerifies: (p: { label: string; verifies: string }) => `${p.label} : ${p.verifies}`,
      noSocialImpact: "Aucune information précise sur l'impact social de ce produit n'est enregistrée.",
      concerns: (concerns: readonly string[]) => `Préoccupations éthiques : ${f.list(concerns)}.`,
      possibleLabour: (names: readonly string[], origin?: string) =>
        origin === undefined
          ? `Le travail des enfants ou forcé est possible, non constaté : l'origine de ${f.list(names.map((n) => f.lower(n)))} n'est pas enregistrée.`
          : `Le travail des enfants ou forcé est possible, non constaté : l'origine enregistrée (« ${origin} ») ne dit pas d'où vient ${f.list(names.map((n) => f.lower(n)))}.`,
      noConcern: (labels: readonly string[]) =>
        `Aucune préoccupation éthique majeure dans les faits enregistrés${labels.length > 0 ? ` ; porte les labels : ${f.list(labels)}` : ''}.`,
      notEnoughPart: (part: string) =>
        `Données insuffisantes pour attribuer une note : la liste d'ingrédients enregistrée ne donne que ${q(part)}, les risques de la chaîne d'approvisionnement de ses composants sont donc inconnus.`,
      notEnoughUnreadable:
        "Données insuffisantes pour attribuer une note : sa liste d'ingrédients n'a pas pu être lue, les risques de la chaîne d'approvisionnement de ses composants sont donc inconnus.",
      little: 'Peu d’informations éthiques sont enregistrées pour ce produit.',
      notEnough:
        "Données insuffisantes pour attribuer une note : aucune liste d'ingrédients enregistrée, les risques de la chaîne d'approvisionnement de ses composants sont donc inconnus.",
    },

    welfare: {
      kept: KEPT,
      notKnown: (kept: readonly P.Kept[]) =>
        `Aucun label de bien-être animal ni aucune allégation d'élevage n'est enregistré pour ce produit : on ne sait donc pas comment ses ${f.list(kept.map((k) => KEPT[k]))} ont été ${raised(kept)}.`,
      seafoodScheme: (scheme: string) =>
        `La façon dont ses poissons ou fruits de mer ont été pêchés ou élevés est certifiée (${scheme}) ; le label fixe des règles pour les stocks et l'environnement, pas une norme de bien-être des animaux.`,
      seafood:
        "Aucune certification n'est enregistrée pour ce produit : on ne sait donc pas comment ses poissons ou fruits de mer ont été élevés ou pêchés.",
      bees: "Aucune certification n'est enregistrée pour ce produit : on ne sait donc pas comment ses colonies d'abeilles ont été conduites.",
      organicClaim: (p: { said: readonly { words: string; where: P.ClaimWhere }[]; kept: P.Kept }) =>
        `${cap(p.said.map((c) => `${q(c.words)} (${WHERE[c.where]})`).join(', '))} : une allégation bio sans système de certification enregistré ; les règles bio certifiées comportent des exigences de bien-être animal, mais on ne sait pas lesquelles s'appliquent, ni donc comment ses ${KEPT[p.kept]} ont été ${raised([p.kept])}.`,
      designation: (p: { said: readonly { words: string; where: P.ClaimWhere }[]; kept: P.Kept }) =>
        `${p.said.map((c) => `${q(c.words.length <= 4 ? c.words.toUpperCase() : c.words)} (${WHERE[c.where]})`).join(', ')} : une appellation protégée (AOP/IGP), dont le cahier des charges publié fixe la façon dont le produit est fait, ce qui pour les produits animaux peut porter sur les races, l'alimentation et le pâturage ; ce n'est pas une certification de bien-être animal : on ne sait donc pas comment ses ${KEPT[p.kept]} ont été ${raised([p.kept])}.`,
      gelatine:
        "Sa gélatine est fabriquée à partir de peaux et d'os d'animaux, et aucun label de bien-être animal n'est enregistré : on ne sait donc pas comment ces animaux ont été élevés.",
      dairyPicture:
        "Dans l'élevage laitier conventionnel, les vaches sont souvent élevées dans des systèmes intensifs, et les veaux sont généralement séparés de leur mère peu après la naissance.",
      where: WHERE,
      claims: (p: { said: readonly { words: string; where: P.ClaimWhere }[]; kind: P.ClaimKind; kept: P.Kept }) => {
        const said = p.said.map((c) => `${q(c.words)} (${WHERE[c.where]})`).join(', ');
        const animals = KEPT[p.kept];
        const raisedHere = raised([p.kept]);
        const meaning =
          p.kind === 'cage'
            ? `les ${animals} ont été ${raisedHere} en cage`
            : p.kind === 'free-range-eggs'
              ? "un mode d'élevage que définissent les normes de commercialisation des œufs de l'UE et du Royaume-Uni (poules ayant en journée un accès continu à des parcours en plein air), sans certification indépendante de bien-être animal"
              : p.kind === 'outdoor'
                ? `le fabricant affirme que les ${animals} ont été ${raisedHere} en plein air${p.kept === 'hens' ? '' : ` ou ${p.kept === 'animals' ? 'nourris' : 'nourries'} au pâturage`}, sans certification indépendante de bien-être animal`
                : `le fabricant affirme que les ${animals} n'ont pas été ${raisedHere} en cage, sans certification indépendante de bien-être animal`;
        return `${cap(said)} : ${meaning}.`;
      },
      contentNotKnown: (maybe: boolean) =>
        maybe
          ? "Certains ingrédients peuvent être d'origine animale : on ne sait pas comment d'éventuels animaux ont été élevés."
          : "On ne sait pas s'il contient des ingrédients d'origine animale, ni donc comment d'éventuels animaux ont été élevés.",
      none: "Aucun ingrédient d'origine animale : le bien-être animal ne s'applique pas.",
      evidence: (certification: string | undefined) =>
        `Élément sur le bien-être animal : ${certification || 'évaluation favorable du bien-être animal'}.`,
    },

    evidence: {
      offVegan: 'Analyse des ingrédients de la fiche du produit : végan',
      veganLabel: "Label végan sur l'emballage",
      glutenFreeLabel: "Mention « sans gluten » sur l'emballage (au plus 20 mg/kg, règlement (UE) n° 828/2014)",
      ingredient: (p: { segment: string; name?: string }) =>
        `Ingrédient ${q(p.segment)}${p.name === undefined ? '' : ` (${p.name})`}`,
      additive: (p: { code: string; name: string }) => `L'additif ${p.code} ${p.name} est d'origine animale`,
      declared: (words: readonly string[]) => `Allergène déclaré ${words.map(q).join(', ')}`,
      name: (words: string) => `Nom du produit ${q(words)}`,
      category: (words: string) => `Catégorie ${q(words)}`,
      offNonVegan: 'Analyse des ingrédients de la fiche du produit : non végan',
      offNonVegetarian: 'Analyse des ingrédients de la fiche du produit : non végétarien',
      notVegan: 'non végan',
      allergenWords: { dairy: 'lait', eggs: 'œufs', fish: 'poisson', shellfish: 'crustacés et mollusques' },
    },

    alternatives: {
      nutriScore: (p: { theirs: string; mine: string }) => `Nutri-Score ${p.theirs} au lieu de ${p.mine}`,
      nova: (p: { theirs: number; mine: number }) => `NOVA ${p.theirs} au lieu de ${p.mine}`,
      noPalmOil: 'sans huile de palme',
      noUnsupportedClaims: 'aucune allégation verte non étayée',
      lessCarbon: (percent: number) => `${percent} % de CO2e en moins par kg`,
      notTested: 'non testé sur les animaux',
      dimensions: { health: 'Santé', environmental: 'Environnement', ethical: 'Éthique' },
      score: (p: { dimension: Dimension; theirs: number; mine: number }) =>
        `${{ health: 'Santé', environmental: 'Environnement', ethical: 'Éthique' }[p.dimension]} ${p.theirs} au lieu de ${p.mine}`,
      notEnoughData: 'Pas assez de données sur ce produit pour le comparer à d’autres.',
      noneBetter: (category: string) =>
        `Rien dans notre catalogue n'est un meilleur choix dans cette catégorie (${category}).`,
      noneOfKind: 'Aucun autre produit de ce type ne figure encore dans notre catalogue.',
    },
    household: {
      me: 'moi',
      notFor: (names: readonly string[]) => `Pas pour ${names.join(', ')}`,
      lowest: (p: { dimension: Dimension; grade: string }) =>
        `${{ health: 'Santé', environmental: 'Environnement', ethical: 'Éthique' }[p.dimension]} ${p.grade}`,
      lowScores: 'Notes basses',
    },
  },
  frenchSpacing,
);
