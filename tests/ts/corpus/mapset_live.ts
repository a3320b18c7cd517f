// mapset_live.ts — Map and Set iteration is live (§24.1.5.1 CreateMapIterator, §24.2.5.1): an
// entry added during a for-of or forEach is visited, one deleted before its turn is not, clear
// ends the walk until something is added; an iterator is consumed once, and one made before a
// change sees it. Keys by SameValueZero (NaN, -0), objects by identity.
// run: addDuring 3
// run: addDuring 0
// run: deleteAhead 5
// run: clearThenAdd 2
// run: iterOnce 3
// run: iterLate 2
// run: forEachLive 4
// run: identity 2
// run: mixedKeys 1
// run: copyAndSpread 4
// run: iterNext 3
// run: iterShow 5
export function addDuring(n: number): string {
  const m = new Map<number, string>();
  for (let i = 0; i < n; i++) m.set(i, "v" + i);
  const seen: string[] = [];
  for (const kv of m) {
    const k = kv[0];
    seen.push(k + ":" + kv[1]);
    if (k < 5) m.set(k + 10, "w" + k);
  }
  const s = new Set<number>([1]);
  for (const x of s) if (x < 40) s.add(x * 3);
  return seen.join(",") + " | " + Array.from(s).join(",") + " " + m.size;
}
export function deleteAhead(n: number): string {
  const s = new Set<number>();
  for (let i = 0; i < n; i++) s.add(i);
  const seen: number[] = [];
  for (const x of s) {
    seen.push(x);
    s.delete(x + 1);
    if (x === 2) s.add(1);
  }
  return seen.join(",") + " size " + s.size;
}
export function clearThenAdd(n: number): string {
  const m = new Map<string, number>([["a", 1], ["b", 2], ["c", 3]]);
  const seen: string[] = [];
  let round = 0;
  for (const kv of m) {
    seen.push(kv[0] + kv[1]);
    if (round++ < n) {
      m.clear();
      m.set("z" + round, round);
    }
  }
  return seen.join(" ") + " / " + [...m.keys()].join(" ");
}
export function iterOnce(n: number): string {
  const s = new Set<number>();
  for (let i = 0; i < n; i++) s.add(i * i);
  const it = s.values();
  const first = [...it];
  const second = [...it];
  const e = new Map<string, number>([["x", 1]]).entries();
  const a = Array.from(e).length;
  const b = Array.from(e).length;
  return first.join(",") + " then " + second.length + " " + a + b;
}
export function iterLate(n: number): string {
  const m = new Map<number, number>([[1, 1]]);
  const ks = m.keys();
  const vs = m.values();
  for (let i = 2; i <= n + 1; i++) m.set(i, i * i);
  m.delete(1);
  return [...ks].join(",") + " " + [...vs].join(",");
}
export function forEachLive(n: number): string {
  const m = new Map<number, number>();
  for (let i = 0; i < n; i++) m.set(i, i);
  const seen: string[] = [];
  m.forEach((v, k, map) => {
    seen.push(`${k}=${v}`);
    if (k === 0) map.delete(2);
    if (k < 3) map.set(k + 100, -k);
    if (k === 1) map.set(0, 99);
  });
  const s = new Set<string>(["p", "q", "r"]);
  s.forEach((v, v2, set) => {
    seen.push(v + v2);
    if (v === "p") set.delete("q");
  });
  return seen.join(" ") + " " + m.get(0) + " " + m.size + " " + s.size;
}
interface P { x: number }
export function identity(n: number): string {
  const a: P = { x: n };
  const b: P = { x: n };
  const m = new Map<P, string>();
  m.set(a, "a").set(b, "b").set(a, "a2");
  const s = new Set<P>([a, b, a]);
  return m.size + " " + m.get(a) + " " + m.get({ x: n }) + " " + s.size + " " + s.has(b);
}
export function mixedKeys(n: number): string {
  const m = new Map<number | string | boolean | undefined | null, number>();
  m.set(n, 1).set(String(n), 2).set(true, 3).set(undefined, 4).set(null, 5).set(NaN, 6).set(-0, 7);
  m.set(0 / 0, 8);
  const ks: string[] = [];
  m.forEach((v, k) => ks.push(typeof k + ":" + String(k) + "=" + v));
  return ks.join(" ") + " " + m.has(0) + " " + Object.is([...m.keys()][6], -0) + " " + m.delete(NaN) + m.delete(NaN);
}
export function copyAndSpread(n: number): string {
  const s = new Set<number>();
  for (let i = n; i > 0; i--) s.add(i % 3);
  const t = new Set(s);
  t.add(7);
  const m = new Map<number, number>([[1, 2], [3, 4]]);
  const m2 = new Map(m);
  m2.set(1, 9);
  const doubled = Array.from(m.values(), (v) => v * 2);
  return [...s].join(",") + " " + [...t].join(",") + " " + m.get(1) + m2.get(1) + " " + doubled.join(",") +
    " " + [...m.entries()].map((e) => e[0] + "-" + e[1]).join(",");
}
export function iterNext(n: number): string {
  const s = new Set<number>([n, n + 1]);
  const it = s.values();
  const a = it.next();
  s.add(n + 2);
  const b = it.next();
  const c = it.next();
  const d = it.next();
  return `${a.value} ${a.done} ${b.value} ${c.value} ${d.value} ${d.done}`;
}
export function iterShow(n: number): IterableIterator<number> {
  const s = new Set<number>([n]);
  console.log(String(s.values()), `${new Map<number, number>().entries()}`);
  return s.keys();
}
