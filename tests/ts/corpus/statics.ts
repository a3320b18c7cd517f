// statics.ts — static fields and methods, a static counter used by instances, a static factory,
// static fields initialised in order with this as the class.
// run: st 3
// run: st 0
class Id {
  static prefix = "id";
  static next = 1;
  static label = Id.prefix + "-" + Id.next;
  readonly value: string;
  constructor() {
    this.value = Id.prefix + Id.next++;
  }
  static many(n: number): Id[] {
    const out: Id[] = [];
    for (let i = 0; i < n; i++) out.push(new Id());
    return out;
  }
}

export function st(n: number): string {
  const ids = Id.many(n).map((i) => i.value);
  Id.prefix = "x";
  const last = new Id().value;
  console.log(ids.join(","), last, Id.next, Id.label);
  return last;
}
