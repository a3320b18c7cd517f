// mapset.ts — Map and Set (§24.1-2): insertion order kept across updates, delete and re-add
// moves a key to the end, NaN and -0 as keys (SameValueZero), size, forEach, iteration.
// run: ms "the quick brown fox jumps over the lazy dog the end"
// run: ms ""
export function ms(text: string): number {
  const counts = new Map<string, number>();
  for (const w of text.split(" ")) counts.set(w, (counts.get(w) ?? 0) + 1);
  counts.delete("quick");
  counts.set("quick", 9);
  const parts: string[] = [];
  counts.forEach((v, k) => parts.push(`${k}=${v}`));
  console.log(parts.join(","), counts.size, counts.has("the"), counts.get("nope"));
  const nums = new Map<number, string>();
  nums.set(NaN, "nan").set(-0, "zero").set(0, "zero2").set(1, "one");
  console.log(nums.get(NaN), nums.get(0), nums.size, Array.from(nums.keys()).map(String).join(","));
  const set = new Set<string>(text.split(""));
  const letters: string[] = [];
  for (const c of set) letters.push(c);
  console.log(letters.join(""), set.size, set.has(" "), set.delete(" "), set.delete(" "), set.size);
  const pairs: string[] = [];
  for (const kv of [...counts].slice(0, 3)) pairs.push(kv[0] + kv[1]);
  console.log(pairs.join(";"));
  return counts.size + set.size;
}
