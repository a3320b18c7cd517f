// a switch on a number and an if chain with ===: switch compares with IsStrictlyEqual
// (ECMA-262 14.12.4 CaseClauseIsSelected), so -0 selects case 0 and NaN no case, as === does
export function grade(x: number): string {
  switch (x) {
    case 0: return "zero";
    case 1: return "one";
    case 2:
    case 3: return "few";
    default: return "many";
  }
}
