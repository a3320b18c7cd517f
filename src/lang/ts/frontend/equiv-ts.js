#!/usr/bin/env node
// equiv-ts.js — Equiv's TypeScript front end: type checks one file under `strict` with the classic
// compiler API of the pinned typescript 6.0.3 and writes its typed JSON AST (docs/ts-ast.md,
// docs/ts-ast.schema.json) on standard output.
//
// usage: node equiv-ts.js FILE.ts
// Exit 0 with the AST; exit 1 with located errors on standard error, one per line:
//   FILE:LINE:COL: error: [unsupported] <construct>     a construct outside Equiv's subset
//   FILE:LINE:COL: error: [type] <checker's message>      a type error under strict
//   FILE:LINE:COL: error: [syntax] <parser's message>
// Constructs outside the subset are looked for first: a file that uses `with` gets the
// unsupported error, not the strict-mode error the checker also gives for it.
'use strict';

const path = require('path');
const fs = require('fs');

let ts;
try {
  ts = require('typescript');
} catch (e) {
  process.stderr.write('error: [frontend] typescript is not installed next to equiv-ts.js (run scripts/bootstrap)\n');
  process.exit(2);
}
if (ts.version !== '6.0.3' || typeof ts.createProgram !== 'function') {
  process.stderr.write(`error: [frontend] typescript ${ts.version} found, 6.0.3 expected (run scripts/bootstrap)\n`);
  process.exit(2);
}

const FORMAT_VERSION = 1;

function fail(msg) {
  process.stderr.write(`error: [frontend] ${msg}\n`);
  process.exit(1);
}

const file = process.argv[2];
if (!file || process.argv.length !== 3) fail('usage: node equiv-ts.js FILE.ts');
if (!fs.existsSync(file)) fail(`cannot read '${file}'`);

const globalsFile = path.join(__dirname, 'equiv-globals.d.ts');
const libDir = path.dirname(require.resolve('typescript/lib/lib.es2022.d.ts'));
const options = {
  strict: true,
  noImplicitAny: true,
  noImplicitReturns: false,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ES2022,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts'],
  types: [],
  noEmit: true,
  skipLibCheck: true,
};
const host = ts.createCompilerHost(options, true);
void libDir;
const program = ts.createProgram([file, globalsFile], options, host);
const checker = program.getTypeChecker();
const sf = program.getSourceFile(file);
if (!sf) fail(`cannot read '${file}'`);

// The file name in messages is the one given on the command line.
function locOf(node) {
  const p = sf.getLineAndCharacterOfPosition(node.getStart(sf));
  return [p.line + 1, p.character + 1];
}
const unsupported = [];
// Expressions the checker types as any without an `any` written: reported only when the file has
// no type error (an implicit any under strict is the checker's error, with its message).
const inferredAny = [];
function unsup(node, what) {
  const [l, c] = locOf(node);
  unsupported.push(`${file}:${l}:${c}: error: [unsupported] ${what}`);
}

// ---- types --------------------------------------------------------------------------------------

// A type in the AST: a short structured form for what the semantics needs to read arguments and
// values (number, string, boolean, bigint, arrays, tuples), with the checker's text for the rest.
function isAny(t) {
  return (t.flags & ts.TypeFlags.Any) !== 0;
}
function typeJson(t) {
  const f = t.flags;
  if (f & ts.TypeFlags.NumberLike) return { k: 'number' };
  if (f & ts.TypeFlags.StringLike) return { k: 'string' };
  if (f & ts.TypeFlags.BooleanLike) return { k: 'boolean' };
  if (f & ts.TypeFlags.BigIntLike) return { k: 'bigint' };
  if (f & ts.TypeFlags.Undefined) return { k: 'undefined' };
  if (f & ts.TypeFlags.Null) return { k: 'null' };
  if (f & ts.TypeFlags.Void) return { k: 'void' };
  if (checker.isTupleType(t)) {
    const args = checker.getTypeArguments(t);
    return { k: 'tuple', items: args.map(typeJson) };
  }
  if (checker.isArrayType(t)) {
    const args = checker.getTypeArguments(t);
    return { k: 'array', of: typeJson(args[0]) };
  }
  if (t.isUnion()) {
    // a union of literals of one primitive (e.g. boolean, 1 | 2) reads as that primitive
    const parts = t.types.map(typeJson);
    if (parts.every((p) => p.k === parts[0].k && ['number', 'string', 'boolean', 'bigint'].includes(p.k)))
      return parts[0];
    return { k: 'union', of: parts };
  }
  return { k: 'other', text: checker.typeToString(t) };
}

