// strings built side by side in one loop (builders of events, docs/ts.md): each builder's text is
// only seen where it is logged or returned, so the order in which an iteration appends to two
// different strings is not observable (ECMA-262 13.15.2: `s += x` changes s's binding only), and
// a string logged inside the loop (console.log(s), 20.1.1.1 of node's console: one line of s's
// text at that moment) is the appends made to it before. Proved by induction for every n.

// two strings, one of names and one of numbers, appended in one order
export function rows(n: number): void {
  let names = "";
  let nums = "";
  for (let i = 0; i < n; i++) {
    names += "x";
    nums += i;
  }
  console.log(names);
  console.log(nums);
}

// a progress bar logged at every step beside a log of the steps
export function progress(n: number): void {
  let bar = "";
  let log = "";
  for (let i = 0; i < n; i++) {
    bar += "#";
    console.log(bar);
    log += i * 3;
  }
  console.log(log);
}

// five strings built side by side (more than the four builders of the last session)
export function five(n: number): void {
  let a = "", b = "", c = "", d = "", e = "";
  for (let i = 0; i < n; i++) {
    a += "a";
    b += i;
    c += "c";
    d += i + 1;
    e += ";";
  }
  console.log(a);
  console.log(b);
  console.log(c);
  console.log(d);
  console.log(e);
}

// two strings built by a branch per iteration, returned joined (the second builder's text
// appended to the first as the result is made)
export function split(n: number): string {
  let evens = "";
  let odds = "";
  for (let i = 0; i < n; i++) {
    if (i % 2 === 0) evens += i + ",";
    else odds += i + ",";
  }
  return evens + "|" + odds;
}
