import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BilingualField } from "../../src/web/components/ui/BilingualField";
import { Checkbox } from "../../src/web/components/ui/Checkbox";
import { Field, TextAreaField } from "../../src/web/components/ui/Field";
import { FormError } from "../../src/web/components/ui/FormError";
import { Select } from "../../src/web/components/ui/Select";
import { showServerErrors } from "../../src/web/components/ui/form-errors";
import { ApiError } from "../../src/web/lib/api";
import { i18n, switchServerLanguage } from "../../src/web/i18n";

const noop = { name: "x", onChange: async () => undefined, onBlur: async () => undefined, ref: () => undefined };

describe("the form kit", () => {
  it("ties a field's label, hint and error to its input, and translates a schema's message key", async () => {
    await switchServerLanguage("es");
    const html = renderToString(<Field id="email" label="Correo" hint="Nunca lo compartimos" error="common.loading" />);
    expect(html).toContain('for="email"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="email-hint email-error"');
    expect(html).toContain(i18n.t("common.loading"));
    expect(html).not.toContain(">common.loading<");
    await switchServerLanguage("en");
  });

  it("leaves a valid field unmarked", () => {
    const html = renderToString(<TextAreaField id="note" label="Note" />);
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("aria-describedby");
  });

  it("draws a select's options and a checkbox inside its label", () => {
    expect(renderToString(<Select label="Size" options={[{ value: "s", label: "Small" }]} />)).toContain('<option value="s">Small</option>');
    const checkbox = renderToString(<Checkbox id="ok" label="Keep me posted" />);
    // The label wraps its checkbox, which names it: a for= beside that would repeat it (html-validate's no-redundant-for).
    expect(checkbox).toMatch(/<label[^>]*><input[^>]*type="checkbox"[^>]*id="ok"/);
    expect(checkbox).not.toContain("for=");
  });

  it("marks each side of a bilingual field with its language", () => {
    const html = renderToString(<BilingualField en={{ label: "Title (English)", field: noop }} es={{ label: "Título (español)", field: noop, error: "Required" }} />);
    expect(html).toContain('lang="en"');
    expect(html).toContain('lang="es"');
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(1);
  });

  it("keeps a hidden select label for screen readers", () => {
    const html = renderToString(<Select id="qty" label="Quantity of Mug (Blue)" hideLabel options={[{ value: "1", label: "1" }]} />);
    expect(html).toMatch(/<label[^>]*for="qty"[^>]*class="sr-only"[^>]*>Quantity of Mug \(Blue\)<\/label>/);
  });

  it("puts the server's field messages on the form's fields (renamed where the form names them otherwise)", () => {
    const set: Record<string, string | undefined> = {};
    const setError = (name: string, error: { message?: string }) => {
      set[name] = error.message;
    };
    const refused = new ApiError(400, "validation_error", "Some fields are not valid.", { "title.en": ["Write the English title"], other: ["Not in the form"] });
    showServerErrors(setError, refused, { "title.en": "titleEn" }, "Network", "Check the fields");
    expect(set).toEqual({ titleEn: "Write the English title", root: "Check the fields" });
    const listed: Record<string, string | undefined> = {};
    showServerErrors((name: string, error: { message?: string }) => void (listed[name] = error.message), refused, ["title.en"], "Network");
    expect(listed).toEqual({ "title.en": "Write the English title", root: "Some fields are not valid." });
  });

  it("announces an error at once and a success politely", () => {
    expect(renderToString(<FormError message="Could not save" />)).toContain('role="alert"');
    expect(renderToString(<FormError tone="success" message="Saved" />)).toContain('role="status"');
    expect(renderToString(<FormError message={null} />)).toBe("");
  });
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("one form kit for the whole site", () => {
  const files = sources("src/web").filter((path) => !path.includes("components/ui/"));

  it("has no local copy of the field styles", () => {
    const local = files.filter((path) => /const (labelClasses|inputClasses|fieldClasses)\s*=/.test(readFileSync(path, "utf8")));
    expect(local).toEqual([]);
  });

  it("builds every form with react-hook-form", () => {
    const withoutHookForm = files.filter((path) => {
      const text = readFileSync(path, "utf8");
      return text.includes("<form") && !/\buseForm\b|\bConnectForm\b/.test(text);
    });
    expect(withoutHookForm).toEqual([]);
  });
});
