// sorting.ts — Array.prototype.sort (§23.1.3.30): the default order compares strings by code units
// (so 10 < 9), undefined last; a comparator; stability for equal keys.
// run: s [10, 9, 1, 100, 25, -3]
// run: s []
// run: people 3
export function s(xs: number[]): string {
  const a = xs.slice().sort();
  const b = xs.slice().sort((x, y) => x - y);
  const c = xs.slice().sort((x, y) => y - x);
  const u: (number | undefined)[] = [3, undefined, 1, undefined, 2];
  u.sort();
  console.log(a.join(","), b.join(","), c.join(","), u.join(","));
  return a.join(",");
}

interface Person {
  name: string;
  age: number;
}

export function people(k: number): string {
  const ps: Person[] = [];
  const names = ["ann", "bob", "cid", "dee", "eve", "fay", "gus"];
  for (let i = 0; i < names.length; i++) ps.push({ name: names[i], age: (i * 7) % k });
  ps.sort((p, q) => p.age - q.age);
  const out = ps.map((p) => `${p.name}${p.age}`).join(" ");
  console.log(out);
  return out;
}
