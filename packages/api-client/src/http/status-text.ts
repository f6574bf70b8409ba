/**
 * Reason phrases of the IANA HTTP status code registry for 400–511. Codes the registry leaves unassigned
 * (and 418, which it lists as "(Unused)") have no standard name and therefore read 'Generic Error'.
 */
const STATUS_NAMES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  407: 'Proxy Authentication Required',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length Required',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  417: 'Expectation Failed',
  421: 'Misdirected Request',
  422: 'Unprocessable Content',
  423: 'Locked',
  424: 'Failed Dependency',
  425: 'Too Early',
  426: 'Upgrade Required',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  505: 'HTTP Version Not Supported',
  506: 'Variant Also Negotiates',
  507: 'Insufficient Storage',
  508: 'Loop Detected',
  510: 'Not Extended',
  511: 'Network Authentication Required',
};

/** The status text every non-ok answer without a standard name gets (spec §8). */
export const GENERIC_ERROR = 'Generic Error';

/**
 * The standard name of an error status, else 'Generic Error'. The server's own reason phrase is not used:
 * it differs between servers and proxies, and HTTP/2 has none at all.
 */
export function statusText(status: number): string {
  return STATUS_NAMES[status] ?? GENERIC_ERROR;
}
