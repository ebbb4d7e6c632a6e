import type { AnimalProductType, Dimension } from '@clearcart/contracts';
import type { Catalogue } from './en.ts';
import { FORMATS } from './format.ts';
import type * as P from './params.ts';

/** The food classes a footprint's foods are sorted by (decision 113), as the two footprint messages name them. */
const FOOD_CLASSES: Record<string, string> = {
  meat: 'carne',
  seafood: 'pescado o marisco',
  dairy: 'lácteos',
  eggs: 'huevo',
  chocolate: 'chocolate',
};

const f = FORMATS.es;
const q = f.quote;
/** Keto, paleo and low-carb by name, listed. */
const CARB = (diets: readonly ('keto' | 'paleo' | 'low_carb')[]) =>
  f.list(diets.map((d) => ({ keto: 'cetogénicas', paleo: 'paleo', low_carb: 'bajas en hidratos' })[d]));
const cap = (text: string) => (text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1));
const per = (perMl: boolean) => (perMl ? '100 ml' : '100 g');
const g = (v: number) => `${f.num(v, v < 1 ? 2 : 1)} g`;
const quoted = (items: readonly string[]) => f.list(items.map(q));
const can = (items: readonly unknown[]) => (items.length > 1 ? 'pueden' : 'puede');
const SENSITIVITIES: Record<P.Sensitivity, string> = {
  chemicals: 'a los productos químicos',
  preservatives: 'a los conservantes',
  artificial_additives: 'a los aditivos artificiales',
};
const LEVELS: Record<P.Level, string> = { high: 'alto', medium: 'medio', low: 'bajo' };

const ANIMAL_TYPES: Record<AnimalProductType, string> = {
  meat: 'carne',
  dairy: 'lácteos',
  eggs: 'huevos',
  seafood: 'pescado y marisco',
  'bee product': 'productos apícolas',
  'gelatin product': 'gelatina',
  'animal material': 'materia animal',
  unknown: 'sin especificar',
};

const NUTRIENTS: Record<P.FsaNutrient, string> = {
  fat: 'grasas',
  saturated_fat: 'grasas saturadas',
  sugars: 'azúcares',
  salt: 'sal',
};
const DIETS = { low_sodium: 'baja en sodio', low_sugar: 'baja en azúcares' } as Record<
  'low_sodium' | 'low_sugar',
  string
>;
const KEPT: Record<P.Kept, string> = { animals: 'animales', cows: 'vacas', hens: 'gallinas' };
const WHERE: Record<P.ClaimWhere, string> = {
  label: 'una etiqueta registrada',
  category: 'su categoría',
  name: 'el nombre del producto',
  ingredients: 'la lista de ingredientes',
};
const RSPO_MODELS: Readonly<Record<string, string>> = {
  'identity preserved': 'de identidad preservada (Identity Preserved)',
  segregated: 'segregado (Segregated)',
  'mass balance': 'de balance de masas (Mass Balance)',
  'book and claim': 'por certificados (Book and Claim)',
};
const DIMENSIONS = { health: 'Salud', environmental: 'Medio ambiente', ethical: 'Ética' } as Record<Dimension, string>;
const notRecognised = (named: readonly string[]) =>
  named.length === 1 ? 'no es un ingrediente que reconozcamos' : 'no son ingredientes que reconozcamos';

/** Why the list on record cannot answer (`ListGap`), as the end of a "can't tell" sentence. */
const listGap = (p: { unreadable: boolean; part?: string; cut?: string }) =>
  p.part !== undefined
    ? `la lista de ingredientes registrada solo da ${q(p.part)}`
    : p.cut !== undefined
      ? `la lista de ingredientes registrada está cortada (${q(`…${p.cut}`)})`
      : p.unreadable
        ? 'su lista de ingredientes no se pudo leer'
        : 'no consta lista de ingredientes';

