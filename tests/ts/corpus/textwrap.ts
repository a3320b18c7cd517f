// textwrap.ts — word wrapping and justification with string building, lastIndexOf on a window,
// padEnd, repeat and join.
// run: wrap "Equiv decides whether two programs behave the same, with a proof, a counterexample, or an honest unknown.", 20
// run: wrap "short", 10
// run: wrap "averyveryverylongwordthatdoesnotfit and more", 8
export function wrap(text: string, width: number): number {
  const lines: string[] = [];
  let rest = text;
  while (rest.length > width) {
    let cut = rest.lastIndexOf(" ", width);
    if (cut <= 0) cut = width;
    lines.push(rest.slice(0, cut));
    rest = rest.slice(cut).trimStart();
  }
  if (rest) lines.push(rest);
  for (const l of lines) console.log("|" + l.padEnd(width) + "|");
  console.log("+" + "-".repeat(width) + "+");
  return lines.length;
}