// ---- the walk -----------------------------------------------------------------------------------

const SK = ts.SyntaxKind;
const BINOPS = {
  [SK.PlusToken]: '+', [SK.MinusToken]: '-', [SK.AsteriskToken]: '*', [SK.SlashToken]: '/',
  [SK.PercentToken]: '%', [SK.AsteriskAsteriskToken]: '**',
  [SK.LessThanLessThanToken]: '<<', [SK.GreaterThanGreaterThanToken]: '>>',
  [SK.GreaterThanGreaterThanGreaterThanToken]: '>>>',
  [SK.AmpersandToken]: '&', [SK.BarToken]: '|', [SK.CaretToken]: '^',
  [SK.LessThanToken]: '<', [SK.GreaterThanToken]: '>', [SK.LessThanEqualsToken]: '<=',
  [SK.GreaterThanEqualsToken]: '>=', [SK.EqualsEqualsToken]: '==', [SK.ExclamationEqualsToken]: '!=',
  [SK.EqualsEqualsEqualsToken]: '===', [SK.ExclamationEqualsEqualsToken]: '!==',
  [SK.InstanceOfKeyword]: 'instanceof', [SK.InKeyword]: 'in',
  [SK.CommaToken]: ',',
};
const LOGICOPS = {
  [SK.AmpersandAmpersandToken]: '&&', [SK.BarBarToken]: '||', [SK.QuestionQuestionToken]: '??',
};
const ASSIGNOPS = {
  [SK.EqualsToken]: '=', [SK.PlusEqualsToken]: '+', [SK.MinusEqualsToken]: '-',
  [SK.AsteriskEqualsToken]: '*', [SK.SlashEqualsToken]: '/', [SK.PercentEqualsToken]: '%',
  [SK.AsteriskAsteriskEqualsToken]: '**', [SK.LessThanLessThanEqualsToken]: '<<',
  [SK.GreaterThanGreaterThanEqualsToken]: '>>', [SK.GreaterThanGreaterThanGreaterThanEqualsToken]: '>>>',
  [SK.AmpersandEqualsToken]: '&', [SK.BarEqualsToken]: '|', [SK.CaretEqualsToken]: '^',
  [SK.AmpersandAmpersandEqualsToken]: '&&', [SK.BarBarEqualsToken]: '||',
  [SK.QuestionQuestionEqualsToken]: '??',
};
const PREFIXOPS = {
  [SK.MinusToken]: '-', [SK.PlusToken]: '+', [SK.ExclamationToken]: '!', [SK.TildeToken]: '~',
};

// A string's value: UTF-8 text when it is well-formed UTF-16, else its code units (a lone
// surrogate has no UTF-8 form, and JSON readers refuse it escaped).
function strVal(s) {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = i + 1 < s.length ? s.charCodeAt(i + 1) : 0;
      if (d >= 0xdc00 && d <= 0xdfff) { i++; continue; }
      return { u16: s.split('').map((ch) => ch.charCodeAt(0)) };
    }
    if (c >= 0xdc00 && c <= 0xdfff) return { u16: s.split('').map((ch) => ch.charCodeAt(0)) };
  }
  return { v: s };
}

function node(n, k, extra) {
  return Object.assign({ k, at: locOf(n) }, extra);
}

