// the true twin of codepoints-length: for-of and a loop that skips the low half of each pair.
// CodePointAt (ECMA-262 11.1.4) joins a lead surrogate (0xD800-0xDBFF) with a following trail
// (0xDC00-0xDFFF) and leaves a lone surrogate alone, which is what the loop tests
export function chars(s: string): number {
  let n = 0;
  for (const c of s) n++;
  return n;
}
