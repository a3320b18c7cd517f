// equality.ts — typeof (§13.5.3), loose equality (§7.2.14) between null, undefined, numbers,
// strings and booleans, strict equality with NaN and -0, truthiness.
// run: eq 0, "0"
// run: eq 1, "1.0"
// run: eq NaN, "NaN"
// run: eq -0, ""
export function eq(n: number, s: string): string {
  const u: number | undefined = n > 100 ? 1 : undefined;
  const z: number | null = n > 100 ? 1 : null;
  const b = n === 1;
  const r = [n == Number(s), u == z, u === undefined, z == undefined, n === n, n == -n, Object.is(n, -n),
    typeof n, typeof s, typeof b, typeof u, typeof z, typeof eq, typeof [n], !!s, !!n, !s.length, b == (n === 1)];
  console.log(r.join(" "));
  return r.join(",");
}
