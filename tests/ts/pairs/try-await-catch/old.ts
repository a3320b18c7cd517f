// try/catch around an await and the .catch() it was refactored into: check()'s promise is rejected
// for a negative x (§27.7.5.2 AsyncBlockStart: the exception rejects it); the await throws the
// reason into the catch (§27.7.5.3), and .catch's handler (§27.2.5.1) turns it into -1 the same way.
// Both promises are fulfilled with x or -1, no output. Equivalent.
async function check(x: number): Promise<number> {
  if (x < 0) throw new Error("negative");
  return x;
}
export async function safe(x: number): Promise<number> {
  try {
    const v = await check(x);
    return v;
  } catch (e) {
    return -1;
  }
}
