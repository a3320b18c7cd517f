// p.then(f).catch(g) against p.then(f, g): g in the second form does not see what f throws
// (§27.2.5.4: a reaction's handler only receives its own promise's rejection), so where f throws
// (a negative input) the new promise is rejected instead of recovered.
function check(n: number): number {
  if (n < 0) throw new RangeError("negative: " + n);
  return n + 1;
}
export function safe(n: number): Promise<number> {
  return Promise.resolve(n).then(
    (v) => check(v),
    () => 0,
  );
}
