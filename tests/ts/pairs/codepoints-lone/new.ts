// the wrong twin of codepoints-manual: a loop that skips the unit after every lead surrogate,
// paired or not. CodePointAt (ECMA-262 11.1.4) joins a lead only with a following trail; a lone
// lead ("\ud800a") is a code point by itself, and the unit after it another one
export function chars(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) i++;
    n++;
  }
  return n;
}
