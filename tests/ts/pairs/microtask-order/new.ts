// get() returns its value, or (new) a promise of it: resolving an async function's promise with a
// promise adopts it through NewPromiseResolveThenableJob (§27.2.1.3.2 step 13-15), two jobs more,
// so "value" is written after "other" instead of before: behaviour_changed on every input. get
// alone: both promises are fulfilled with n * 2 (the adoption only takes longer): equivalent.
async function get(n: number): Promise<number> {
  return Promise.resolve(n * 2);
}
export async function report(n: number): Promise<number> {
  const p = get(n).then((v) => {
    console.log("value", v);
    return v;
  });
  Promise.resolve().then(() => console.log("other"));
  return p;
}
