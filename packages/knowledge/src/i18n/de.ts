import names from '../../data/i18n/off-names.de.json' with { type: 'json' };
import texts from '../../data/i18n/texts.de.json' with { type: 'json' };
import { translation } from './translation.ts';

/** The knowledge in German: loaded on demand (`loadTranslation`). */
export default translation('de', texts, names);
