import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '../constants';

/**
 * Unix seconds as YYYY-MM-DD HH:mm:ss in the browser's time zone (spec §9); '' when there is no time.
 * 0 (and anything before it) counts as no time: the server sends 0 for "never" (a device not seen yet), and
 * 1970-01-01 is never a real time of this product, so showing it would only mislead.
 */
export function formatUnixTime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return '';
  return dayjs.unix(seconds).format(DATE_TIME_FORMAT);
}

/** An ISO date-time (e.g. a record's `created`) in the same format; '' when absent or not a date. */
export function formatIsoTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const parsed = dayjs(iso);
  return parsed.isValid() ? parsed.format(DATE_TIME_FORMAT) : '';
}