function modifiers(n) {
  return ts.canHaveModifiers(n) ? ts.getModifiers(n) || [] : [];
}
function hasMod(n, kind) {
  return modifiers(n).some((m) => m.kind === kind);
}
function checkMods(n) {
  for (const m of modifiers(n)) {
    if (m.kind === SK.ExportKeyword || m.kind === SK.AsyncKeyword || m.kind === SK.StaticKeyword ||
        m.kind === SK.ReadonlyKeyword || m.kind === SK.PublicKeyword || m.kind === SK.PrivateKeyword ||
        m.kind === SK.ProtectedKeyword || m.kind === SK.ConstKeyword || m.kind === SK.AbstractKeyword ||
        m.kind === SK.OverrideKeyword)
      continue;
    unsup(m, `modifier '${m.getText(sf)}'`);
  }
  if (ts.canHaveDecorators(n) && (ts.getDecorators(n) || []).length) unsup(n, 'decorator');
}

function nameText(n) {
  if (ts.isIdentifier(n) || ts.isPrivateIdentifier(n)) return n.text;
  if (ts.isStringLiteral(n) || ts.isNumericLiteral(n)) return n.text;
  unsup(n, 'computed property name');
  return '?';
}

// Looks for `any` written in a type and for types the checker infers as any.
function checkTypeNode(tn) {
  if (!tn) return;
  const visit = (x) => {
    if (x.kind === SK.AnyKeyword) unsup(x, 'any');
    ts.forEachChild(x, visit);
  };
  visit(tn);
}

function params(ps) {
  return ps.map((p) => {
    checkMods(p);
    checkTypeNode(p.type);
    if (!ts.isIdentifier(p.name)) unsup(p.name, 'destructuring parameter');
    if (p.dotDotDotToken) unsup(p, 'rest parameter');
    if (p.questionToken && !p.initializer) unsup(p, 'optional parameter without default');
    const out = { name: ts.isIdentifier(p.name) ? p.name.text : '?', type: typeJson(checker.getTypeAtLocation(p)) };
    if (p.initializer) out.init = expr(p.initializer);
    return out;
  });
}

function funcLike(n, k) {
  checkMods(n);
  checkTypeNode(n.type);
  if (n.asteriskToken) unsup(n, 'generator function');
  (n.typeParameters || []).forEach((tp) => checkTypeNode(tp.constraint));
  const out = node(n, k, {
    async: hasMod(n, SK.AsyncKeyword),
    params: params(n.parameters),
  });
  if (n.name && ts.isIdentifier(n.name)) out.name = n.name.text;
  const sig = checker.getSignatureFromDeclaration(n);
  if (sig) out.ret = typeJson(checker.getReturnTypeOfSignature(sig));
  if (!n.body) {
    if (k === 'func' || k === 'method') out.overload = true;
    else unsup(n, 'function without a body');
    out.body = [];
  } else if (ts.isBlock(n.body)) {
    out.body = n.body.statements.map(stmt);
  } else {
    out.expr = expr(n.body);
  }
  return out;
}

function varList(n, list) {
  // Let = 1, Const = 2, Using = 4, AwaitUsing = Const | Using: the block-scoped bits are one field
  const flags = list.flags & ts.NodeFlags.BlockScoped;
  if (flags === 0) unsup(n, "'var' declaration (use let or const)");
  else if (flags !== ts.NodeFlags.Let && flags !== ts.NodeFlags.Const) unsup(n, "'using' declaration");
  return list.declarations.map((d) => {
    checkTypeNode(d.type);
    if (!ts.isIdentifier(d.name)) unsup(d.name, 'destructuring declaration');
    const out = node(d, 'var', {
      decl: flags & ts.NodeFlags.Const ? 'const' : 'let',
      name: ts.isIdentifier(d.name) ? d.name.text : '?',
      type: typeJson(checker.getTypeAtLocation(d.name)),
    });
    if (d.initializer) out.init = expr(d.initializer);
    return out;
  });
}

