// wordfreq.ts — text processing: lowercase words split on spaces and punctuation by code units,
// counted in a Map, ranked by count then alphabetically, printed with padding.
// run: wf "It was the best of times, it was the worst of times; it was the age of wisdom."
// run: wf "a A a. b!"
export function wf(text: string): string {
  const words: string[] = [];
  let cur = "";
  for (const ch of text.toLowerCase()) {
    const c = ch.charCodeAt(0);
    if (c >= 97 && c <= 122) cur += ch;
    else if (cur) {
      words.push(cur);
      cur = "";
    }
  }
  if (cur) words.push(cur);
  const freq = new Map<string, number>();
  for (const w of words) freq.set(w, (freq.get(w) ?? 0) + 1);
  const ranked = [...freq.keys()].sort((x, y) => (freq.get(y) ?? 0) - (freq.get(x) ?? 0) || (x < y ? -1 : 1));
  for (const w of ranked.slice(0, 5)) console.log(w.padEnd(8) + "|" + String(freq.get(w)).padStart(3, "0"));
  return ranked.join(" ");
}
