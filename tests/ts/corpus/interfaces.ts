// interfaces.ts — interfaces implemented by classes, dispatch through an interface-typed array,
// object literals satisfying an interface with a method using this.
// run: zoo 2
// run: zoo 0
interface Animal {
  name: string;
  sound(): string;
  legs(): number;
}

class Dog implements Animal {
  name: string;
  constructor(name: string) {
    this.name = name;
  }
  sound(): string {
    return "woof";
  }
  legs(): number {
    return 4;
  }
}

class Bird implements Animal {
  name = "bird";
  sound(): string {
    return "tweet";
  }
  legs(): number {
    return 2;
  }
}

export function zoo(extra: number): string {
  const snake: Animal = { name: "snake", sound() { return "hiss" + this.name.length; }, legs: () => 0 };
  const all: Animal[] = [new Dog("rex"), new Bird(), snake];
  for (let i = 0; i < extra; i++) all.push(new Dog("pup" + i));
  const total = all.reduce((s, a) => s + a.legs(), 0);
  const talk = all.map((a) => `${a.name}:${a.sound()}`).join(" ");
  console.log(talk, total);
  return talk;
}
