import { describe, expect, it } from 'vitest';
import { encodeBody } from './encode-body';

describe('encodeBody', () => {
  it('sends nothing without data', () => {
    const { body, headers } = encodeBody(undefined, new Headers());
    expect(body).toBeUndefined();
    expect(headers.has('content-type')).toBe(false);
  });

  it('encodes objects as JSON by default', () => {
    const { body, headers } = encodeBody({ name: 'OT plant', ids: [1] }, new Headers());
    expect(body).toBe('{"name":"OT plant","ids":[1]}');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('encodes a form when the content type says so', () => {
    const { body, headers } = encodeBody(
      { username: 'admin', password: 'a b&c', scope: undefined },
      new Headers({ 'Content-Type': 'application/x-www-form-urlencoded' }),
    );
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(String(body)).toBe('username=admin&password=a+b%26c');
    expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded');
  });

  it('leaves FormData to fetch, without a content type that would lack the boundary', () => {
    const form = new FormData();
    form.append('upload_file', new Blob(['x']), 'patch.tgz');
    const { body, headers } = encodeBody(form, new Headers({ 'Content-Type': 'multipart/form-data' }));
    expect(body).toBe(form);
    expect(headers.has('content-type')).toBe(false);
  });

  it('builds FormData from an object when the content type is multipart', () => {
    const file = new Blob(['backup']);
    const { body, headers } = encodeBody(
      { upload_file: file, note: 'n', meta: { a: 1 } },
      new Headers({ 'Content-Type': 'multipart/form-data' }),
    );
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('upload_file')).toBeInstanceOf(Blob);
    expect(form.get('note')).toBe('n');
    expect(form.get('meta')).toBe('{"a":1}');
    expect(headers.has('content-type')).toBe(false);
  });

  it('passes URLSearchParams and text through', () => {
    const params = new URLSearchParams({ a: '1' });
    expect(encodeBody(params, new Headers()).body).toBe(params);
    expect(encodeBody(params, new Headers()).headers.get('content-type')).toBe(
      'application/x-www-form-urlencoded;charset=UTF-8',
    );
    expect(encodeBody('raw', new Headers({ 'content-type': 'text/plain' })).body).toBe('raw');
  });
});
