// the wrong twin of switch-if: case 1 without its break falls through into case 2 (ECMA-262
// 14.12.4: the statements of every clause after the selected one run until a break)
export function grade(x: number): string {
  let r = "many";
  switch (x) {
    case 0: r = "zero"; break;
    case 1: r = "one"; break;
    case 2: r = "few"; break;
  }
  return r;
}
