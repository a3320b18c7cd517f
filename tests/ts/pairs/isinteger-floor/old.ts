// Number.isInteger(x) and Math.floor(x) === x: Math.floor(Infinity) is Infinity (ECMA-262
// 21.3.2.16), but an infinity is not an integral Number (21.1.2.3 IsIntegralNumber step 1)
export function integral(x: number): boolean {
  return Number.isInteger(x);
}
