// a switch on a number and an if chain with ===: switch compares with IsStrictlyEqual
// (ECMA-262 14.12.4 CaseClauseIsSelected), so -0 selects case 0 and NaN no case, as === does
export function grade(x: number): string {
  if (x === 0) return "zero";
  if (x === 1) return "one";
  if (x === 2 || x === 3) return "few";
  return "many";
}
