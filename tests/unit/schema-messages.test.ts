import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { isTranslationKey } from "../../src/shared/error-catalogue";
import { BOTH_LANGUAGES_MESSAGES } from "../../src/shared/localized-text";
import { bundles, files, ROOT } from "./support/bundles";

/**
 * The messages the zod schemas of src/shared carry, read from the code: the message argument of a check
 * (`.min(1, "…")`, `.regex(re, "…")`, `.refine(fn, "…")`, `z.uuid("…")`), a `message` or `error` in an options
 * object (`{ message: "…" }`, ctx.addIssue's too) and the texts given to bothLanguages. A constant of the same
 * file is followed (`TOO_LONG`), both sides of `a ? "…" : "…"` are read, a template with values is English.
 */

/** Checks whose message is the argument after the limit, the pattern or the predicate. */
const MESSAGE_SECOND = new Set(["min", "max", "length", "gt", "gte", "lt", "lte", "multipleOf", "regex", "refine", "startsWith", "endsWith", "enum"]);
/** Checks and types whose message is their first argument. */
const MESSAGE_FIRST = new Set(["int", "email", "uuid", "url", "date", "datetime", "time", "nonempty", "positive", "nonnegative", "string", "number", "boolean", "array"]);

interface Found {
  file: string;
  line: number;
  text: string;
}

function messagesIn(file: string): Found[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const constants = new Map<string, ts.Expression>();
  const visitConstants = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) constants.set(node.name.text, node.initializer);
    ts.forEachChild(node, visitConstants);
  };
  visitConstants(source);

  const found: Found[] = [];
  const at = (node: ts.Node) => ({ file: file.slice(ROOT.length + 1), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
  const unwrap = (node: ts.Expression): ts.Expression =>
    ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node;

  /** Records the texts an expression stands for; anything else (a parameter, a call) is not read. */
  const text = (expression: ts.Expression | undefined, seen = new Set<string>()): void => {
    if (!expression) return;
    const node = unwrap(expression);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push({ ...at(node), text: node.text });
    else if (ts.isTemplateExpression(node)) found.push({ ...at(node), text: node.getText(source) });
    else if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach((side) => text(side, seen));
    else if (ts.isIdentifier(node) && constants.has(node.text) && !seen.has(node.text)) text(constants.get(node.text), new Set([...seen, node.text]));
    else if (ts.isObjectLiteralExpression(node)) options(node, seen);
  };
  /** An options object: its `message` or `error`. */
  const options = (node: ts.ObjectLiteralExpression, seen = new Set<string>()) => {
    for (const property of node.properties) {
      if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && ["message", "error"].includes(property.name.text)) text(property.initializer, seen);
    }
  };
  /** bothLanguages' texts: every string of its object (en, es, tooLong). */
  const allTexts = (expression: ts.Expression | undefined) => {
    const node = expression && unwrap(expression);
    if (node && ts.isIdentifier(node) && constants.has(node.text)) return allTexts(constants.get(node.text));
    if (!node || !ts.isObjectLiteralExpression(node)) return;
    for (const property of node.properties) if (ts.isPropertyAssignment(property)) text(property.initializer);
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : "";
      const [first, second] = node.arguments;
      if (name === "bothLanguages") allTexts(second);
      else if (name === "addIssue" && first && ts.isObjectLiteralExpression(unwrap(first))) options(unwrap(first) as ts.ObjectLiteralExpression);
      else if (ts.isPropertyAccessExpression(callee) && MESSAGE_SECOND.has(name)) text(second);
      else if (ts.isPropertyAccessExpression(callee) && MESSAGE_FIRST.has(name)) text(first);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// Schemas take z from src/shared/zod.ts (which configures zod); types may come from "zod" itself.
const schemaFiles = files(join(ROOT, "src/shared"), (path) => path.endsWith(".ts") && /from "(zod|\.\/zod)"/.test(readFileSync(path, "utf8")));
const messages = schemaFiles.flatMap(messagesIn);
const english = bundles("en");
const spanish = bundles("es");
const has = (language: typeof english, key: string) => key in language.translation || key in language.admin;

describe("the shared schemas' messages", () => {
  it("are read from the code (the check below reads real schemas)", () => {
    const texts = messages.map((m) => m.text);
    expect(schemaFiles.length).toBeGreaterThan(10);
    // A check's argument, an options object, ctx.addIssue, a constant and both sides of a condition.
    expect(texts).toContain("sermonsAdmin.validation.slug");
    expect(texts).toContain("giving.validation.fund");
    expect(texts).toContain("sermonsAdmin.validation.liveUrlRequired");
    expect(texts).toContain("galleryAdmin.validation.tooLong");
    expect(texts).toContain("sermonsAdmin.validation.hlsUrl");
    expect(texts).toContain("galleryAdmin.validation.nameEs");
  });

  it("are translation keys, so the reader gets their own language", () => {
    expect(messages.filter((m) => !isTranslationKey(m.text))).toEqual([]);
  });

  it("have English and Spanish text", () => {
    const keys = [...messages, ...Object.values(BOTH_LANGUAGES_MESSAGES).map((text) => ({ file: "src/shared/localized-text.ts", line: 0, text }))];
    expect(keys.filter((m) => !has(english, m.text) || !has(spanish, m.text))).toEqual([]);
  });
});
