// utf16.ts — strings as UTF-16 code units (§6.1.4): length, charCodeAt, codePointAt and slice on
// surrogate pairs; for-of and Array.from walk code points.
// run: units "héllo"
// run: units "a😀b"
// run: units "😀😀"
// run: units ""
// run: units "\ud83d"
// run: units "x\ude00y"
export function units(s: string): number {
  const codes: number[] = [];
  for (let i = 0; i < s.length; i++) codes.push(s.charCodeAt(i));
  const points: number[] = [];
  for (const ch of s) points.push(ch.codePointAt(0) ?? -1);
  console.log(s.length, codes.join(","), points.join(","), Array.from(s).length);
  console.log(s.slice(0, 2).length, s.slice(1).length, s.charCodeAt(99), s.codePointAt(1), s.at(-1) === undefined);
  console.log(String.fromCharCode(0xd83d, 0xde00) === "😀", String.fromCodePoint(0x1f600).length);
  return s.length * 1000 + points.length;
}
