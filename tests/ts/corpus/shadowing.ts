// shadowing.ts — nested block scopes: shadowed let bindings, a function declaration hoisted in
// its block, a catch parameter shadowing an outer name.
// run: sh 1
// run: sh 5
export function sh(x: number): string {
  const out: string[] = [];
  let v = x;
  {
    let v = x * 10;
    out.push(String(v));
    {
      const v = "inner";
      out.push(v);
    }
    out.push(String(v + early()));
    function early(): number {
      return 1000;
    }
  }
  try {
    throw new Error("e" + v);
  } catch (v) {
    out.push(v instanceof Error ? v.message : "?");
  }
  for (let v = 0; v < 2; v++) out.push("loop" + v);
  out.push(String(v));
  console.log(out.join(" "));
  return out.join(",");
}