function classDecl(n) {
  checkMods(n);
  if (!n.name) unsup(n, 'anonymous class');
  const out = node(n, 'class', { name: n.name ? n.name.text : '?', members: [] });
  for (const h of n.heritageClauses || []) {
    if (h.token === SK.ExtendsKeyword) out.extends = expr(h.types[0].expression);
  }
  for (const m of n.members) {
    checkMods(m);
    const isStatic = hasMod(m, SK.StaticKeyword);
    if (ts.isConstructorDeclaration(m)) {
      if (!m.body) continue;
      for (const p of m.parameters)
        if (modifiers(p).length) unsup(p, 'parameter property');
      const f = funcLike(m, 'method');
      f.kind = 'ctor';
      out.members.push(f);
    } else if (ts.isMethodDeclaration(m)) {
      if (!m.body) continue;
      const f = funcLike(m, 'method');
      f.kind = 'method';
      f.name = nameText(m.name);
      f.static = isStatic;
      out.members.push(f);
    } else if (ts.isPropertyDeclaration(m)) {
      checkTypeNode(m.type);
      if (ts.isPrivateIdentifier(m.name)) unsup(m.name, 'private name (#field)');
      const f = node(m, 'field', { kind: 'field', name: nameText(m.name), static: isStatic });
      if (m.initializer) f.init = expr(m.initializer);
      out.members.push(f);
    } else if (ts.isGetAccessorDeclaration(m) || ts.isSetAccessorDeclaration(m)) {
      const f = funcLike(m, 'method');
      f.kind = ts.isGetAccessorDeclaration(m) ? 'get' : 'set';
      f.name = nameText(m.name);
      f.static = isStatic;
      out.members.push(f);
    } else if (ts.isIndexSignatureDeclaration(m) || ts.isSemicolonClassElement(m)) {
      continue;
    } else {
      unsup(m, `class member ${SK[m.kind]}`);
    }
  }
  return out;
}

function block(s) {
  return ts.isBlock(s) ? s.statements.map(stmt) : [stmt(s)];
}

