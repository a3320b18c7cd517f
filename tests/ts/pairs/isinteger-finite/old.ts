// the true twin of isinteger-floor: IsIntegralNumber is "finite and truncation is itself"
// (ECMA-262 7.2.6 steps 1-3; 21.1.2.3), NaN failing both tests
export function integral(x: number): boolean {
  return Number.isInteger(x);
}
