// expect: 3:14: error: [type] Parameter 'y' implicitly has an 'any' type.
export function f(): number {
  const g = (y) => y;
  return g(1);
}
