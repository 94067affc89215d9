import type { RegistrationField } from "../../../shared/events";
import { AppError } from "../../lib/errors";

function answerError(field: RegistrationField, message: string): AppError {
  return AppError.validation(message, { [`answers.${field.id}`]: [message] });
}

/** The answers the form's fields ask for, checked against each field's type; unknown keys are dropped. */
export function checkedAnswers(fields: RegistrationField[], answers: Record<string, string | boolean>) {
  const result: Record<string, string | boolean> = {};
  for (const field of fields) {
    const value = answers[field.id];
    const empty = value === undefined || value === "" || value === false;
    if (empty) {
      if (field.required) throw answerError(field, `Please answer "${field.label.en}"`);
      continue;
    }
    if (field.type === "checkbox") {
      if (typeof value !== "boolean") throw answerError(field, `Tick or untick "${field.label.en}"`);
    } else if (typeof value !== "string") {
      throw answerError(field, `Please answer "${field.label.en}"`);
    } else if (field.type === "number" && !/^-?\d+(\.\d+)?$/.test(value.trim())) {
      throw answerError(field, `"${field.label.en}" must be a number`);
    } else if (field.type === "select" && !field.options.some((o) => o.en === value)) {
      throw answerError(field, `Choose one of the options for "${field.label.en}"`);
    }
    result[field.id] = typeof value === "string" ? value.trim() : value;
  }
  return result;
}
