import { DATA_TABLE_ROW_HEIGHT } from '@lne/ui';
import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '../../constants';

/** Spec §9: YYYY-MM-DD HH:mm:ss in the browser's time zone; '' for no time. */
export function formatUnixTime(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined ? '' : dayjs.unix(seconds).format(DATE_TIME_FORMAT);
}

/** The first IPv4 address of a host, or ''. */
export function firstAddress(addresses: readonly { ipv4?: string | null }[] | undefined): string {
  return addresses?.find((address) => address.ipv4)?.ipv4 ?? '';
}

const HEADER_HEIGHT = 44;
const MIN_ROWS = 3;

/** A list's scroll height: as tall as its rows (so short lists leave no empty band), at most `max`. */
export function tableHeight(rows: number, max: number): number {
  return Math.min(max, HEADER_HEIGHT + Math.max(rows, MIN_ROWS) * DATA_TABLE_ROW_HEIGHT + 2);
}
