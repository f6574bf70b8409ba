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
