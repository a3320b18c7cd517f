// modulo.ts — % as IEEE fmod (§6.1.6.1.6): the sign of the dividend, -0, infinities and NaN.
// run: mod 7, 3
// run: mod -7, 3
// run: mod 7, -3
// run: mod -4, 2
// run: mod 5, 2
// run: mod 1, 0
// run: mod Infinity, 2
// run: mod 2, Infinity
// run: mod 0.3, 0.1
export function mod(a: number, b: number): string {
  const m = a % b;
  const parts = [String(m), Object.is(m, -0) ? "neg-zero" : "other", String(a % -b), String(-a % b), String((a * 10) % (b / 10))];
  console.log(parts.join(" "));
  return parts.join(",");
}
