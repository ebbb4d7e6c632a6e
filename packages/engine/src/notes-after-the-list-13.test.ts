/**
 * Blind audit 13, finding 2: the list ends where the label's notes begin, in every language. A net weight, the note
 * that explains a list's asterisk, storage and freezing advice, advice on how allergens are printed: none is an
 * ingredient, so none is an "uncertain ingredient" or leaves a diet open. What the notes say of traces (a workshop
 * statement) and of allergens ("Contains: milk") is still read.
 */
import { describe, expect, it } from 'vitest';
import { splitTraces } from './text.ts';
import { ratingsOf } from './test/ratings.ts';

/** The audit's French pizza (abridged where nothing turns on it): a list, then five notes. */
const PIZZA =
  "Pâte* '53.570 (farine de blé* , eau, sel, levure*), sauce tomate* 17% (purée de tomate* , oignon* sucre* , sel, ail* , origan* , basilic*), mozzarella* 16% marinée à l'huile d'olive* et au basilic* 0.05%, emmental râpé* , tomates séchées marinées* 3.3% (tomates séchées* , huile de tournesol* , vinaigre de vin* , sel), olives non dénoyautées*. Huile* infusée au piment* et au basilic*. Poids net 5g. *Ingrédients issus de l'agriculture biologique Matières premières surgelées, produit à ne pas congeler. Les informations en gras sont destinées aux personnes intolérantes ou allergiques Produit élaboré dans un atelier qui utilise : des céréales contenant du gluten, des crustacés, des mollusques, des oeufs, du poisson, du soja, des graines de sésames, des fruits à coque et de la moutarde.";

describe('the list ends where the notes begin', () => {
  it('the audit’s pizza: no note is an ingredient; the workshop sentence is traces; the emmental leaves vegetarian open', () => {
    const { main, traces } = splitTraces(PIZZA);
    expect(main).toMatch(/^Pâte.*basilic\*\.$/);
    expect(main).not.toMatch(/Poids net|agriculture biologique|congeler|informations en gras|Produit élaboré/);
    expect(traces).toMatch(/atelier qui utilise.*moutarde/);
    const content = ratingsOf({ ingredientsText: PIZZA }).ethical.animal_derived_content;
    expect(content.uncertain_ingredients.join(' | ')).not.toMatch(/congeler|informations|élaboré/);
    expect(content.vegetarian).toBe('maybe');
    expect(content.uncertain_ingredients.join(' | ')).toMatch(/emmental/);
  });

  it.each([
    [
      'German: the organic footnote, the net quantity and storage advice',
      'Weizenmehl*, Zucker*, Butter*, Salz. *aus kontrolliert ökologischem Anbau. Nettofüllmenge 200 g. Kühl und trocken lagern.',
      'Weizenmehl*, Zucker*, Butter*, Salz.',
    ],
    [
      'English: net weight and storage advice in one run, with no full stop between them',
      'Oat flakes, raisins, sunflower seeds Net weight: 500 g Store in a cool, dry place. Once opened, keep in an airtight container.',
      'Oat flakes, raisins, sunflower seeds',
    ],
    [
      'Spanish: an organic note without an asterisk, then freezing advice',
      'Harina de trigo, agua, aceite de oliva, sal. Ingredientes procedentes de agricultura ecológica. No volver a congelar una vez descongelado.',
      'Harina de trigo, agua, aceite de oliva, sal.',
    ],
    [
      'Dutch: storage advice',
      'Tarwebloem, suiker, plantaardige olie (zonnebloem). Koel en droog bewaren. Na opening beperkt houdbaar.',
      'Tarwebloem, suiker, plantaardige olie (zonnebloem).',
    ],
  ])('%s', (_case, text, main) => {
    expect(splitTraces(text).main).toBe(main);
  });

  it('Italian: advice on how allergens are printed ends the list, and the plant statement after it is traces', () => {
    const { main, traces } = splitTraces(
      'Farina di grano tenero, zucchero, uova, burro. Gli allergeni sono evidenziati in grassetto per le persone allergiche Prodotto in uno stabilimento che utilizza anche frutta a guscio e soia.',
    );
    expect(main).toBe('Farina di grano tenero, zucchero, uova, burro.');
    expect(traces).toMatch(/stabilimento che utilizza anche frutta a guscio e soia/);
  });

  it('a declaration among the notes is still read, and a note never leaves a diet or palm oil open', () => {
    expect(splitTraces('Tarwebloem, suiker. Koel en droog bewaren. Bevat: melk.').main).toBe(
      'Tarwebloem, suiker. Bevat: melk.',
    );
    const ratings = ratingsOf({
      ingredientsText:
        'Rolled oats, raisins, sunflower seeds. Net weight 500 g. Store in a cool, dry place. Once opened consume within 4 weeks.',
    });
    expect(ratings.environmental.palm_oil.status).toBe('no');
    expect(ratings.ethical.animal_derived_content.uncertain_ingredients).toEqual([]);
  });

  it('a word inside the list is not a note: "frozen spinach", "sugar (from organic farming)", a weight in brackets', () => {
    expect(splitTraces('Épinards surgelés, crème, sel.').main).toBe('Épinards surgelés, crème, sel.');
    expect(splitTraces('Sugar (from organic farming), cocoa butter, milk.').main).toBe(
      'Sugar (from organic farming), cocoa butter, milk.',
    );
    expect(splitTraces('Gherkins (drained weight 200 g), vinegar, salt.').main).toBe(
      'Gherkins (drained weight 200 g), vinegar, salt.',
    );
  });
});
