import { useCallback, useState } from "react";
import { ApiError } from "../../lib/api-error";
import type { FieldProblem } from "./form-rules";

const genericProblem: FieldProblem = { message: "Something went wrong. Please try again later." };

/** What a failed account request tells the user: the server's translated messages, or a generic one. */
export function problemsOf(error: unknown): FieldProblem[] {
  if (error instanceof ApiError && error.errors.length > 0) {
    return error.errors.map(({ message, values }) => ({ message, values: values ? [...values] : undefined }));
  }
  return [genericProblem];
}

/** Runs a form's request: busy while it runs, its failure kept for the form's alert. */
export function useRequest() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ problems: FieldProblem[]; fields: string[] }>({
    problems: [],
    fields: [],
  });

  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setFailure({ problems: [], fields: [] });
    try {
      return await action();
    } catch (error) {
      const fields =
        error instanceof ApiError ? error.errors.flatMap(({ field }) => (field ? [field] : [])) : [];
      setFailure({ problems: problemsOf(error), fields });
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);

  return { busy, problems: failure.problems, failedFields: failure.fields, run };
}
