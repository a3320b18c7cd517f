// forEach visits what its callback adds and skips what it deleted before its turn (ECMA-262
// 24.2.3.6, 24.1.3.5): against the outcomes written out. (In the long suite: about 20 s under
// ASan on a loaded machine.)
export function grow(b: boolean, c: boolean): string {
  const s = new Set<string>(["x"]);
  let seen = "";
  s.forEach((v) => {
    seen += v;
    if (b && v === "x") s.add("y");
    if (c && v === "x") s.add("z");
    if (v === "y") s.delete("z");
  });
  return seen + s.size;
}
