// counting a string's characters: length counts UTF-16 code units, the spread counts code points
// (ECMA-262 22.1.5.1 %StringIteratorPrototype%.next), so a character outside the BMP counts 2 vs 1
export function count(s: string): number {
  return s.length;
}
