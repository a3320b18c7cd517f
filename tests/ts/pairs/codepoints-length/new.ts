// counting characters by for-of and by length: for-of walks code points (ECMA-262 22.1.5.1
// %StringIteratorPrototype%: a surrogate pair is one), length counts UTF-16 code units (6.1.4):
// "\u{1F600}" is 1 and 2
export function chars(s: string): number {
  return s.length;
}
