/**
 * A third blind, held-out table of environmental pack, shelf-tag and e-shop wordings (2026-12-03), written by a
 * consumer-law reviewer without sight of the word lists, the rules or the earlier tables. Each verdict was set before
 * the rules were run, under Directive 2005/29/EC as amended by Directive (EU) 2024/825 (Annex I points 4a and 4c,
 * Article 2(o)), Regulation (EU) 2018/848 (Article 30, Annex IV) and the CMA Green Claims Code:
 * generic (allowed only with recognised excellent environmental performance), offset (a neutral, reduced or positive
 * climate impact from offsetting: banned), neutrality (a neutrality word alone), specific (checkable: the maker's
 * word), organic (a word the organic rules reserve for organic agricultural products), none (no environmental claim).
 * Written blind after the first two tables' misses were mended, the rules then agreed on 95 of its 135 rows (70.4 %):
 * claims said as sentences ("protects the planet", "respecte la nature") and offsetting by planting trees were missed.
 * They were mended as rules (a benefit said of the environment is generic; a means of offsetting said with the climate
 * is offset, alone a pledge), so this table is no longer held out either.
 */
import { F, B, C, H, checkClaimTable, type Row } from './test/claim-tables.ts';

const BLIND_TABLE_3: Row[] = [
  // English
  ['en', H, 'Protects the planet, one wash at a time', 'generic'],
  ['en', C, 'Earth-kind formula', 'generic'],
  ['en', F, 'A greener choice for your family', 'generic'],
  // Recital 9 of 2024/825: "responsible" is generic where it suggests excellent environmental performance.
  ['en', B, 'Made responsibly', 'generic'],
  ['en', H, 'Low-impact cleaning', 'generic'],
  ['en', C, 'Eco-conscious skincare', 'generic'],
  ['en', C, 'Environmentally sound ingredients', 'generic'],
  // Recital 9 names "biodegradable" without specification as a generic claim.
  ['en', H, 'Biodegradable', 'generic'],
  ['en', B, 'Carbon neutral – we offset all emissions through verified forestry projects', 'offset'],
  ['en', F, 'For every pack sold we plant a tree to balance out its carbon footprint', 'offset'],
  ['en', B, 'Net zero', 'neutrality'],
  // Same family as "neutral" under point 4c; no basis given, so a neutrality word alone.
  ['en', B, 'Climate positive', 'neutrality'],
  // A reduced impact from the maker's own cuts, with a figure: checkable.
  ['en', F, 'We cut the CO2 emissions of this pack by 28% since 2019 by switching to lighter card', 'specific'],
  ['en', B, 'Bottle made from 100% recycled plastic (excl. cap and label)', 'specific'],
  ['en', F, 'Tea bags: home compostable (TÜV OK compost HOME)', 'specific'],
  ['en', H, 'Refill pouch uses 70% less plastic than our bottle', 'specific'],
  ['en', B, 'Brewed with 100% renewable electricity', 'specific'],
  ['en', F, 'Plastic-free packaging', 'specific'],
  ['en', F, 'Organic rolled oats', 'organic'],
  // 2018/848 does not cover cosmetics: an ingredient claim checkable against a certificate.
  ['en', C, 'With organic shea butter', 'specific'],
  // UK "bio" detergent means enzymes; detergents are outside 2018/848.
  ['en', H, 'Bio washing powder – 40 washes', 'none'],
  ['en', B, 'Naturally sourced caffeine', 'none'],
  ['en', F, 'Green Giant sweetcorn', 'none'],
  ['en', B, 'Probiotic yoghurt drink', 'none'],
  // Origin, not environmental performance.
  ['en', F, 'Locally sourced within 50 miles of our bakery', 'none'],
  ['en', C, 'Biotin & collagen shampoo', 'none'],
  // A social claim, not an environmental one.
  ['en', B, 'Fairly traded coffee beans', 'none'],

  // French
  ['fr', H, 'Respecte la planète', 'generic'],
  ['fr', C, 'Une formule qui respecte la nature', 'generic'],
  ['fr', F, 'Un choix plus vert pour votre petit-déjeuner', 'generic'],
  // Household: "éco" here is environmental responsibility, not organic farming.
  ['fr', H, 'Lessive écoresponsable', 'generic'],
  ['fr', C, 'Soin à faible impact environnemental', 'generic'],
  ['fr', B, 'Neutre en carbone grâce à la compensation de nos émissions', 'offset'],
  ['fr', F, 'Empreinte carbone compensée à 100 % par des projets de reforestation', 'offset'],
  ['fr', C, 'Nous compensons les émissions de CO2 de ce produit', 'offset'],
  ['fr', B, 'Neutre en carbone', 'neutrality'],
  ['fr', H, 'Sans compensation carbone', 'none'],
  ['fr', F, 'Emballage 100 % carton recyclé', 'specific'],
  ['fr', B, 'Bouteille recyclable : à déposer dans le bac jaune', 'specific'],
  ['fr', B, 'Capsules compostables en compostage industriel selon la norme EN 13432', 'specific'],
  // "éco-recharge" is specified on the same medium by the figure: not generic under Art. 2(o).
  ['fr', H, "L'éco-recharge utilise 80 % de plastique en moins", 'specific'],
  ['fr', H, "Fabriqué avec 100 % d'électricité renouvelable", 'specific'],
  // A contribution pledge, no claim about the product's own climate impact: not point 4c.
  ['fr', F, '1 paquet acheté = 1 arbre planté', 'specific'],
  ['fr', F, 'Farine de blé biologique', 'organic'],
  ['fr', B, 'Jus de pomme bio', 'organic'],
  // "biodynamie" combines "bio": only certified organic wine may bear it.
  ['fr', B, 'Vin issu de la biodynamie', 'organic'],
  ['fr', C, 'Shampooing bio au romarin', 'specific'],
  ['fr', F, 'Haricots verts extra-fins', 'none'],
  ['fr', F, 'Arôme naturel de vanille', 'none'],
  ['fr', H, 'Format économique 3 L', 'none'],
  ['fr', F, 'Produit local : ingrédients récoltés à moins de 50 km', 'none'],

  // German
  ['de', H, 'Schont die Umwelt', 'generic'],
  ['de', C, 'Im Einklang mit der Natur', 'generic'],
  ['de', F, 'Nachhaltig hergestellt', 'generic'],
  ['de', B, 'Klimafreundlich', 'generic'],
  ['de', H, 'Umweltschonende Formel', 'generic'],
  ['de', B, 'Klimaneutral durch Unterstützung von Aufforstungsprojekten in Uganda', 'offset'],
  ['de', F, 'CO2-kompensiert', 'offset'],
  ['de', C, 'Wir gleichen alle unvermeidbaren Emissionen über zertifizierte Klimaschutzprojekte aus', 'offset'],
  ['de', F, 'Klimaneutrales Produkt', 'neutrality'],
  ['de', H, 'Ohne CO2-Kompensation', 'none'],
  ['de', B, 'PET-Flasche zu 100 % aus recyceltem Kunststoff', 'specific'],
  ['de', F, 'Verpackung über die Gelbe Tonne recycelbar', 'specific'],
  ['de', H, 'Nachfüllbeutel spart 75 % Plastik', 'specific'],
  // "Öko" here qualifies the electricity, with a figure: not an organic claim on the beer.
  ['de', B, 'Gebraut mit 100 % Ökostrom', 'specific'],
  ['de', H, 'Biologisch abbaubar nach OECD 301B', 'specific'],
  ['de', F, 'CO2-Fußabdruck um 30 % gesenkt (2020–2025) durch Umstellung auf Solarstrom', 'specific'],
  ['de', F, 'Öko-Haferflocken', 'organic'],
  ['de', B, 'Bio-Apfelschorle', 'organic'],
  ['de', C, 'Mit Bio-Aloe-Vera', 'specific'],
  ['de', B, 'Grüner Tee mit Minze', 'none'],
  ['de', F, 'Natürliches Aroma', 'none'],
  ['de', F, 'Aus der Region: alle Zutaten aus maximal 50 km Umkreis', 'none'],
  ['de', C, 'Vegane Rezeptur', 'none'],

  // Spanish
  ['es', H, 'Cuida el planeta', 'generic'],
  ['es', C, 'Respetuoso con la naturaleza', 'generic'],
  ['es', F, 'Una opción más verde', 'generic'],
  ['es', H, 'Bajo impacto ambiental', 'generic'],
  ['es', C, 'Cosmética consciente con el medio ambiente', 'generic'],
  // Household: "ecológico" is not reserved there, and unspecified.
  ['es', H, 'Detergente ecológico', 'generic'],
  ['es', B, 'Neutro en carbono gracias a la compensación de emisiones', 'offset'],
  ['es', F, 'Compensamos el 100 % de la huella de carbono de este envase', 'offset'],
  ['es', F, 'Huella de carbono reducida gracias a proyectos de compensación certificados', 'offset'],
  ['es', B, 'Carbono neutral', 'neutrality'],
  ['es', H, 'Sin compensaciones de carbono', 'none'],
  ['es', B, 'Botella fabricada con un 50 % de plástico reciclado', 'specific'],
  ['es', F, 'Envase reciclable: deposítalo en el contenedor amarillo', 'specific'],
  ['es', H, 'La recarga ahorra un 60 % de plástico', 'specific'],
  ['es', F, 'Aceite de oliva virgen extra ecológico', 'organic'],
  ['es', B, 'Zumo de naranja eco', 'organic'],
  // Cosmetic: organic argan oil, an ingredient claim outside 2018/848.
  ['es', C, 'Champú con aceite de argán ecológico', 'specific'],
  ['es', F, 'Judías verdes', 'none'],
  ['es', B, 'Cafeína de origen natural', 'none'],
  ['es', F, 'Producto de cercanía: de la huerta a menos de 50 km', 'none'],

  // Italian
  ['it', H, "Rispetta l'ambiente", 'generic'],
  ['it', C, 'Amica della natura', 'generic'],
  ['it', F, 'Una scelta più green', 'generic'],
  ['it', B, 'Prodotto in modo responsabile', 'generic'],
  ['it', H, 'A basso impatto ambientale', 'generic'],
  ['it', B, 'Le emissioni di CO2 di questa bottiglia sono compensate con progetti di riforestazione', 'offset'],
  ['it', F, 'Carbon neutral grazie alla compensazione delle emissioni', 'offset'],
  ['it', C, 'Per ogni confezione piantiamo un albero per compensare la CO2 emessa', 'offset'],
  ['it', F, 'A impatto climatico zero', 'neutrality'],
  ['it', H, 'Senza compensazione delle emissioni', 'none'],
  ['it', B, 'Bottiglia in 100 % plastica riciclata', 'specific'],
  ['it', F, 'Imballaggio riciclabile: raccolta carta', 'specific'],
  ['it', B, 'Capsule compostabili secondo la norma UNI EN 13432', 'specific'],
  ['it', H, 'Prodotto con energia 100 % rinnovabile', 'specific'],
  ['it', F, 'Pasta di semola di grano duro biologico', 'organic'],
  ['it', B, 'Vino rosso biologico', 'organic'],
  ['it', C, 'Crema viso con estratti biologici', 'specific'],
  ['it', F, 'Olive verdi denocciolate', 'none'],
  ['it', B, 'Tè verde al gelsomino', 'none'],
  ['it', F, 'Aroma naturale', 'none'],
  ['it', F, 'Filiera corta: grano coltivato entro 50 km dal pastificio', 'none'],

  // Dutch
  ['nl', H, 'Beschermt de planeet', 'generic'],
  ['nl', C, 'Met respect voor de natuur', 'generic'],
  ['nl', F, 'Een groenere keuze', 'generic'],
  ['nl', H, 'Milieubewust schoonmaken', 'generic'],
  ['nl', B, 'Duurzaam geproduceerd', 'generic'],
  // Household: not reserved, unspecified.
  ['nl', H, 'Ecologisch afwasmiddel', 'generic'],
  ['nl', B, 'CO2-neutraal door compensatie via bosprojecten', 'offset'],
  ['nl', F, 'Wij compenseren de uitstoot van deze verpakking', 'offset'],
  ['nl', C, 'Klimaatneutraal dankzij het planten van bomen', 'offset'],
  ['nl', F, 'Klimaatneutraal', 'neutrality'],
  ['nl', H, 'Geen CO2-compensatie', 'none'],
  ['nl', B, 'Fles van 100 % gerecycled plastic', 'specific'],
  ['nl', F, 'Verpakking recyclebaar bij het oud papier', 'specific'],
  ['nl', H, 'Navulverpakking: 70 % minder plastic', 'specific'],
  // A contribution pledge, no climate-impact claim.
  ['nl', F, 'Per verkochte verpakking planten we een boom', 'specific'],
  ['nl', F, 'Biologische havermout', 'organic'],
  ['nl', B, 'Biologische appelsap', 'organic'],
  ['nl', C, 'Shampoo met biologische arganolie', 'specific'],
  ['nl', B, 'Groene thee', 'none'],
  ['nl', F, 'Natuurlijk aroma', 'none'],
];

checkClaimTable(BLIND_TABLE_3, {
  title: 'a third blind table of real claim wordings',
  its: {
    rows: 'holds at least 15 wordings in each language, 90 in all',
    agreement: 'judges at least 95 % of them as the reviewer does',
    neverUnlawful: 'never calls unlawful (generic or offset) a wording the law allows',
  },
  label: 'blind table 3',
  minRows: { perLanguage: 15, total: 90 },
  unlawful: ['generic', 'offset'],
});
