import names from '../../data/i18n/off-names.it.json' with { type: 'json' };
import texts from '../../data/i18n/texts.it.json' with { type: 'json' };
import { translation } from './translation.ts';

/** The knowledge in Italian: loaded on demand (`loadTranslation`). */
export default translation('it', texts, names);
