// tuples.ts — tuples as arrays: returned pairs, indexed access, arrays of tuples sorted by a key,
// a Map built from entries.
// run: tp "b=2;a=1;c=3;a=9"
// run: tp ""
function parse(s: string): [string, number][] {
  if (s === "") return [];
  return s.split(";").map((kv): [string, number] => {
    const i = kv.indexOf("=");
    return [kv.slice(0, i), Number(kv.slice(i + 1))];
  });
}

function minMax(xs: number[]): [number, number] {
  return [Math.min(...xs), Math.max(...xs)];
}

export function tp(s: string): string {
  const pairs = parse(s);
  pairs.sort((p, q) => (p[0] < q[0] ? -1 : p[0] > q[0] ? 1 : 0));
  const m = new Map<string, number>(pairs);
  const mm = minMax(pairs.map((p) => p[1]));
  console.log(pairs.map((p) => p[0] + p[1]).join(","), m.size, mm[0], mm[1], Array.from(m.entries()).join("|"));
  return pairs.join(";");
}
