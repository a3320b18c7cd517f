// capitalise the first character: charAt(0) and slice(1) split a UTF-16 string at a code unit,
// the spread at a code point. They differ only where the first character is outside the BMP and
// has an upper case (U+10428 DESERET SMALL LETTER LONG I: toUpperCase of its lone high surrogate is
// the surrogate itself, ECMA-262 22.1.3.28; of the whole character U+10400). Equiv's toUpperCase is
// not modelled beyond ASCII: the runs that reach it meet that limit, and the verdict is unknown.
export function cap(s: string): string {
  const cs = [...s];
  return cs.length === 0 ? "" : cs[0].toUpperCase() + cs.slice(1).join("");
}
