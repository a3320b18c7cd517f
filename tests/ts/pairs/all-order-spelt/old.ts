// Promise.all's order spelt out (§27.2.4.1): each element through Promise.resolve and a then, the
// all fulfilled when the last element job has run, a rejected element rejecting it (the await then
// throws into the catch); a side chain of thens interleaves. node writes "a 1" s1 s2 s3 "all 2 2 7"
// s4 rejected for x = 1; the new version writes them in that order at once. Equivalent.
export async function g(x: number): Promise<number> {
  const a = Promise.resolve(x).then((v) => {
    console.log("a", v);
    return v * 2;
  });
  Promise.resolve().then(() => console.log("s1")).then(() => console.log("s2")).then(() => console.log("s3")).then(() => console.log("s4"));
  const r = await Promise.all([a, x + 1, Promise.reject(new Error("no")).catch(() => 7)]);
  console.log("all", r[0], r[1], r[2]);
  try {
    await Promise.all([Promise.reject(new Error("bad")), a]);
  } catch (e) {
    console.log("rejected");
  }
  return r[0] + r[1] + r[2];
}
