import names from '../../data/i18n/off-names.es.json' with { type: 'json' };
import texts from '../../data/i18n/texts.es.json' with { type: 'json' };
import { translation } from './translation.ts';

/** The knowledge in Spanish: loaded on demand (`loadTranslation`). */
export default translation('es', texts, names);
