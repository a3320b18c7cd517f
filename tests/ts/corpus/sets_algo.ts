// sets_algo.ts — Set algebra with filter and spread, deduplication keeping first occurrences,
// a Set of numbers with NaN and -0.
// run: alg [1, 2, 3, 4], [3, 4, 5]
// run: alg [], [1]
// run: alg [NaN, -0, 0, NaN], [0]
export function alg(a: number[], b: number[]): string {
  const A = new Set(a);
  const B = new Set(b);
  const union = [...new Set([...a, ...b])];
  const inter = [...A].filter((x) => B.has(x));
  const diff = [...A].filter((x) => !B.has(x));
  const out = [union.join(","), inter.join(","), diff.join(","), String(A.size), String(A.has(NaN)), String(A.has(0))];
  console.log(out.join(" | "));
  return out.join(";");
}
