import type { AccountFormName } from "@tirgus/domain/forms";
import { useEffect, useState } from "react";
import type { ApiClient } from "../../lib/api-client";
import { browserApi } from "../../lib/browser-api";

/*
 * The account forms check their fields with the rules the server enforces, read from the form
 * configuration (`GET /api/forms/:name`, @tirgus/domain/forms). The types are repeated here because
 * that module's values pull zod into the browser bundle.
 */

export type FieldRule = {
  name: string;
  type: "text" | "email" | "password" | "checkbox" | "code";
  required: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  equalTo?: string;
};

/** A field's problem as a translation key and its values (`%s`). */
export type FieldProblem = { message: string; values?: (string | number)[] };
export type FieldValues = Readonly<Record<string, string | boolean>>;

const cache = new Map<AccountFormName, Promise<FieldRule[]>>();

export function fetchFormRules(api: ApiClient, name: AccountFormName): Promise<FieldRule[]> {
  let rules = cache.get(name);
  if (!rules) {
    rules = api
      .get<{ fields: FieldRule[] }>(`/api/forms/${name}`, undefined, { silent: true })
      .then((form) => form?.fields ?? [])
      .catch(() => {
        // Without the rules the server still checks everything; a later form opening asks again.
        cache.delete(name);
        return [];
      });
    cache.set(name, rules);
  }
  return rules;
}

/** The form's rules, empty until they arrive (asked in the browser only: forms check on submit). */
export function useFormRules(name: AccountFormName): FieldRule[] {
  const [rules, setRules] = useState<FieldRule[]>([]);
  useEffect(() => {
    let current = true;
    void fetchFormRules(browserApi(), name).then((fetched) => {
      if (current) setRules(fetched);
    });
    return () => {
      current = false;
    };
  }, [name]);
  return rules;
}

export function ruleOf(rules: readonly FieldRule[], name: string): FieldRule | undefined {
  return rules.find((rule) => rule.name === name);
}

function problemOf(rule: FieldRule, values: FieldValues): FieldProblem | null {
  const value = values[rule.name];
  if (rule.type === "checkbox") {
    return rule.required && value !== true ? { message: "This field is required" } : null;
  }
  const text = typeof value === "string" ? value : "";
  if (text === "") return rule.required ? { message: "This field is required" } : null;
  if (rule.pattern && !new RegExp(rule.pattern, "v").test(text)) {
    return { message: rule.type === "email" ? "Invalid email address" : "This field contains invalid data!" };
  }
  if (rule.minLength !== undefined && text.length < rule.minLength) {
    return { message: "Enter at least %s characters", values: [rule.minLength] };
  }
  if (rule.maxLength !== undefined && text.length > rule.maxLength) {
    return { message: "Enter at most %s characters", values: [rule.maxLength] };
  }
  if (rule.equalTo && text !== values[rule.equalTo]) return { message: "These values are not equal" };
  return null;
}

/** Every field that breaks its rule, by field name; empty when the form may be sent. */
export function validateFields(
  rules: readonly FieldRule[],
  values: FieldValues,
): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const rule of rules) {
    if (!(rule.name in values)) continue;
    const problem = problemOf(rule, values);
    if (problem) problems[rule.name] = problem;
  }
  return problems;
}
