// a prefix test by startsWith and by slice: s.slice(0, 2) is the first two code units (or all of
// a shorter s), equal to "ab" exactly when s starts with it (ECMA-262 22.1.3.23 startsWith,
// 22.1.3.22 slice, 7.2.15 IsStrictlyEqual on strings: the same code units)
export function hasPrefix(s: string): boolean {
  return s.startsWith("ab");
}