function stmt(s) {
  switch (s.kind) {
    case SK.VariableStatement: {
      checkMods(s);
      const decls = varList(s, s.declarationList);
      return decls.length === 1 ? decls[0] : node(s, 'vars', { list: decls });
    }
    case SK.FunctionDeclaration: {
      const f = funcLike(s, 'func');
      f.exported = hasMod(s, SK.ExportKeyword);
      return f;
    }
    case SK.ClassDeclaration: {
      const c = classDecl(s);
      c.exported = hasMod(s, SK.ExportKeyword);
      return c;
    }
    case SK.ExpressionStatement:
      return node(s, 'expr', { expr: expr(s.expression) });
    case SK.IfStatement: {
      const out = node(s, 'if', { cond: expr(s.expression), then: block(s.thenStatement) });
      if (s.elseStatement) out.else = block(s.elseStatement);
      return out;
    }
    case SK.WhileStatement:
      return node(s, 'while', { cond: expr(s.expression), body: block(s.statement) });
    case SK.DoStatement:
      return node(s, 'do', { cond: expr(s.expression), body: block(s.statement) });
    case SK.ForStatement: {
      const out = node(s, 'for', { body: block(s.statement) });
      if (s.initializer) {
        if (ts.isVariableDeclarationList(s.initializer)) out.init = varList(s, s.initializer);
        else out.init = [node(s.initializer, 'expr', { expr: expr(s.initializer) })];
      } else out.init = [];
      if (s.condition) out.cond = expr(s.condition);
      if (s.incrementor) out.update = expr(s.incrementor);
      return out;
    }
    case SK.ForOfStatement: {
      if (s.awaitModifier) unsup(s, 'for await');
      if (!ts.isVariableDeclarationList(s.initializer) || s.initializer.declarations.length !== 1) {
        unsup(s.initializer, 'for-of without a let/const declaration');
        return node(s, 'empty');
      }
      const d = varList(s, s.initializer)[0];
      return node(s, 'forof', { decl: d.decl, name: d.name, iter: expr(s.expression), body: block(s.statement) });
    }
    case SK.ForInStatement:
      unsup(s, 'for-in');
      return node(s, 'empty');
    case SK.Block:
      return node(s, 'block', { body: s.statements.map(stmt) });
    case SK.ReturnStatement: {
      const out = node(s, 'return');
      if (s.expression) out.expr = expr(s.expression);
      return out;
    }
    case SK.BreakStatement:
    case SK.ContinueStatement: {
      const out = node(s, s.kind === SK.BreakStatement ? 'break' : 'continue');
      if (s.label) out.label = s.label.text;
      return out;
    }
    case SK.ThrowStatement:
      return node(s, 'throw', { expr: expr(s.expression) });
    case SK.TryStatement: {
      const out = node(s, 'try', { body: s.tryBlock.statements.map(stmt) });
      if (s.catchClause) {
        const v = s.catchClause.variableDeclaration;
        if (v) {
          if (!ts.isIdentifier(v.name)) unsup(v.name, 'destructuring catch parameter');
          else out.param = v.name.text;
          checkTypeNode(v.type);
        }
        out.handler = s.catchClause.block.statements.map(stmt);
      }
      if (s.finallyBlock) out.finally = s.finallyBlock.statements.map(stmt);
      return out;
    }
    case SK.SwitchStatement:
      return node(s, 'switch', {
        disc: expr(s.expression),
        cases: s.caseBlock.clauses.map((c) => {
          const out = { at: locOf(c), body: c.statements.map(stmt) };
          if (ts.isCaseClause(c)) out.test = expr(c.expression);
          return out;
        }),
      });
    case SK.LabeledStatement:
      return node(s, 'label', { label: s.label.text, body: block(s.statement) });
    case SK.EmptyStatement:
      return node(s, 'empty');
    case SK.InterfaceDeclaration:
    case SK.TypeAliasDeclaration:
      (function visit(x) {
        if (x.kind === SK.AnyKeyword) unsup(x, 'any');
        ts.forEachChild(x, visit);
      })(s);
      return node(s, 'empty');
    case SK.WithStatement:
      unsup(s, 'with');
      return node(s, 'empty');
    case SK.ExportDeclaration:
    case SK.ExportAssignment:
    case SK.ImportDeclaration:
    case SK.ImportEqualsDeclaration:
      unsup(s, 'import/export declaration (one file, exports by modifier)');
      return node(s, 'empty');
    default:
      unsup(s, `statement ${SK[s.kind]}`);
      return node(s, 'empty');
  }
}

// Names the semantics refuses whatever their type says (prototype mutation and reflection).
const FORBIDDEN_MEMBERS = new Set(['prototype', '__proto__', 'constructor', '__defineGetter__', '__defineSetter__']);
const FORBIDDEN_OBJECT_FNS = new Set(['setPrototypeOf', 'defineProperty', 'defineProperties', 'create',
  'getPrototypeOf', 'assign', 'freeze', 'seal']);

function expr(e) {
  const out = exprInner(e);
  if (out && out.k !== 'fn' && out.k !== 'omitted' && !ts.isSpreadElement(e)) {
    const t = checker.getTypeAtLocation(e);
    if (isAny(t)) {
      const [l, c] = locOf(e);
      inferredAny.push(`${file}:${l}:${c}: error: [unsupported] expression of type any`);
    }
    out.type = typeJson(t);
  }
  return out;
}

