// strcompare.ts — relational comparison of strings by code units (§7.2.13), sort's default
// comparison by code units, equality.
// run: cmp "apple", "Apple"
// run: cmp "a", "ab"
// run: cmp "😀", "\uffff"
// run: cmp "10", "9"
export function cmp(a: string, b: string): string {
  const words = [a, b, a + b, b + a, "Zebra", "zebra", "éclair", "eclair"];
  words.sort();
  console.log(a < b, a > b, a <= b, a >= b, a === b, a == b);
  console.log(words.join(" "));
  return words.join(",");
}
