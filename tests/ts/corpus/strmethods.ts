// strmethods.ts — String.prototype methods on code units (§22.1.3): search, slicing with negative
// and swapped indices, split, padding, trimming, repeat, replace with strings and functions.
// run: methods "Hello, World", "o"
// run: methods "aaa", "a"
// run: methods "", "x"
// run: methods "  spaced out\t\n", " "
// run: methods "a,b,,c", ","
export function methods(s: string, t: string): string[] {
  const out = [
    String(s.indexOf(t)), String(s.lastIndexOf(t)), String(s.indexOf(t, 2)), String(s.lastIndexOf(t, 1)),
    String(s.includes(t)), String(s.startsWith(t)), String(s.endsWith(t)), String(s.startsWith(t, 1)),
    s.slice(-3), s.slice(2, -2), s.slice(5, 2), s.substring(5, 2), s.substring(-1, 3),
    s.split(t).join("|"), String(s.split(t).length), s.split("").length + "", s.split(t, 2).join("|"),
    s.padStart(15, "*-"), s.padEnd(14, "."), s.trim(), s.trimStart(), s.trimEnd(),
    s.repeat(2), s.replace(t, "[$&|$`|$'|$$|$1]"), s.replaceAll(t, "#"), s.replace(t, (m) => m.toUpperCase() + "!"),
    s.toUpperCase(), s.toLowerCase(), s.concat(t, "!", t), s.charAt(1), s.charAt(100),
  ];
  console.log(out.join(" / "));
  return out;
}