function exprInner(e) {
  switch (e.kind) {
    case SK.NumericLiteral:
      return node(e, 'num', { v: String(Number(e.text)) });
    case SK.BigIntLiteral:
      return node(e, 'bigint', { v: BigInt(e.text.slice(0, -1)).toString() });
    case SK.StringLiteral:
    case SK.NoSubstitutionTemplateLiteral:
      return node(e, 'str', strVal(e.text));
    case SK.TemplateExpression: {
      const parts = [strVal(e.head.text)];
      const exprs = [];
      for (const sp of e.templateSpans) {
        exprs.push(expr(sp.expression));
        parts.push(strVal(sp.literal.text));
      }
      return node(e, 'tmpl', { parts, exprs });
    }
    case SK.TrueKeyword:
      return node(e, 'bool', { v: true });
    case SK.FalseKeyword:
      return node(e, 'bool', { v: false });
    case SK.NullKeyword:
      return node(e, 'null');
    case SK.ThisKeyword:
      return node(e, 'this');
    case SK.SuperKeyword:
      return node(e, 'super');
    case SK.Identifier:
      if (e.text === 'eval') unsup(e, 'eval');
      if (e.text === 'arguments') unsup(e, 'arguments');
      if (e.text === 'undefined') return node(e, 'undef');
      return node(e, 'id', { name: e.text });
    case SK.ParenthesizedExpression:
    case SK.AsExpression:
    case SK.NonNullExpression:
    case SK.SatisfiesExpression:
    case SK.TypeAssertionExpression:
      if (e.type) checkTypeNode(e.type);
      // type-only wrappers: the value is the operand's (the checker already accepted the claim)
      return exprInner(e.expression);
    case SK.ArrayLiteralExpression:
      return node(e, 'arr', { items: e.elements.map((x) => (ts.isOmittedExpression(x) ? (unsup(x, 'array hole'), node(x, 'undef')) : expr(x))) });
    case SK.SpreadElement:
      return node(e, 'spread', { expr: expr(e.expression) });
    case SK.ObjectLiteralExpression:
      return node(e, 'obj', {
        props: e.properties.map((p) => {
          if (ts.isPropertyAssignment(p)) return { at: locOf(p), name: nameText(p.name), value: expr(p.initializer) };
          if (ts.isShorthandPropertyAssignment(p))
            return { at: locOf(p), name: p.name.text, value: node(p.name, 'id', { name: p.name.text }) };
          if (ts.isSpreadAssignment(p)) return { at: locOf(p), spread: expr(p.expression) };
          if (ts.isMethodDeclaration(p)) {
            const f = funcLike(p, 'fn');
            f.arrow = false;
            return { at: locOf(p), name: nameText(p.name), value: f };
          }
          unsup(p, `object literal member ${SK[p.kind]}`);
          return { at: locOf(p), name: '?', value: node(p, 'undef') };
        }),
      });
    case SK.ArrowFunction:
    case SK.FunctionExpression: {
      const f = funcLike(e, 'fn');
      f.arrow = e.kind === SK.ArrowFunction;
      return f;
    }
    case SK.CallExpression: {
      if (e.expression.kind === SK.ImportKeyword) {
        unsup(e, 'dynamic import');
        return node(e, 'undef');
      }
      if (ts.isPropertyAccessExpression(e.expression) && ts.isIdentifier(e.expression.expression) &&
          e.expression.expression.text === 'Object' && FORBIDDEN_OBJECT_FNS.has(e.expression.name.text))
        unsup(e, `Object.${e.expression.name.text} (prototype and property reflection)`);
      return node(e, 'call', {
        callee: expr(e.expression),
        args: e.arguments.map(expr),
        optional: !!e.questionDotToken,
      });
    }
    case SK.NewExpression:
      return node(e, 'new', { callee: expr(e.expression), args: (e.arguments || []).map(expr) });
    case SK.PropertyAccessExpression:
      if (FORBIDDEN_MEMBERS.has(e.name.text)) unsup(e.name, `'${e.name.text}' (prototype mutation and reflection)`);
      if (ts.isPrivateIdentifier(e.name)) unsup(e.name, 'private name (#field)');
      return node(e, 'member', { obj: expr(e.expression), name: e.name.text, optional: !!e.questionDotToken });
    case SK.ElementAccessExpression: {
      const a = e.argumentExpression;
      if (ts.isStringLiteral(a) && FORBIDDEN_MEMBERS.has(a.text)) unsup(a, `'${a.text}' (prototype mutation and reflection)`);
      return node(e, 'index', { obj: expr(e.expression), idx: expr(a), optional: !!e.questionDotToken });
    }
    case SK.PrefixUnaryExpression:
      if (e.operator === SK.PlusPlusToken || e.operator === SK.MinusMinusToken)
        return node(e, 'update', { op: e.operator === SK.PlusPlusToken ? '++' : '--', prefix: true, target: expr(e.operand) });
      return node(e, 'unary', { op: PREFIXOPS[e.operator], expr: expr(e.operand) });
    case SK.PostfixUnaryExpression:
      return node(e, 'update', { op: e.operator === SK.PlusPlusToken ? '++' : '--', prefix: false, target: expr(e.operand) });
    case SK.TypeOfExpression:
      return node(e, 'unary', { op: 'typeof', expr: expr(e.expression) });
    case SK.VoidExpression:
      return node(e, 'unary', { op: 'void', expr: expr(e.expression) });
    case SK.AwaitExpression:
      return node(e, 'await', { expr: expr(e.expression) });
    case SK.DeleteExpression:
      unsup(e, 'delete');
      return node(e, 'undef');
    case SK.ConditionalExpression:
      return node(e, 'cond', { cond: expr(e.condition), then: expr(e.whenTrue), else: expr(e.whenFalse) });
    case SK.BinaryExpression: {
      const op = e.operatorToken.kind;
      if (op in ASSIGNOPS) {
        if (!ts.isIdentifier(e.left) && !ts.isPropertyAccessExpression(e.left) && !ts.isElementAccessExpression(e.left) &&
            !ts.isParenthesizedExpression(e.left) && !ts.isNonNullExpression(e.left)) {
          unsup(e.left, 'destructuring assignment');
          return node(e, 'undef');
        }
        return node(e, 'assign', { op: ASSIGNOPS[op], target: expr(e.left), value: expr(e.right) });
      }
      if (op in LOGICOPS) return node(e, 'logic', { op: LOGICOPS[op], left: expr(e.left), right: expr(e.right) });
      if (op in BINOPS) return node(e, 'bin', { op: BINOPS[op], left: expr(e.left), right: expr(e.right) });
      unsup(e.operatorToken, `operator ${SK[op]}`);
      return node(e, 'undef');
    }
    case SK.RegularExpressionLiteral:
      unsup(e, 'regular expression');
      return node(e, 'undef');
    case SK.TaggedTemplateExpression:
      unsup(e, 'tagged template');
      return node(e, 'undef');
    case SK.ClassExpression:
      unsup(e, 'class expression');
      return node(e, 'undef');
    case SK.MetaProperty:
      unsup(e, SK[e.kind]);
      return node(e, 'undef');
    default:
      unsup(e, `expression ${SK[e.kind]}`);
      return node(e, 'undef');
  }
}

