import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ACCOUNT_ERROR_CODES } from "../../src/shared/account-constants";
import { CHAT_ERRORS } from "../../src/shared/chat";
import { ADMIN_ERROR_TEXT, BIBLE_ERRORS, type CatalogueEntry, EVENT_ERRORS, isTranslationKey, PUBLIC_ERROR_TEXT } from "../../src/shared/error-catalogue";
import { ERROR_CODES } from "../../src/shared/error-codes";
import { UPLOAD_ERROR_CODES } from "../../src/shared/uploads";
import { bundles, files, ROOT } from "./support/bundles";

const english = bundles("en");
const spanish = bundles("es");
const placeholders = (text: string | undefined) => [...(text ?? "").matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

function expectTranslated(namespace: "translation" | "admin", code: string, entry: CatalogueEntry) {
  const en = english[namespace][entry.key];
  const es = spanish[namespace][entry.key];
  expect(en, `${code}: English "${entry.key}"`).toBeTruthy();
  expect(es, `${code}: Spanish "${entry.key}"`).toBeTruthy();
  expect(placeholders(en), `${code}: English params`).toEqual([...(entry.params ?? [])].sort());
  expect(placeholders(es), `${code}: Spanish params`).toEqual([...(entry.params ?? [])].sort());
}

/**
 * Translation keys the code names as messages: zod messages and field messages the server sends, written as
 * string literals shaped like `feature.validation.x`, `feature.errors.x` or `featureAdmin.fields.x`.
 */
function keysUsedAsMessages(): Array<{ key: string; file: string }> {
  const sources = ["src/shared", "src/server"].flatMap((dir) => files(join(ROOT, dir), (path) => path.endsWith(".ts") && !path.includes("/db/")));
  return sources.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/["'`]([a-z][A-Za-z]*\.(?:validation|errors|fields)\.[A-Za-z0-9.]+)["'`]/g)]
      .map((m) => m[1] ?? "")
      .filter(isTranslationKey)
      .map((key) => ({ key, file: file.slice(ROOT.length + 1) })),
  );
}

/** Codes whose text the web app never writes: the generic ones (each page has its own sentence) and webhook answers. */
const UNCATALOGUED = new Set(["internal_error", "validation_error", "forbidden", "unauthorized", "rate_limited", "not_found", "invalid_signature"]);

/** The objects of codes the server throws by name (`new AppError(UPLOAD_ERROR_CODES.tooLarge, ...)`). */
const CODE_OBJECTS: Record<string, Record<string, string>> = {
  ERROR_CODES,
  UPLOAD_ERROR_CODES,
  BIBLE_ERRORS,
  EVENT_ERRORS,
  CHAT_ERRORS,
  ACCOUNT_ERROR_CODES,
};

/**
 * The codes the server throws: string literals (`new AppError("code", ...)`) and members of the code objects
 * (`new AppError(BIBLE_ERRORS.chapterNotFound, ...)`). A member of an object this test does not know reads as
 * `NAME.member`, so a new object of codes fails the check until it is added above.
 */
function codesThrown(): Array<{ code: string; file: string }> {
  return files(join(ROOT, "src/server"), (path) => path.endsWith(".ts")).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    const at = file.slice(ROOT.length + 1);
    const literals = [...text.matchAll(/new AppError\(\s*"([a-z_]+)"/g)].map((m) => ({ code: m[1] ?? "", file: at }));
    const named = [...text.matchAll(/new AppError\(\s*([A-Z][A-Z_]*)\.(\w+)/g)].map(([, object = "", member = ""]) => ({
      code: CODE_OBJECTS[object]?.[member] ?? `${object}.${member}`,
      file: at,
    }));
    return [...literals, ...named];
  });
}

describe("the error catalogue", () => {
  it("names every code the server throws, so the web translates it by code", () => {
    const thrown = codesThrown();
    const codes = thrown.map((t) => t.code);
    expect(codes).toContain("event_cancelled");
    // Codes thrown by name are found too (the uploads' and the Bible's).
    expect(codes).toContain("file_too_large");
    expect(codes).toContain("reference_not_found");
    const missing = thrown.filter(({ code }) => !UNCATALOGUED.has(code) && !(code in PUBLIC_ERROR_TEXT) && !(code in ADMIN_ERROR_TEXT));
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(PUBLIC_ERROR_TEXT))("has English and Spanish text for the public code %s", (code, entry) => {
    expectTranslated("translation", code, entry);
  });

  it.each(Object.entries(ADMIN_ERROR_TEXT))("has English and Spanish text for the admin code %s", (code, entry) => {
    expectTranslated("admin", code, entry);
  });

  it("finds the keys the code uses as messages (the check below reads real files)", () => {
    const keys = keysUsedAsMessages().map((k) => k.key);
    expect(keys).toContain("eventsAdmin.errors.endLocal");
    expect(keys).toContain("email.validation.scheduledAt");
  });

  it("has English and Spanish text for every translation key the code uses as a message", () => {
    const missing = keysUsedAsMessages().filter(({ key }) => {
      const inEnglish = key in english.translation || key in english.admin;
      const inSpanish = key in spanish.translation || key in spanish.admin;
      return !inEnglish || !inSpanish;
    });
    expect(missing).toEqual([]);
  });

  it("tells a translation key from English text", () => {
    expect(isTranslationKey("eventsAdmin.errors.notADate")).toBe(true);
    expect(isTranslationKey("The event does not happen on 2026-01-01")).toBe(false);
    expect(isTranslationKey("Write the English text")).toBe(false);
  });
});
