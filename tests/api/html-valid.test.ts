import { HtmlValidate, type Message } from "html-validate";
import { expect, it } from "vitest";
import { HTML_VALIDATE_CONFIG } from "../support/html-validate-config";
import { describeDrawnSite } from "./support/drawn-site";

describeDrawnSite("valid HTML on every page the server draws", (drawn) => {
  it("passes html-validate (recommended rules, button types, references, aria-label use) on every page of the sitemap and each detail kind, in both languages", async () => {
    const site = drawn();
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);
    // Every page of the sitemap in both languages, and a sermon, a series, an event, a product, a guide and a chapter.
    expect(site.addresses.length).toBeGreaterThanOrEqual(38);
    expect(site.addresses.filter((address) => address.includes("lang=es")).length).toBe(site.addresses.length / 2);
    const faults: string[] = [];
    for (const address of site.addresses) {
      const html = await site.read(address);
      // The page is drawn: the check is of the server's HTML, not of an empty shell.
      expect(html, address).toMatch(/<div id="root" data-/);
      const report = await validator.validateString(html, address);
      const messages: Message[] = report.results.flatMap((result) => result.messages);
      for (const message of messages) faults.push(`${address} ${message.line}:${message.column} ${message.ruleId}: ${message.message} [${message.selector ?? ""}]`);
    }
    expect(faults).toEqual([]);
  }, 300_000);
});
