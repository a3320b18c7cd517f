// the wrong twin of try-await-catch: .then(f, g) in place of .catch(g), with f throwing on zero —
// a handler's exception rejects the derived promise (§27.2.2.1 NewPromiseReactionJob), and g does
// not see it: for x = 0 (or -0) the promise is rejected with "Error: zero", not fulfilled with 0.
async function check(x: number): Promise<number> {
  if (x < 0) throw new Error("negative");
  return x;
}
export function safe(x: number): Promise<number> {
  return check(x).then(
    (v) => {
      if (v === 0) throw new Error("zero");
      return v;
    },
    () => -1,
  );
}