/** The report's messages in Spanish. */
export const es: Catalogue = {
  format: f,
  attribution: [
    'Datos de productos en parte de Open Food Facts (https://openfoodfacts.org), ODbL',
    'Huellas de carbono de AGRIBALYSE 3.1, ADEME, Licence Ouverte',
  ] as readonly string[],
  claimWord: 'declaración',
  animalTypes: ANIMAL_TYPES,
  countries: {
    us: 'Estados Unidos',
    gb: 'Reino Unido',
    nl: 'Países Bajos',
    fr: 'Francia',
    ie: 'Irlanda',
    au: 'Australia',
    ca: 'Canadá',
    nz: 'Nueva Zelanda',
    cn: 'China',
  },
  levels: LEVELS,

  evaluation: {
    drafted: 'Nota: estos datos del producto los ha redactado un modelo de lenguaje y no están verificados.',
    /** The source of product facts that cite no page stating them (a home page, a title without an address). */
    catalogSource:
      'Tal como se registró en el catálogo de ClearCart (no consta ninguna página del fabricante que indique estos datos)',
    unverified:
      'Estos datos del producto no citan ni una ficha de Open Food Facts ni la página del producto del fabricante, así que no están verificados.',
    noInformation: (area: Dimension) =>
      `No hay información ${{ health: 'de salud', environmental: 'ambiental', ethical: 'ética' }[area]} disponible para este producto.`,
  },

  certifications: {
    verifiesClaims: (claims: readonly string[]) =>
      ` Verifica ${claims.length > 1 ? 'las declaraciones' : 'la declaración'} del envase ${claims.map(q).join(' y ')}.`,
    /** After a label's description, where the product's facts cite no page a reader can check. */
    onUncheckedFacts:
      ' No está verificado que este producto lo lleve: sus datos no citan ninguna página que los indique.',
    heldByCompany: (p: { company: string; asOf: string; verifies: string }) =>
      `Certificación de ${p.company}, válida para toda la empresa (a fecha de ${p.asOf}), no leída en este envase. ${p.verifies}`,
  },

  company: {
    asOf: (date: string) => `(A fecha de ${date}.)`,
    datePassed: (p: { asOf: string; due: string }) =>
      `(A fecha de ${p.asOf}; la fecha indicada, ${p.due}, ya ha pasado y no consta lo ocurrido desde entonces.)`,
    statusNotOnRecord: (reportedOn: string | undefined) =>
      `(${reportedOn === undefined ? 'Sus fuentes no dan fecha' : `Informado a fecha de ${reportedOn}`}; no consta si sigue siendo así.)`,
    owned: (company: string) => `propiedad de ${company}`,
    majorityOwned: (company: string) => `propiedad mayoritaria de ${company}`,
    market: (p: P.MarketParams) => {
      const how =
        p.relation === 'licensee'
          ? `lo fabrica ${p.maker} bajo licencia de ${p.owner}`
          : p.relation === 'joint venture'
            ? `lo fabrica una empresa conjunta de ${p.maker} y ${p.partner}`
            : `pertenece a ${p.maker}`;
      const where = p.countries ? ` — ${p.countries.length > 1 ? 'países' : 'país'}: ${f.list(p.countries)}` : '';
      const brand = p.countries ? p.brand : `${p.brand} (${f.list(p.categories ?? [])})`;
      return `${brand}: ${how}${where}${(where || how).endsWith('.') ? '' : '.'}`;
    },
  },

  allergens: {
    contains: (p: { declared?: readonly string[]; onLabel?: boolean; segment?: string; name: string }) => {
      const said = p.onLabel
        ? 'Declarado como alérgeno en la etiqueta'
        : 'Registrado como alérgeno en la ficha del producto';
      const parts: string[] = [];
      if (p.declared) parts.push(p.declared.length > 0 ? `${said} (${p.declared.map(q).join(', ')})` : said);
      if (p.segment) parts.push(`presente en el ingrediente ${q(p.segment)}`);
      return `${cap(parts.join('; '))}.`;
    },
    mayContain: (p: { segment?: string; name: string }) =>
      `Puede contener trazas (${p.segment ? `la etiqueta dice ${q(p.segment)}` : `una mención ${q('puede contener')} en la etiqueta`}); no es un ingrediente.`,
    carried: (p: { segment: string; name: string; before?: string }) =>
      p.before === undefined
        ? `Puede contenerlo: el ingrediente ${q(p.segment)} puede aportar este alérgeno, y la etiqueta no dice si aquí lo hace.`
        : `Puede contenerlo: antes de ${p.before}, las etiquetas de EE. UU. no tenían que nombrar este alérgeno dentro de ${q(p.segment)}, y la lista registrada no dice cuándo se imprimió.`,
    ruledOut: (by: string) =>
      `No es ingrediente de un producto que se sabe libre de él (${by}); no constan datos sobre trazas.`,
    named: (p: { words: string; name: string; list: 'unreadable' | 'silent' | 'none' }) =>
      `Su nombre o su categoría ${q(p.words)} indica que contiene ${p.name}; ${{ unreadable: 'su lista de ingredientes no se puede leer', silent: 'la lista de ingredientes registrada no lo muestra', none: 'no consta lista de ingredientes' }[p.list]}.`,
    unreadable: 'Su lista de ingredientes no se puede leer, así que no se puede descartar.',
    listPart: (part: string) =>
      `No aparece en la lista de ingredientes registrada, pero esta solo da ${q(part)}, así que no se puede descartar.`,
    nameSuggests: (p: { words: string; name: string }) =>
      `Su nombre dice «${p.words}», un alimento que suele hacerse con ${p.name}, y la lista de ingredientes registrada no muestra ninguno: no se puede descartar; compruebe el envase.`,
    glutenDeclared:
      'Se declara gluten, y el trigo es su fuente más común; el registro no dice de qué cereal procede, así que no se puede descartar el trigo.',
    listCut: (ending: string) =>
      `No aparece en la lista de ingredientes registrada, pero está cortada (termina en ${q(ending)}), así que no se puede descartar.`,
    emphasisUnread: (item: string) =>
      `No aparece en la lista de ingredientes, pero la lista destaca ${q(item)}, que no se puede leer; las etiquetas destacan los alérgenos, así que no se puede descartar.`,
    notEvidence: (p: P.NotEvidence) =>
      p.kind === 'wheat_sugars'
        ? `Su trigo es «${p.written}», un jarabe de glucosa, una dextrosa o una maltodextrina a base de trigo, que no aporta gluten (Reglamento (UE) n.º 1169/2011, anexo II 1 a) y b)).`
        : `El «${p.written}» de la etiqueta señala el coco, que no es un fruto de cáscara según el Derecho de la UE (Reglamento (UE) n.º 1169/2011, anexo II) ni según la guía actual de la FDA.`,
    absent: 'No declarado y no encontrado en la lista de ingredientes.',
    notFound: 'No encontrado en la lista de ingredientes.',
    unknown: 'No consta lista de ingredientes, así que no se puede descartar.',
    dietProduct: (diet: 'vegan' | 'vegetarian') => (diet === 'vegan' ? 'producto vegano' : 'producto vegetariano'),
    comesFrom: (p: { written: string; name: string }) => `El ingrediente ${q(p.written)} procede de: ${p.name}.`,
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
          ? `${f.num(p.kj, 1)} kJ no son ${f.num(p.kcal, 1)} kcal${p.scored && p.allowed ? ((r) => ` — el Nutri-Score cuenta las kcal, más cercanas que los kJ a lo que permiten las grasas, los hidratos de carbono, las proteínas y la fibra: ${r.kcalMost === undefined ? `unas ${f.num(r.kcal, 0)} kcal (${f.num(r.kj, 0)} kJ)` : `entre ${f.num(r.kcal, 0)} y ${f.num(r.kcalMost, 0)} kcal (de ${f.num(r.kj, 0)} a ${f.num(r.kjMost!, 0)} kJ)`}`)(p.allowed) : p.scored ? ' — el Nutri-Score cuenta las kcal, la cifra que permiten las grasas, los hidratos de carbono, las proteínas y la fibra' : ''}`
          : p.code === 'energy_macros'
            ? `${f.num(p.kcal, 1)} kcal, cuando las grasas, los hidratos de carbono y las proteínas dan ${f.num(p.fromMacros, 0)} kcal`
            : p.code === 'energy_over_max'
              ? `${f.num(p.kj, 0)} kJ en 100 g, más de lo que contiene la grasa pura`
              : p.code === 'macros_over_100'
                ? `los nutrientes suman ${f.num(p.total, 1)} g en 100 g`
                : p.code === 'fat_under_list'
                  ? `grasas ${f.num(p.fat, 1)} g, cuando una lista de solo aceite es casi toda grasa (al menos ${f.num(p.atLeast, 0)} g), así que no se puntúa ningún valor`
                  : p.code === 'sugars_under_list'
                    ? `azúcares ${f.num(p.sugars, 1)} g, cuando el azúcar, primero de los ${p.items} ingredientes de la lista, supone al menos ${f.num(p.atLeast, 1)} g`
                    : p.code === 'sugars_under_fruit'
                      ? `azúcares ${f.num(p.sugars, 1)} g, cuando una lista con un ${p.share} % de fruta aporta al menos ${f.num(p.atLeast, 1)} g con ${f.num(p.carbohydrates, 1)} g de hidratos de carbono; por eso los azúcares no se puntúan`
                      : p.code === 'saturates_under_fat'
                        ? `grasas saturadas ${f.num(p.saturatedFat, 1)} g, cuando ${f.num(p.fat, 1)} g de cualquier grasa contienen al menos ${f.num(p.atLeast, 1)} g; por eso las grasas saturadas no se puntúan`
                        : p.code === 'salt_sodium'
                          ? `sal ${f.num(p.salt, 2)} g, cuando el sodio indicado (${f.num(p.sodium, 3)} g) equivale a ${f.num(p.fromSodium, 2)} g de sal; por eso la sal no se puntúa`
                          : p.code === 'salt_under_list'
                            ? `sal ${f.num(p.salt, 1)} g, cuando la lista nombra sal (${q(p.written)}) y una etiqueta solo puede indicar 0 g por debajo de ${f.num(p.atLeast, 4)} g; por eso la sal no se puntúa`
                            : `${p.part === 'sugars' ? 'los azúcares' : 'las grasas saturadas'} (${f.num(p.partValue, 1)} g) superan ${p.whole === 'carbohydrates' ? 'los hidratos de carbono' : 'las grasas'} (${f.num(p.wholeValue, 1)} g)`,
      );

      return `Los valores nutricionales registrados no concuerdan entre sí${withList ? ' ni con la lista de ingredientes' : ''} (${f.list(list)}): probablemente uno está mal escrito, así que lo que depende de ellos es incierto; compruebe el envase.`;
    },

    /** EU 1169/2011 Annex III 4.1: the warning a drink with more than 150 mg/l caffeine carries, word for word. */

    caffeineWarning: (p: { mgPerL?: number }) =>
      `Contenido elevado de cafeína. No recomendado para niños ni mujeres embarazadas o en período de lactancia. El Derecho de la UE (Reglamento 1169/2011, anexo III 4.1) exige esta advertencia en las bebidas con más de 150 mg de cafeína por litro${p.mgPerL === undefined ? '; esta bebida energética contiene cafeína' : ` (esta: ${f.num(p.mgPerL, 0)} mg/l)`}.`,
    nutrients: NUTRIENTS,
    light: (p: P.LightParams) => {
      const band =
        p.light === 'high'
          ? `por encima del umbral ${q('alto')} de ${f.num(p.high, 2)} g`
          : p.light === 'low'
            ? `sin superar el umbral ${q('bajo')} de ${f.num(p.low, 2)} g`
            : `entre los umbrales de ${f.num(p.low, 2)} g y ${f.num(p.high, 2)} g`;
      if (p.portion) {
        const unit = p.perMl ? 'ml' : 'g';
        return `${cap(NUTRIENTS[p.nutrient])}: ${f.num(p.portion.value, 2)} g en una porción de ${f.num(p.portion.quantity, 0)} ${unit} (${f.num(p.value, 2)} g por ${per(p.perMl)}), por encima de los ${f.num(p.portion.limit, 2)} g por porción de más de ${p.portion.over} ${unit} que el semáforo nutricional británico del frontal del envase considera altos (${LEVELS.high}).`;
      }
      return `${cap(NUTRIENTS[p.nutrient])}: ${f.num(p.value, 2)} g por ${per(p.perMl)}, ${band} del semáforo nutricional británico del frontal del envase (${LEVELS[p.light]}).`;
    },
    highIn: (p: P.HighInParams) =>
      `Precaución: alto contenido de ${NUTRIENTS[p.nutrient]} (${p.portion ? `${f.num(p.portion.value, 2)} g en una porción de ${f.num(p.portion.quantity, 0)} ${p.perMl ? 'ml' : 'g'}` : `${f.num(p.value, 2)} g por ${per(p.perMl)}`}); mejor en raciones pequeñas.`,
    highInSummary: (nutrients: readonly P.FsaNutrient[]) =>
      `Alto contenido de ${f.list(nutrients.map((n) => NUTRIENTS[n]))} según los umbrales británicos del frontal del envase.`,
    nutriScore: (p: P.NutriScoreParams) => {
      const basis =
        p.category === 'water'
          ? 'agua sin aromatizar'
          : p.estimated
            ? 'calculado a partir de los valores nutricionales que Open Food Facts estimó con la lista de ingredientes'
            : p.prepared
              ? 'calculado a partir de los valores nutricionales del producto preparado'
              : 'calculado a partir de los valores nutricionales';
      const { fv } = p;
      const estimate =
        fv.basis === 'off-estimate' && fv.percent > 0
          ? `; frutas, verduras y legumbres estimadas en un ${f.num(fv.percent, 0)} % por Open Food Facts a partir de la lista de ingredientes`
          : fv.basis === 'ingredients' && fv.percent > 0
            ? `; frutas, verduras y legumbres estimadas en un ${f.num(fv.percent, 0)} % a partir de la lista de ingredientes`
            : fv.basis === 'category' && fv.percent > 0
              ? `; frutas y verduras estimadas en un ${f.num(fv.percent, 1)} % a partir de la categoría`
              : '';
      const grade = p.estimated ? `${p.grade}, estimado` : p.grade;
      const most = p.fibreUnknown
        ? ` como máximo, al no constar la fibra${p.gradeWithFibre ? `: ${p.gradeWithFibre} en el mejor caso con suficiente fibra` : ''};`
        : ',';
      return `Nutri-Score ${grade} (${p.points} ${Math.abs(p.points) === 1 ? 'punto' : 'puntos'}${most} ${basis}${estimate}).`;
    },
    gradeBelowNutriScore: (p: { grade: string; nutriScore: string; ultra: boolean; additives: boolean }) =>
      `Su nota de salud es ${p.grade}, más baja que su Nutri-Score ${p.nutriScore}: la nota también tiene en cuenta ${p.ultra && p.additives ? 'el ultraprocesamiento y los aditivos preocupantes' : p.ultra ? 'el ultraprocesamiento' : 'los aditivos preocupantes'}.`,
    goodProfile: (grade: string) => `Buen perfil nutricional (Nutri-Score ${grade}).`,
    published: (p: { grade: string; estimated: boolean }) =>
      p.estimated
        ? `Open Food Facts le asigna el Nutri-Score ${p.grade}, estimado a partir de la lista de ingredientes.`
        : `Open Food Facts le asigna el Nutri-Score ${p.grade}.`,
    estimated: (p: { perMl: boolean; figures: P.Figures }) => {
      const n = p.figures;
      const parts: string[] = [];
      const kcal = n.energyKcal ?? (n.energyKj !== undefined ? n.energyKj / 4.184 : undefined);
      if (kcal !== undefined) parts.push(`${f.num(kcal, 0)} kcal`);
      if (n.fat !== undefined)
        parts.push(
          `${g(n.fat)} de grasas${n.saturatedFat !== undefined ? ` (de las cuales ${g(n.saturatedFat)} saturadas)` : ''}`,
        );
      else if (n.saturatedFat !== undefined) parts.push(`${g(n.saturatedFat)} de grasas saturadas`);
      if (n.carbohydrates !== undefined)
        parts.push(
          `${g(n.carbohydrates)} de hidratos de carbono${n.sugars !== undefined ? ` (de los cuales ${g(n.sugars)} azúcares)` : ''}`,
        );
      else if (n.sugars !== undefined) parts.push(`${g(n.sugars)} de azúcares`);
      if (n.fiber !== undefined) parts.push(`${g(n.fiber)} de fibra`);
      if (n.proteins !== undefined) parts.push(`${g(n.proteins)} de proteínas`);
      if (n.salt !== undefined) parts.push(`${g(n.salt)} de sal`);
      return `Nota: no constan valores nutricionales de la etiqueta. Estimación de Open Food Facts a partir de la lista de ingredientes, por ${per(p.perMl)}: unos ${parts.join(', ')}; son estimaciones, no mediciones.`;
    },
    nova4: 'Grupo NOVA 4: un alimento ultraprocesado.',
    nova4Advice: 'Considere alternativas menos procesadas: es un alimento ultraprocesado (NOVA 4).',
    ultraProcessed: 'Ultraprocesado (NOVA 4).',
    preparedFiguresMissing:
      'No hay datos suficientes para puntuar: el Nutri-Score lo evalúa preparado, y solo constan los valores del producto tal como se vende.',
    notEnoughEstimate:
      'No hay datos suficientes para puntuar: no constan valores nutricionales de la etiqueta, solo una estimación.',
    notEnoughFigures: (missing: readonly P.FsaNutrient[]) =>
      `No hay datos suficientes para puntuar (faltan valores nutricionales: ${f.list(missing.map((n) => NUTRIENTS[n]))}).`,
    notApplicable: 'Sin Nutri-Score: no se aplica a este tipo de producto.',
    notEnough: 'No hay datos suficientes para puntuar: no constan valores nutricionales.',
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
        ? `Sin Nutri-Score: los azúcares de la etiqueta no pueden ser correctos junto a sus hidratos de carbono y su fruta. Contando los azúcares en no menos de los ${f.num(p.sugarsAtLeast, 1)} g que deben ser, no puede ser mejor que ${p.grade} (al menos ${p.points} puntos${p.energyAtLeastKj !== undefined ? `, contando la energía en no menos de los ${f.num(p.energyAtLeastKj, 0)} kJ que dan sus grasas, hidratos de carbono y proteínas` : ''}).`
        : p.saturatedFatAtLeast !== undefined && p.missing.length === 0
          ? `Sin Nutri-Score: las grasas saturadas de la etiqueta son menos de lo que contiene cualquier grasa. Contándolas en no menos de ${f.num(p.saturatedFatAtLeast, 1)} g, no puede ser mejor que ${p.grade} (al menos ${p.points} puntos${p.energyAtLeastKj !== undefined ? `, contando la energía en no menos de los ${f.num(p.energyAtLeastKj, 0)} kJ que dan sus grasas, hidratos de carbono y proteínas` : ''}).`
          : p.pointsOrElse !== undefined &&
              p.saltOrElse !== undefined &&
              p.saltAtLeast !== undefined &&
              p.missing.length === 0
            ? `Nutri-Score ${p.grade}: la sal y el sodio de la etiqueta dan dos cantidades de sal, ${f.num(p.saltAtLeast, 2)} g y ${f.num(p.saltOrElse, 2)} g, que no pueden ser correctas a la vez, y cualquiera de ellas da ${p.grade} (${p.points} o ${p.pointsOrElse} puntos).`
            : p.saltOrElse !== undefined && p.saltAtLeast !== undefined && p.missing.length === 0
              ? `Sin Nutri-Score: la sal y el sodio de la etiqueta dan dos cantidades de sal, ${f.num(p.saltAtLeast, 2)} g y ${f.num(p.saltOrElse, 2)} g, que no pueden ser correctas a la vez. Contando la menor, no puede ser mejor que ${p.grade} (al menos ${p.points} puntos${p.energyAtLeastKj !== undefined ? `, contando la energía en no menos de los ${f.num(p.energyAtLeastKj, 0)} kJ que dan sus grasas, hidratos de carbono y proteínas` : ''}).`
              : p.saltAtLeast !== undefined && p.missing.length === 0
                ? `Sin Nutri-Score: los 0 g de sal de la etiqueta no pueden ser correctos junto a la sal que nombra su lista. Contando la sal en no menos de ${f.num(p.saltAtLeast, 4)} g, lo mínimo que una etiqueta no redondea a 0 g, no puede ser mejor que ${p.grade} (al menos ${p.points} puntos${p.energyAtLeastKj !== undefined ? `, contando la energía en no menos de los ${f.num(p.energyAtLeastKj, 0)} kJ que dan sus grasas, hidratos de carbono y proteínas` : ''}).`
                : `Sin Nutri-Score: ${f.list(p.missing.map((n) => ({ energy: 'la energía', fat: 'las grasas', saturated_fat: 'las grasas saturadas', sugars: 'los azúcares', salt: 'la sal', proteins: 'las proteínas' })[n]))} de la etiqueta no ${p.missing.length > 1 ? 'constan' : 'consta'} en la ficha. Con las cifras que sí constan, no puede ser mejor que ${p.grade} (al menos ${p.points} puntos${p.energyAtLeastKj !== undefined ? `, contando la energía en no menos de los ${f.num(p.energyAtLeastKj, 0)} kJ que dan sus grasas, hidratos de carbono y proteínas` : ''}).`,
    kindUntoldGrades: (p: { food: string; drink: string }) =>
      `Sin Nutri-Score ni puntuación: no consta ninguna categoría, y ClearCart no puede saber por su nombre, su lista ni sus cifras si es un alimento o una bebida. Leído como alimento tendría el Nutri-Score ${p.food}; como bebida, ${p.drink}.`,
    kindUntold:
      'Nota: no consta ninguna categoría, y ClearCart no puede saber por su nombre, su lista ni sus cifras si es un alimento o una bebida: sus cifras se leen por 100 g, con las tablas de alimentos del Nutri-Score y del semáforo.',
    foodSupplement:
      'Sin Nutri-Score ni puntuación: un complemento alimenticio queda fuera de la declaración nutricional en la que se basan (Reglamento (UE) n.º 1169/2011, art. 29).',
  },

  health: {
    noIngredientList:
      'Compruebe la lista de ingredientes en el envase: no consta ninguna, así que no se pueden descartar alérgenos.',
    contains: (names: readonly string[]) => `Contiene ${f.list(names)}.`,
    mayContainTraces: (names: readonly string[]) => `Puede contener trazas de: ${f.list(names)}.`,
    mayContainNote: (names: readonly string[]) =>
      `Nota: la etiqueta indica que puede contener trazas de: ${f.list(names)}.`,
    mayContainThrough: (names: readonly string[], through: readonly string[]) =>
      `Puede contener, a través de ${through.length > 0 ? f.list(through.map(f.quote)) : 'sus ingredientes'}: ${f.list(names)}.`,
    additivesOfConcern: (names: readonly string[]) => `Aditivos preocupantes: ${f.list(names)}.`,
    noTrackedAllergen: (count: number) =>
      `Ninguno de los ${count} alérgenos que seguimos está declarado ni figura en la lista.`,
    efsaRisk: (risk: 'high' | 'moderate') =>
      `Riesgo de sobreexposición según la EFSA: ${risk === 'high' ? 'alto' : 'moderado'}.`,
    sensitivitySet: (p: { sensitivity: P.Sensitivity; slider: number }) =>
      `Ha fijado su sensibilidad ${SENSITIVITIES[p.sensitivity]} en ${p.slider}.`,
    sensitiveAlert: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Contiene ${p.name} — usted es sensible ${SENSITIVITIES[p.sensitivity]}`,
    sensitiveCaution: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Precaución: contiene ${p.name}, y ha indicado sensibilidad ${SENSITIVITIES[p.sensitivity]}.`,
    sensitiveNote: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Nota: contiene ${p.name}, de preocupación baja, y ha indicado sensibilidad ${SENSITIVITIES[p.sensitivity]}.`,
    additiveCaution: (p: { name: string; concern: string }) => `Precaución: contiene ${p.name}. ${p.concern}`.trim(),
    animalDerived: (type: AnimalProductType) => `De origen animal (${ANIMAL_TYPES[type]}).`,
    sourcingRisks: 'Incluido por los riesgos de su cadena de suministro.',
  },

  personal: {
    avoidNone: (_name: string) => 'Usted evita este alérgeno: no se ha encontrado.',
    youAvoid: (_name: string) => 'Usted evita este alérgeno.',
    containsAlert: (name: string) => `Contiene ${name} — usted lo evita`,
    glutenDeclaredAlert: (name: string) =>
      `Puede contener ${name} — se declara gluten, y el registro no dice de qué cereal procede`,
    mayContainAlert: (name: string) => `Puede contener ${name} — usted lo evita`,
    cannotRuleOutListed: (name: string) =>
      `No se puede descartar: ${name} — la lista de ingredientes que consta no basta para saberlo`,
    checkPackListed: (name: string) =>
      `Compruebe el envase (${name}): la lista de ingredientes que consta no basta para saberlo.`,
    cannotRuleOutAlert: (name: string) => `No se puede descartar: ${name} — no consta lista de ingredientes`,
    tracesUnknownAlert: (name: string) =>
      `Ningún ingrediente con ${name}, pero no se pueden descartar trazas — no consta lista de ingredientes`,
    avoidContains: (p: { name: string; written?: string }) =>
      `Evite este producto: contiene ${p.name}${p.written ? ` (${q(p.written)})` : ''}, un alérgeno que usted evita.`,
    cautionTraces: (name: string) => `Precaución: puede contener trazas de un alérgeno que usted evita (${name}).`,
    cautionCarried: (p: { name: string; written: string }) =>
      `Precaución: el ingrediente ${q(p.written)} puede aportar un alérgeno que usted evita (${p.name}).`,
    checkPack: (name: string) => `Compruebe el envase (${name}): no consta lista de ingredientes.`,
    diets: DIETS,
    followDiet: (diet: 'low_sodium' | 'low_sugar') => `Sigue una dieta ${DIETS[diet]}.`,
    dietListedAlert: (because: string) =>
      `No apto para una dieta ${DIETS.low_sugar} — su lista nombra ${q(because)} entre sus primeros ingredientes`,
    dietListedAvoid: (because: string) =>
      `A evitar en una dieta ${DIETS.low_sugar}: su lista nombra ${q(because)} entre sus primeros ingredientes, y la cifra de azúcares de la etiqueta no consta.`,
    dietLimitAlert: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
      `Alto contenido de ${NUTRIENTS[p.nutrient]} — sigue una dieta ${DIETS[p.diet]}`,
    dietLimitAvoid: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
      `A evitar en una dieta ${DIETS[p.diet]}: tiene un alto contenido de ${NUTRIENTS[p.nutrient]}.`,
    dietLimitUnknownAlert: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient; atLeast?: number }) =>
      `No se puede saber si conviene a una dieta ${DIETS[p.diet]} — no consta el valor de la etiqueta (${NUTRIENTS[p.nutrient]})${p.atLeast !== undefined ? `; según la lista, al menos ${f.num(p.atLeast, 1)} g por 100 g` : ''}`,
    dietLimitNotLowAlert: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient; atLeast: number }) =>
      `Contenido no bajo (${NUTRIENTS[p.nutrient]}) — sigue una dieta ${DIETS[p.diet]}`,
    dietLimitNotLow: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient; atLeast: number }) =>
      `Compruebe la cantidad: no consta el valor de la etiqueta (${NUTRIENTS[p.nutrient]}), pero la lista sola pone al menos ${f.num(p.atLeast, 1)} g por 100 g, más de lo que contiene un alimento de bajo contenido, y sigue una dieta ${DIETS[p.diet]}.`,
    dietLimitMedium: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
      `Compruebe la cantidad: el contenido (${NUTRIENTS[p.nutrient]}) no es bajo sino medio, y sigue una dieta ${DIETS[p.diet]}.`,
    dietLimitCheck: (p: { diet: 'low_sodium' | 'low_sugar'; nutrient: P.FsaNutrient }) =>
      `Compruebe el valor en el envase (${NUTRIENTS[p.nutrient]}): no consta el de la etiqueta, y sigue una dieta ${DIETS[p.diet]}.`,
    avoidedIngredientAlert: (word: string) => `Contiene ${q(word)} — en su lista de ingredientes que evitar`,
    sensitivityUnknownAlert: (p: { sensitivity: P.Sensitivity; unreadable: boolean; part?: string; cut?: string }) =>
      `Usted es sensible ${SENSITIVITIES[p.sensitivity]}: no se puede saber si contiene alguno — ${listGap(p)}`,
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
        ? `No se puede saber si contiene ${q(p.word)} — la lista de ingredientes solo lo nombra como una de varias opciones (${q(p.oneOf)})`
        : p.unsourced !== undefined
          ? `No se puede saber si contiene ${q(p.word)} — la lista no dice de qué está hecho ${q(p.unsourced)}`
          : p.unrecognised !== undefined
            ? `No se puede saber si contiene ${q(p.word)} — ${q(p.unrecognised)} no es un ingrediente que reconozcamos`
            : p.maybe !== undefined
              ? `No se puede saber si contiene ${q(p.word)} — ${q(p.maybe)} puede estar hecho de ello, y la lista no dice si aquí lo está`
              : p.inName
                ? `No se puede saber si contiene ${q(p.word)} — su nombre dice ${q(p.inName)}, pero la lista de ingredientes registrada no lo muestra; revise el envase`
                : `No se puede saber si contiene ${q(p.word)} — ${listGap(p)}`,
    avoidedUnrecognisedAlert: (word: string) =>
      `No reconocemos ${q(word)}, así que no podemos saber si la lista lo nombra; revise usted la lista de ingredientes`,
    avoidedIngredient: (p: { word: string; segment: string }) =>
      `Evite este producto: ${q(p.segment)} corresponde a ${q(p.word)}, de su lista de ingredientes que evitar.`,
    ingredientPurpose: 'Ingrediente',
    onAvoidList: (word: string) => `En su lista de ingredientes que evitar (${word}).`,
    paleoAlert: (because: readonly string[]) => `No apto para paleo — contiene ${f.list(because.map(q))}`,
    paleoAvoid: (because: readonly string[]) =>
      `Evite este producto en una dieta paleo: contiene ${f.list(because.map(q))}, y esta dieta excluye cereales, legumbres, lácteos y azúcar refinado.`,
    carbDietAlert: (p: P.CarbDietExcluded) =>
      p.because !== undefined
        ? `No apto para dietas ${CARB(p.diets)} — su lista nombra ${q(p.because)} entre sus primeros ingredientes`
        : `No apto para dietas ${CARB(p.diets)} — ${f.num(p.grams ?? 0, 1)} g de hidratos de carbono por ${per(p.perMl === true)}`,
    carbDietAvoid: (p: P.CarbDietExcluded) =>
      p.because !== undefined
        ? `Evite este producto en dietas ${CARB(p.diets)}: su lista nombra ${q(p.because)} entre sus primeros ingredientes, y estas dietas limitan los azúcares y los alimentos ricos en almidón.`
        : `Evite este producto en dietas ${CARB(p.diets)}: ${f.num(p.grams ?? 0, 1)} g de hidratos de carbono por ${per(p.perMl === true)}, más de la mitad de su peso.`,
    paleoOpen: (read: boolean) =>
      read
        ? 'Nota: nada en la lista de ingredientes es un cereal, una legumbre, un lácteo, un azúcar refinado o un edulcorante o colorante sintético, que una dieta paleo excluye; no se juzga si el resto encaja en su dieta paleo.'
        : 'Nota: sin lista de ingredientes que leer, no se juzga si encaja en una dieta paleo.',
    carbohydratesOnRecord: (p: { grams: number; perMl: boolean; diets: readonly ('keto' | 'paleo' | 'low_carb')[] }) =>
      `Nota: ${f.num(p.grams, 1)} g de hidratos de carbono por ${p.perMl ? '100 ml' : '100 g'}; los límites de las dietas ${CARB(p.diets)} varían, así que no se evalúa la compatibilidad.`,
    carbohydrates: (diets: readonly ('keto' | 'paleo' | 'low_carb')[]) =>
      `Nota: no consta el contenido de hidratos de carbono, así que no se evalúa si encaja en las dietas ${CARB(diets)}.`,
    animalIngredients: (p: { food: boolean; types: readonly AnimalProductType[] }) =>
      `ingredientes ${p.food ? 'de origen animal' : 'derivados de animales'} (${f.list(p.types.map((t) => ANIMAL_TYPES[t]))})`,
    veganContainsAlert: (animal: string) => `Contiene ${animal} — sigue una dieta vegana`,
    veganContains: (animal: string) => `A evitar en una dieta vegana: contiene ${animal}.`,
    veganMaybeAlert: (because: readonly string[]) =>
      `Quizá no sea vegano: ${quoted(because)} ${can(because)} ser de origen animal — sigue una dieta vegana`,
    veganMaybe: (because: readonly string[]) =>
      `Compruebe con el fabricante si es apto para una dieta vegana: ${quoted(because)} ${can(because)} ser de origen animal.`,
    vegetarianContainsAlert: 'No es vegetariano — sigue una dieta vegetariana',
    vegetarianContains: (because: readonly string[]) =>
      because.length > 0
        ? `A evitar en una dieta vegetariana: contiene ${quoted(because)}, que no ${because.length > 1 ? 'son vegetarianos' : 'es vegetariano'}.`
        : 'A evitar en una dieta vegetariana: su ficha indica que no es vegetariano.',
    vegetarianMaybeAlert: (because: readonly string[]) =>
      `Quizá no sea vegetariano: ${quoted(because)} ${can(because)} ser de origen animal — sigue una dieta vegetariana`,
    glutenContainsAlert: 'Contiene gluten — sigue una dieta sin gluten',
    glutenContains: 'A evitar en una dieta sin gluten: contiene trigo o gluten.',
    dietUnknownAlert: (diet: 'vegan' | 'vegetarian' | 'gluten_free') =>
      ({
        vegan: 'No se puede saber si es vegano — sigue una dieta vegana',
        vegetarian: 'No se puede saber si es vegetariano — sigue una dieta vegetariana',
        gluten_free: 'No se puede saber si es sin gluten — sigue una dieta sin gluten',
      })[diet],
    glutenMaybeAlert: 'Puede contener gluten — sigue una dieta sin gluten',
    glutenMaybe: 'Precaución en una dieta sin gluten: puede contener trazas de gluten.',
  },

  nonFood: {
    fragranceAllergen: 'Un alérgeno de fragancia, nombrado en la etiqueta.',
    chemicalsSet: (slider: number) => `Ha fijado su sensibilidad a los productos químicos en ${slider}.`,
    sensitiveAlert: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Contiene ${p.name} — usted es sensible ${SENSITIVITIES[p.sensitivity]}`,
    sensitiserAlert: (p: { name: string; sensitivity: P.Sensitivity }) =>
      `Contiene ${p.name}, un sensibilizante cutáneo — usted es sensible ${SENSITIVITIES[p.sensitivity]}`,
    substanceCaution: (p: { name: string; status: string }) => `Precaución: contiene ${p.name}. ${p.status}`,
    sensitiser: (p: { statement: string; code: string; classification: string; atHome: string }) =>
      `Sensibilizante cutáneo — ${p.statement} (${p.code}). ${p.classification} ${p.atHome}`,
    pictogram: (pictogram: string) => `Pictograma ${pictogram}. `,
    hazardCaution: (p: { statement: string; atHome: string }) => `Precaución: ${p.statement} ${p.atHome}`,
    labelledFragrance: 'Un alérgeno de fragancia etiquetado.',
    nano: `Presente como nanomaterial (etiquetado ${q('nano')}).`,
    someShades: `Solo en algunos tonos (${q('puede contener')}).`,
    perfuming: 'Perfumante',
    noIngredientList: 'No consta lista de ingredientes.',
    checkIngredientList: 'Compruebe la lista de ingredientes en el envase: no consta ninguna.',
    fragranceSummary: (names: readonly string[]) =>
      `Contiene ${names.length} ${names.length > 1 ? 'alérgenos' : 'alérgeno'} de fragancia (${f.list(names)}).`,
    fragranceCautionDetergent: (names: readonly string[]) =>
      `Precaución si su piel reacciona a las fragancias: contiene ${f.list(names)}. La normativa de la UE sobre detergentes obliga a nombrar los alérgenos de fragancia por encima del ${f.num(0.01, 2)} %, para que las personas sensibilizadas puedan evitarlos.`,
    fragranceCaution: (names: readonly string[]) =>
      `Precaución si su piel reacciona a las fragancias: contiene ${f.list(names)}. La normativa de la UE obliga a nombrar los alérgenos de fragancia por encima del ${f.num(0.001, 3)} % en los productos sin aclarado y del ${f.num(0.01, 2)} % en los que se aclaran, para que las personas sensibilizadas puedan evitarlos.`,
    fragranceAlert: (names: readonly string[], more = 0) =>
      `Contiene alérgenos de fragancia (${f.list(more > 0 ? [...names, `${more} más`] : names)}) — usted es sensible a los productos químicos`,
    substances: (names: readonly string[]) => `Sustancias preocupantes: ${f.list(names)}.`,
    hazards: (codes: readonly string[]) => `Indicaciones de peligro en el envase: ${f.list(codes)}.`,
    sensitisers: (names: readonly string[]) =>
      `${names.length > 1 ? 'Sensibilizantes cutáneos' : 'Sensibilizante cutáneo'}: ${f.list(names)} (puede provocar una reacción alérgica en la piel).`,
    nothingTracked:
      'Ningún alérgeno de fragancia etiquetado ni ninguna sustancia preocupante para la salud de las que seguimos en su lista de ingredientes.',
    notScored: 'No hay datos suficientes para puntuar: las puntuaciones de salud se aplican a alimentos y bebidas.',
  },

  palmOil: {
    evidenceSegment: (segment: string) => `el ingrediente ${q(segment)}`,
    evidenceLabel: (label: string) => `la etiqueta ${q(label)} del envase`,
    evidenceAnalysis: 'el análisis de ingredientes de la ficha del producto, que encontró aceite de palma',
    explanation:
      'La expansión de la palma aceitera ha impulsado la deforestación tropical y la pérdida de hábitats; sistemas de certificación como la RSPO fijan normas para una producción más sostenible.',
    certified: (p: { evidence: string; label: string }) =>
      `Contiene aceite de palma (${p.evidence}), certificado ${p.label}.`,
    certifiedRating: (label: string) => `Certificado (${label})`,
    companyClaim: (p: { evidence: string; company: string; owns?: string; rspo: string }) =>
      `El aceite de palma de este producto (${p.evidence}): sin certificación de sostenibilidad registrada. ${p.company}${p.owns ? `, propietaria de ${p.owns},` : ''} afirma comprar aceite de palma certificado RSPO ${RSPO_MODELS[p.rspo] ?? p.rspo} — para toda la empresa, no comprobado para este producto.`,
    rspoModels: RSPO_MODELS,
    uncertified: (evidence: string) =>
      `Contiene aceite de palma (${evidence}) sin certificación de sostenibilidad registrada.`,
    noCertification: 'Sin certificación registrada',
    freeMilkProduct: (category: string) =>
      `Sin aceite de palma: un producto de la categoría ${q(category)} está hecho de leche, y ninguna otra grasa puede sustituir su grasa láctea (Reglamento (UE) n.º 1308/2013, anexo VII, parte III).`,
    freeWholeFood: (category: string) =>
      `Sin aceite de palma: un producto de la categoría ${q(category)} es su único ingrediente.`,
    freeByAnalysis: 'Análisis de ingredientes de la ficha del producto: sin aceite de palma.',
    freeUnrecognised: (named: readonly string[]) =>
      `No hay aceite de palma en la lista de ingredientes. ${quoted(named)} ${notRecognised(named)}, pero es demasiado poco para dejar la cuestión abierta.`,
    free: 'No hay aceite de palma en la lista de ingredientes.',
    freeExplanation:
      'Sin aceite de palma, así que no se aplica el riesgo de deforestación del aceite de palma sin certificar.',
    freeRating: 'Sin aceite de palma',
    maybe: (named: readonly string[]) =>
      `Puede contener aceite de palma: ${quoted(named)} ${can(named)} obtenerse del aceite de palma y la lista no dice qué aceite.`,
    unknownCut: (ending: string) =>
      `No se puede descartar el aceite de palma: la lista de ingredientes registrada está cortada (termina en ${q(ending)}).`,
    unknownNoList: 'No consta lista de ingredientes, así que no se puede descartar el aceite de palma.',
    unknown: (named: readonly string[]) =>
      `No se puede descartar el aceite de palma: ${quoted(named)} ${notRecognised(named)}.`,
    unknownUnsourced: (named: readonly string[]) =>
      `No se puede descartar el aceite de palma: la lista no dice de qué ${named.length === 1 ? 'está hecho' : 'están hechos'} ${quoted(named)}.`,
    maybeRating: 'Puede contener aceite de palma',
    unknownRating: 'Desconocido',
    summaryUncertified: 'Contiene aceite de palma sin certificación de sostenibilidad registrada.',
    summaryCompanyClaim:
      'Contiene aceite de palma sin certificación de sostenibilidad registrada; su fabricante dice comprar aceite de palma certificado RSPO en todo el grupo.',
    summaryCertified: (label: string) => `Contiene aceite de palma certificado ${label}.`,
    companyAdvice:
      'Su fabricante dice comprar aceite de palma certificado RSPO en todo el grupo; busque el sello RSPO para saberlo de este producto, o elija uno sin aceite de palma.',
    advice: 'Considere un producto sin aceite de palma o con aceite de palma certificado RSPO.',
  },

  environment: {
    /** The environmental concerns of the company that weigh on the score (curated names, in English). */

    companyRecord: (p: { company: string }) =>
      `El historial de ${p.company} pesa en esta puntuación: sus problemas ambientales figuran más abajo.`,
    carbon: (p: { kg: number; name: string }) => `Unos ${f.num(p.kg, 2)} kg de CO2e por kg para ${q(p.name)}.`,
    carbonMethod: (p: { basis: string; low: number; high: number }) =>
      `Cifra: ${p.basis}. ClearCart considera bajo ≤ ${f.num(p.low)} y alto > ${f.num(p.high)}: el tercio inferior y el superior de los alimentos de AGRIBALYSE 3.1.`,
    water: (p: { litres: number; name: string }) =>
      `Unos ${f.num(p.litres, 0)} litros de agua por kg para ${q(p.name)}.`,
    waterMethod: (p: { low: number; high: number }) =>
      `Cifra: huella hídrica media mundial (verde + azul + gris), datos de la Water Footprint Network (véanse las fuentes). Tramos de ClearCart: ≤ ${f.num(p.low, 0)} L/kg bajo, > ${f.num(p.high, 0)} L/kg alto.`,
    noWater: 'Todavía no hay una cifra de consumo de agua para esta categoría de productos.',
    footprintBasis: (p: P.FootprintBasisParams) => {
      const one = p.categories.length === 1;
      const tags = `${one ? 'la categoría' : 'las categorías'} ${p.categories.map(q).join(', ')}`;
      const foods = p.examples.map(q).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, el alimento que Open Food Facts asigna a ${tags} o a sus subcategorías`
        : `AGRIBALYSE 3.1, mediana de ${p.count} alimentos que Open Food Facts asigna a ${tags} o a sus subcategorías${p.leftOut ? ' (sin las formas preparadas en casa)' : ''}, p. ej. ${foods}`;
    },
    surfactant: (p: {
      written: string;
      surfactantClass: string;
      readily: boolean;
      degraded: boolean;
      poor: boolean;
    }) => {
      const said = [
        ...(p.readily ? ['fácilmente biodegradable en presencia de oxígeno'] : []),
        ...(p.degraded ? ['también se elimina sin oxígeno'] : []),
        ...(p.poor
          ? ['según se informa, se biodegrada mal sin oxígeno, como en sedimentos y lodos de depuradora']
          : []),
      ];
      return `${q(p.written)} (${p.surfactantClass}): ${said.join('; ')}.`;
    },
    partial:
      'Puntuación parcial: no consta lista de ingredientes, así que no se tienen en cuenta los riesgos de suministro de sus componentes.',
    partialPart: (part: string) =>
      `Puntuación parcial: la lista de ingredientes registrada solo da ${q(part)}, así que no se cuentan los riesgos de abastecimiento de lo que lo compone.`,
    partialCapped: (grade: string) =>
      `La nota ambiental propia de Open Food Facts para este producto es ${grade}: una puntuación parcial no queda mejor que ella.`,
    partialNamed: (named: readonly string[]) =>
      `Puntuación parcial: no hay lista de ingredientes registrada, así que solo se tienen en cuenta los riesgos de suministro de lo que su nombre, categoría o registro indica (${f.list(named.map((n) => f.lower(n)))}).`,
    partialFootprint:
      'Puntuación parcial: ninguna cifra de huella encaja con su categoría, así que su huella cuenta como alta, nunca mejor que una huella conocida.',
    partialUnreadable:
      'Puntuación parcial: su lista de ingredientes no se pudo leer, así que no se tienen en cuenta los riesgos de suministro de sus componentes.',
    footprintSummary: (p: { kg: number; rating: P.Level }) =>
      `Se estiman ${f.num(p.kg, 3)} kg de CO2e por kg para su categoría (${LEVELS[p.rating]}).`,
    highCarbon: 'Considere alternativas con menos emisiones: esta categoría tiene una huella de carbono alta.',
    noFootprint: 'Todavía no hay una cifra de huella para esta categoría de productos.',
    noCategory: 'No consta ninguna categoría, así que no se aplica ninguna cifra de huella.',
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
        ? `AGRIBALYSE 3.1, ${foods}, el único de los ${p.of} alimentos detrás de la cifra de «${p.name}» sin ${c}, que su lista de ingredientes no contiene`
        : `AGRIBALYSE 3.1, mediana de ${p.count} de los ${p.of} alimentos detrás de la cifra de «${p.name}»: se dejan fuera los que llevan ${c}, que su lista de ingredientes no contiene; p. ej. ${foods}`;
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
      const own = p.fromName ? 'como el nombre del producto' : 'su propia categoría, que no tiene cifra';
      const foods = p.examples.map((e) => `“${e}”`).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, el único de los ${p.of} alimentos detrás de la cifra de «${p.name}» cuyo nombre dice «${p.category}», ${own} (las cifras de esos alimentos están demasiado dispersas para que su mediana la represente)`
        : `AGRIBALYSE 3.1, mediana de ${p.count} de los ${p.of} alimentos detrás de la cifra de «${p.name}»: aquellos cuyo nombre dice «${p.category}», ${own} (las cifras de esos alimentos están demasiado dispersas para que su mediana la represente); p. ej., ${foods}`;
    },
    footprintBasisVariety: (p: P.VarietyBasis) => {
      const foods = p.examples.map((e) => `“${e}”`).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, el de los ${p.of} alimentos detrás de la cifra de «${p.name}» cuya variedad dice el nombre del producto («${p.variety}»)`
        : `AGRIBALYSE 3.1, mediana de ${p.count} de los ${p.of} alimentos detrás de la cifra de «${p.name}»: aquellos cuya variedad dice el nombre del producto («${p.variety}»); p. ej., ${foods}`;
    },
    footprintBasisKept: (p: { count: number; of: number; name: string; kept: string; examples: readonly string[] }) => {
      const c = FOOD_CLASSES[p.kept] ?? p.kept;
      const foods = p.examples.map((e) => `“${e}”`).join(', ');
      return p.count === 1
        ? `AGRIBALYSE 3.1, ${foods}, el único de los ${p.of} alimentos detrás de la cifra de «${p.name}» con ${c}, que su lista nombra entre sus tres primeros ingredientes`
        : `AGRIBALYSE 3.1, mediana de ${p.count} de los ${p.of} alimentos detrás de la cifra de «${p.name}»: los que llevan ${c}, que su lista nombra entre sus tres primeros ingredientes; p. ej., ${foods}`;
    },
    noFootprintForList: (p: { name: string; classes: readonly string[] }) => {
      const c = p.classes.map((k) => FOOD_CLASSES[k] ?? k).join(' o ');
      return `Ninguna cifra de huella se ajusta a este producto: todos los alimentos detrás de la cifra de «${p.name}» llevan ${c}, que su lista de ingredientes no contiene.`;
    },
    noFootprintForConcentrate: (p: { name: string; salt?: number; perMl?: boolean }) =>
      `Ninguna cifra de huella se ajusta a este producto: se vende concentrado o deshidratado${p.salt !== undefined ? ` (${g(p.salt)} de sal por ${per(p.perMl === true)}, mucho más de lo que contiene un caldo o una sopa listos para consumir)` : ''}, y la cifra de «${p.name}» es del alimento listo para consumir.`,
    noFootprintForKind: (p: { name: string; category: string }) =>
      `Ninguna cifra de huella se ajusta a este producto: la cifra de «${p.name}» es de otro tipo de alimento que «${p.category}» tal como se vende.`,
    packagingNote: (p: { name: string; note: string }) => `${p.name}: ${p.note}`,
    notRecyclable: 'Considere productos con envase reciclable: este envase no es ampliamente reciclable.',
    recyclingRules: (names: readonly string[]) =>
      `Compruebe las normas de reciclaje locales para estos materiales: ${f.list(names)}.`,
    packagingUnknown: (onRecord: readonly string[]) =>
      `El envase registrado (${onRecord.join(', ')}) todavía no figura en nuestros datos sobre envases.`,
    noPackaging: 'No consta información sobre el envase.',
    ecoScoreStatus: 'Publicado por Open Food Facts',
    ecoScore: (label: string) =>
      `Eco-Score / puntuación ambiental de Open Food Facts: ${label} (análisis del ciclo de vida de la categoría, con bonificaciones y penalizaciones).`,
    concern: 'Preocupante',
    persistent: (p: { written: string; concern: string }) => `${q(p.written)}: ${p.concern}`,
    avoidPersistent: (p: { written: string; concern: string }) =>
      `Considere productos sin ${p.written}: ${p.concern.charAt(0).toLowerCase()}${p.concern.slice(1)}`,
    aquatic: (p: { code: string; statement: string; pictogram?: string; atHome: string }) =>
      `El envase dice ${q(`${p.code} ${p.statement}`)}${p.pictogram ? ` (pictograma ${p.pictogram})` : ''}. ${p.atHome}`,
    criteriaKey: (label: string) => `Criterios de ${label}`,
    good: 'Bueno',
    fair: 'Aceptable',
    criteria: (p: { label: string; group: string; verifies: readonly string[] }) =>
      `Lo que ${p.label} verifica para ${q(p.group)}: ${p.verifies.join(' ')}`,
    surfactantKey: 'Biodegradabilidad de los tensioactivos',
    refill: (words: readonly string[]) =>
      `Se vende como recarga (${quoted(words)}): rellena un envase que ya tiene en lugar de venir en uno nuevo.`,
    concentrate: (words: readonly string[]) =>
      `Se vende concentrado (${quoted(words)}): basta con una dosis menor, así que hay menos producto y envase por uso.`,
    commodityUntraced: (p: { name: string; note: string; label: string }) =>
      `${p.name}: ${p.note} La certificación que consta, ${p.label}, no indica que el de este producto esté certificado: el riesgo es posible, no comprobado.`,
    commodityUncertified: (p: { name: string; note: string }) =>
      `${p.name}: ${p.note} No consta ninguna certificación del de este producto: el riesgo es posible, no comprobado.`,
    commodityByOrigin: (p: { name: string; note: string }) =>
      `${p.name}: ${p.note} No consta de dónde procede el de este producto: el riesgo es posible, no comprobado.`,
    commodity: (p: { name: string; note: string; addressedBy?: string }) =>
      `${p.name}: ${p.note}${p.addressedBy ? ` ${p.addressedBy} lo tiene en cuenta.` : ''}`,
    commoditiesSummary: (names: readonly string[]) =>
      `Usa ${f.list(names)}, con riesgos de deforestación o de agotamiento de recursos.`,
    resourceMaybe: (p: { written: string; name: string }) =>
      `${q(p.written)} puede ser ${p.name}, así que no se descarta un riesgo de deforestación o de agotamiento de recursos.`,
    resourceMaybePalm: (written: string) =>
      `${q(written)} puede ser aceite de palma, así que no se descarta un riesgo de deforestación.`,
    resourcePalmNotRuledOut:
      'La lista de ingredientes no permite descartar el aceite de palma, así que no se descarta un riesgo de deforestación.',
    noResourceRisk: 'Ningún ingrediente con un riesgo alto conocido de deforestación o de agotamiento de recursos.',
    noIngredientList: 'No consta lista de ingredientes.',
    partList: (part: string) =>
      `Su lista de ingredientes registrada solo da ${q(part)}, así que no es la lista completa y no se conocen los riesgos de su abastecimiento.`,
    partialList:
      'Su lista de ingredientes registrada no nombra nada que aporte sus azúcares: no es la lista completa y no se conocen sus riesgos de suministro.',
    unreadableList: 'Su lista de ingredientes no se pudo leer, así que no se conocen sus riesgos de suministro.',
    carriesUnchecked: (labels: readonly string[]) =>
      `Compruebe si el envase lleva ${f.list(labels)}: su ficha del catálogo lo indica, pero no cita ninguna página que lo diga.`,
    carries: (labels: readonly string[]) => `Lleva estos sellos: ${f.list(labels)}.`,
    meetsPreference: (p: { name: string; by?: string }) =>
      `Cumple su preferencia: ${p.name}${p.by ? ` (${p.by})` : ''}.`,
    claimedPreference: (p: { name: string; by: string }) =>
      `Sus sellos registrados dicen «${p.name}» (${p.by}), pero no consta ninguna certificación independiente: compruebe en el envase el logotipo de una certificación.`,
    considerPreference: (name: string) =>
      `Considere productos que cumplan su preferencia (${name}): este no muestra ningún sello así.`,
    avoidPackagingAlert: (p: { word: string; material: string }) =>
      `Su envase incluye ${p.material} — «${p.word}» está en su lista ambiental de cosas que evitar`,
    avoidPackaging: (p: { word: string; material: string }) =>
      `Evite este producto: su envase incluye ${p.material}, que usted evita («${p.word}»).`,
    avoidPackagingUnknown: (word: string) =>
      `No se puede saber si su envase incluye ${word}: no hay información de envase registrada`,
    avoidAlert: (word: string) => `Contiene ${q(word)} — en su lista ambiental de cosas que evitar`,
    avoid: (p: { word: string; segment: string }) =>
      `Evite este producto: contiene ${q(p.segment)}, y usted evita ${q(p.word)}.`,
    preferences: {
      organic: 'ecológico',
      non_gmo: 'sin OMG',
      eco_friendly: 'respetuoso con el medio ambiente',
      biodegradable: 'biodegradable',
      recyclable: 'reciclable',
      carbon_neutral: 'neutro en carbono',
    },
    missing: {
      footprint: 'no hay cifra de huella para su categoría',
      category: 'no hay categoría registrada',
      packaging: 'no consta el envase',
      packagingUnknown: 'un envase de reciclabilidad desconocida',
      ingredients: 'no hay lista de ingredientes',
      unreadable: 'una lista de ingredientes que no se pudo leer',
      tooFew: 'constan muy pocos datos',
    },
    notEnough: (missing: readonly string[]) => `No hay datos suficientes para puntuar: ${f.list(missing)}.`,
    noConcern: 'No se ha encontrado ningún problema ambiental importante en los datos registrados.',
  },

  ethics: {
    labourUnassessed:
      'No consta lista de ingredientes, así que no se pueden evaluar los riesgos laborales de la cadena de suministro.',
    labourPartList: (part: string) =>
      `Su lista de ingredientes registrada solo da ${q(part)}, así que no es la lista completa y no se pueden evaluar los riesgos laborales de la cadena de suministro.`,
    labourPartialList:
      'Su lista de ingredientes registrada no nombra nada que aporte sus azúcares: no es la lista completa y no se pueden evaluar los riesgos laborales en la cadena de suministro.',
    labourUnreadable:
      'Su lista de ingredientes no se pudo leer, así que no se pueden evaluar los riesgos laborales de la cadena de suministro.',
    labourMaybePalm: (written: string) =>
      `${q(written)} puede ser aceite de palma, así que no se descarta un riesgo laboral en la cadena de suministro.`,
    labourPalmNotRuledOut:
      'La lista de ingredientes no permite descartar el aceite de palma, así que no se descarta un riesgo laboral en la cadena de suministro.',
    labourUnstated: (p: { written: string; name: string }) =>
      `${q(p.written)} puede ser ${p.name}, así que no se descarta un riesgo laboral en la cadena de suministro.`,
    labourClear: 'Ningún ingrediente con un riesgo alto conocido de trabajo infantil o forzoso.',
    labourAddressed: (p: { name: string; note: string; label: string }) =>
      `${p.name}: ${p.note} El sello ${p.label} lo tiene en cuenta.`,
    labourClaimed: (p: { name: string; note: string; label: string }) =>
      `${p.name}: ${p.note} «${p.label}» consta, pero no nombra ningún sistema de certificación, así que no se cuenta.`,
    labourUnaddressed: (p: { name: string; note: string }) =>
      `${p.name}: ${p.note} Ningún sello registrado lo tiene en cuenta.`,
    labourOriginOnRecord: (p: { name: string; note: string; origin: string }) =>
      `${p.name}: ${p.note} Consta «${p.origin}» como origen de sus ingredientes, que la lista no menciona para este producto: el riesgo no está comprobado.`,
    labourOriginUnsettled: (p: { name: string; note: string; origin: string }) =>
      `${p.name}: ${p.note} El registro da como origen de sus ingredientes «${p.origin}», lo que no aclara de dónde procede el de este producto: el riesgo es posible, no comprobado.`,
    labourByOrigin: (p: { name: string; note: string }) =>
      `${p.name}: ${p.note} No consta de dónde procede el de este producto: el riesgo es posible, no comprobado.`,
    testingFood:
      'No se aplica a los alimentos: los productos alimentarios terminados no se prueban en animales de forma habitual. Las prohibiciones de experimentación animal, como la de la UE (Reglamento (CE) n.º 1223/2009), se refieren a los cosméticos.',
    testingLabel: (p: { label: string; verifies: string }) => `Certificado ${p.label}: ${p.verifies}`,
    testingPolicy: (p: { company: string; policy: string; named: boolean; asOf: string; language?: string }) =>
      `Política de ${p.company} sobre experimentación animal${p.language ? ' (en inglés)' : ''}: ${q(p.policy)} (a fecha de ${p.asOf}).`,
    /** A company-wide listing on the company's own pledge, not an audit (PETA's). */
    testingListed: (p: { company: string; label: string; verifies: string }) =>
      ` ${p.company} figura en la lista ${p.label} para toda la empresa (${p.verifies}).`,
    testingHeld: (p: { company: string; label: string; verifies: string }) =>
      ` ${p.company} tiene la certificación ${p.label} para toda la empresa (${p.verifies}).`,
    testingNone:
      'Ninguna certificación libre de crueldad registrada, y ClearCart no tiene constancia de la política de la empresa sobre experimentación animal.',
    highLabourRisk:
      'ingredientes con alto riesgo de abuso laboral y sin sello certificado registrado que lo tenga en cuenta',
    labourAdvice:
      'Considere alternativas con certificación Fairtrade o Rainforest Alliance: algunos ingredientes conllevan un alto riesgo de abuso laboral.',
    testsOnAnimals: 'la empresa experimenta con animales',
    crueltyFreeAdvice:
      'Considere alternativas con certificación libre de crueldad: su fabricante experimenta con animales.',
    welfareCertified: (p: { label: string; verifies: string }) => `Certificado ${p.label}: ${p.verifies}`,
    animalUncertified: (types: readonly AnimalProductType[]) =>
      `ingredientes de origen animal (${f.list(types.map((t) => ANIMAL_TYPES[t]))}) sin certificación de bienestar animal registrada`,
    welfareAdvice: (types: readonly AnimalProductType[]) =>
      `Considere productos con un sello de bienestar animal reconocido (ecológico, al aire libre o similar): contiene ingredientes de origen animal (${f.list(types.map((t) => ANIMAL_TYPES[t]))}) sin certificación de bienestar animal registrada.`,
    welfareLabelled: (label: string) =>
      `Los ingredientes de origen animal llevan un sello de bienestar animal (${label}).`,
    welfareOrganic: (label: string) =>
      `Certificado ${label}: las normas de la producción ecológica incluyen requisitos de bienestar para el ganado, como el acceso a espacios al aire libre; no es un sello de bienestar animal propiamente dicho.`,
    organicLabelled: (label: string) =>
      `Los ingredientes de origen animal tienen certificación ecológica (${label}): las normas ecológicas incluyen requisitos de bienestar animal para el ganado.`,
    seafoodAdvice:
      'Considere pescado y marisco certificados: MSC para la pesca salvaje, ASC o ecológico para la acuicultura. No consta ninguna certificación de cómo se pescaron o criaron sus pescados o mariscos.',
    veganAlternativeAdvice: (types: readonly AnimalProductType[]) =>
      `Considere una alternativa con certificación vegana si le importan los ingredientes de origen animal: contiene ingredientes de origen animal (${f.list(types.map((t) => ANIMAL_TYPES[t]))}).`,
    wantAvoidTesting: 'Usted quiere evitar la experimentación animal.',
    testedAlert: 'Probado en animales — usted evita la experimentación animal',
    testedAvoid: 'Evite este producto si le importa la experimentación animal: su fabricante experimenta con animales.',
    testingUnknownAlert:
      'Sin constancia de la política del fabricante sobre experimentación animal — usted evita la experimentación animal',
    testingUnknownCheck:
      'Compruebe si lleva el logotipo de Leaping Bunny u otro de libre de crueldad: ClearCart no tiene constancia de la política del fabricante sobre experimentación animal.',
    testingPolicyAlert: (company: string) =>
      `La política de ${company} no descarta la experimentación animal — usted evita la experimentación animal`,
    testingPolicyCheck: (company: string) =>
      `Compruebe si lleva el logotipo de Leaping Bunny u otro de libre de crueldad: la política de ${company} sobre experimentación animal no la descarta, y no consta ninguna certificación libre de crueldad.`,
    preferences: {
      fair_trade: 'comercio justo',
      cruelty_free: 'libre de crueldad',
      vegan_certified: 'certificado vegano',
      b_corp: 'B Corp',
      ethical_labor: 'condiciones laborales éticas',
    },
    meetsPreference: (p: { name: string; by: string; companyWide?: boolean }) =>
      `Cumple su preferencia: ${p.name} (${p.by}${p.companyWide ? ', que la empresa tiene para todos sus productos' : ''}).`,
    listedPreference: (p: { name: string; by: string }) =>
      `${p.by} incluye la marca como ${p.name} según una declaración de la empresa, no una auditoría: no consta ninguna certificación independiente; compruebe el envase.`,
    claimedPreference: (p: { name: string; by: string }) =>
      `Sus sellos registrados dicen «${p.name}» (${p.by}), pero no consta ninguna certificación independiente: compruebe en el envase el logotipo de una certificación.`,
    makerCertificationUnknown: (name: string) =>
      `${name} certifica empresas, no productos: no consta ninguna certificación ${name} de su fabricante, así que aquí no se sabe.`,
    considerPreference: (name: string) =>
      `Considere alternativas certificadas (${name}): este producto no muestra ningún sello así.`,
    labelVerifiedBy: (p: { label: string; by: string; companyWide: boolean }) =>
      `${p.label}: respaldado por ${p.by}${p.companyWide ? ', que la empresa tiene para todos sus productos' : ', también registrado'}.`,
    labelVerifies: (p: { label: string; verifies: string }) => `${p.label}: ${p.verifies}`,
    noSocialImpact: 'No consta información concreta sobre el impacto social de este producto.',
    concerns: (concerns: readonly string[]) => `Problemas éticos: ${f.list(concerns)}.`,
    possibleLabour: (names: readonly string[], origin?: string) =>
      origin === undefined
        ? `El trabajo infantil o forzoso es posible, no comprobado: no consta el origen de ${f.list(names.map((n) => f.lower(n)))}.`
        : `El trabajo infantil o forzoso es posible, no comprobado: el origen que consta («${origin}») no aclara de dónde procede ${f.list(names.map((n) => f.lower(n)))}.`,
    noConcern: (labels: readonly string[]) =>
      `No se ha encontrado ningún problema ético importante en los datos registrados${labels.length > 0 ? `; lleva ${f.list(labels)}` : ''}.`,
    notEnoughPart: (part: string) =>
      `No hay datos suficientes para puntuar: la lista de ingredientes registrada solo da ${q(part)}, así que se desconocen los riesgos de la cadena de suministro de sus componentes.`,
    notEnoughUnreadable:
      'No hay datos suficientes para puntuar: su lista de ingredientes no se pudo leer, así que se desconocen los riesgos de la cadena de suministro de sus componentes.',
    little: 'Consta poca información ética sobre este producto.',
    notEnough:
      'No hay datos suficientes para puntuar: no consta lista de ingredientes, así que se desconocen los riesgos de la cadena de suministro de sus componentes.',
  },

  welfare: {
    kept: KEPT,
    notKnown: (kept: readonly P.Kept[]) =>
      `No consta ningún sello de bienestar animal ni ninguna declaración sobre la cría para este producto, así que no se sabe cómo se criaron sus ${f.list(kept.map((k) => KEPT[k]))}.`,
    seafoodScheme: (scheme: string) =>
      `Cómo se pescaron o criaron su pescado o su marisco está certificado (${scheme}); el sello fija reglas para las poblaciones y el medio ambiente, no una norma de bienestar de los animales.`,
    seafood:
      'No consta ninguna certificación para este producto, así que no se sabe cómo se criaron o pescaron su pescado o su marisco.',
    bees: 'No consta ninguna certificación para este producto, así que no se sabe cómo se gestionaron sus colonias de abejas.',
    organicClaim: (p: { said: readonly { words: string; where: P.ClaimWhere }[]; kept: P.Kept }) =>
      `${cap(p.said.map((c) => `${q(c.words)} (${WHERE[c.where]})`).join(', '))}: una alegación ecológica sin sistema de certificación registrado; las normas ecológicas certificadas incluyen requisitos de bienestar animal, pero no se sabe cuáles se aplican ni, por tanto, cómo se criaron sus ${KEPT[p.kept]}.`,
    designation: (p: { said: readonly { words: string; where: P.ClaimWhere }[]; kept: P.Kept }) =>
      `${cap(p.said.map((c) => `${q(c.words.length <= 4 ? c.words.toUpperCase() : c.words)} (${WHERE[c.where]})`).join(', '))}: una denominación protegida (DOP/IGP), cuyo pliego de condiciones publicado fija cómo se elabora el producto, lo que en los productos animales puede abarcar razas, alimentación y pastoreo; no es una certificación de bienestar animal, así que no se sabe cómo se criaron ${p.kept === 'animals' ? 'sus' : 'sus'} ${KEPT[p.kept]}.`,
    gelatine:
      'Su gelatina se elabora con piel y huesos de animales, y no consta ningún sello de bienestar animal, así que no se sabe cómo se criaron esos animales.',
    dairyPicture:
      'En la ganadería lechera convencional, las vacas suelen criarse en sistemas intensivos y los terneros se separan normalmente de sus madres poco después de nacer.',
    where: WHERE,
    claims: (p: { said: readonly { words: string; where: P.ClaimWhere }[]; kind: P.ClaimKind; kept: P.Kept }) => {
      const said = p.said.map((c) => `${q(c.words)} (${WHERE[c.where]})`).join(', ');
      const animals = `${p.kept === 'animals' ? 'los' : 'las'} ${KEPT[p.kept]}`;
      const meaning =
        p.kind === 'cage'
          ? `${animals} se criaron en jaulas`
          : p.kind === 'free-range-eggs'
            ? 'un sistema de cría que definen las normas de comercialización de huevos de la UE y del Reino Unido (gallinas con acceso continuo durante el día a espacios al aire libre), sin certificación independiente de bienestar animal'
            : p.kind === 'outdoor'
              ? `el fabricante afirma que ${animals} se criaron al aire libre${p.kept === 'hens' ? '' : ' o en pastos'}, sin certificación independiente de bienestar animal`
              : `el fabricante afirma que ${animals} no se criaron en jaulas, sin certificación independiente de bienestar animal`;
      return `${cap(said)}: ${meaning}.`;
    },
    contentNotKnown: (maybe: boolean) =>
      maybe
        ? 'Algunos ingredientes pueden ser de origen animal, así que no se sabe cómo se criaron los animales, si los hay.'
        : 'No se sabe si tiene ingredientes de origen animal, ni por tanto cómo se criaron los animales, si los hay.',
    none: 'Sin ingredientes de origen animal, así que el bienestar animal no procede.',
    evidence: (certification: string | undefined) =>
      `Dato sobre bienestar animal: ${certification || 'valoración favorable del bienestar animal'}.`,
  },

  evidence: {
    offVegan: 'Análisis de ingredientes de la ficha del producto: vegano',
    veganLabel: 'Sello vegano en el envase',
    glutenFreeLabel: 'Indicación «sin gluten» en el envase (como máximo 20 mg/kg, Reglamento (UE) n.º 828/2014)',
    ingredient: (p: { segment: string; name?: string }) =>
      `Ingrediente ${q(p.segment)}${p.name === undefined ? '' : ` (${p.name})`}`,
    additive: (p: { code: string; name: string }) => `El aditivo ${p.code} ${p.name} es de origen animal`,
    declared: (words: readonly string[]) => `Alérgeno declarado ${words.map(q).join(', ')}`,
    name: (words: string) => `Nombre del producto ${q(words)}`,
    category: (words: string) => `Categoría ${q(words)}`,
    offNonVegan: 'Análisis de ingredientes de la ficha del producto: no vegano',
    offNonVegetarian: 'Análisis de ingredientes de la ficha del producto: no vegetariano',
    notVegan: 'no vegano',
    allergenWords: { dairy: 'leche', eggs: 'huevos', fish: 'pescado', shellfish: 'crustáceos y moluscos' },
  },

  alternatives: {
    nutriScore: (p: { theirs: string; mine: string }) => `Nutri-Score ${p.theirs} en lugar de ${p.mine}`,
    nova: (p: { theirs: number; mine: number }) => `NOVA ${p.theirs} en lugar de ${p.mine}`,
    noPalmOil: 'sin aceite de palma',
    noUnsupportedClaims: 'ninguna declaración ecológica sin respaldo',
    lessCarbon: (percent: number) => `${percent} % menos de CO2e por kg`,
    notTested: 'no probado en animales',
    dimensions: DIMENSIONS,
    score: (p: { dimension: Dimension; theirs: number; mine: number }) =>
      `${DIMENSIONS[p.dimension]}: ${p.theirs} en lugar de ${p.mine}`,
    notEnoughData: 'No hay datos suficientes sobre este producto para compararlo con otros.',
    noneBetter: (category: string) => `Nada en nuestro catálogo es una opción mejor en esta categoría (${category}).`,
    noneOfKind: 'Todavía no hay ningún otro producto de este tipo en nuestro catálogo.',
  },
  household: {
    me: 'mí',
    notFor: (names: readonly string[]) => `No apto para ${names.join(', ')}`,
    lowest: (p: { dimension: Dimension; grade: string }) =>
      `${{ health: 'Salud', environmental: 'Medio ambiente', ethical: 'Ética' }[p.dimension]} ${p.grade}`,
    lowScores: 'Puntuaciones bajas',
  },
};
