// spread.ts — spread in calls and array literals (§13.2.4.1, §13.3.8): Math.max over an array,
// strings spread into code points, Sets spread, default parameters referring to earlier ones.
// run: sp [4, -2, 9]
// run: sp []

function range(n: number, start = 0, step = start + 1): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(start + i * step);
  return out;
}

export function sp(xs: number[]): number {
  const all = [...xs, ...range(3), ...range(2, 5), ...range(2, 1, 10)];
  const chars = [..."a😀b"];
  const uniq = [...new Set([...xs, ...xs, 1])];
  console.log(Math.max(...xs), Math.min(...xs), all.join(","), chars.length, uniq.join(","));
  console.log(range(3, undefined, 5).join(","));
  return all.length;
}
