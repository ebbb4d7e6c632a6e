import names from '../../data/i18n/off-names.nl.json' with { type: 'json' };
import texts from '../../data/i18n/texts.nl.json' with { type: 'json' };
import { translation } from './translation.ts';

/** The knowledge in Dutch: loaded on demand (`loadTranslation`). */
export default translation('nl', texts, names);
