import { AGRIBALYSE, MEKONNEN_HOEKSTRA_2011, MEKONNEN_HOEKSTRA_2012, OFF, WFN_PRODUCT_GALLERY } from './sources.ts';
import type { CategoryFootprint } from './types.ts';

// kgCO2ePerKg: median 'Changement climatique' (kg CO2 eq/kg) of the AGRIBALYSE 3.1 foods that Open Food Facts maps
// (agribalyse_food_code / agribalyse_proxy_food_code in its categories taxonomy) to the category or its subcategories.
// litresPerKg: global average water footprints (green + blue + grey) where a published figure exists; omitted otherwise.

/** Carbon and water footprints per OFF product category; the most specific matching tag wins. */
export const footprints: readonly CategoryFootprint[] = [
  {
    id: 'colas',
    name: 'Colas',
    offTags: ['en:colas'],
    kgCO2ePerKg: 0.51,
    basis:
      'AGRIBALYSE 3.1, median of 5 foods mapped by OFF to en:colas or its subcategories, e.g. “Cola, with sugar”, “Cola, with sugar and without caffeine”, “Cola, without sugar, with artificial sweetener(s) and with caffeine”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'sodas',
    name: 'Sodas and soft drinks',
    offTags: ['en:sodas'],
    kgCO2ePerKg: 0.51,
    basis:
      'AGRIBALYSE 3.1, median of 13 foods mapped by OFF to en:sodas or its subcategories, e.g. “Fruit soft drink, carbonated (less than 10% of fruit juice), without sugar and with artificial sweetener(s)”, “Cola, with sugar”, “Cola, with sugar and without caffeine”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'energy-drinks',
    name: 'Energy drinks',
    offTags: ['en:energy-drinks'],
    kgCO2ePerKg: 0.47,
    basis:
      'AGRIBALYSE 3.1, median of 2 foods mapped by OFF to en:energy-drinks or its subcategories, e.g. “Energy drink, with sugar”, “Energy drink, without sugar and with artificial sweetener(s)”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'fruit-juices',
    name: 'Fruit juices',
    offTags: ['en:fruit-juices'],
    kgCO2ePerKg: 0.91,
    basis:
      'AGRIBALYSE 3.1, median of 15 foods mapped by OFF to en:fruit-juices or its subcategories, as sold (cooked or prepared forms left out), e.g. “Grape juice, pure juice”, “Mango juice, fresh”, “Apple juice, pure juice”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'orange-juices',
    name: 'Orange juices',
    offTags: ['en:orange-juices'],
    kgCO2ePerKg: 1.09,
    basis:
      'AGRIBALYSE 3.1, median of 2 foods mapped by OFF to en:orange-juices or its subcategories, as sold (cooked or prepared forms left out), e.g. “Mixed fruits juice, orange based, multivitamin”, “Orange juice, reconstituted from a concentrate”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'apple-juices',
    name: 'Apple juices',
    offTags: ['en:apple-juices'],
    kgCO2ePerKg: 0.5,
    litresPerKg: 1140,
    basis: 'AGRIBALYSE 3.1, “Apple juice, pure juice” (1 food mapped by OFF to en:apple-juices)',
    sources: [AGRIBALYSE, OFF, WFN_PRODUCT_GALLERY, MEKONNEN_HOEKSTRA_2011],
  },
  {
    id: 'fruit-nectars',
    name: 'Fruit nectars',
    offTags: ['en:fruit-nectars'],
    kgCO2ePerKg: 0.8,
    basis:
      'AGRIBALYSE 3.1, median of 8 foods mapped by OFF to en:fruit-nectars or its subcategories, e.g. “Apricot nectar”, “Banana nectar”, “Mango nectar”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'vegetable-juices',
    name: 'Vegetable juices',
    offTags: ['en:vegetable-juices'],
    kgCO2ePerKg: 0.5,
    basis:
      'AGRIBALYSE 3.1, median of 3 foods mapped by OFF to en:vegetable-juices or its subcategories, e.g. “Carrot juice, pure juice”, “Tomato juice, pure juice (average)”, “Beetroot juice, pure juice”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'smoothies',
    name: 'Smoothies',
    offTags: ['en:smoothies'],
    kgCO2ePerKg: 0.7,
    basis: 'AGRIBALYSE 3.1, “Smoothie” (1 food mapped by OFF to en:smoothies)',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'waters',
    name: 'Bottled waters',
    offTags: ['en:waters', 'en:mineral-waters', 'en:spring-waters'],
    kgCO2ePerKg: 0.27,
    basis:
      'AGRIBALYSE 3.1, median of 5 foods mapped by OFF to en:waters and related tags or its subcategories, e.g. “Water, bottled”, “Mineral still water (Abatilles), bottled, lightly mineralized”, “Mineral sparkling water (Vals), bottled, averagely mineralized”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'syrups',
    name: 'Syrups',
    offTags: ['en:syrups'],
    kgCO2ePerKg: 1.15,
    basis:
      'AGRIBALYSE 3.1, median of 6 foods mapped by OFF to en:syrups or its subcategories, e.g. “Syrup (mint, strawberries flavouredetc.), with sugar diluted in water”, “Lemon or lime base, for beverage, without sugar (to be diluted)”, “Syrup, with sugar (to be diluted)”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'beers',
    name: 'Beers',
    offTags: ['en:beers'],
    kgCO2ePerKg: 1.12,
    litresPerKg: 298,
    basis:
      'AGRIBALYSE 3.1, median of 6 foods mapped by OFF to en:beers or its subcategories, e.g. “Beer, dark”, “Beer, low alcohol-content (3° alcohol)”, “Beer, regular (4-5° alcohol)”',
    sources: [AGRIBALYSE, OFF, WFN_PRODUCT_GALLERY, MEKONNEN_HOEKSTRA_2011],
  },
  {
    id: 'wines',
    name: 'Wines',
    offTags: ['en:wines'],
    kgCO2ePerKg: 1.23,
    litresPerKg: 870,
    basis:
      'AGRIBALYSE 3.1, median of 9 foods mapped by OFF to en:wines or its subcategories, e.g. “Wine, white, sweet”, “Wine, rose”, “Marsala wine”',
    sources: [AGRIBALYSE, OFF, WFN_PRODUCT_GALLERY, MEKONNEN_HOEKSTRA_2011],
  },
  {
    id: 'red-wines',
    name: 'Red wines',
    offTags: ['en:red-wines'],
    kgCO2ePerKg: 1.19,
    litresPerKg: 870,
    basis: 'AGRIBALYSE 3.1, “Wine, red” (1 food mapped by OFF to en:red-wines)',
    sources: [AGRIBALYSE, OFF, WFN_PRODUCT_GALLERY, MEKONNEN_HOEKSTRA_2011],
  },
  {
    id: 'ciders',
    name: 'Ciders',
    offTags: ['en:ciders'],
    kgCO2ePerKg: 1.06,
    basis:
      'AGRIBALYSE 3.1, median of 5 foods mapped by OFF to en:ciders or its subcategories, e.g. “Cider, dry”, “Cider”, “Flavoured cider”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'coffees',
    name: 'Coffees',
    offTags: ['en:coffees'],
    kgCO2ePerKg: 10.09,
    basis:
      'AGRIBALYSE 3.1, median of 5 foods mapped by OFF to en:coffees or its subcategories, as sold (cooked or prepared forms left out), e.g. “Coffee with milk or Cappuccino, powder, instant, non rehydrated”, “Coffee with milk or Cappuccino with chocolate, powder, instant, non rehydrated”, “Coffee, ground”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'ground-coffees',
    name: 'Ground coffee, beans and capsules',
    offTags: ['en:ground-coffees', 'en:coffee-beans', 'en:coffee-capsules'],
    kgCO2ePerKg: 10.09,
    litresPerKg: 18900,
    basis: 'AGRIBALYSE 3.1, “Coffee, ground” (1 food mapped by OFF to en:ground-coffees)',
    sources: [AGRIBALYSE, OFF, WFN_PRODUCT_GALLERY, MEKONNEN_HOEKSTRA_2011],
  },
  {
    id: 'instant-coffees',
    name: 'Instant coffees',
    offTags: ['en:instant-coffees'],
    kgCO2ePerKg: 17.75,
    basis:
      'AGRIBALYSE 3.1, median of 4 foods mapped by OFF to en:instant-coffees or its subcategories, as sold (cooked or prepared forms left out), e.g. “Coffee with milk or Cappuccino, powder, instant, non rehydrated”, “Coffee with milk or Cappuccino with chocolate, powder, instant, non rehydrated”, “Coffee, powder, instant, non rehydrated”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'cocoa-powders',
    name: 'Cocoa and chocolate powders',
    offTags: ['en:cocoa-powders', 'en:cocoa-and-chocolate-powders'],
    kgCO2ePerKg: 27.48,
    basis:
      'AGRIBALYSE 3.1, median of 4 foods mapped by OFF to en:cocoa-powders and related tags or its subcategories, as sold (cooked or prepared forms left out), e.g. “Cocoa powder, without sugar, powder, instant, non rehydrated”, “Cocoa or chocolate powder, for beverages, with sugar, fortified with vitamins, non rehydrated”, “Cocoa or chocolate powder, for beverages, with sugar, non rehydrated”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'plant-milks',
    name: 'Plant-based milk alternatives',
    offTags: ['en:plant-milks'],
    kgCO2ePerKg: 0.44,
    basis:
      'AGRIBALYSE 3.1, median of 8 foods mapped by OFF to en:plant-milks or its subcategories, e.g. “Almond drink not sweet, not fortified, prepacked”, “Rice-based drink, plain”, “Soy drink, plain, prepacked”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'soy-milks',
    name: 'Soy drinks',
    offTags: ['en:soy-milks'],
    kgCO2ePerKg: 0.44,
    basis:
      'AGRIBALYSE 3.1, median of 4 foods mapped by OFF to en:soy-milks or its subcategories, e.g. “Soy drink, plain, prepacked”, “Soy drink, flavoured, enriched in calcium, w sugar or fruit concentrate”, “Soy drink, plain, fortified with calcium”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'oat-milks',
    name: 'Oat drinks',
    offTags: ['en:oat-milks'],
    kgCO2ePerKg: 0.54,
    basis: 'AGRIBALYSE 3.1, “Oat-based drink, plain, prepacked” (1 food mapped by OFF to en:oat-milks)',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'almond-milks',
    name: 'Almond drinks',
    offTags: ['en:almond-milks'],
    kgCO2ePerKg: 0.37,
    basis:
      'AGRIBALYSE 3.1, “Almond drink not sweet, not fortified, prepacked” (1 food mapped by OFF to en:almond-milks)',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'milks',
    name: 'Milks',
    offTags: ['en:milks'],
    kgCO2ePerKg: 1.48,
    litresPerKg: 1020,
    basis:
      'AGRIBALYSE 3.1, median of 15 foods mapped by OFF to en:milks or its subcategories, e.g. “Milk, skimmed, pasteurised”, “Milk, skimmed, UHT”, “Milk, semi-skimmed, UHT”',
    sources: [AGRIBALYSE, OFF, MEKONNEN_HOEKSTRA_2012],
  },
  {
    id: 'milk-powders',
    name: 'Milk powders',
    offTags: ['en:milk-powders'],
    kgCO2ePerKg: 14.82,
    litresPerKg: 4745,
    basis:
      'AGRIBALYSE 3.1, median of 3 foods mapped by OFF to en:milk-powders or its subcategories, e.g. “Milk, powder, skimmed, non rehydrated”, “Milk, powder, semi-skimmed, non rehydrated”, “Milk, powder, whole, non rehydrated”',
    sources: [AGRIBALYSE, OFF, MEKONNEN_HOEKSTRA_2012],
  },
  {
    id: 'condensed-milks',
    name: 'Condensed milks',
    offTags: ['en:condensed-milks'],
    kgCO2ePerKg: 2.54,
    basis: 'AGRIBALYSE 3.1, “Condensed milk, without sugar, whole” (1 food mapped by OFF to en:condensed-milks)',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'yogurts',
    name: 'Yogurts',
    offTags: ['en:yogurts'],
    kgCO2ePerKg: 2.12,
    basis:
      'AGRIBALYSE 3.1, median of 19 foods mapped by OFF to en:yogurts or its subcategories, e.g. “Yogurt, fermented milk or dairy specialty, flavoured, with sugar”, “Yogurt, fermented milk or dairy specialty, flavoured, with sweetener, fat free”, “Yogurt, fermented milk or dairy specialty, plain, w sugar”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'fruit-yogurts',
    name: 'Fruit yogurts',
    offTags: ['en:fruit-yogurts'],
    kgCO2ePerKg: 2.14,
    basis:
      'AGRIBALYSE 3.1, median of 5 foods mapped by OFF to en:fruit-yogurts or its subcategories, e.g. “Yogurt, fermented milk or dairy specialty, with fruits, with sugar, fortified with vitamin D”, “Yogurt, fermented milk or dairy specialty, w fruits, with sugar”, “Yogurt, fermented milk or dairy specialty, w fruits, with sugar, with cream”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'creams',
    name: 'Creams',
    offTags: ['en:creams'],
    kgCO2ePerKg: 2.5,
    basis:
      'AGRIBALYSE 3.1, median of 6 foods mapped by OFF to en:creams or its subcategories, e.g. “Whipped cream or Chantilly cream, under pressure, UHT”, “cream, light, 4 to 8% fat, liquid or thick”, “Liquid cream, light, 15-20% fat, UHT”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'butters',
    name: 'Butters',
    offTags: ['en:butters'],
    kgCO2ePerKg: 7.82,
    litresPerKg: 5553,
    basis:
      'AGRIBALYSE 3.1, median of 7 foods mapped by OFF to en:butters or its subcategories, e.g. “Butter, light, 39-41% fat, unsalted”, “Butter, 60-62% fat, light, lightly salted”, “Butter, 60-62% fat, light, unsalted”',
    sources: [AGRIBALYSE, OFF, MEKONNEN_HOEKSTRA_2012],
  },
  {
    id: 'cheeses',
    name: 'Cheeses',
    offTags: ['en:cheeses'],
    kgCO2ePerKg: 5.56,
    litresPerKg: 3178,
    basis:
      "AGRIBALYSE 3.1, median of 119 foods mapped by OFF to en:cheeses or its subcategories, e.g. “Savoy-style fondue (cheese wine and bread)”, “Uncured soft cheese, spreadable, around 20% fat, in a tub”, “Mozzarella cheese, from cow's milk”",
    sources: [AGRIBALYSE, OFF, MEKONNEN_HOEKSTRA_2012],
  },
  {
    id: 'goat-cheeses',
    name: 'Goat cheeses',
    offTags: ['en:goat-cheeses'],
    kgCO2ePerKg: 6.43,
    basis:
      "AGRIBALYSE 3.1, median of 25 foods mapped by OFF to en:goat-cheeses or its subcategories, e.g. “Cheese, from goat's milk, fresh, from raw milk”, “Cheese, buche, from goat's milk”, “Cheese, dry, from goat's milk”",
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'mozzarella',
    name: 'Mozzarella',
    offTags: ['en:mozzarella'],
    kgCO2ePerKg: 4.66,
    basis: "AGRIBALYSE 3.1, “Mozzarella cheese, from cow's milk” (1 food mapped by OFF to en:mozzarella)",
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'camemberts',
    name: 'Camemberts',
    offTags: ['en:camemberts'],
    kgCO2ePerKg: 5.23,
    basis:
      "AGRIBALYSE 3.1, median of 2 foods mapped by OFF to en:camemberts or its subcategories, e.g. “Camembert cheese, from cow's milk”, “Camembert cheese, from cow's milk, from raw milk”",
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'emmentaler',
    name: 'Emmental',
    offTags: ['en:emmentaler', 'en:grated-cheese'],
    kgCO2ePerKg: 6.22,
    basis:
      "AGRIBALYSE 3.1, median of 3 foods mapped by OFF to en:emmentaler and related tags or its subcategories, e.g. “Emmental cheese, from cow's milk”, “Emmental cheese, grated, from cow's milk”, “Hard cheese, emmental-type cheese, reduced fat”",
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'comte',
    name: 'Comté',
    offTags: ['en:comte'],
    kgCO2ePerKg: 5.94,
    basis: "AGRIBALYSE 3.1, “Comté cheese, from cow's milk” (1 food mapped by OFF to en:comte)",
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'feta',
    name: 'Feta',
    offTags: ['en:feta'],
    kgCO2ePerKg: 5.56,
    basis: "AGRIBALYSE 3.1, “Feta cheese, from ewe's milk” (1 food mapped by OFF to en:feta)",
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'parmigiano-reggiano',
    name: 'Parmigiano Reggiano',
    offTags: ['en:parmigiano-reggiano'],
    kgCO2ePerKg: 6.19,
    basis: "AGRIBALYSE 3.1, “Parmesan cheese, from cow's milk” (1 food mapped by OFF to en:parmigiano-reggiano)",
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'dairy-desserts',
    name: 'Dairy desserts',
    offTags: ['en:dairy-desserts'],
    kgCO2ePerKg: 1.87,
    basis:
      'AGRIBALYSE 3.1, median of 48 foods mapped by OFF to en:dairy-desserts or its subcategories, e.g. “Fresh cream cheese, with fruits, creamy, with sugar, around 7% fat”, “Fermented milk or dairy specialty, yogurt type, flavoured, with sugar, with bifidus”, “Yogurt, fermented milk or dairy specialty, flavoured, with sugar”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'ice-creams',
    name: 'Ice creams',
    offTags: ['en:ice-creams'],
    kgCO2ePerKg: 1.75,
    basis:
      'AGRIBALYSE 3.1, median of 10 foods mapped by OFF to en:ice-creams or its subcategories, e.g. “Ice cream, cone (normal size)”, “Ice cream, chocolate coated”, “Frozen dessert, Sundae ice cream type”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'sorbets',
    name: 'Sorbets',
    offTags: ['en:sorbets'],
    kgCO2ePerKg: 1.07,
    basis:
      'AGRIBALYSE 3.1, median of 3 foods mapped by OFF to en:sorbets or its subcategories, e.g. “Sorbet, in box”, “Sorbet, on stick”, “Frosted lemon or orange (sorbet)”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'eggs',
    name: 'Eggs',
    offTags: ['en:eggs'],
    kgCO2ePerKg: 3.19,
    litresPerKg: 3265,
    basis:
      'AGRIBALYSE 3.1, median of 6 foods mapped by OFF to en:eggs or its subcategories, as sold (cooked or prepared forms left out), e.g. “Turkey egg, raw”, “Egg, raw”, “Goose egg, raw”',
    sources: [AGRIBALYSE, OFF, MEKONNEN_HOEKSTRA_2012],
  },
  {
    id: 'beef',
    name: 'Beef',
    offTags: ['en:beef'],
    kgCO2ePerKg: 27.84,
    litresPerKg: 15415,
    basis:
      'AGRIBALYSE 3.1, median of 31 foods mapped by OFF to en:beef or its subcategories, as sold (cooked or prepared forms left out), e.g. “Liver, young cow, raw”, “Kidney, beef, raw”, “Heart, beef, raw”',
    sources: [AGRIBALYSE, OFF, MEKONNEN_HOEKSTRA_2012],
  },
  {
    id: 'lamb',
    name: 'Lamb',
    offTags: ['en:lamb-meat'],
    kgCO2ePerKg: 41.25,
    litresPerKg: 10412,
    basis:
      'AGRIBALYSE 3.1, median of 15 foods mapped by OFF to en:lamb-meat or its subcategories, as sold (cooked or prepared forms left out), e.g. “Kidney, lamb, raw”, “Liver, lamb, raw”, “Heart, lamb, raw”',
    sources: [AGRIBALYSE, OFF, MEKONNEN_HOEKSTRA_2012],
  },
  {
    id: 'pork',
    name: 'Pork',
    offTags: ['en:pork'],
    kgCO2ePerKg: 10.4,
    litresPerKg: 5988,
    basis:
      'AGRIBALYSE 3.1, median of 41 foods mapped by OFF to en:pork or its subcategories, as sold (cooked or prepared forms left out), e.g. “Pork fat, raw”, “Pork, back fat, rindless, raw”, “Kidney, pork, raw”',
    sources: [AGRIBALYSE, OFF, MEKONNEN_HOEKSTRA_2012],
  },
  {
    id: 'poultry',
    name: 'Poultry',
    offTags: ['en:poultries'],
    kgCO2ePerKg: 6.98,
    litresPerKg: 4325,
    basis:
      'AGRIBALYSE 3.1, median of 48 foods mapped by OFF to en:poultries or its subcategories, as sold (cooked or prepared forms left out), e.g. “Liver, chicken, raw”, “Heart, chicken, raw”, “Liver, goose, raw”',
    sources: [AGRIBALYSE, OFF, MEKONNEN_HOEKSTRA_2012],
  },
  {
    id: 'chicken',
    name: 'Chicken',
    offTags: ['en:chickens'],
    kgCO2ePerKg: 6.98,
    litresPerKg: 4325,
    basis:
      'AGRIBALYSE 3.1, median of 18 foods mapped by OFF to en:chickens or its subcategories, as sold (cooked or prepared forms left out), e.g. “Liver, chicken, raw”, “Heart, chicken, raw”, “Chicken, meat and skin, raw”',
    sources: [AGRIBALYSE, OFF, MEKONNEN_HOEKSTRA_2012],
  },
  {
    id: 'chicken-breasts',
    name: 'Chicken breasts',
    offTags: ['en:chicken-breasts'],
    kgCO2ePerKg: 9.12,
    litresPerKg: 4325,
    basis:
      'AGRIBALYSE 3.1, median of 2 foods mapped by OFF to en:chicken-breasts or its subcategories, e.g. “Chicken, breast, without skin, cooked”, “Chicken, breast, meat and skin, roasted/baked”',
    sources: [AGRIBALYSE, OFF, MEKONNEN_HOEKSTRA_2012],
  },
  {
    id: 'turkey',
    name: 'Turkey',
    offTags: ['en:turkeys'],
    kgCO2ePerKg: 6.54,
    basis:
      'AGRIBALYSE 3.1, median of 10 foods mapped by OFF to en:turkeys or its subcategories, as sold (cooked or prepared forms left out), e.g. “Liver, turkey, raw”, “Heart, turkey, raw”, “Turkey, meat and skin, raw”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'duck',
    name: 'Duck',
    offTags: ['en:ducks'],
    kgCO2ePerKg: 8.05,
    basis:
      'AGRIBALYSE 3.1, median of 8 foods mapped by OFF to en:ducks or its subcategories, as sold (cooked or prepared forms left out), e.g. “Liver, duck, raw”, “Duck, meat, raw”, “Duck, leg, meat and skin, raw”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'prepared-meats',
    name: 'Prepared and processed meats',
    offTags: ['en:prepared-meats'],
    kgCO2ePerKg: 6.17,
    basis:
      'AGRIBALYSE 3.1, median of 89 foods mapped by OFF to en:prepared-meats or its subcategories, as sold (cooked or prepared forms left out), e.g. “Black pudding (blood sausage), refrigerated”, “Brain, pork, raw”, “Country-style pâté with mushrooms”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'hams',
    name: 'Hams',
    offTags: ['en:hams'],
    kgCO2ePerKg: 14.23,
    basis:
      'AGRIBALYSE 3.1, median of 9 foods mapped by OFF to en:hams or its subcategories, as sold (cooked or prepared forms left out), e.g. “Ham in cube, grated or minced”, “Pork, knuckle oh ham, without rind, fat and bone, raw”, “Cured ham, raw”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'dried-hams',
    name: 'Dry-cured hams',
    offTags: ['en:dried-hams'],
    kgCO2ePerKg: 17.86,
    basis:
      'AGRIBALYSE 3.1, median of 4 foods mapped by OFF to en:dried-hams or its subcategories, e.g. “Bayonne Cured ham, raw, smoked”, “Dry-cured ham”, “Serrano dry-cured ham”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'sausages',
    name: 'Sausages',
    offTags: ['en:sausages'],
    kgCO2ePerKg: 8.05,
    basis:
      'AGRIBALYSE 3.1, median of 27 foods mapped by OFF to en:sausages or its subcategories, as sold (cooked or prepared forms left out), e.g. “Brain, pork, raw”, “Diot (sausage from Savoy), raw”, “Chipolata slim sausage, raw”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'salami',
    name: 'Salami',
    offTags: ['en:salami'],
    kgCO2ePerKg: 6.08,
    basis:
      'AGRIBALYSE 3.1, median of 3 foods mapped by OFF to en:salami or its subcategories, e.g. “Salami”, “Salami, Danish-style”, “Salami, pure pork”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'chorizo',
    name: 'Chorizo',
    offTags: ['en:chorizo'],
    kgCO2ePerKg: 6.17,
    basis:
      'AGRIBALYSE 3.1, median of 3 foods mapped by OFF to en:chorizo or its subcategories, e.g. “Dry spicy pork sausage with red pepper”, “Spicy pork sausage with red pepper, no precision”, “Spicy pork sausage with red pepper, in large slices”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'lards',
    name: 'Lard',
    offTags: ['en:lards'],
    kgCO2ePerKg: 1.59,
    basis: 'AGRIBALYSE 3.1, “Lard or pork fat” (1 food mapped by OFF to en:lards)',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'chicken-nuggets',
    name: 'Chicken nuggets',
    offTags: ['en:chicken-nuggets'],
    kgCO2ePerKg: 6.04,
    basis: 'AGRIBALYSE 3.1, “Chicken, nugget, breaded croquette” (1 food mapped by OFF to en:chicken-nuggets)',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'hamburgers',
    name: 'Burgers (sandwiches)',
    offTags: ['en:hamburgers'],
    kgCO2ePerKg: 5.42,
    basis:
      'AGRIBALYSE 3.1, median of 4 foods mapped by OFF to en:hamburgers or its subcategories, e.g. “Veggie burger”, “Chicken burger , fast foods restaurant”, “Fish burger, fast foods restaurant”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'fishes',
    name: 'Fish',
    offTags: ['en:fishes'],
    kgCO2ePerKg: 6.88,
    basis:
      'AGRIBALYSE 3.1, median of 141 foods mapped by OFF to en:fishes or its subcategories, as sold (cooked or prepared forms left out), e.g. “Big-scale sand smelt (whole small fish), to fry, raw”, “Bogue, raw”, “Anchovy, fillets, in oil, semi-preserved, drained”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'tunas',
    name: 'Tuna',
    offTags: ['en:tunas'],
    kgCO2ePerKg: 5.43,
    basis:
      'AGRIBALYSE 3.1, median of 13 foods mapped by OFF to en:tunas or its subcategories, as sold (cooked or prepared forms left out), e.g. “Rillettes, tuna”, “Yellowfin tuna, canned in brine, drained”, “Skipjack tuna, raw”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'salmons',
    name: 'Salmon',
    offTags: ['en:salmons'],
    kgCO2ePerKg: 7.56,
    basis:
      'AGRIBALYSE 3.1, median of 4 foods mapped by OFF to en:salmons or its subcategories, as sold (cooked or prepared forms left out), e.g. “Salmon with sorrel”, “Salmon, raw, farmed”, “Salmon, smoked”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'smoked-salmons',
    name: 'Smoked salmon',
    offTags: ['en:smoked-salmons'],
    kgCO2ePerKg: 8.77,
    basis: 'AGRIBALYSE 3.1, “Salmon, smoked” (1 food mapped by OFF to en:smoked-salmons)',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'sardines',
    name: 'Sardines',
    offTags: ['en:sardines'],
    kgCO2ePerKg: 6.09,
    basis:
      'AGRIBALYSE 3.1, median of 7 foods mapped by OFF to en:sardines or its subcategories, e.g. “European pilchard or sardine, raw”, “European pilchard or sardine, grilled”, “Pilchard, in tomato sauce, canned, drained”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'fish-fillets',
    name: 'Fish fillets',
    offTags: ['en:fish-fillets'],
    kgCO2ePerKg: 6.09,
    basis:
      'AGRIBALYSE 3.1, median of 12 foods mapped by OFF to en:fish-fillets or its subcategories, e.g. “Anchovy, fillets, in oil, semi-preserved, drained”, “Anchovy, fillets, rolled with capers, semi-preserved, drained”, “Common anchovy, marinated”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'breaded-fish',
    name: 'Breaded fish',
    offTags: ['en:breaded-fish'],
    kgCO2ePerKg: 8.48,
    basis:
      'AGRIBALYSE 3.1, median of 3 foods mapped by OFF to en:breaded-fish or its subcategories, e.g. “Fish, breaded, fried”, “Fish, breaded, frozen, raw”, “Whiting, breaded”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'shrimps',
    name: 'Shrimps and prawns',
    offTags: ['en:shrimps'],
    kgCO2ePerKg: 10.83,
    basis:
      'AGRIBALYSE 3.1, median of 3 foods mapped by OFF to en:shrimps or its subcategories, as sold (cooked or prepared forms left out), e.g. “Shrimp or prawn, raw”, “deep water pink shrimp, raw”, “Shrimp, frozen, raw”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'mussels',
    name: 'Mussels',
    offTags: ['en:mussels'],
    kgCO2ePerKg: 4.33,
    basis:
      'AGRIBALYSE 3.1, median of 6 foods mapped by OFF to en:mussels or its subcategories, as sold (cooked or prepared forms left out), e.g. “Mussels, filled (fat, parsley and garlic…)”, “Mussels, in a shallot and white wine broth”, “Mussels, in Catalan-style sauce or marinade (tomatoes), canned, drained”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'meat-analogues',
    name: 'Meat alternatives',
    offTags: ['en:meat-analogues'],
    kgCO2ePerKg: 1.62,
    basis:
      'AGRIBALYSE 3.1, median of 5 foods mapped by OFF to en:meat-analogues or its subcategories, as sold (cooked or prepared forms left out), e.g. “Plant-based sausage with tofu (vegan)”, “Soybean and wheat-based nuggets (vegan)”, “Plant-based ham, prepacked”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'tofu',
    name: 'Tofu',
    offTags: ['en:tofu'],
    kgCO2ePerKg: 1.1,
    basis:
      'AGRIBALYSE 3.1, median of 2 foods mapped by OFF to en:tofu or its subcategories, e.g. “Tofu, plain”, “Tofu, smoked”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'legumes',
    name: 'Legumes',
    offTags: ['en:legumes'],
    kgCO2ePerKg: 0.95,
    litresPerKg: 4055,
    basis:
      'AGRIBALYSE 3.1, median of 41 foods mapped by OFF to en:legumes or its subcategories, as sold (cooked or prepared forms left out), e.g. “French bean, raw”, “Butter bean or yellow bean, raw”, “Flat bean, raw”',
    sources: [AGRIBALYSE, OFF, MEKONNEN_HOEKSTRA_2012],
  },
  {
    id: 'lentils',
    name: 'Lentils',
    offTags: ['en:lentils'],
    kgCO2ePerKg: 0.91,
    litresPerKg: 4055,
    basis:
      'AGRIBALYSE 3.1, median of 5 foods mapped by OFF to en:lentils or its subcategories, as sold (cooked or prepared forms left out), e.g. “Lentil, dried”, “Lentils, sprouted”, “Lentil, pink or red, dried”',
    sources: [AGRIBALYSE, OFF, MEKONNEN_HOEKSTRA_2012],
  },
  {
    id: 'chickpeas',
    name: 'Chickpeas',
    offTags: ['en:chickpeas'],
    kgCO2ePerKg: 1.46,
    litresPerKg: 4055,
    basis:
      'AGRIBALYSE 3.1, median of 2 foods mapped by OFF to en:chickpeas or its subcategories, as sold (cooked or prepared forms left out), e.g. “Chick pea, dried”, “Chick pea, canned, drained”',
    sources: [AGRIBALYSE, OFF, MEKONNEN_HOEKSTRA_2012],
  },
  {
    id: 'cereal-grains',
    name: 'Cereal grains',
    offTags: ['en:cereal-grains'],
    kgCO2ePerKg: 2.76,
    litresPerKg: 1644,
    basis:
      'AGRIBALYSE 3.1, median of 27 foods mapped by OFF to en:cereal-grains or its subcategories, as sold (cooked or prepared forms left out), e.g. “Khorasan wheat”, “Sorghum, whole, raw”, “Rye, whole, raw”',
    sources: [AGRIBALYSE, OFF, MEKONNEN_HOEKSTRA_2012],
  },
  {
    id: 'rices',
    name: 'Rice',
    offTags: ['en:rices'],
    kgCO2ePerKg: 2.76,
    litresPerKg: 2497,
    basis:
      'AGRIBALYSE 3.1, median of 5 foods mapped by OFF to en:rices or its subcategories, as sold (cooked or prepared forms left out), e.g. “Rice, mix of species (white, wholegrain, wild, red,etc.), raw”, “Rice, red, raw”, “Rice, raw”',
    sources: [AGRIBALYSE, OFF, WFN_PRODUCT_GALLERY, MEKONNEN_HOEKSTRA_2011],
  },
  {
    id: 'quinoa',
    name: 'Quinoa',
    offTags: ['en:quinoa'],
    kgCO2ePerKg: 7.31,
    basis:
      'AGRIBALYSE 3.1, median of 2 foods mapped by OFF to en:quinoa or its subcategories, as sold (cooked or prepared forms left out), e.g. “Quinoa, raw”, “Quinoa FR, raw”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'couscous',
    name: 'Couscous',
    offTags: ['en:couscous'],
    kgCO2ePerKg: 1.67,
    basis:
      'AGRIBALYSE 3.1, “Couscous (durum wheat semolina pre-cooked with steam), raw” (1 food mapped by OFF to en:couscous)',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'flours',
    name: 'Flours',
    offTags: ['en:flours'],
    kgCO2ePerKg: 0.72,
    basis:
      'AGRIBALYSE 3.1, median of 19 foods mapped by OFF to en:flours or its subcategories, e.g. “Rye flour, type 85”, “Rye flour, type 170”, “Rye flour, type 130”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'wheat-flours',
    name: 'Wheat flours',
    offTags: ['en:wheat-flours'],
    kgCO2ePerKg: 0.72,
    basis:
      'AGRIBALYSE 3.1, median of 8 foods mapped by OFF to en:wheat-flours or its subcategories, e.g. “Wheat flour, type 110”, “Wheat flour, type 55 (for pastry)”, “Wheat flour, type 55 (for bread)”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'pastas',
    name: 'Pasta',
    offTags: ['en:pastas'],
    kgCO2ePerKg: 2.04,
    litresPerKg: 1849,
    basis:
      'AGRIBALYSE 3.1, median of 11 foods mapped by OFF to en:pastas or its subcategories, as sold (cooked or prepared forms left out), e.g. “Rice noodle, dried”, “Dried pasta, gluten-free, raw”, “Fresh egg pasta, raw”',
    sources: [AGRIBALYSE, OFF, WFN_PRODUCT_GALLERY, MEKONNEN_HOEKSTRA_2011],
  },
  {
    id: 'dry-pastas',
    name: 'Dry pasta',
    offTags: ['en:dry-pastas'],
    kgCO2ePerKg: 2.04,
    litresPerKg: 1849,
    basis:
      'AGRIBALYSE 3.1, median of 4 foods mapped by OFF to en:dry-pastas or its subcategories, as sold (cooked or prepared forms left out), e.g. “Dried pasta, gluten-free, raw”, “Dried egg pasta, raw”, “Dried pasta, wholemeal, raw”',
    sources: [AGRIBALYSE, OFF, WFN_PRODUCT_GALLERY, MEKONNEN_HOEKSTRA_2011],
  },
  {
    id: 'stuffed-pastas',
    name: 'Stuffed pasta',
    offTags: ['en:stuffed-pastas'],
    kgCO2ePerKg: 3.05,
    basis:
      'AGRIBALYSE 3.1, median of 10 foods mapped by OFF to en:stuffed-pastas or its subcategories, as sold (cooked or prepared forms left out), e.g. “Ravioli filled with vegetables, in tomato sauce, canned”, “Fresh pasta, stuffed with vegetables (e.g. ravioli), raw”, “Lasagna or cannelloni with vegetables”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'noodles',
    name: 'Noodles',
    offTags: ['en:noodles'],
    kgCO2ePerKg: 1.67,
    basis:
      'AGRIBALYSE 3.1, median of 3 foods mapped by OFF to en:noodles or its subcategories, as sold (cooked or prepared forms left out), e.g. “Rice noodle, dried”, “Asian noodles, flavoured, dehydrated”, “Soup, Asian-style with noodles, prepacked, to be reheated”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'gnocchi',
    name: 'Gnocchi',
    offTags: ['en:gnocchi'],
    kgCO2ePerKg: 0.82,
    basis:
      'AGRIBALYSE 3.1, median of 2 foods mapped by OFF to en:gnocchi or its subcategories, as sold (cooked or prepared forms left out), e.g. “Gnocchi, from potato, raw”, “Gnocchi, from semolina, raw”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'breads',
    name: 'Breads',
    offTags: ['en:breads'],
    kgCO2ePerKg: 0.97,
    litresPerKg: 1608,
    basis:
      'AGRIBALYSE 3.1, median of 44 foods mapped by OFF to en:breads or its subcategories, as sold (cooked or prepared forms left out), e.g. “Bran grain bread”, “Bread, French bread (baguette or ball), with yeast”, “Rye bread, and wheat”',
    sources: [AGRIBALYSE, OFF, WFN_PRODUCT_GALLERY, MEKONNEN_HOEKSTRA_2011],
  },
  {
    id: 'sliced-breads',
    name: 'Sliced breads',
    offTags: ['en:sliced-breads'],
    kgCO2ePerKg: 1.76,
    litresPerKg: 1608,
    basis:
      'AGRIBALYSE 3.1, median of 6 foods mapped by OFF to en:sliced-breads or its subcategories, e.g. “Sandwich loaf, crust less, prepacked”, “Sandwich loaf, multigrain”, “Sandwich loaf”',
    sources: [AGRIBALYSE, OFF, WFN_PRODUCT_GALLERY, MEKONNEN_HOEKSTRA_2011],
  },
  {
    id: 'baguettes',
    name: 'Baguettes',
    offTags: ['en:baguettes'],
    kgCO2ePerKg: 0.69,
    litresPerKg: 1608,
    basis:
      'AGRIBALYSE 3.1, median of 10 foods mapped by OFF to en:baguettes or its subcategories, as sold (cooked or prepared forms left out), e.g. “Bread, French bread (baguette or ball), with yeast”, “Bread, French bread, baguette”, “Bread, French bread, ball, 400g”',
    sources: [AGRIBALYSE, OFF, WFN_PRODUCT_GALLERY, MEKONNEN_HOEKSTRA_2011],
  },
  {
    id: 'breakfast-cereals',
    name: 'Breakfast cereals',
    offTags: ['en:breakfast-cereals'],
    kgCO2ePerKg: 3.4,
    basis:
      'AGRIBALYSE 3.1, median of 37 foods mapped by OFF to en:breakfast-cereals or its subcategories, as sold (cooked or prepared forms left out), e.g. “Oatmeal flakes”, “Muesli, crunchy, with chocolate (not fortified with vitamins and chemical elements)”, “Muesli, flakes (Bircher-style)”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'mueslis',
    name: 'Mueslis',
    offTags: ['en:mueslis'],
    kgCO2ePerKg: 2.14,
    basis:
      'AGRIBALYSE 3.1, median of 8 foods mapped by OFF to en:mueslis or its subcategories, e.g. “Muesli, crunchy, with chocolate (not fortified with vitamins and chemical elements)”, “Muesli, flakes (Bircher-style)”, “Muesli, crunchy, with chocolate, with or without fruits, fortified with vitamins and chemical elements”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'corn-flakes',
    name: 'Corn flakes',
    offTags: ['en:corn-flakes'],
    kgCO2ePerKg: 3.56,
    basis:
      'AGRIBALYSE 3.1, median of 4 foods mapped by OFF to en:corn-flakes or its subcategories, e.g. “Breakfast cereals, corn flakes, sugar iced, fortified with vitamins and chemical elements”, “Breakfast cereals, corn flakes, sugar iced (not fortified with vitamins and chemical elements)”, “Breakfast cereals, corn flakes, plain (not fortified with vitamins and chemical elements)”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'potatoes',
    name: 'Potatoes',
    offTags: ['en:potatoes'],
    kgCO2ePerKg: 0.65,
    litresPerKg: 287,
    basis:
      'AGRIBALYSE 3.1, median of 4 foods mapped by OFF to en:potatoes or its subcategories, as sold (cooked or prepared forms left out), e.g. “New potato, raw”, “Potato, peeled, raw”, “Potato, peeled, baked”',
    sources: [AGRIBALYSE, OFF, WFN_PRODUCT_GALLERY, MEKONNEN_HOEKSTRA_2011],
  },
  {
    id: 'tomatoes',
    name: 'Tomatoes',
    offTags: ['en:tomatoes'],
    kgCO2ePerKg: 0.71,
    litresPerKg: 214,
    basis:
      'AGRIBALYSE 3.1, median of 7 foods mapped by OFF to en:tomatoes or its subcategories, e.g. “Tomato, in season, raw”, “Tomato, cherry, raw”, “Tomato, raw”',
    sources: [AGRIBALYSE, OFF, WFN_PRODUCT_GALLERY, MEKONNEN_HOEKSTRA_2011],
  },
  {
    id: 'carrots',
    name: 'Carrots',
    offTags: ['en:carrots'],
    kgCO2ePerKg: 0.74,
    basis:
      'AGRIBALYSE 3.1, median of 3 foods mapped by OFF to en:carrots or its subcategories, as sold (cooked or prepared forms left out), e.g. “Carrot, raw”, “Carrot, frozen, raw”, “Carrot, canned, drained”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'onions',
    name: 'Onions',
    offTags: ['en:onions'],
    kgCO2ePerKg: 0.39,
    basis:
      'AGRIBALYSE 3.1, median of 3 foods mapped by OFF to en:onions or its subcategories, as sold (cooked or prepared forms left out), e.g. “Shallot, raw”, “Onion, raw”, “Onion, frozen, raw”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'avocados',
    name: 'Avocados',
    offTags: ['en:avocados'],
    kgCO2ePerKg: 1.48,
    basis: 'AGRIBALYSE 3.1, “Avocado, pulp, raw” (1 food mapped by OFF to en:avocados)',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'frozen-vegetables',
    name: 'Frozen vegetables',
    offTags: ['en:frozen-vegetables'],
    kgCO2ePerKg: 0.87,
    basis:
      'AGRIBALYSE 3.1, median of 24 foods mapped by OFF to en:frozen-vegetables or its subcategories, as sold (cooked or prepared forms left out), e.g. “flageolet bean, frozen”, “Broad bean, fresh, frozen”, “Chinese or Japanese artichokes, frozen, raw”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'fruits',
    name: 'Fruits',
    offTags: ['en:fruits'],
    kgCO2ePerKg: 0.88,
    litresPerKg: 962,
    basis:
      'AGRIBALYSE 3.1, median of 68 foods mapped by OFF to en:fruits or its subcategories, as sold (cooked or prepared forms left out), e.g. “Prickly pear, pulp and seeds, raw”, “Pear, peeled, raw”, “Pear, pulp and peel, raw”',
    sources: [AGRIBALYSE, OFF, MEKONNEN_HOEKSTRA_2012],
  },
  {
    id: 'bananas',
    name: 'Bananas',
    offTags: ['en:bananas'],
    kgCO2ePerKg: 0.8,
    litresPerKg: 790,
    basis:
      'AGRIBALYSE 3.1, median of 2 foods mapped by OFF to en:bananas or its subcategories, as sold (cooked or prepared forms left out), e.g. “Plantain banana, raw”, “Banana, pulp, raw”',
    sources: [AGRIBALYSE, OFF, WFN_PRODUCT_GALLERY, MEKONNEN_HOEKSTRA_2011],
  },
  {
    id: 'apples',
    name: 'Apples',
    offTags: ['en:apples'],
    kgCO2ePerKg: 0.4,
    litresPerKg: 822,
    basis:
      'AGRIBALYSE 3.1, median of 4 foods mapped by OFF to en:apples or its subcategories, as sold (cooked or prepared forms left out), e.g. “Apple, Canada, pulp, raw”, “Apple, pulp, raw”, “Apple, pulp and peel, raw”',
    sources: [AGRIBALYSE, OFF, WFN_PRODUCT_GALLERY, MEKONNEN_HOEKSTRA_2011],
  },
  {
    id: 'oranges',
    name: 'Oranges',
    offTags: ['en:oranges'],
    kgCO2ePerKg: 0.64,
    litresPerKg: 560,
    basis: 'AGRIBALYSE 3.1, “Orange, pulp, raw” (1 food mapped by OFF to en:oranges)',
    sources: [AGRIBALYSE, OFF, WFN_PRODUCT_GALLERY, MEKONNEN_HOEKSTRA_2011],
  },
  {
    id: 'strawberries',
    name: 'Strawberries',
    offTags: ['en:strawberries'],
    kgCO2ePerKg: 0.5,
    basis:
      'AGRIBALYSE 3.1, median of 3 foods mapped by OFF to en:strawberries or its subcategories, e.g. “Strawberry, in-season, raw”, “Strawberry, raw”, “Strawberry, off-season, raw”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'grapes',
    name: 'Grapes',
    offTags: ['en:grapes'],
    kgCO2ePerKg: 0.46,
    basis:
      'AGRIBALYSE 3.1, median of 3 foods mapped by OFF to en:grapes or its subcategories, e.g. “Grape, raw”, “Grape, red, raw”, “Grape, white, raw”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'pears',
    name: 'Pears',
    offTags: ['en:pears'],
    kgCO2ePerKg: 0.37,
    basis:
      'AGRIBALYSE 3.1, median of 3 foods mapped by OFF to en:pears or its subcategories, e.g. “Prickly pear, pulp and seeds, raw”, “Pear, peeled, raw”, “Pear, pulp and peel, raw”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'lemons',
    name: 'Lemons',
    offTags: ['en:lemons'],
    kgCO2ePerKg: 0.8,
    basis:
      'AGRIBALYSE 3.1, median of 2 foods mapped by OFF to en:lemons or its subcategories, e.g. “Lemon, pulp, raw”, “Lemon zest, raw”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'dried-fruits',
    name: 'Dried fruits',
    offTags: ['en:dried-fruits'],
    kgCO2ePerKg: 1.91,
    basis:
      'AGRIBALYSE 3.1, median of 11 foods mapped by OFF to en:dried-fruits or its subcategories, e.g. “Raisin”, “Fig, dried”, “Apple, dried”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'compotes',
    name: 'Compotes',
    offTags: ['en:compotes', 'en:apple-compotes'],
    kgCO2ePerKg: 0.82,
    basis:
      'AGRIBALYSE 3.1, median of 2 foods mapped by OFF to en:compotes and related tags or its subcategories, e.g. “Fruits compote, miscellaneous”, “Apple compote”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'nuts',
    name: 'Nuts',
    offTags: ['en:nuts'],
    kgCO2ePerKg: 3.91,
    litresPerKg: 9063,
    basis:
      'AGRIBALYSE 3.1, median of 24 foods mapped by OFF to en:nuts or its subcategories, as sold (cooked or prepared forms left out), e.g. “Chestnut, canned”, “Chestnut, raw”, “Chestnut, grilled”',
    sources: [AGRIBALYSE, OFF, MEKONNEN_HOEKSTRA_2012],
  },
  {
    id: 'almonds',
    name: 'Almonds',
    offTags: ['en:almonds'],
    kgCO2ePerKg: 2.7,
    basis:
      'AGRIBALYSE 3.1, median of 3 foods mapped by OFF to en:almonds or its subcategories, e.g. “Almond, (with peel)”, “Almond, grilled, salted”, “Almond, peeled, unpeeled or blanched”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'hazelnuts',
    name: 'Hazelnuts',
    offTags: ['en:hazelnuts'],
    kgCO2ePerKg: 4.93,
    basis:
      'AGRIBALYSE 3.1, median of 3 foods mapped by OFF to en:hazelnuts or its subcategories, e.g. “Hazelnut”, “Hazelnut, grilled, salted”, “Hazelnut, grilled”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'peanuts',
    name: 'Peanuts',
    offTags: ['en:peanuts'],
    kgCO2ePerKg: 4.16,
    basis:
      'AGRIBALYSE 3.1, median of 4 foods mapped by OFF to en:peanuts or its subcategories, as sold (cooked or prepared forms left out), e.g. “Coated peanuts”, “Peanut”, “Peanut, grilled, salted”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'peanut-butters',
    name: 'Peanut butters',
    offTags: ['en:peanut-butters'],
    kgCO2ePerKg: 3.2,
    basis: 'AGRIBALYSE 3.1, “Peanut butter or peanut paste” (1 food mapped by OFF to en:peanut-butters)',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'olive-oils',
    name: 'Olive oils',
    offTags: ['en:olive-oils'],
    kgCO2ePerKg: 1,
    basis: 'AGRIBALYSE 3.1, “Olive oil, extra virgin” (1 food mapped by OFF to en:olive-oils)',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'sunflower-oils',
    name: 'Sunflower oils',
    offTags: ['en:sunflower-oils'],
    kgCO2ePerKg: 2.58,
    basis: 'AGRIBALYSE 3.1, “Sunflower oil” (1 food mapped by OFF to en:sunflower-oils)',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'vegetable-oils',
    name: 'Vegetable oils',
    offTags: ['en:vegetable-oils'],
    kgCO2ePerKg: 3.24,
    basis:
      'AGRIBALYSE 3.1, median of 17 foods mapped by OFF to en:vegetable-oils or its subcategories, e.g. “Olive oil, extra virgin”, “Grapeseed oil”, “Cottonseed oil”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'margarines',
    name: 'Margarines',
    offTags: ['en:margarines'],
    kgCO2ePerKg: 2.55,
    basis:
      'AGRIBALYSE 3.1, median of 18 foods mapped by OFF to en:margarines or its subcategories, e.g. “Vegetable fat (margarine type), spreadable, 30-40% fat, light, unsalted, rich in omega 3”, “Vegetable fat (margarine type), spreadable, 30-40% fat, light, unsalted”, “Vegetable fat (margarine type), spreadable, 50-63% fat, light, unsalted”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'sugars',
    name: 'Sugars',
    offTags: ['en:sugars'],
    kgCO2ePerKg: 0.61,
    basis:
      'AGRIBALYSE 3.1, median of 3 foods mapped by OFF to en:sugars or its subcategories, e.g. “Sugar, white”, “Sugar, vanilla flavoured”, “Sugar, brown”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'honeys',
    name: 'Honeys',
    offTags: ['en:honeys'],
    kgCO2ePerKg: 1.24,
    basis: 'AGRIBALYSE 3.1, “Honey” (1 food mapped by OFF to en:honeys)',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'jams',
    name: 'Jams',
    offTags: ['en:jams'],
    kgCO2ePerKg: 1.42,
    basis:
      'AGRIBALYSE 3.1, median of 5 foods mapped by OFF to en:jams or its subcategories, e.g. “Jam, apricot”, “Jam, strawberry”, “Jam, reduced sugar”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'chocolates',
    name: 'Chocolates',
    offTags: ['en:chocolates'],
    kgCO2ePerKg: 12.74,
    litresPerKg: 17196,
    basis:
      'AGRIBALYSE 3.1, median of 17 foods mapped by OFF to en:chocolates or its subcategories, e.g. “Chocolate bar with dried fruits”, “Dark chocolate bar, with fruits (orange, raspberries, pear)”, “Toblerone milk cholcolate bar w nougat”',
    sources: [AGRIBALYSE, OFF, WFN_PRODUCT_GALLERY, MEKONNEN_HOEKSTRA_2011],
  },
  {
    id: 'dark-chocolates',
    name: 'Dark chocolates',
    offTags: ['en:dark-chocolates'],
    kgCO2ePerKg: 17.11,
    litresPerKg: 17196,
    basis:
      'AGRIBALYSE 3.1, median of 9 foods mapped by OFF to en:dark-chocolates or its subcategories, e.g. “Chocolate bar with dried fruits”, “Dark chocolate bar, with fruits (orange, raspberries, pear)”, “Dark chocolate bar, filled with praline”',
    sources: [AGRIBALYSE, OFF, WFN_PRODUCT_GALLERY, MEKONNEN_HOEKSTRA_2011],
  },
  {
    id: 'milk-chocolates',
    name: 'Milk chocolates',
    offTags: ['en:milk-chocolates'],
    kgCO2ePerKg: 12.74,
    litresPerKg: 17196,
    basis:
      'AGRIBALYSE 3.1, median of 6 foods mapped by OFF to en:milk-chocolates or its subcategories, e.g. “Milk chocolate bar”, “Milk chocolate bar, with dried fruits (nuts, almonds, raisins, praline)”, “Milk chocolate, filled”',
    sources: [AGRIBALYSE, OFF, WFN_PRODUCT_GALLERY, MEKONNEN_HOEKSTRA_2011],
  },
  {
    id: 'white-chocolates',
    name: 'White chocolates',
    offTags: ['en:white-chocolates'],
    kgCO2ePerKg: 11.32,
    basis: 'AGRIBALYSE 3.1, “White chocolate bar” (1 food mapped by OFF to en:white-chocolates)',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'chocolate-candies',
    name: 'Chocolate confectionery',
    offTags: ['en:chocolate-candies'],
    kgCO2ePerKg: 9.72,
    basis:
      'AGRIBALYSE 3.1, median of 7 foods mapped by OFF to en:chocolate-candies or its subcategories, e.g. “Coconut bar, with chocolate coating”, “Chocolate bar with biscuit”, “Chocolate confectionery, filled with nuts and/or praline”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'hazelnut-spreads',
    name: 'Chocolate hazelnut spreads',
    offTags: ['en:hazelnut-spreads', 'en:chocolate-spreads'],
    kgCO2ePerKg: 7.67,
    basis: 'AGRIBALYSE 3.1, “Chocolate spread with hazelnuts” (1 food mapped by OFF to en:hazelnut-spreads)',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'candies',
    name: 'Candies',
    offTags: ['en:candies'],
    kgCO2ePerKg: 1.68,
    basis:
      'AGRIBALYSE 3.1, median of 4 foods mapped by OFF to en:candies or its subcategories, e.g. “Jelly candy”, “Candies, marshmallows”, “Hard candy and lollipop”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'confectioneries',
    name: 'Confectionery',
    offTags: ['en:confectioneries'],
    kgCO2ePerKg: 2.19,
    basis:
      'AGRIBALYSE 3.1, median of 18 foods mapped by OFF to en:confectioneries or its subcategories, e.g. “Melon and almond Candy on a unleavened bread layer”, “Fruit jelly”, “Jelly candy”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'biscuits',
    name: 'Biscuits',
    offTags: ['en:biscuits'],
    kgCO2ePerKg: 2.88,
    basis:
      'AGRIBALYSE 3.1, median of 53 foods mapped by OFF to en:biscuits or its subcategories, e.g. “Biscuit (cookie), with vegetal fat”, “Biscuit, extruded and grilled, fruits filling”, “Biscuit, extruded and grilled, chocolate filling”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'chocolate-biscuits',
    name: 'Chocolate biscuits',
    offTags: ['en:chocolate-biscuits'],
    kgCO2ePerKg: 5.92,
    basis:
      'AGRIBALYSE 3.1, median of 8 foods mapped by OFF to en:chocolate-biscuits or its subcategories, e.g. “Florentine biscuit (chocolate sweet biscuit (cookie) with almonds)”, “Biscuit (cookie), with chocolate drops”, “Biscuit (cookie), with chocolate, prepacked”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'dry-biscuits',
    name: 'Dry biscuits',
    offTags: ['en:dry-biscuits'],
    kgCO2ePerKg: 2.88,
    basis:
      'AGRIBALYSE 3.1, median of 10 foods mapped by OFF to en:dry-biscuits or its subcategories, e.g. “Biscuit (cookie), with vegetal fat”, “Biscuit (cookie), sponge fingers or Lady fingers”, “Biscuit (cookie)”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'cakes',
    name: 'Cakes',
    offTags: ['en:cakes'],
    kgCO2ePerKg: 2.85,
    basis:
      'AGRIBALYSE 3.1, median of 26 foods mapped by OFF to en:cakes or its subcategories, e.g. “Buttered and caramelized milk bread cake”, “Doughnut filled with jam”, “Doughnut, plain”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'pastries',
    name: 'Pastries',
    offTags: ['en:pastries'],
    kgCO2ePerKg: 2.44,
    basis:
      'AGRIBALYSE 3.1, median of 29 foods mapped by OFF to en:pastries or its subcategories, e.g. “Rum baba, prepacked”, “Buttered and caramelized milk bread cake”, “Rock-shaped coconut cake”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'viennoiseries',
    name: 'Viennoiseries',
    offTags: ['en:viennoiseries'],
    kgCO2ePerKg: 3.04,
    basis:
      'AGRIBALYSE 3.1, median of 22 foods mapped by OFF to en:viennoiseries or its subcategories, e.g. “Croissant”, “Croissant, ordinary, from bakery”, “Brioche or Vienna bread”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'croissants',
    name: 'Croissants',
    offTags: ['en:croissants'],
    kgCO2ePerKg: 2.06,
    basis:
      'AGRIBALYSE 3.1, median of 4 foods mapped by OFF to en:croissants or its subcategories, e.g. “Croissant”, “Croissant, ordinary, from bakery”, “Croissant w almonds, from bakery”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'crepes',
    name: 'Crêpes',
    offTags: ['en:crepes'],
    kgCO2ePerKg: 1.78,
    basis:
      'AGRIBALYSE 3.1, median of 6 foods mapped by OFF to en:crepes or its subcategories, as sold (cooked or prepared forms left out), e.g. “Crepe filled with sugar, prepacked”, “Crepe filled with strawberries, prepacked”, “Crepe, plain, prepacked, refrigerated”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'waffles',
    name: 'Waffles',
    offTags: ['en:waffles'],
    kgCO2ePerKg: 3.97,
    basis:
      'AGRIBALYSE 3.1, median of 2 foods mapped by OFF to en:waffles or its subcategories, e.g. “Soft waffle (Brussels-style), plain or with sugar, prepacked”, “Soft waffle (Brussels-style), with chocolate, prepacked”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'cereal-bars',
    name: 'Cereal bars',
    offTags: ['en:cereal-bars'],
    kgCO2ePerKg: 6.09,
    basis:
      'AGRIBALYSE 3.1, median of 9 foods mapped by OFF to en:cereal-bars or its subcategories, e.g. “Cereal bar w fruit”, “Cereal bar with fruit, fortified with vitamins and minerals”, “Cereal bar with almonds or hazelnuts”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'crisps',
    name: 'Crisps',
    offTags: ['en:crisps'],
    kgCO2ePerKg: 1.54,
    basis:
      'AGRIBALYSE 3.1, median of 6 foods mapped by OFF to en:crisps or its subcategories, e.g. “Corn chips or tortilla chips”, “Potato crisps”, “Potato crisps and related, reduced fat”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'crackers',
    name: 'Crackers',
    offTags: ['en:crackers'],
    kgCO2ePerKg: 1.59,
    basis:
      'AGRIBALYSE 3.1, median of 10 foods mapped by OFF to en:crackers or its subcategories, e.g. “Salty snacks, crackers, plain”, “Salty snacks, crackers, garnished or filled with cheese”, “Salty snacks, crackers, reduced fat”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'popcorn',
    name: 'Popcorn',
    offTags: ['en:popcorn'],
    kgCO2ePerKg: 0.98,
    basis:
      'AGRIBALYSE 3.1, median of 3 foods mapped by OFF to en:popcorn or its subcategories, e.g. “Pop-corn or oil popped maize, salted”, “Pop-corn or air-popped maize, unsalted”, “Pop-corn or popped maize, with caramel”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'pizzas',
    name: 'Pizzas',
    offTags: ['en:pizzas'],
    kgCO2ePerKg: 3.08,
    basis:
      'AGRIBALYSE 3.1, median of 17 foods mapped by OFF to en:pizzas or its subcategories, e.g. “Pizza, cheese and tomato or Margherita pizza”, “Pizza, salmon”, “Pizza, seafood”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'quiches',
    name: 'Quiches',
    offTags: ['en:quiches'],
    kgCO2ePerKg: 3.03,
    basis:
      'AGRIBALYSE 3.1, median of 4 foods mapped by OFF to en:quiches or its subcategories, e.g. “Onion tart”, “Leek tart or pie”, “Salmon tart”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'sandwiches',
    name: 'Sandwiches',
    offTags: ['en:sandwiches'],
    kgCO2ePerKg: 3.51,
    basis:
      'AGRIBALYSE 3.1, median of 38 foods mapped by OFF to en:sandwiches or its subcategories, as sold (cooked or prepared forms left out), e.g. “Wheat tortilla wrap, filled with soy-based, vegetarian”, “Canapés (toasts w various toppings)”, “Large round sandwich with lettuce, tuna, anchovy and black olives”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'meals',
    name: 'Prepared meals',
    offTags: ['en:meals'],
    kgCO2ePerKg: 3.31,
    basis:
      'AGRIBALYSE 3.1, median of 181 foods mapped by OFF to en:meals or its subcategories, as sold (cooked or prepared forms left out), e.g. “Soup, chicken and vegetables, prepacked, to be reheated”, “Soup, gazpacho, cold”, “Soup, tomatoes, prepacked, to be reheated”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'soups',
    name: 'Soups',
    offTags: ['en:soups'],
    kgCO2ePerKg: 0.55,
    basis:
      'AGRIBALYSE 3.1, median of 20 foods mapped by OFF to en:soups or its subcategories, as sold (cooked or prepared forms left out), e.g. “Soup, chicken and vegetables, prepacked, to be reheated”, “Soup, gazpacho, cold”, “Soup, tomatoes, prepacked, to be reheated”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'vegetable-soups',
    name: 'Vegetable soups',
    offTags: ['en:vegetable-soups'],
    kgCO2ePerKg: 0.52,
    basis:
      'AGRIBALYSE 3.1, median of 14 foods mapped by OFF to en:vegetable-soups or its subcategories, as sold (cooked or prepared forms left out), e.g. “Soup, gazpacho, cold”, “Soup, tomatoes, prepacked, to be reheated”, “Soup, carrots, prepacked, to be reheated”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'sauces',
    name: 'Sauces',
    offTags: ['en:sauces'],
    kgCO2ePerKg: 1.98,
    basis:
      'AGRIBALYSE 3.1, median of 67 foods mapped by OFF to en:sauces or its subcategories, as sold (cooked or prepared forms left out), e.g. “Tomato puree, canned”, “Topping sauce for pizza”, “Tomato sauce for pizza base”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'tomato-sauces',
    name: 'Tomato sauces',
    offTags: ['en:tomato-sauces'],
    kgCO2ePerKg: 0.94,
    basis:
      'AGRIBALYSE 3.1, median of 7 foods mapped by OFF to en:tomato-sauces or its subcategories, e.g. “Tomato puree, canned”, “Tomato sauce, w olives, prepacked”, “Tomato sauce, with onions, prepacked”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'pasta-sauces',
    name: 'Pasta sauces',
    offTags: ['en:pasta-sauces'],
    kgCO2ePerKg: 4.93,
    basis:
      'AGRIBALYSE 3.1, median of 3 foods mapped by OFF to en:pasta-sauces or its subcategories, e.g. “Vegetable Bolognese sauce”, “Carbonara sauce (cream sauce with lardoons), prepacked”, “Tomato sauce, with meat or Bolognese sauce, prepacked”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'pestos',
    name: 'Pestos',
    offTags: ['en:pestos'],
    kgCO2ePerKg: 2.58,
    basis:
      'AGRIBALYSE 3.1, median of 2 foods mapped by OFF to en:pestos or its subcategories, e.g. “Sauce, pesto, prepacked”, “Sauce, pesto rosso, prepacked”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'ketchup',
    name: 'Ketchup',
    offTags: ['en:ketchup'],
    kgCO2ePerKg: 0.95,
    basis: 'AGRIBALYSE 3.1, “Ketchup” (1 food mapped by OFF to en:ketchup)',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'mayonnaises',
    name: 'Mayonnaises',
    offTags: ['en:mayonnaises'],
    kgCO2ePerKg: 3.01,
    basis:
      'AGRIBALYSE 3.1, median of 3 foods mapped by OFF to en:mayonnaises or its subcategories, e.g. “Mayonnaise flavoured with garlic, chilli pepper and fish broth, prepacked”, “Mayonnaise (70% fat and more)”, “Mayonnaise, reduced fat or light mayonnaise”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'mustards',
    name: 'Mustards',
    offTags: ['en:mustards'],
    kgCO2ePerKg: 1.98,
    basis:
      'AGRIBALYSE 3.1, median of 2 foods mapped by OFF to en:mustards or its subcategories, e.g. “Mustard”, “Mustard, with grains”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'hummus',
    name: 'Hummus',
    offTags: ['en:hummus'],
    kgCO2ePerKg: 0.95,
    basis: 'AGRIBALYSE 3.1, “Hummus” (1 food mapped by OFF to en:hummus)',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'canned-tomatoes',
    name: 'Canned tomatoes',
    offTags: ['en:canned-tomatoes'],
    kgCO2ePerKg: 1.27,
    basis: 'AGRIBALYSE 3.1, “Tomato, peeled, canned, drained” (1 food mapped by OFF to en:canned-tomatoes)',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'olives',
    name: 'Olives',
    offTags: ['en:olives'],
    kgCO2ePerKg: 0.89,
    basis: 'AGRIBALYSE 3.1, “Olive, green, stuffed (anchovy, sweet peppers, etc…)” (1 food mapped by OFF to en:olives)',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'vinegars',
    name: 'Vinegars',
    offTags: ['en:vinegars'],
    kgCO2ePerKg: 1.19,
    basis:
      'AGRIBALYSE 3.1, median of 3 foods mapped by OFF to en:vinegars or its subcategories, e.g. “Vinegar, cider”, “Vinegar”, “Vinegar, balsamic”',
    sources: [AGRIBALYSE, OFF],
  },
  {
    id: 'salts',
    name: 'Salt',
    offTags: ['en:salts'],
    kgCO2ePerKg: 0.61,
    basis:
      'AGRIBALYSE 3.1, median of 5 foods mapped by OFF to en:salts or its subcategories, e.g. “Salt, white, for human consumption (sea, igneous or rock), no enrichment”, “Celery salt”, “Sea salt, grey, no enrichment”',
    sources: [AGRIBALYSE, OFF],
  },
];
