// the wrong twin of starts-slice: indexOf finds "ab" anywhere (ECMA-262 22.1.3.9), not only at
// the start ("xab")
export function hasPrefix(s: string): boolean {
  return s.indexOf("ab") >= 0;
}
