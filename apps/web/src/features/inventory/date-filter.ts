import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** The format of the date filters, as the product shows dates (YYYY-MM-DD). */
export const FILTER_DATE_FORMAT = 'YYYY-MM-DD';

/** Typed text of a date filter → `YYYY-MM-DD` when it is a real calendar date in that format, else null. */
export function parseFilterDate(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return null;
  const day = dayjs(trimmed, FILTER_DATE_FORMAT, true);
  return day.isValid() ? day.format(FILTER_DATE_FORMAT) : null;
}