// ---- main ---------------------------------------------------------------------------------------

// A file that does not parse is reported by the parser alone: its tree is a guess.
const syn = program.getSyntacticDiagnostics(sf);

function diagLine(d, code) {
  const msg = ts.flattenDiagnosticMessageText(d.messageText, ' ').replace(/[\r\n]+/g, ' ');
  if (d.file && d.start !== undefined) {
    const p = d.file.getLineAndCharacterOfPosition(d.start);
    const name = d.file === sf ? file : d.file.fileName;
    return `${name}:${p.line + 1}:${p.character + 1}: error: [${code}] ${msg}`;
  }
  return `error: [${code}] ${msg}`;
}

if (syn.length) {
  process.stderr.write(syn.map((d) => diagLine(d, 'syntax')).join('\n') + '\n');
  process.exit(1);
}
const body = sf.statements.map(stmt);
if (unsupported.length) {
  process.stderr.write(unsupported.join('\n') + '\n');
  process.exit(1);
}
const sem = ts.getPreEmitDiagnostics(program).filter((d) => d.category === ts.DiagnosticCategory.Error);
if (sem.length) {
  process.stderr.write(sem.map((d) => diagLine(d, 'type')).join('\n') + '\n');
  process.exit(1);
}
if (inferredAny.length) {
  process.stderr.write(inferredAny.join('\n') + '\n');
  process.exit(1);
}

const ast = {
  format: 'equiv-ts-ast',
  version: FORMAT_VERSION,
  typescript: ts.version,
  file,
  body,
};
process.stdout.write(JSON.stringify(ast) + '\n');
