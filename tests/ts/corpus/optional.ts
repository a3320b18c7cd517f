// optional.ts — optional chaining (§13.3.9): the whole chain is undefined when a ?. meets null or
// undefined; ?? and ||, ??= and ||= and &&=.
// run: opt 0
// run: opt 1
// run: opt 2
interface Box {
  inner?: { value: number; tags?: string[] };
  fn?: (x: number) => number;
}

export function opt(k: number): string {
  const b: Box = k === 0 ? {} : k === 1 ? { inner: { value: 5 } } : { inner: { value: 0, tags: ["a", "b"] }, fn: (x) => x * 2 };
  const out = [
    String(b.inner?.value), String(b.inner?.tags?.length), String(b.inner?.tags?.[1]), String(b.fn?.(21)),
    String(b.inner?.value ?? -1), String(b.inner?.value || -1), String(b.inner?.tags?.join("+").length),
  ];
  let x: number | undefined = k === 2 ? undefined : k;
  x ??= 40;
  let y = k;
  y ||= 7;
  let z = k;
  z &&= z + 100;
  out.push(String(x), String(y), String(z));
  console.log(out.join(" "));
  return out.join(",");
}
