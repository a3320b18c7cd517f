// strings built side by side in one loop (builders of events, docs/ts.md): each builder's text is
// only seen where it is logged or returned, so the order in which an iteration appends to two
// different strings is not observable (ECMA-262 13.15.2: `s += x` changes s's binding only), and
// a string logged inside the loop (console.log(s), 20.1.1.1 of node's console: one line of s's
// text at that moment) is the appends made to it before. Proved by induction for every n.

// the appends in the other order, by a while loop and a template
export function rows(n: number): void {
  let names = "";
  let nums = "";
  let i = 0;
  while (i < n) {
    nums = `${nums}${i}`;
    names = names + "x";
    i++;
  }
  console.log(names);
  console.log(nums);
}

// the log appended first, the bar after
export function progress(n: number): void {
  let bar = "";
  let log = "";
  for (let i = 0; i < n; i++) {
    log += i * 3;
    bar += "#";
    console.log(bar);
  }
  console.log(log);
}

// the five in reverse order
export function five(n: number): void {
  let a = "", b = "", c = "", d = "", e = "";
  for (let i = 0; i < n; i++) {
    e += ";";
    d += i + 1;
    c += "c";
    b += i;
    a += "a";
  }
  console.log(a);
  console.log(b);
  console.log(c);
  console.log(d);
  console.log(e);
}

// the branch the other way round, appends by a template and `s = s + x`
export function split(n: number): string {
  let evens = "";
  let odds = "";
  let i = 0;
  while (i < n) {
    if (i % 2 !== 0) odds = `${odds}${i},`;
    else evens = evens + i + ",";
    i++;
  }
  return evens + "|" + odds;
}
