import { describe, expect, it } from "vitest";
import { formParams, twilioSignature, verifyTwilioSignature } from "../../src/server/features/sms/signature";
import { twimlReply } from "../../src/server/features/sms/twiml";
import { normalizeKeyword, normalizePhone } from "../../src/shared/sms";

// Twilio's published request-validation example (its libraries' own tests use it).
const TOKEN = "12345";
const URL = "https://mycompany.com/myapp.php?foo=1&bar=2";
const BODY = "Digits=1234&To=%2B18005551212&From=%2B14158675309&Caller=%2B14158675309&CallSid=CA1234567890ABCDE";

describe("Twilio's request signature", () => {
  it("reproduces Twilio's documented signature, whatever order the parameters came in", () => {
    expect(twilioSignature(TOKEN, URL, formParams(BODY))).toBe("RSOYDt4T1cUTdK1PDd93/VVr8B8=");
    expect(verifyTwilioSignature(TOKEN, URL, formParams(BODY), "RSOYDt4T1cUTdK1PDd93/VVr8B8=")).toBe(true);
  });

  it("signs a repeated parameter once per distinct value, values sorted (Twilio's second vector)", () => {
    const repeated = formParams("Sid=CA123&SidAccount=AC123&Digits=5678&Digits=1234&Digits=1234");
    expect(twilioSignature(TOKEN, URL, repeated)).toBe("IK+Dwps556ElfBT0I3Rgjkr1wJU=");
  });

  it("refuses another token, another URL, a changed value, a missing or mangled signature", () => {
    const good = "RSOYDt4T1cUTdK1PDd93/VVr8B8=";
    expect(verifyTwilioSignature("54321", URL, formParams(BODY), good)).toBe(false);
    expect(verifyTwilioSignature(TOKEN, `${URL}&x=1`, formParams(BODY), good)).toBe(false);
    expect(verifyTwilioSignature(TOKEN, URL, formParams(BODY.replace("Digits=1234", "Digits=9999")), good)).toBe(false);
    expect(verifyTwilioSignature(TOKEN, URL, formParams(BODY), undefined)).toBe(false);
    expect(verifyTwilioSignature(TOKEN, URL, formParams(BODY), "RSOYDt4T1cUTdK1PDd93/VVr8B8")).toBe(false);
    expect(verifyTwilioSignature("", URL, formParams(BODY), good)).toBe(false);
  });

  it("accepts a URL signed with or without the default port, as Twilio's libraries do", () => {
    const withPort = "https://mycompany.com:443/myapp.php?foo=1&bar=2";
    const signedWithPort = twilioSignature(TOKEN, withPort, formParams(BODY));
    expect(verifyTwilioSignature(TOKEN, URL, formParams(BODY), signedWithPort)).toBe(true);
    expect(verifyTwilioSignature(TOKEN, withPort, formParams(BODY), "RSOYDt4T1cUTdK1PDd93/VVr8B8=")).toBe(true);
  });
});

describe("keywords, phone numbers and TwiML", () => {
  it("reads a keyword in any case, with spaces, punctuation or accents", () => {
    expect(["home", " H O M E ", "Home!", "hOmE\n"].map(normalizeKeyword)).toEqual(["HOME", "HOME", "HOME", "HOME"]);
    expect(normalizeKeyword("Hógar")).toBe("HOGAR");
    expect(normalizeKeyword("home please")).toBe("HOMEPLEASE");
  });

  it("writes phone numbers as E.164", () => {
    expect(normalizePhone("(559) 555-0100")).toBe("+15595550100");
    expect(normalizePhone("+1 559 555 0100")).toBe("+15595550100");
    expect(normalizePhone("call me")).toBeNull();
  });

  it("escapes the answer and drops characters XML forbids", () => {
    expect(twimlReply('Tom & Jerry\'s <church> "x"\u0007')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>Tom &amp; Jerry&apos;s &lt;church&gt; &quot;x&quot;</Message></Response>',
    );
    expect(twimlReply(null)).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
  });
});
