import type { AdminDevotional, AdminStudyGuide, DevotionalInput, StudyGuideInput } from "../../../../shared/study";

/** Lists (passages, questions) are edited as one line each in a text box. */
export const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

export interface GuideFormValues {
  weekStart: string;
  titleEn: string;
  titleEs: string;
  bodyEn: string;
  bodyEs: string;
  passages: string;
  questionsEn: string;
  questionsEs: string;
  published: boolean;
}

export function guideToForm(guide: AdminStudyGuide | null, today: string): GuideFormValues {
  return {
    weekStart: guide?.weekStart ?? today,
    titleEn: guide?.title.en ?? "",
    titleEs: guide?.title.es ?? "",
    bodyEn: guide?.body.en ?? "",
    bodyEs: guide?.body.es ?? "",
    passages: guide?.passages.map((p) => p.reference).join("\n") ?? "",
    questionsEn: guide?.questions.map((q) => q.en).join("\n") ?? "",
    questionsEs: guide?.questions.map((q) => q.es).join("\n") ?? "",
    published: guide?.published ?? true,
  };
}

export function formToGuide(values: GuideFormValues): StudyGuideInput {
  const es = lines(values.questionsEs);
  return {
    weekStart: values.weekStart,
    title: { en: values.titleEn, es: values.titleEs },
    body: { en: values.bodyEn, es: values.bodyEs },
    passages: lines(values.passages),
    questions: lines(values.questionsEn).map((en, i) => ({ en, es: es[i] ?? "" })),
    published: values.published,
  };
}

export interface DevotionalFormValues {
  day: string;
  kind: DevotionalInput["kind"];
  titleEn: string;
  titleEs: string;
  bodyEn: string;
  bodyEs: string;
  passage: string;
  published: boolean;
}

export function devotionalToForm(reading: AdminDevotional | null, today: string): DevotionalFormValues {
  return {
    day: reading?.day ?? today,
    kind: reading?.kind ?? "devotional",
    titleEn: reading?.title.en ?? "",
    titleEs: reading?.title.es ?? "",
    bodyEn: reading?.body.en ?? "",
    bodyEs: reading?.body.es ?? "",
    passage: reading?.passage?.reference ?? "",
    published: reading?.published ?? true,
  };
}

export function formToDevotional(values: DevotionalFormValues): DevotionalInput {
  return {
    day: values.day,
    kind: values.kind,
    title: { en: values.titleEn, es: values.titleEs },
    body: { en: values.bodyEn, es: values.bodyEs },
    passage: values.passage.trim() || null,
    published: values.published,
  };
}
