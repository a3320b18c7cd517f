// lonesurrogate.ts — strings with lone surrogates: slicing a pair apart, the values returned
// (show() escapes them as JSON.stringify does), lengths, and console output (node writes U+FFFD).
// run: ls "😀x"
// run: ls "ab"
export function ls(s: string): string[] {
  const hi = s.slice(0, 1);
  const lo = s.slice(1, 2);
  console.log(hi.length, lo.length, hi.charCodeAt(0), (hi + lo).length, hi + lo === s.slice(0, 2));
  console.log("out:", hi);
  return [hi, lo, hi + "|" + lo, s.split("").reverse().join("")];
}
