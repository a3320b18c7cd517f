// caesar.ts — building strings from code units: a Caesar cipher and a run-length encoder.
// run: roundtrip "Attack at Dawn!", 3
// run: roundtrip "zzz ZZZ", 25
// run: rle "aaabccddddde"
// run: rle ""
function shift(s: string, k: number): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 65 && c <= 90) out += String.fromCharCode(((c - 65 + k) % 26 + 26) % 26 + 65);
    else if (c >= 97 && c <= 122) out += String.fromCharCode(((c - 97 + k) % 26 + 26) % 26 + 97);
    else out += s[i];
  }
  return out;
}

export function roundtrip(s: string, k: number): string {
  const e = shift(s, k);
  console.log(e);
  const d = shift(e, -k);
  console.log(d, d === s);
  return e;
}

export function rle(s: string): string {
  let out = "";
  let i = 0;
  while (i < s.length) {
    let j = i;
    while (j < s.length && s[j] === s[i]) j++;
    out += `${j - i}${s[i]}`;
    i = j;
  }
  console.log(out);
  return out;
}
