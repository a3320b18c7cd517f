// expect: 2:28: error: [syntax] ',' expected.
export function f(x: number: number {
  return x;
}
