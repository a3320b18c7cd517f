// expect: went wrong: [unsupported] '**' with a result IEEE 754 does not fix (V8's pow is not correctly rounded) at 4:10
// run: f 5.5, 1.5
export function f(a: number, b: number): number {
  return a ** b;
}
