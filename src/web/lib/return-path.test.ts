import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-path.ts';

describe('the address a sign-in returns to', () => {
  it('keeps a path of the portal with its query and hash', () => {
    expect(safeReturnPath('/property/5b1e0c3a-2f4d-4e8a-9c1b-7d6e5f4a3b2c')).toBe(
      '/property/5b1e0c3a-2f4d-4e8a-9c1b-7d6e5f4a3b2c',
    );
    expect(safeReturnPath('/clients?status=new&page=2#lista')).toBe('/clients?status=new&page=2#lista');
    expect(safeReturnPath('/')).toBe('/');
    // Dot segments that stay inside the portal resolve as the browser would resolve them.
    expect(safeReturnPath('/clients/../auditors?page=2')).toBe('/auditors?page=2');
    // Encoded slashes stay encoded: a path of this portal (an unknown one, which leads to the start page).
    expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it.each([
    ['another site without a scheme', '//evil.example/property/1'],
    ['another site with a scheme', 'https://evil.example/'],
    ['a plain http address', 'http:evil.example'],
    ['script', 'javascript:alert(1)'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a backslash further on', '/property/1\\..\\..\\evil'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a new line', '/property/1\n'],
    ['a dot segment before a double slash', '/.//evil.example'],
    ['a parent segment before a double slash', '/..//evil.example'],
    ['parent segments past the root', '/a/b/../../..//evil.example/property/1?x=1#y'],
    ['an encoded parent segment', '/%2e%2e//evil.example'],
    ['an encoded capital dot segment', '/%2E//evil.example'],
    ['a half-encoded parent segment', '/.%2e//evil.example'],
    ['a parameter-like segment', '/;/..//evil.example'],
    ['a triple slash after a dot segment', '/.///evil.example'],
    ['a relative path', 'property/1'],
    ['an empty value', ''],
    ['nothing', null],
    ['the sign-in screen itself', '/login?next=%2Fclients'],
    ['the registration', '/register'],
  ])('refuses %s', (_what, next) => {
    expect(safeReturnPath(next)).toBeNull();
  });

  it('sends a signed-out visitor to sign in with the address asked for, the start page without one', () => {
    expect(loginPathFor('/property/abc?tab=docs')).toBe('/login?next=%2Fproperty%2Fabc%3Ftab%3Ddocs');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
    expect(loginPathFor('/..//evil.example')).toBe('/login');
  });
});
