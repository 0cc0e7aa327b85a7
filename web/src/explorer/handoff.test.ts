import { describe, expect, it } from 'vitest';
import { typedAuthorization } from './fetcher';
import { openExplorerWithToken, takeHandedHeaders } from './handoff';

function storage(values: Record<string, string>) {
  return {
    getItem: (k: string) => values[k] ?? null,
    setItem: (k: string, v: string) => void (values[k] = v),
    removeItem: (k: string) => void delete values[k],
    values,
  };
}

describe('handing a token to the explorer', () => {
  it('puts the handed token in the Headers tab once', () => {
    const s = storage({ 'pulse.explorer.authorization': 'pulse_pat_abc' });
    expect(JSON.parse(takeHandedHeaders(s))).toEqual({ authorization: 'Bearer pulse_pat_abc' });
    expect(takeHandedHeaders(s)).toBe('');
  });

  it('hands the token to the tab it opens and keeps no copy in the opener', () => {
    const opener = storage({ auth_token: 'login' });
    const opened: { url: string; storage: Record<string, string> }[] = [];
    // As the browser does: the new tab starts with a copy of the opener's sessionStorage.
    openExplorerWithToken('pulse_pat_abc', opener, (url) => opened.push({ url, storage: { ...opener.values } }));
    expect(opened).toEqual([{ url: '/explorer', storage: { auth_token: 'login', 'pulse.explorer.authorization': 'pulse_pat_abc' } }]);
    expect(opener.values).toEqual({ auth_token: 'login' });
    expect(JSON.parse(takeHandedHeaders(storage(opened[0].storage)))).toEqual({ authorization: 'Bearer pulse_pat_abc' });
  });

  it('leaves the Headers tab empty when nothing was handed over', () => {
    expect(takeHandedHeaders(storage({}))).toBe('');
  });

  it('finds the Authorization typed in the Headers tab whatever its case, for subscriptions too', () => {
    expect(typedAuthorization({ Authorization: 'Bearer x' })).toBe('Bearer x');
    expect(typedAuthorization({ authorization: 'Bearer y', other: 'z' })).toBe('Bearer y');
    expect(typedAuthorization({ other: 'z' })).toBe('');
    expect(typedAuthorization(undefined)).toBe('');
  });
});
