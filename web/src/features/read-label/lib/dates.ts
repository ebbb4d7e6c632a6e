import { formatDate } from '../../../i18n/format.ts';
/** "5 March 2026" ("5 mars 2026"): the day something was read, saved or sent, in the current language. */
export function dayOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDate(date, { day: 'numeric', month: 'long', year: 'numeric' });
}
