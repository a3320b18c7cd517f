// wrong twins of side-builders: each differs from old.ts on some n (13.15.2: the text of a string
// is its appends in order), so none may be equivalent

// the two strings swapped: names get the numbers
export function rows(n: number): void {
  let names = "";
  let nums = "";
  for (let i = 0; i < n; i++) {
    nums += "x";
    names += i;
  }
  console.log(names);
  console.log(nums);
}

// the bar logged before its append: one '#' short on every line
export function progress(n: number): void {
  let bar = "";
  let log = "";
  for (let i = 0; i < n; i++) {
    log += i * 3;
    console.log(bar);
    bar += "#";
  }
  console.log(log);
}

// d takes i + 2 from the 2001st iteration on: the same text for n <= 2000, past the unrolling bound
// and the probes' small integers (unknown: the induction finds the iterations may print differently)
export function five(n: number): void {
  let a = "", b = "", c = "", d = "", e = "";
  for (let i = 0; i < n; i++) {
    e += ";";
    d += i < 2000 ? i + 1 : i + 2;
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

// the two strings joined the other way round
export function split(n: number): string {
  let evens = "";
  let odds = "";
  for (let i = 0; i < n; i++) {
    if (i % 2 === 0) evens += i + ",";
    else odds += i + ",";
  }
  return odds + "|" + evens;
}
