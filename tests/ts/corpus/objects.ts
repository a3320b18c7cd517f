// objects.ts — object literals: shorthand, methods with this, spread copies, Object.keys/values/
// entries with integer keys first (§10.1.11.1), the in operator, index signatures.
// run: obj 2
// run: obj 0
export function obj(n: number): string {
  const name = "widget";
  const base = { name, n, twice(): number { return this.n * 2; } };
  const copy = { ...base, n: n + 1, extra: true };
  const dict: { [k: string]: number } = { z: 1, 10: 2, b: 3, 2: 4, a: 5 };
  dict["1"] = 6;
  dict.q = 7;
  const keys = Object.keys(dict).join(",");
  const vals = Object.values(dict).join(",");
  const ents = Object.entries(dict).map((e) => e[0] + "=" + e[1]).join(";");
  console.log(base.twice(), copy.twice(), copy.name, copy.extra, keys, vals, ents);
  console.log("z" in dict, "y" in dict, "twice" in copy, Object.keys(copy).length);
  return keys;
}
