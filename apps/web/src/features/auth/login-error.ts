import { ApiError } from '@lne/api-client';
import { LOGIN_ERROR_TEXTS } from './messages';

/** Spec §8, login failure: the detail in an alert; LOGIN_BAD_CREDENTIALS reads 'Wrong username or password'. */
export function loginFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (body && typeof body === 'object' && 'detail' in body) {
      const detail = body.detail;
      if (typeof detail === 'string') return LOGIN_ERROR_TEXTS[detail] ?? detail;
      if (Array.isArray(detail) && detail.length > 0) {
        const first: unknown = detail[0];
        if (first && typeof first === 'object' && 'msg' in first && typeof first.msg === 'string')
          return first.msg;
      }
    }
    return error.statusText;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'An unexpected error occurred';
}
