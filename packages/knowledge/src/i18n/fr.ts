import names from '../../data/i18n/off-names.fr.json' with { type: 'json' };
import texts from '../../data/i18n/texts.fr.json' with { type: 'json' };
import { translation } from './translation.ts';

/** The knowledge in French: loaded on demand (`loadTranslation`). */
export default translation('fr', texts, names);
