// a number turned into a string by concatenation and by String(): both are ToString(x)
// (ECMA-262 13.15.3 step 7 and 22.1.1.1 step 2), the same text for every number (-0 gives "0")
export function label(x: number, unit: string): string {
  return "" + x + " " + unit;
}
